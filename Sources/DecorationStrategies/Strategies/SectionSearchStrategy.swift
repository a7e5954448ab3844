import DecorationBench

/// The `section-search` strategy: nothing per decoration is kept across a change of the data or
/// the sizes. A query finds the sections whose decorations can reach the rect by searching the
/// base layout's own section geometry (`SectionFinder`), and computes those sections'
/// decorations from it.
///
/// A full `prepare()` computes the decorations' reach again (O(sections)); after a batch or a
/// self-sizing frame there is nothing to move or to build again: the strategy's own work is
/// O(1) (O(s) after a batch when far sections are kept apart), against O(decorations) for a
/// precomputing one.
///
/// What it pays instead is on every query: O(log s) over the sections and O(1) per section in
/// the window, each decoration's frame computed again (as `cached` does) and handed back in one
/// object per decoration, kept until the data or the sizes change (`DecorationSlots`).
/// `section-cache` keeps the frames too, and appends the objects in batches.
///
/// Unlike `per-section` and `cached`, it finds sections by their geometry, not by the cells in
/// the answer, so a rect that shows only a section's inset still gets its background.
public final class SectionSearchStrategy: SectionFindingStrategy {
    public static let name = "section-search"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "on query: binary search over the section geometry, sections within reach"
    public let frameRule: FrameRule
    @exclusivity(unchecked) public private(set) var examined = 0
    /// The sections a query searches, and which of the base layout's changes were followed.
    @exclusivity(unchecked) var finder = SectionFinder()
    private let slots = DecorationSlots()
    /// Counts the base layout's geometry changes: an object's frame is set once per change.
    @exclusivity(unchecked) private var frameStamp: UInt32 = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Always 0: `prepare(_:)` computes no frame; a query computes those it returns.
    public let recomputed = 0

    /// Forgets the objects made when the base layout's geometry changed (but for a self-sizing
    /// re-layout, which changes frames, not decorations: their frames are computed on every
    /// query anyway), and lets the finder follow the change.
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        guard let change = finder.prepare(layout) else { return }
        frameStamp &+= 1
        if change == .data { slots.clear() }
        slots.reserve(2 * layout.numberOfSections)
    }

    /// Appends the decorations that intersect `rect`, of the sections within reach
    /// (`SectionFinder/window(meeting:_:in:)`).
    ///
    /// - Complexity: O(1 + w) near the last query's sections, O(log s + w) elsewhere, for the w
    ///   sections whose widened bodies meet the rect; one allocation per decoration the first
    ///   time it is returned after a change.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        if finder.reachStale { finder.computeReach(layout) }
        let p = layout.prepared
        var looked = 0
        p.sectionGeometries.withUnsafeBufferPointer { g in
            p.dataSet.sections.withUnsafeBufferPointer { sections in
                let window = finder.window(meeting: rect, p.scrollDirection, in: g)
                for s in window.sections {
                    looked &+= appendDecorations(of: s, g, sections, p, in: rect, to: &elements)
                }
                finder.forEachFarSection(outside: window) {
                    looked &+= appendDecorations(of: $0, g, sections, p, in: rect, to: &elements)
                }
            }
        }
        examined &+= looked
    }

    /// Appends the decorations of section `s` that intersect `rect`; returns how many it looked
    /// at. (A method, not a local function: a local one capturing the answer allocated a
    /// context per query in debug builds.)
    @inline(__always)
    private func appendDecorations(
        of s: Int, _ g: UnsafeBufferPointer<SectionGeometry>, _ sections: UnsafeBufferPointer<SectionSpec>,
        _ p: PreparedLayout, in rect: Rect, to elements: inout [LayoutAttributes]
    ) -> Int {
        guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return 0 }
        DecorationFactory.forEachDecoration(of: sections, s, in: area) { kind, frame in
            if frame.intersects(rect) { elements.append(object(kind, s, frame, p)) }
        }
        return 2
    }

    /// The section's background or badge, computed from its geometry.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections, indexPath.item == 0,
            kind == .background || kind == .badge
        else { return nil }
        let p = layout.prepared, s = indexPath.section
        examined &+= 1
        return DecorationFactory.frame(kind, s, in: p, rule: frameRule).map { object(kind, s, $0, p) }
    }

    /// The kept object of a decoration whose frame is `frame`, brought to it; made when none is
    /// kept.
    @inline(__always)
    private func object(_ kind: ElementKind, _ section: Int, _ frame: Rect, _ p: PreparedLayout) -> LayoutAttributes {
        let key = DecorationKey.slot(section: section, kind: kind)
        if let kept = slots.object(key, stamp: frameStamp) {
            if !kept.framed {
                kept.object.move(to: frame)
                slots.setFramed(key, stamp: frameStamp)
            }
            return kept.object
        }
        return make(kind, section, frame, p, key: key)
    }

    @inline(never)
    private func make(
        _ kind: ElementKind, _ section: Int, _ frame: Rect, _ p: PreparedLayout, key: Int
    )
        -> LayoutAttributes
    {
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: kind.defaultZIndex,
            payload: DecorationFactory.payload(kind, section, in: p))
        slots.keep(made, at: key, stamp: frameStamp)
        return made
    }
}
