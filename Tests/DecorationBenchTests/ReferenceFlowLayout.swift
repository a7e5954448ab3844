@testable import DecorationBench

/// An independent, deliberately naive implementation of UIKit's flow-layout rules, written from
/// the flow-layout rule text only (never from the model's code), in vertical coordinates
/// (horizontal data sets are transposed in and out). The model must agree with it frame for
/// frame.
///
/// Three passes, each as the text states it: place every element from unrounded values
/// (`unshiftedFrames`), round every origin to the screen scale (`rounded`), then move the
/// rounded frames by the separators, by brute force, from the rule text in `Separator`'s
/// documentation (`shifted`). The content size is the unrounded one plus the separators.
enum ReferenceFlowLayout {
    /// The corners a data set reached, so tests can show the random generator covers them.
    enum Case: Hashable, CaseIterable {
        case gridPath, linePath, emptySection
        /// An `items` list (not `itemCount`/`itemSize`) of ≥ 2 equal sizes: the grid path.
        case equalSizedList
        /// A grid section with fewer items than fit in its row (perRow is not capped).
        case fewerThanFit
        /// A grid section of exactly one item (at the leading inset when perRow > 1).
        case loneGridItem
        /// A grid with perRow = 1 whose item is wider than A: centred at a negative offset.
        case gridCentredNegative
        /// (A + s)/(w + s) lies within 1e-9 below an integer and the exact floor takes the lower.
        case gridWrapsEarly
        /// A line-path section whose first item is wider than A: an empty first line.
        case overWideFirstItem
        /// A complete line of one item on the line path (centred, or clamped to a).
        case loneLine
        /// A complete line of one item wider than A: clamped to the leading inset.
        case loneLineClamped
        /// A last line of ≥ 2 items made complete by its remaining equalling the previous one.
        case lastLineCompleteByEquality
        /// A last line left-aligned with `within` between its items.
        case lastLineLeftAligned
        /// An item size, spacing, inset or header length that is not a whole number.
        case fractionalInput
        /// Rounding to the screen scale moved at least one origin.
        case roundingMoved
    }

    struct Output {
        var headers: [Int: Rect] = [:]
        var footers: [Int: Rect] = [:]
        var items: [IndexPath: Rect] = [:]
        var separators: [IndexPath: Rect] = [:]
        var contentSize = Size.zero
        var cases: Set<Case> = []
    }

    static func frames(_ ds: DataSet) -> Output {
        shifted(rounded(unshiftedFrames(ds), scale: ds.screenScale), by: ds.separators, ds.scrollDirection)
    }

