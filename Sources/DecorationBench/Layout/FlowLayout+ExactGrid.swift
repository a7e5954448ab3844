// Whether a layout's sums along the scroll axis are exact (`ExactGrid`): asked by a strategy
// that moves stored frames after a batch or a self-sizing frame, never by `prepare()`. The data
// set is read once, when first asked (O(items) for sections with a list of sizes); a batch then
// carries the answer over (the data set after it is on the grid when the one before was and
// every size the batch named is), so a run of batches reads nothing again.

extension FlowLayout {
    /// Whether every length the layout sums along the scroll axis lies on ``ExactGrid``: the
    /// data set's (items, headers, footers, insets, spacings, separators, decoration insets and
    /// badges), the estimate, and every size a cell reported. A frame moved by a whole number of
    /// pixels is then the frame computed afresh, to the last bit.
    ///
    /// - Complexity: O(1) once known; the first time, O(sections + separators + the items of
    ///   sections with a list of sizes).
    public var isOnExactGrid: Bool {
        let reports = sizing.reportsOnExactGrid
        if let known = dataSetOnExactGrid { return known && reports }
        let known = ExactGrid.contains(dataSet)
        dataSetOnExactGrid = known
        return known && reports
    }

    /// Sets ``dataSet`` to the data after a batch, carrying the grid's answer over: on the grid
    /// when the data before was and every size the batch named is.
    ///
    /// - Complexity: O(1), plus ``isOnExactGrid`` for the data before when not yet known.
    func replaceData(afterBatch data: DataSet, namedSizesOnExactGrid: Bool) {
        let before = isOnExactGrid
        dataSet = data
        dataSetOnExactGrid = before && namedSizesOnExactGrid
    }
}

extension ExactGrid {
    /// Whether every length of `dataSet` along its scroll axis lies on the grid and its content
    /// stays below 2^40 points.
    ///
    /// - Complexity: O(sections + separators + the items of sections with a list of sizes).
    public static func contains(_ dataSet: DataSet) -> Bool {
        let vertical = dataSet.scrollDirection == .vertical
        @inline(__always) func main(_ size: Size) -> Double { vertical ? size.height : size.width }
        let ds = dataSet
        guard
            contains(
                ds.minimumLineSpacing, ds.minimumInteritemSpacing, main(ds.headerReferenceSize),
                main(ds.footerReferenceSize)),
            contains(ds.sectionInset, along: ds.scrollDirection),
            ds.separators.allSatisfy({ contains($0.thickness) }), ds.contentLengthBound < 0x1p40
        else { return false }
        switch ds.estimatedItemSize {
        case .automatic?: return false  // a mean of reports is a quotient, off the grid
        case .size(let size)?: guard contains(main(size)) else { return false }
        case nil: break
        }
        for spec in ds.sections {
            guard contains(sectionOf: spec, vertical: vertical) else { return false }
        }
        return true
    }

    private static func contains(_ inset: EdgeInsets, along direction: ScrollDirection) -> Bool {
        direction == .vertical ? contains(inset.top, inset.bottom, 0, 0) : contains(inset.left, inset.right, 0, 0)
    }

    private static func contains(sectionOf spec: SectionSpec, vertical: Bool) -> Bool {
        let direction: ScrollDirection = vertical ? .vertical : .horizontal
        @inline(__always) func main(_ size: Size) -> Double { vertical ? size.height : size.width }
        if let inset = spec.inset, !contains(inset, along: direction) { return false }
        guard
            contains(
                spec.minimumLineSpacing ?? 0, spec.minimumInteritemSpacing ?? 0,
                spec.headerReferenceSize.map(main) ?? 0, spec.footerReferenceSize.map(main) ?? 0),
            contains(spec.decoration, along: direction)
        else { return false }
        switch spec.items {
        case .uniform(_, let size): return contains(main(size))
        case .sizes(let sizes): return sizes.allSatisfy { contains(main($0)) }
        }
    }
}

extension FlowLayout {
    /// Whether a frame computed on this layout under `rule`, moved by a whole number of pixels
    /// along the scroll axis, is the frame computed afresh where it lands: ``isOnExactGrid``,
    /// and, under the first-last rule, which starts frames at rounded item origins, a pixel is a
    /// power-of-two fraction of a point (a third of one is off the grid).
    ///
    /// - Complexity: as ``isOnExactGrid``.
    public func movesExactly(rule: FrameRule) -> Bool {
        isOnExactGrid && (rule == .exact || dataSet.screenScale.significand == 1)
    }
}
