/// An independent, deliberately naive reading of UIKit's pinned headers and footers (flow layout,
/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`), written from the rule
/// text alone and never from the model's code, so the model can be checked against it.
///
/// It uses no type of the library: its own rects, insets and sections, built by the caller. The
/// sections' frames are taken as given (the caller has already laid out and rounded them); only a
/// pinned origin is computed and rounded here.
///
/// Readings of the rule text where it leaves room (each repeated where it applies):
/// - "visible" = the bounds inset by `contentInset` on all four sides.
/// - A pinned frame is rounded on both origin coordinates, moved or not; a frame that does not pin
///   is returned exactly as given.
/// - A header or footer with zero length along the scroll axis counts as absent, like `nil`.
/// - Rule 4's double test (section frame and pinned frame both intersect the rect) applies to the
///   query and to rule 6; rule 5 tests only the pinned frames against the bounds, and only of the
///   kinds that pin.
/// - Rule 6 collects per kind: a header's section when rule 4 returns that header, a footer's
///   section when rule 4 returns that footer; rule 4 there uses pinned frames from the old bounds.
enum PinnedReference {
    enum Axis { case vertical, horizontal }

    /// A rect; `intersects` uses open intervals, so touching edges do not meet and a rect of zero
    /// length on either axis meets nothing.
    struct PRect: Equatable {
        var x, y, width, height: Double
        var minX: Double { x }
        var maxX: Double { x + width }
        var minY: Double { y }
        var maxY: Double { y + height }

        func intersects(_ other: PRect) -> Bool {
            guard width > 0, height > 0, other.width > 0, other.height > 0 else { return false }
            return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        /// The smallest rect containing both ("the union of the old and new bounds").
        func union(_ other: PRect) -> PRect {
            let lx = min(minX, other.minX), ly = min(minY, other.minY)
            return PRect(x: lx, y: ly, width: max(maxX, other.maxX) - lx, height: max(maxY, other.maxY) - ly)
        }
    }

    struct Insets { var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0 }

    struct Section {
        /// Along the scroll axis, from the header's natural start to the footer's natural end.
        var frame: PRect
        /// The natural (unpinned) header frame; nil when the header's length is 0.
        var header: PRect?
        /// The natural footer frame; nil when the footer's length is 0.
        var footer: PRect?
    }

    struct Layout {
        var axis: Axis
        var sections: [Section]
        var pinHeaders: Bool
        var pinFooters: Bool
        var contentInset: Insets
        var scale: Double
    }

    enum Kind: Equatable { case header, footer }

    struct Supplementary: Equatable { var kind: Kind; var section: Int; var frame: PRect }

    struct Context: Equatable {
        var invalidateFlowLayoutAttributes: Bool
        var invalidateFlowLayoutDelegateMetrics: Bool
        var headerSections: [Int]
        var footerSections: [Int]
    }

    static func pixelAligned(_ v: Double, scale: Double) -> Double {
        (v * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    // MARK: - Scroll-axis helpers

    private static func lead(_ r: PRect, _ axis: Axis) -> Double { axis == .vertical ? r.minY : r.minX }
    private static func trail(_ r: PRect, _ axis: Axis) -> Double { axis == .vertical ? r.maxY : r.maxX }
    private static func length(_ r: PRect, _ axis: Axis) -> Double { axis == .vertical ? r.height : r.width }

    private static func moved(_ r: PRect, lead value: Double, _ axis: Axis) -> PRect {
        var out = r
        if axis == .vertical { out.y = value } else { out.x = value }
        return out
    }

    /// Reading: "visible" is the bounds inset on all four sides by the content inset.
    private static func visible(_ bounds: PRect, _ inset: Insets) -> PRect {
        PRect(
            x: bounds.x + inset.left, y: bounds.y + inset.top,
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    }

    /// The natural frame of a kind, nil when absent. Reading: a zero scroll-axis length is absent too.
    private static func natural(_ layout: Layout, _ kind: Kind, _ section: Int) -> PRect? {
        let s = layout.sections[section]
        guard let r = kind == .header ? s.header : s.footer, length(r, layout.axis) > 0 else { return nil }
        return r
    }

    /// The header or footer length used by rule 3: whether or not that kind pins, 0 when absent.
    private static func lengthOf(_ layout: Layout, _ kind: Kind, _ section: Int) -> Double {
        natural(layout, kind, section).map { length($0, layout.axis) } ?? 0
    }

    private static func rounded(_ r: PRect, _ scale: Double) -> PRect {
        // Reading: "origins are rounded" = both origin coordinates of the pinned frame.
        PRect(x: pixelAligned(r.x, scale: scale), y: pixelAligned(r.y, scale: scale), width: r.width, height: r.height)
    }

    // MARK: - Rule 3: pinned frames

    static func headerFrame(_ layout: Layout, section: Int, bounds: PRect) -> PRect? {
        guard let nat = natural(layout, .header, section) else { return nil }
        guard layout.pinHeaders else { return nat }
        let axis = layout.axis
        let hH = length(nat, axis), fH = lengthOf(layout, .footer, section)
        let sectionEnd = trail(layout.sections[section].frame, axis)
        var y = lead(nat, axis)
        let visibleStart = lead(visible(bounds, layout.contentInset), axis)
        if visibleStart > y { y = visibleStart }
        if y + hH + fH > sectionEnd { y = sectionEnd - fH - hH }
        return rounded(moved(nat, lead: y, axis), layout.scale)
    }

    static func footerFrame(_ layout: Layout, section: Int, bounds: PRect) -> PRect? {
        guard let nat = natural(layout, .footer, section) else { return nil }
        guard layout.pinFooters else { return nat }
        let axis = layout.axis
        let fH = length(nat, axis), hH = lengthOf(layout, .header, section)
        let sectionStart = lead(layout.sections[section].frame, axis)
        var y = lead(nat, axis)
        let visibleEnd = trail(visible(bounds, layout.contentInset), axis)
        if visibleEnd < y + fH { y = visibleEnd - fH }
        if y - hH < sectionStart { y = sectionStart + hH }
        return rounded(moved(nat, lead: y, axis), layout.scale)
    }

    private static func frame(_ layout: Layout, _ kind: Kind, _ section: Int, _ bounds: PRect) -> PRect? {
        kind == .header
            ? headerFrame(layout, section: section, bounds: bounds)
            : footerFrame(layout, section: section, bounds: bounds)
    }

    // MARK: - Rule 4: the rect query

    /// Every header and footer whose section frame and (pinned) frame both intersect `rect`,
    /// frames computed from `bounds`; by section, header before footer.
    static func supplementaries(_ layout: Layout, in rect: PRect, bounds: PRect) -> [Supplementary] {
        var out: [Supplementary] = []
        for (index, section) in layout.sections.enumerated() where section.frame.intersects(rect) {
            for kind in [Kind.header, .footer] {
                if let f = frame(layout, kind, index, bounds), f.intersects(rect) {
                    out.append(Supplementary(kind: kind, section: index, frame: f))
                }
            }
        }
        return out
    }

    // MARK: - Rules 5 and 6: bounds changes

    /// Vertical: the width or x changed; horizontal: the height or y.
    private static func crossAxisChanged(_ layout: Layout, _ old: PRect, _ new: PRect) -> Bool {
        layout.axis == .vertical
            ? old.width != new.width || old.x != new.x
            : old.height != new.height || old.y != new.y
    }

    /// Reading: "meets" = intersects; pinned frames of the pinning kinds only, from the old bounds,
    /// tested against the old and the new bounds, in every section (no section-frame test).
    static func shouldInvalidate(_ layout: Layout, old: PRect, new: PRect) -> Bool {
        var kinds: [Kind] = []
        if layout.pinHeaders { kinds.append(.header) }
        if layout.pinFooters { kinds.append(.footer) }
        for index in layout.sections.indices {
            for kind in kinds {
                if let f = frame(layout, kind, index, old), f.intersects(old) || f.intersects(new) { return true }
            }
        }
        return crossAxisChanged(layout, old, new)
    }

    /// Reading: rule 4 in the smallest rect containing both bounds, pinned frames from the old bounds;
    /// a section is listed for a kind when rule 4 returns that kind for it and that kind pins.
    static func context(_ layout: Layout, old: PRect, new: PRect) -> Context {
        var ctx = Context(
            invalidateFlowLayoutAttributes: false, invalidateFlowLayoutDelegateMetrics: false,
            headerSections: [], footerSections: [])
        if crossAxisChanged(layout, old, new) {
            ctx.invalidateFlowLayoutAttributes = true
            return ctx
        }
        for found in supplementaries(layout, in: old.union(new), bounds: old) {
            switch found.kind {
            case .header where layout.pinHeaders: ctx.headerSections.append(found.section)
            case .footer where layout.pinFooters: ctx.footerSections.append(found.section)
            default: break
            }
        }
        return ctx
    }
}
