/// The `section-cache` strategy, the one to use: `section-search`'s way of finding sections,
/// with each section's decoration frames and objects kept from the first query that reaches
/// it until the base layout's geometry changes (`SectionDecorationCache`).
///
/// Why it needs no choice between static and moving layouts:
/// - nothing is built per decoration when the layout changes. `prepare()` is O(1) but for the
///   decorations' reach after a data change (O(sections), reading each configuration once); a
///   batch update, a self-sizing frame or a pinned-header frame costs O(1), as `section-search`'s;
/// - a query searches the base layout's own section geometry from the last query's sections
///   (`SectionFinder`): a scroll's next viewport starts there, a jump binary-searches an array
///   the base layout keeps warm for its own query;
/// - the frames of a section are computed once per change, on the first query that reaches it,
///   not on every query (`section-search`), and the objects are gathered unretained and appended
///   in batches (`UnretainedBatch`), as `augmented-list` appends them;
/// - after a change, the work is in proportion to what is shown, not to the data set: the
///   `recomputed` counter grows by the decorations of the sections the next queries reach.
///
/// Objects are made on first request and kept, as the base layout keeps its cells': through a
/// self-sizing re-layout (brought to their new frames when their section is next reached) until
/// the data changes.
public final class SectionCacheStrategy: DecorationStrategy {
    public static let name = "section-cache"
    public static let summary = "on query: search over the section geometry; frames and objects kept per section"
    public let frameRule: FrameRule
    @exclusivity(unchecked) public private(set) var examined = 0
    /// Decorations whose frames were computed, by every query and lookup so far.
    @exclusivity(unchecked) public private(set) var recomputed = 0
    @exclusivity(unchecked) private var finder = SectionFinder()
    private let cache = SectionDecorationCache()

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Notes a data change for the finder (`SectionFinder/invalidate(with:)`).
    ///
    /// - Complexity: O(1).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        finder.invalidate(with: context)
    }

    /// Marks every kept frame stale when the base layout's geometry changed, and every kept
    /// object too when its data did (not after a self-sizing re-layout, which moves frames only).
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again (a data change outside
    ///   a batch), and when the table grows.
    public func prepare(_ layout: FlowLayout) {
        guard let change = finder.prepare(layout) else { return }
        if change == .data { cache.forgetObjects() } else { cache.invalidateFrames() }
        cache.reserve(layout.numberOfSections)
    }

    /// Keeps the reach through a batch update (`SectionFinder/prepare(forCollectionViewUpdates:layout:)`).
    ///
    /// - Complexity: O(1) when no section is far; otherwise O(s) to find the inserted ones.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {
        finder.prepare(forCollectionViewUpdates: update, layout: layout)
    }

    /// Appends the decorations that intersect `rect`, of the sections within reach
    /// (`SectionFinder/window(meeting:_:in:)`), from their kept frames.
    ///
    /// - Complexity: O(1 + w) near the last query's sections, O(log s + w) elsewhere, for the w
    ///   sections whose widened bodies meet the rect; O(1) more per section the first time it is
    ///   reached after a change, and one allocation per decoration the first time it is returned
    ///   after a data change.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        if finder.reachStale { finder.computeReach(layout) }
        let p = layout.prepared
        examined &+= p.sectionGeometries.withUnsafeBufferPointer { g in
            let window = finder.window(meeting: rect, p.scrollDirection, in: g)
            return UnretainedBatch.withGatherer { batch in
                for s in window.sections { appendDecorations(of: s, g, p, in: rect, &batch, &elements) }
                for i in window.far {
                    let f = finder.farSection(at: i)
                    if !window.sections.contains(f) { appendDecorations(of: f, g, p, in: rect, &batch, &elements) }
                }
                batch.flush(to: &elements)
                return 2 &* (window.sections.count &+ window.far.count)
            }
        }
    }

    /// Gathers the kept objects of section `s`'s decorations that intersect `rect`.
    @inline(__always)
    private func appendDecorations(
        of s: Int, _ g: UnsafeBufferPointer<SectionGeometry>, _ p: PreparedLayout, in rect: Rect,
        _ batch: inout UnretainedBatch.Gatherer, _ elements: inout [LayoutAttributes]
    ) {
        let e = cache.entry(s)
        if !cache.isCurrent(e) { fill(e, s, g, p) }
        let kinds = e.pointee.kinds
        if kinds & SectionDecorationCache.Entry.background != 0, e.pointee.backgroundFrame.intersects(rect) {
            batch.add(
                cache.keptObject(e, SectionDecorationCache.Entry.background) ?? make(.background, e, s, p),
                to: &elements)
        }
        if kinds & SectionDecorationCache.Entry.badge != 0, e.pointee.badgeFrame.intersects(rect) {
            batch.add(cache.keptObject(e, SectionDecorationCache.Entry.badge) ?? make(.badge, e, s, p), to: &elements)
        }
    }

    /// Writes section `s`'s decoration frames into `e`, from its geometry and configuration,
    /// exactly as the oracle computes them (`DecorationFactory`).
    @inline(never)
    private func fill(
        _ e: UnsafeMutablePointer<SectionDecorationCache.Entry>, _ s: Int, _ g: UnsafeBufferPointer<SectionGeometry>,
        _ p: PreparedLayout
    ) {
        var kinds: UInt32 = 0
        p.dataSet.sections.withUnsafeBufferPointer { sections in
            guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return }
            // Field by field: a copy of the configuration retains its badge's name.
            if sections[s].decoration.background {
                e.pointee.backgroundFrame = area.inset(by: sections[s].decoration.insets)
                kinds |= SectionDecorationCache.Entry.background
            }
            if let size = sections[s].decoration.badge?.size, let offset = sections[s].decoration.badge?.offset {
                e.pointee.badgeFrame = DecorationFactory.badgeFrame(in: area, offset: offset, size: size)
                kinds |= SectionDecorationCache.Entry.badge
            }
        }
        e.pointee.kinds = kinds
        recomputed &+= kinds.nonzeroBitCount
        cache.filled(e, section: s)
    }

    /// A new object for section `s`'s decoration of `kind`, kept in `e`.
    @inline(never)
    private func make(
        _ kind: ElementKind, _ e: UnsafeMutablePointer<SectionDecorationCache.Entry>, _ s: Int, _ p: PreparedLayout
    ) -> Unmanaged<LayoutAttributes> {
        let background = kind == .background
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: s),
            frame: background ? e.pointee.backgroundFrame : e.pointee.badgeFrame, zIndex: kind.defaultZIndex,
            payload: DecorationFactory.payload(kind, p.dataSet.sections[s].decoration))
        return cache.keep(
            made, e, background ? SectionDecorationCache.Entry.background : SectionDecorationCache.Entry.badge)
    }

    /// The section's background or badge, from its kept frames: the object queries return.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < layout.numberOfSections, s < cache.capacity, indexPath.item == 0 else { return nil }
        let bit: UInt32
        switch kind {
        case .background: bit = SectionDecorationCache.Entry.background
        case .badge: bit = SectionDecorationCache.Entry.badge
        default: return nil
        }
        let p = layout.prepared
        let e = cache.entry(s)
        if !cache.isCurrent(e) { p.sectionGeometries.withUnsafeBufferPointer { fill(e, s, $0, p) } }
        examined &+= 1
        guard e.pointee.kinds & bit != 0 else { return nil }
        return (cache.keptObject(e, bit) ?? make(kind, e, s, p)).takeUnretainedValue()
    }
}
