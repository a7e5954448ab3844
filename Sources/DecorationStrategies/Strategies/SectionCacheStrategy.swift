import DecorationBench

/// The `section-cache` strategy, the one to use: `section-search`'s way of finding sections, with each
/// section's decoration frames and objects kept from the first scroll query that reaches it
/// until the base layout's geometry changes (`SectionDecorationCache`).
///
/// Why it needs no choice between static and moving layouts:
/// - nothing is built per decoration when the layout changes. `prepare()` is O(1) but for the
///   decorations' reach after a data change (O(sections), reading each configuration once); a
///   batch update, a self-sizing frame or a pinned-header frame costs O(1), as `section-search`'s;
/// - a scroll query near the last one finds its sections from the bodies the entries keep and
///   reads their kept frames and objects in the same walk over the entries, reading nothing of
///   the base layout but to fill an entry; the objects are gathered unretained and appended in
///   batches (`UnretainedBatch`), as `augmented-list` appends them;
/// - a jump binary-searches the base layout's section geometry and computes what it needs, as
///   `section-search` does, without filling entries a jump would not read again; the search starts
///   at the section of the base layout's first element in the answer, and the geometry is read
///   through buffers kept from `prepare()`, unretained (together 5% of a jump's instructions:
///   `SectionCacheStrategy/appendAfterJump(in:to:baseCount:_:)`);
/// - after a change, the work is in proportion to what is shown, not to the data set: the
///   `recomputed` counter grows by the decorations of the sections the next queries reach.
///
/// Objects are made on first request and kept, as the base layout keeps its cells': through a
/// self-sizing re-layout (brought to their new frames when their section is next reached) until
/// the data changes.
public final class SectionCacheStrategy: SectionFindingStrategy {
    public static let name = "section-cache"
    public static let summary = "on query: search over the section geometry; frames and objects kept per section"
    public let frameRule: FrameRule
    @exclusivity(unchecked) public private(set) var examined = 0
    /// Decorations whose frames were computed, by every query and lookup so far.
    @exclusivity(unchecked) public private(set) var recomputed = 0
    @exclusivity(unchecked) var finder = SectionFinder()
    private let cache = SectionDecorationCache()
    /// The base layout's scroll direction and number of sections at the last `prepare()`: what a
    /// query near the last one needs of it.
    @exclusivity(unchecked) private var direction = ScrollDirection.vertical
    @exclusivity(unchecked) private var sectionCount = 0
    /// The prepared layout of the last `prepare()` (dropped at an invalidation, as the base layout
    /// drops its own, so that two never live at once), and what a jump reads of it without a
    /// retain: its arrays are immutable and live while `kept` does.
    private var kept: PreparedLayout?
    @exclusivity(unchecked) private var keptRef: Unmanaged<PreparedLayout>?
    @exclusivity(unchecked) private var geometries = UnsafeBufferPointer<SectionGeometry>(start: nil, count: 0)
    @exclusivity(unchecked) private var specs = UnsafeBufferPointer<SectionSpec>(start: nil, count: 0)
    /// The base layout's `geometryGeneration` when `kept` was last checked against it.
    @exclusivity(unchecked) private var keptGeneration = -1

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Marks every kept frame stale when the base layout's geometry changed, and every kept
    /// object too when its data did (not after a self-sizing re-layout, which moves frames only).
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again (a data change outside
    ///   a batch), and when the table grows.
    public func prepare(_ layout: FlowLayout) {
        // A frame that moved only the bounds (pinned headers) left the geometry as it was: the
        // base layout makes a new prepared layout only with a new generation. Returning here
        // spares such a frame reading `layout.prepared` (a run-time exclusivity check).
        let generation = layout.geometryGeneration
        if generation == keptGeneration, keptRef != nil { return }
        let p = layout.prepared
        if p !== kept { keep(p) }
        keptGeneration = generation
        guard let change = finder.prepare(layout) else { return }
        if change == .data { cache.forgetObjects() } else { cache.invalidateFrames() }
        (direction, sectionCount) = (layout.scrollDirection, layout.numberOfSections)
        cache.reserve(sectionCount)
    }

    /// Notes what `context` makes stale (`SectionFinder/invalidate(with:)`) and lets go of the
    /// prepared layout, which the base layout drops too unless only supplementary views changed.
    ///
    /// - Complexity: O(1).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        finder.invalidate(with: context)
        if context.invalidatesGeometry {
            (kept, keptRef) = (nil, nil)
            (geometries, specs) = (UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Keeps `p` and the buffers a jump reads of it.
    private func keep(_ p: PreparedLayout) {
        kept = p
        keptRef = Unmanaged.passUnretained(p)
        geometries = p.sectionGeometries.withUnsafeBufferPointer { $0 }
        specs = p.dataSet.sections.withUnsafeBufferPointer { $0 }
    }

    /// Appends the decorations that intersect `rect`, of the sections within reach, from their
    /// kept frames. A query near the last one finds its sections from the bodies the entries
    /// keep and gathers each section's decorations in the same walk
    /// (`SectionFinder/window(meeting:_:count:searching:_:visiting:)`), reading the base layout
    /// only to fill an entry; after a jump it searches the base layout's section geometry instead.
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
        // Near the last query only while its first section's entry is current: a jump's
        // finger is not (it fills none), and a stale one is left to the geometry's search.
        let f = finder.fingerSection
        guard f < sectionCount, cache.isCurrent(cache.entry(f)), appendNear(in: rect, to: &elements, layout) else {
            return appendAfterJump(in: rect, to: &elements, baseCount: baseCount, layout)
        }
    }

    /// Appends the decorations of the window's sections from their entries, each gathered as
    /// soon as the window reaches it (one walk over the entries), or returns `false`, having
    /// appended nothing, when the window does not begin at the last query's first section or
    /// the next.
    @inline(__always)
    private func appendNear(in rect: Rect, to elements: inout [LayoutAttributes], _ layout: FlowLayout) -> Bool {
        let t = cache.tables
        return UnretainedBatch.withGatherer { batch in
            guard
                let window = finder.window(
                    meeting: rect, direction, count: sectionCount, searching: false,
                    { s in
                        let e = t.entry(s)
                        if !t.isCurrent(e) { fill(e, s, layout) }
                        return (e.frames.pointee.bodyStart, e.frames.pointee.bodyEnd)
                    },
                    visiting: { s in appendKept(t.entry(s), s, t, in: rect, &batch, &elements, layout) })
            else { return false }
            if !window.far.isEmpty { appendFar(window, in: rect, &batch, &elements, layout) }
            batch.flush(to: &elements)
            examined &+= 2 &* (window.sections.count &+ window.far.count)
            return true
        }
    }

    /// ``appendDecorations(in:to:baseCount:layout:)`` far from the last query: its sections
    /// found by binary search over the base layout's section geometry. After a jump, the frames of
    /// the sections whose entries are stale are computed, as `section-search` computes them,
    /// without filling the entries (filling them cost a jump at 1M items 10–15% more than
    /// `section-search`'s); a scroll just after a change fills them.
    ///
    /// The search starts at the section of the base layout's first element: the base layout has
    /// just found it, so the window's first section is usually that one (else the search runs).
    /// The geometry and configurations are read through the buffers ``prepare(_:)`` kept, and the
    /// prepared layout unretained: reading `layout.prepared` costs a run-time exclusivity check
    /// and a retain and release. The two took 256 instructions off a `grid` jump at 100k items,
    /// 5% of it (callgrind, `scripts/instructions.sh`: 5,037 → 4,781).
    @inline(never)
    private func appendAfterJump(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, _ layout: FlowLayout
    ) {
        let previous = finder.fingerSection
        if baseCount > 0 { finder.hint(elements.withUnsafeBufferPointer { $0[0].indexPath.section }) }
        if keptRef == nil { keep(layout.prepared) }
        assert(keptRef!.takeUnretainedValue() === layout.prepared, "section-cache: queried before prepare()")
        let g = geometries
        keptRef!._withUnsafeGuaranteedRef { p in
            let window = finder.window(meeting: rect, direction, in: g)
            if Swift.abs(window.sections.lowerBound &- previous) <= 1 {
                // A scroll after a change: fill the entries, for the next queries' sake.
                for s in window.sections where !cache.isCurrent(cache.entry(s)) { fill(cache.entry(s), s, p) }
                return append(window, in: rect, to: &elements, layout)
            }
            let t = cache.tables
            examined &+= UnretainedBatch.withGatherer { batch in
                for s in window.sections { appendComputing(of: s, t, g, p, in: rect, &batch, &elements, layout) }
                finder.forEachFarSection(outside: window) {
                    appendComputing(of: $0, t, g, p, in: rect, &batch, &elements, layout)
                }
                batch.flush(to: &elements)
                return 2 &* (window.sections.count &+ window.far.count)
            }
        }
    }

    /// Gathers section `s`'s decorations that intersect `rect`: from its entry when current,
    /// else computed from its geometry and configuration.
    @inline(__always)
    private func appendComputing(
        of s: Int, _ t: SectionDecorationCache.Tables, _ g: UnsafeBufferPointer<SectionGeometry>, _ p: PreparedLayout,
        in rect: Rect, _ batch: inout UnretainedBatch.Gatherer, _ elements: inout [LayoutAttributes],
        _ layout: FlowLayout
    ) {
        let e = t.entry(s)
        if t.isCurrent(e) { return appendKept(e, s, t, in: rect, &batch, &elements, layout) }
        guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return }
        DecorationFactory.forEachDecoration(of: specs, s, in: area) { kind, frame in
            recomputed &+= 1
            if frame.intersects(rect) { batch.add(object(kind, e, s, frame, p), to: &elements) }
        }
    }

    /// The kept object of section `s`'s decoration of `kind`, brought to `frame` (its entry is
    /// stale: the frame may have moved since), or a new one.
    @inline(never)
    private func object(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ frame: Rect,
        _ p: PreparedLayout
    ) -> Unmanaged<LayoutAttributes> {
        guard let kept = cache.keptObject(e, SectionDecorationCache.Entry.bit(kind)) else {
            return make(kind, e, s, frame, p)
        }
        kept._withUnsafeGuaranteedRef { $0.move(to: frame) }
        return kept
    }

    /// Appends the decorations of `window`'s sections that intersect `rect`.
    @inline(__always)
    private func append(
        _ window: SectionFinder.Window, in rect: Rect, to elements: inout [LayoutAttributes], _ layout: FlowLayout
    ) {
        examined &+= UnretainedBatch.withGatherer { batch in
            for s in window.sections { appendDecorations(of: s, in: rect, &batch, &elements, layout) }
            if !window.far.isEmpty { appendFar(window, in: rect, &batch, &elements, layout) }
            batch.flush(to: &elements)
            return 2 &* (window.sections.count &+ window.far.count)
        }
    }

    /// Gathers the decorations of `window`'s far sections that intersect `rect` (out of line:
    /// most data sets have none, and the scroll loop stays small without them).
    @inline(never)
    private func appendFar(
        _ window: SectionFinder.Window, in rect: Rect, _ batch: inout UnretainedBatch.Gatherer,
        _ elements: inout [LayoutAttributes], _ layout: FlowLayout
    ) {
        finder.forEachFarSection(outside: window) { appendDecorations(of: $0, in: rect, &batch, &elements, layout) }
    }

    /// Gathers the kept objects of section `s`'s decorations that intersect `rect`.
    @inline(__always)
    private func appendDecorations(
        of s: Int, in rect: Rect, _ batch: inout UnretainedBatch.Gatherer, _ elements: inout [LayoutAttributes],
        _ layout: FlowLayout
    ) {
        let t = cache.tables
        let e = t.entry(s)
        if !t.isCurrent(e) { fill(e, s, layout) }
        appendKept(e, s, t, in: rect, &batch, &elements, layout)
    }

    /// Gathers the kept objects of the decorations of `e`, section `s`'s current entry, that
    /// intersect `rect`.
    @inline(__always)
    private func appendKept(
        _ e: SectionDecorationCache.Entry, _ s: Int, _ t: SectionDecorationCache.Tables, in rect: Rect,
        _ batch: inout UnretainedBatch.Gatherer, _ elements: inout [LayoutAttributes], _ layout: FlowLayout
    ) {
        let kinds = e.state.pointee.kinds
        if kinds & SectionDecorationCache.Entry.background != 0, e.frames.pointee.backgroundFrame.intersects(rect) {
            batch.add(
                t.keptObject(e, SectionDecorationCache.Entry.background) ?? make(.background, e, s, layout),
                to: &elements)
        }
        if kinds & SectionDecorationCache.Entry.badge != 0, e.frames.pointee.badgeFrame.intersects(rect) {
            batch.add(
                t.keptObject(e, SectionDecorationCache.Entry.badge) ?? make(.badge, e, s, layout), to: &elements)
        }
    }

    /// The fill below, from `layout`'s prepared state, read here: out of
    /// the query's way.
    @inline(never)
    private func fill(_ e: SectionDecorationCache.Entry, _ s: Int, _ layout: FlowLayout) {
        fill(e, s, layout.prepared)
    }

    /// Writes section `s`'s body and decoration frames into `e`, from its geometry and
    /// configuration, exactly as the oracle computes them (`DecorationFactory`).
    @inline(never)
    private func fill(_ e: SectionDecorationCache.Entry, _ s: Int, _ p: PreparedLayout) {
        var kinds: UInt32 = 0
        p.sectionGeometries.withUnsafeBufferPointer { g in
            p.dataSet.sections.withUnsafeBufferPointer { sections in
                (e.frames.pointee.bodyStart, e.frames.pointee.bodyEnd) = (g[s].bodyStart, g[s].bodyEnd)
                guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return }
                DecorationFactory.forEachDecoration(of: sections, s, in: area) { kind, frame in
                    if kind == .background {
                        e.frames.pointee.backgroundFrame = frame
                    } else {
                        e.frames.pointee.badgeFrame = frame
                    }
                    kinds |= SectionDecorationCache.Entry.bit(kind)
                }
            }
        }
        e.state.pointee.kinds = kinds
        recomputed &+= kinds.nonzeroBitCount
        cache.filled(e, section: s)
    }

