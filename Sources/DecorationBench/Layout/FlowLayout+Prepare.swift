// The flow layout's rules, applied in prepare(). Written for vertical scrolling; horizontal
// scrolling swaps the axes (columns fill top to bottom, interitem spacing is vertical, line
// spacing horizontal, headers and footers are full-height columns sized by their width).
//
// - Sections follow each other with no gap along the scroll axis.
// - A header with a positive reference height spans the full width, not inset. Items start at
//   sectionTop + headerHeight + inset.top, in an available width of width − inset.left − inset.right.
// - Uniform sections (one item size): perRow = max(1, ⌊(avail + s)/(w + s)⌋), s the interitem
//   spacing. With perRow > 1 every row, the last too, sits on one grid: x = inset.left +
//   (w + gap)·column with gap = (avail − perRow·w)/(perRow − 1). With perRow == 1 the item is
//   centred in the available width.
// - Variable sizes: greedy line breaking (an item joins the line if its width ≤ remaining, which
//   starts at avail and drops by w + s per item; a line's first item always joins). A full line
//   is justified; a line of one item is centred. The last line is left-aligned at the minimum
//   spacing, unless every line has one item (centred) or its leftover space equals the previous
//   line's (justified). Leftover = avail − Σw − (k − 1)·s.
// - A line is as tall as its tallest item; items are centred in it. Lines advance by
//   lineHeight + lineSpacing, with no spacing before the first or after the last.
// - The footer sits at lastLineMaxY + inset.bottom, full width. A section with no items is
//   header + inset.top + inset.bottom + footer tall. No pixel rounding.
// - Separators (seed 002) then move items along the scroll axis: see `Separator` and
//   `FlowLayout+Separators.swift`.

/// The tolerance for comparisons of sums of sizes, so that an item that fits exactly is not
/// pushed to the next line by rounding.
@usableFromInline let layoutTolerance = 1e-9

extension FlowLayout {
    /// Computes every frame, as `prepare()`.
    ///
    /// - Complexity: O(items + sections); allocates the flat frame and line storage once.
    public func prepare() {
        let ds = dataSet
        var builder = LayoutBuilder(dataSet: ds)
        for section in ds.sections.indices { builder.placeSection(section) }
        state = PreparedLayout(
            dataSet: ds, crossExtent: builder.cross, contentMainLength: builder.main,
            sectionGeometries: builder.sections, itemFrames: builder.frames, lineStarts: builder.lineStarts,
            lineEnds: builder.lineEnds, lineFirstItems: builder.lineFirstItems,
            separatorFrames: builder.separatorFrames, separatorItems: builder.separatorItems)
        #if DECOBENCH_INVARIANTS
        _checkInvariants()
        #endif
    }
}

/// The flat storage of a layout while ``FlowLayout/prepare()`` fills it: local values, so the
/// hot loop touches no class properties.
struct LayoutBuilder {
    let dataSet: DataSet
    let vertical: Bool
    let cross: Double
    var main = 0.0
    var sections: ContiguousArray<SectionGeometry> = []
    var frames: ContiguousArray<Rect> = []
    var lineStarts: ContiguousArray<Double> = []
    var lineEnds: ContiguousArray<Double> = []
    var lineFirstItems: ContiguousArray<Int> = []
    /// The data set's separators sorted by index path, and the next one to place.
    let separators: [Separator]
    var nextSeparator = 0
    var separatorFrames: ContiguousArray<Rect> = []
    var separatorItems: ContiguousArray<Int> = []

    init(dataSet: DataSet) {
        self.dataSet = dataSet
        separators = Self.checkedSeparators(dataSet)
        vertical = dataSet.scrollDirection == .vertical
        cross = vertical ? dataSet.collectionViewSize.width : dataSet.collectionViewSize.height
        sections.reserveCapacity(dataSet.sections.count)
        frames.reserveCapacity(dataSet.itemCount)
    }

    @inline(__always)
    func makeRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        vertical ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    mutating func placeSection(_ section: Int) {
        let ds = dataSet
        let spec = ds.sections[section]
        let inset = ds.inset(forSection: section)
        let leading = vertical ? inset.top : inset.left
        let trailing = vertical ? inset.bottom : inset.right
        let crossLeading = vertical ? inset.left : inset.top
        let crossTrailing = vertical ? inset.right : inset.bottom
        let header = ds.headerSize(forSection: section)
        let footer = ds.footerSize(forSection: section)
        let headerLength = vertical ? header.height : header.width
        let footerLength = vertical ? footer.height : footer.width

        var g = SectionGeometry(
            mainStart: main, bodyStart: main, itemsStart: main, itemsEnd: main, bodyEnd: main,
            mainEnd: main, firstItem: frames.count, itemCount: spec.itemCount,
            firstLine: lineStarts.count, lineCount: 0, firstSeparator: separatorFrames.count, separatorCount: 0,
            headerFrame: nil, footerFrame: nil)
        if headerLength > 0 {
            g.headerFrame = makeRect(main: main, cross: 0, mainLength: headerLength, crossLength: cross)
            g.bodyStart = main + headerLength
        }
        g.itemsStart = g.bodyStart + leading
        let avail = cross - crossLeading - crossTrailing
        let lineSpacing = ds.lineSpacing(forSection: section)
        let interitem = ds.interitemSpacing(forSection: section)
        if let size = spec.uniformSize {
            g.itemsEnd = placeUniform(spec.itemCount, size: size, from: g.itemsStart, crossStart: crossLeading,
                                      avail: avail, lineSpacing: lineSpacing, interitem: interitem)
        } else if spec.itemCount > 0 {
            g.itemsEnd = placeVariable(spec, from: g.itemsStart, crossStart: crossLeading,
                                       avail: avail, lineSpacing: lineSpacing, interitem: interitem)
        } else {
            g.itemsEnd = g.itemsStart
        }
        g.lineCount = lineStarts.count - g.firstLine
        if nextSeparator < separators.count, separators[nextSeparator].indexPath.section == section {
            g.itemsEnd += placeSeparators(section, geometry: g)
            g.separatorCount = separatorFrames.count - g.firstSeparator
        }
        g.bodyEnd = g.itemsEnd + trailing
        g.mainEnd = g.bodyEnd
        if footerLength > 0 {
            g.footerFrame = makeRect(main: g.bodyEnd, cross: 0, mainLength: footerLength, crossLength: cross)
            g.mainEnd = g.bodyEnd + footerLength
        }
        sections.append(g)
        main = g.mainEnd
    }

