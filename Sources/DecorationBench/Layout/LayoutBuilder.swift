// The flow layout's rules, applied in prepare(): UIKit's as of iOS 26 (UIKitCore's flow layout),
// written for vertical scrolling; horizontal scrolling swaps the axes except where noted. D is
// the cross-axis extent, a and b the leading and trailing cross insets, A = D - a - b, s the
// minimum interitem spacing, l the minimum line spacing, w and h an item's cross and main lengths.
//
// - Sections follow each other with no gap. A header with a positive length spans the full cross
//   extent (not inset); items start at sectionStart + header + leading inset; the footer sits
//   after the items' end and the trailing inset. Section extents and the content size are
//   computed from unrounded values.
// - A section whose items all have one size (or no items) takes the grid path
//   (`LayoutBuilder+Grid.swift`); every other section the line path (`LayoutBuilder+Lines.swift`).
// - Every cell, header and footer origin (never a length) is rounded to the screen scale:
//   round(v * scale) / scale, halves away from zero, as UIKit does.
// - Separators (the separator recipe) then move the rounded frames along the scroll axis: see
//   `Separator` and `FlowLayout+Separators.swift`.
//
// Queries find lines by binary search over `lineStarts` (non-decreasing) and `lineEnds` (kept
// as a running maximum within a section): rounding can make a line reach a hair into the next,
// and the running maximum keeps the search exact. Sections are searched by their unrounded
// extents widened by `PreparedLayout.roundingSlack`.

/// The flat storage of a layout while ``FlowLayout/prepare()`` fills it: local values, so the
/// hot loop touches no class properties.
struct LayoutBuilder {
    let dataSet: DataSet
    let vertical: Bool
    let cross: Double
    /// The screen scale origins are rounded to.
    let scale: Double
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
        scale = dataSet.screenScale
        sections.reserveCapacity(dataSet.sections.count)
        frames.reserveCapacity(dataSet.itemCount)
    }

    /// A coordinate rounded to the screen scale, as UIKit rounds origins: halves away from zero.
    ///
    /// Exactly `(v * scale).rounded(.toNearestOrAwayFromZero) / scale` (PixelAlignmentTests),
    /// without a call to libm's `round` for every coordinate `prepare()` rounds:
    /// below 2^51, adding and subtracting 1.5·2^52 rounds to nearest, ties to even, exactly; an
    /// exact tie is then moved away from zero.
    @inline(__always)
    func pixelAligned(_ v: Double) -> Double { Self.pixelAligned(v, scale: scale) }

    /// ``pixelAligned(_:)`` at a given scale: for frames placed after `prepare()` (pinned
    /// headers and footers).
    @inline(__always)
    static func pixelAligned(_ v: Double, scale: Double) -> Double {
        let x = v * scale
        guard abs(x) < 2_251_799_813_685_248 else { return x.rounded(.toNearestOrAwayFromZero) / scale }
        var whole = (x + 6_755_399_441_055_744) - 6_755_399_441_055_744
        if abs(x - whole) == 0.5 { whole = x < 0 ? x - 0.5 : x + 0.5 }
        return whole / scale
    }

    /// A frame from scroll-axis and cross-axis coordinates that are already rounded.
    @inline(__always)
    func alignedRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// A frame from scroll-axis and cross-axis coordinates, its origin rounded to the screen scale.
    @inline(__always)
    func placedRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        alignedRect(
            main: pixelAligned(main), cross: pixelAligned(cross), mainLength: mainLength, crossLength: crossLength)
    }

    /// Places one section after the last; `items`, when given, replaces the section's own sizes
    /// (self-sizing cells are laid out at their sizes for layout, not at what they will report).
    ///
    /// Only the items are taken out of the section, never the whole `SectionSpec`: a copy of it
    /// (insets, spacings, reference sizes, decoration, with the retains of what it references)
    /// per section shows in a grid's `prepare()` under callgrind (`scripts/instructions.sh`).
    mutating func placeSection(_ section: Int, items override: SectionSpec.Items? = nil) {
        let ds = dataSet
        let items = override ?? ds.sections[section].items
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
            mainEnd: main, firstItem: frames.count, itemCount: items.count,
            firstLine: lineStarts.count, lineCount: 0, firstSeparator: separatorFrames.count, separatorCount: 0,
            headerFrame: nil, footerFrame: nil)
        if headerLength > 0 {
            g.headerFrame = placedRect(main: main, cross: 0, mainLength: headerLength, crossLength: cross)
            g.bodyStart = main + headerLength
        }
        g.itemsStart = g.bodyStart + leading
        let avail = cross - crossLeading - crossTrailing
        let lineSpacing = ds.lineSpacing(forSection: section)
        let interitem = ds.interitemSpacing(forSection: section)
        var onGrid = true
        if items.count == 0 {
            g.itemsEnd = g.itemsStart
        } else if let size = items.uniformSize {
            g.itemsEnd = placeGrid(
                items.count, size: size, from: g.itemsStart, crossStart: crossLeading,
                avail: avail, lineSpacing: lineSpacing, interitem: interitem)
        } else {
            // UIKit swaps the spacings' roles on this path when scrolling horizontally.
            onGrid = false
            g.itemsEnd = placeLines(
                items, from: g.itemsStart, crossStart: crossLeading, avail: avail,
                within: vertical ? interitem : lineSpacing,
                between: vertical ? lineSpacing : interitem)
        }
        g.lineCount = lineStarts.count - g.firstLine
        if nextSeparator < separators.count, separators[nextSeparator].indexPath.section == section {
            g.itemsEnd += placeSeparators(section, geometry: g)
            g.separatorCount = separatorFrames.count - g.firstSeparator
        }
        g.bodyEnd = g.itemsEnd + trailing
        g.mainEnd = g.bodyEnd
        if footerLength > 0 {
            g.footerFrame = placedRect(main: g.bodyEnd, cross: 0, mainLength: footerLength, crossLength: cross)
            g.mainEnd = g.bodyEnd + footerLength
        }
        // Grid rows rise by construction; lines of varied items and moved lines may not.
        if !onGrid || g.separatorCount > 0 { keepLineEndsRising(from: g.firstLine) }
        sections.append(g)
        main = g.mainEnd
    }

    /// Makes the line ends from `first` on a running maximum, so that a binary search over them
    /// finds the first line that reaches past a point even where rounding made a line reach a
    /// hair into the next.
    ///
    /// - Complexity: O(lines of the section).
    private mutating func keepLineEndsRising(from first: Int) {
        guard first + 1 < lineEnds.count else { return }
        for l in (first + 1)..<lineEnds.count where lineEnds[l] < lineEnds[l - 1] {
            lineEnds[l] = lineEnds[l - 1]
        }
    }
}
