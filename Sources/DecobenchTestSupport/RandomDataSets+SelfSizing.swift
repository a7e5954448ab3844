import DecorationBench

/// Self-sizing data sets for property tests: ``RandomDataSets/make(seed:direction:)`` with an
/// `estimatedItemSize` (a size, sometimes wider than the view, or `"automatic"`), sizes that
/// cells can report (none empty), and a content inset across the scroll axis now and then, so
/// that rule 2's available width differs from the view's and from the section's.
extension RandomDataSets {
    ///
    /// With `onGrid`, every length lies on `ExactGrid` (``makeOnExactGrid(seed:direction:)``,
    /// the estimate snapped to whole points): the careful strategies then move the decorations
    /// a frame shifted instead of computing them again.
    public static func makeSelfSizing(
        seed: UInt64, direction: ScrollDirection, automatic: Bool? = nil, onGrid: Bool = false
    ) -> DataSet {
        var ds = onGrid ? makeOnExactGrid(seed: seed, direction: direction) : make(seed: seed, direction: direction)
        var rng = SplitMix64(seed: seed ^ 0x5E1F_512E)
        let vertical = direction == .vertical
        let cross = vertical ? ds.collectionViewSize.width : ds.collectionViewSize.height
        if rng.chance(0.4) {
            let a = rng.double(in: 0...(cross * 0.2)).rounded(), b = rng.double(in: 0...(cross * 0.2)).rounded()
            ds.contentInset =
                vertical
                ? EdgeInsets(top: 0, left: a, bottom: 0, right: b) : EdgeInsets(top: a, left: 0, bottom: b, right: 0)
        }
        for s in ds.sections.indices {
            switch ds.sections[s].items {
            case .uniform(let count, let size): ds.sections[s].items = .uniform(count: count, size: reportable(size))
            case .sizes(let sizes): ds.sections[s].items = .sizes(sizes.map(reportable))
            }
        }
        if automatic ?? rng.chance(0.3) {
            ds.estimatedItemSize = .automatic
        } else {
            let w = rng.chance(0.2) ? cross * 1.1 : number(&rng, 10...(cross * 0.9), fraction: 0.3)
            let h = number(&rng, 10...150, fraction: 0.3)
            let (main, crossLength) = onGrid ? (h.rounded(), w.rounded()) : (h, w)
            ds.estimatedItemSize = .size(
                vertical ? Size(width: crossLength, height: main) : Size(width: main, height: crossLength))
        }
        return ds
    }

    /// A size a cell may report: at least 1 on each axis.
    private static func reportable(_ size: Size) -> Size {
        Size(width: max(1, size.width), height: max(1, size.height))
    }
}