    /// Places `count` items of one size on a grid; returns where the last line ends.
    private mutating func placeUniform(_ count: Int, size: Size, from start: Double, crossStart: Double,
                              avail: Double, lineSpacing: Double, interitem: Double) -> Double {
        guard count > 0 else { return start }
        let w = vertical ? size.width : size.height
        let h = vertical ? size.height : size.width
        let fit = ((avail + interitem) / (w + interitem) + layoutTolerance).rounded(.down)
        let perRow = fit.isFinite ? max(1, min(count, Int(fit))) : count
        let gap = perRow > 1 ? (avail - Double(perRow) * w) / Double(perRow - 1) : 0
        let centred = crossStart + (avail - w) / 2
        var lineStart = start
        var item = 0
        while item < count {
            lineStarts.append(lineStart)
            lineEnds.append(lineStart + h)
            lineFirstItems.append(item)
            let end = min(count, item + perRow)
            for column in 0..<(end - item) {
                let c = perRow == 1 ? centred : crossStart + (w + gap) * Double(column)
                frames.append(makeRect(main: lineStart, cross: c, mainLength: h, crossLength: w))
            }
            item = end
            if item < count { lineStart += h + lineSpacing }
        }
        return lineStart + h
    }

    /// Breaks variable-size items into lines and places them; returns where the last line ends.
    private mutating func placeVariable(_ spec: SectionSpec, from start: Double, crossStart: Double,
                               avail: Double, lineSpacing: Double, interitem: Double) -> Double {
        let count = spec.itemCount
        @inline(__always) func crossSize(_ i: Int) -> Double {
            let s = spec.sizeOfItem(i); return vertical ? s.width : s.height
        }
        @inline(__always) func mainSize(_ i: Int) -> Double {
            let s = spec.sizeOfItem(i); return vertical ? s.height : s.width
        }
        // Greedy line breaking: the first index of every line.
        var breaks: [Int] = [0]
        var remaining = avail
        for i in 0..<count {
            let w = crossSize(i)
            if i != breaks.last!, w > remaining + layoutTolerance {
                breaks.append(i)
                remaining = avail
            }
            remaining -= w + interitem
        }
        let lineCount = breaks.count
        var allSingle = true
        for l in 0..<lineCount where lineEnd(breaks, l, count) - breaks[l] != 1 { allSingle = false }

        var lineStart = start
        var previousLeftover: Double?
        for l in 0..<lineCount {
            let first = breaks[l], end = lineEnd(breaks, l, count), k = end - first
            var sumW = 0.0, lineHeight = 0.0
            for i in first..<end {
                sumW += crossSize(i)
                lineHeight = max(lineHeight, mainSize(i))
            }
            let leftover = avail - sumW - Double(k - 1) * interitem
            let isLast = l == lineCount - 1
            var position: Double
            var gap: Double
            if k == 1 && (!isLast || allSingle) {
                position = crossStart + (avail - sumW) / 2
                gap = 0
            } else if !isLast || (previousLeftover.map { abs($0 - leftover) <= layoutTolerance } ?? false) {
                if k == 1 {
                    position = crossStart + (avail - sumW) / 2
                    gap = 0
                } else {
                    position = crossStart
                    gap = (avail - sumW) / Double(k - 1)
                }
            } else {
                position = crossStart
                gap = interitem
            }
            lineStarts.append(lineStart)
            lineEnds.append(lineStart + lineHeight)
            lineFirstItems.append(first)
            for i in first..<end {
                let w = crossSize(i), h = mainSize(i)
                frames.append(makeRect(main: lineStart + (lineHeight - h) / 2, cross: position,
                                           mainLength: h, crossLength: w))
                position += w + gap
            }
            previousLeftover = leftover
            if !isLast { lineStart += lineHeight + lineSpacing } else { lineStart += lineHeight }
        }
        return lineStart
    }

    private func lineEnd(_ breaks: [Int], _ l: Int, _ count: Int) -> Int {
        l + 1 < breaks.count ? breaks[l + 1] : count
    }
}