    /// `v` rounded to the screen scale as C's `round` does (half away from zero).
    static func pixelRound(_ v: Double, scale: Double) -> Double {
        (v * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Every item, header and footer origin rounded to the screen scale; sizes and the content
    /// size untouched.
    static func rounded(_ base: Output, scale: Double) -> Output {
        var out = base
        func r(_ f: Rect) -> Rect {
            let g = Rect(
                x: pixelRound(f.minX, scale: scale), y: pixelRound(f.minY, scale: scale), width: f.width,
                height: f.height)
            if g != f { out.cases.insert(.roundingMoved) }
            return g
        }
        out.headers = base.headers.mapValues(r)
        out.footers = base.footers.mapValues(r)
        out.items = base.items.mapValues(r)
        return out
    }

    /// Moves every element by the thicknesses of the separators before it in index-path order,
    /// and places the separators: O(elements × separators), on purpose.
    static func shifted(_ base: Output, by separators: [Separator], _ direction: ScrollDirection) -> Output {
        func move(_ r: Rect, _ d: Double) -> Rect {
            direction == .vertical
                ? Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height)
                : Rect(x: r.minX + d, y: r.minY, width: r.width, height: r.height)
        }
        func sum(_ include: (Separator) -> Bool) -> Double {
            separators.filter(include).reduce(0) { $0 + $1.thickness }
        }
        var out = Output()
        out.cases = base.cases
        for (s, r) in base.headers { out.headers[s] = move(r, sum { $0.indexPath.section < s }) }
        for (s, r) in base.footers { out.footers[s] = move(r, sum { $0.indexPath.section <= s }) }
        for (p, r) in base.items { out.items[p] = move(r, sum { $0.indexPath <= p }) }
        for sep in separators {
            let at = move(base.items[sep.indexPath]!, sum { $0.indexPath < sep.indexPath })
            out.separators[sep.indexPath] =
                direction == .vertical
                ? Rect(x: at.minX, y: at.minY, width: at.width, height: sep.thickness)
                : Rect(x: at.minX, y: at.minY, width: sep.thickness, height: at.height)
        }
        let total = sum { _ in true }
        out.contentSize =
            direction == .vertical
            ? Size(width: base.contentSize.width, height: base.contentSize.height + total)
            : Size(width: base.contentSize.width + total, height: base.contentSize.height)
        return out
    }

    /// Every frame from unrounded values, without separators. Vertical coordinates inside:
    /// x is the cross axis, y the main axis.
    static func unshiftedFrames(_ ds: DataSet) -> Output {
        let horizontal = ds.scrollDirection == .horizontal
        func t(_ s: Size) -> Size { horizontal ? Size(width: s.height, height: s.width) : s }
        func t(_ i: EdgeInsets) -> EdgeInsets {
            horizontal ? EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom) : i
        }
        func t(_ r: Rect) -> Rect { horizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r }
        let width = t(ds.collectionViewSize).width
        var out = Output()
        var y = 0.0
        for s in ds.sections.indices {
            let spec = ds.sections[s]
            let inset = t(spec.inset ?? ds.sectionInset)
            let header = t(spec.headerReferenceSize ?? ds.headerReferenceSize).height
            let footer = t(spec.footerReferenceSize ?? ds.footerReferenceSize).height
            let lineSpacing = spec.minimumLineSpacing ?? ds.minimumLineSpacing
            let interitem = spec.minimumInteritemSpacing ?? ds.minimumInteritemSpacing
            // No header when its length along the main axis is 0 (or less).
            if header > 0 { out.headers[s] = t(Rect(x: 0, y: y, width: width, height: header)); y += header }
            y += inset.top
            let sizes = (0..<spec.itemCount).map { t(spec.sizeOfItem($0)) }
            let area = Area(a: inset.left, available: width - inset.left - inset.right, start: y)
            let placed: (frames: [Rect], end: Double)
            if sizes.allSatisfy({ $0 == sizes[0] }) {
                // The grid path keeps the documented roles in both directions.
                placed = grid(sizes, area, within: interitem, between: lineSpacing, cases: &out.cases)
                if case .sizes(let list) = spec.items, list.count >= 2 { out.cases.insert(.equalSizedList) }
            } else {
                // The line path: UIKit swaps the two spacings when scrolling horizontally.
                placed =
                    horizontal
                    ? line(sizes, area, within: lineSpacing, between: interitem, cases: &out.cases)
                    : line(sizes, area, within: interitem, between: lineSpacing, cases: &out.cases)
            }
            for (i, frame) in placed.frames.enumerated() { out.items[IndexPath(item: i, section: s)] = t(frame) }
            y = placed.end + inset.bottom
            if footer > 0 { out.footers[s] = t(Rect(x: 0, y: y, width: width, height: footer)); y += footer }
            let numbers =
                [inset.top, inset.left, inset.bottom, inset.right, header, footer, lineSpacing, interitem]
                + sizes.flatMap { [$0.width, $0.height] }
            if numbers.contains(where: { $0 != $0.rounded() }) { out.cases.insert(.fractionalInput) }
        }
        out.contentSize = t(Size(width: width, height: y))
        return out
    }

    /// Where a section's items go: the leading cross inset a, the available cross length A, and
    /// the main-axis offset where the items start.
    struct Area {
        var a: Double
        var available: Double
        var start: Double
    }
}