    /// A new object for section `s`'s decoration of `kind`, kept in `e`, at its kept frame.
    @inline(never)
    private func make(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ layout: FlowLayout
    ) -> Unmanaged<LayoutAttributes> {
        make(kind, e, s, e.frame(SectionDecorationCache.Entry.bit(kind)), layout.prepared)
    }

    /// A new object for section `s`'s decoration of `kind` at `frame`, kept in `e`.
    private func make(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ frame: Rect,
        _ p: PreparedLayout
    ) -> Unmanaged<LayoutAttributes> {
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame, zIndex: kind.defaultZIndex,
            payload: DecorationFactory.payload(kind, p.dataSet.sections[s].decoration))
        return cache.keep(made, e, SectionDecorationCache.Entry.bit(kind))
    }

    /// The section's background or badge, from its kept frames: the object queries return.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < layout.numberOfSections, s < cache.capacity, indexPath.item == 0,
            kind == .background || kind == .badge
        else { return nil }
        let bit = SectionDecorationCache.Entry.bit(kind)
        let e = cache.entry(s)
        if !cache.isCurrent(e) { fill(e, s, layout) }
        examined &+= 1
        guard e.state.pointee.kinds & bit != 0 else { return nil }
        return (cache.keptObject(e, bit) ?? make(kind, e, s, layout)).takeUnretainedValue()
    }
}
