import DecorationBench

/// The `section-cache` strategy, each section's answer kept until the geometry changes (private
/// tier: it reads the section geometry UIKit keeps private): `section-search`'s way of finding sections, with each
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
/// - where headers or footers pin, a query whose rect stays where the last near query's answer
///   holds (no decoration's edge and no section's crossed: most pinned-header frames, 50 points
///   apart) takes that answer from a memo (`AnswerMemo`) without walking the sections. Only
///   there: where every frame invalidates the layout, a frame's fixed costs are the strategy's
///   overhead, which the memo cuts; where sections are a few rows tall almost every frame
///   crosses an edge, and recording each answer costs a scroll more than the walks it saves
///   (`results/answer-memo-reference.csv` is a full sweep with the memo used everywhere);
/// - a jump binary-searches the base layout's section geometry and computes what it needs, as
///   `section-search` does, without filling entries a jump would not read again; the search starts
///   at the section of the base layout's first element in the answer, and the geometry is read
///   through buffers kept from `prepare()`, unretained, without the exclusivity check and the
///   retain that reading `layout.prepared` costs
///   (`SectionCacheStrategy/appendAfterJump(in:to:baseCount:_:)`);
/// - after a change, the work is in proportion to what is shown, not to the data set: the
///   `recomputed` counter grows by the decorations of the sections the next queries reach.
///
/// Objects are made on first request and kept, as the base layout keeps its cells': through a
/// self-sizing re-layout (brought to their new frames when their section is next reached) until
/// the data changes.
public final class SectionCacheStrategy: SectionFindingStrategy {
    public static let name = "section-cache"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "on query: search over the section geometry; frames and objects kept per section"
    public let frameRule: FrameRule
    @exclusivity(unchecked) public internal(set) var examined = 0
    /// Decorations whose frames were computed, by every query and lookup so far.
    @exclusivity(unchecked) public internal(set) var recomputed = 0
    @exclusivity(unchecked) var finder = SectionFinder()
    let cache = SectionDecorationCache()
    /// The base layout's scroll direction and number of sections at the last `prepare()`: what a
    /// query near the last one needs of it.
    @exclusivity(unchecked) var direction = ScrollDirection.vertical
    @exclusivity(unchecked) var sectionCount = 0
    /// The prepared layout of the last `prepare()` (dropped at an invalidation, as the base layout
    /// drops its own, so that two never live at once), and what a jump reads of it without a
    /// retain: its arrays are immutable and live while `kept` does.
    private var kept: PreparedLayout?
    @exclusivity(unchecked) var keptRef: Unmanaged<PreparedLayout>?
    @exclusivity(unchecked) var geometries = UnsafeBufferPointer<SectionGeometry>(start: nil, count: 0)
    @exclusivity(unchecked) var specs = UnsafeBufferPointer<SectionSpec>(start: nil, count: 0)
    /// The last near query's answer and where its rect can move with the same one.
    let memo = AnswerMemo()
    /// Whether queries use the memo: only when headers or footers pin (see the discussion above).
    @exclusivity(unchecked) private var memoizes = false

    /// The gatherer's buffer (``UnretainedBatch/Gatherer``), kept for the strategy's life rather
    /// than on each query's stack: a buffer on the stack brings a stack protector and a larger
    /// frame to every query, an answer from the memo included.
    private let gathered = UnsafeMutablePointer<Unmanaged<LayoutAttributes>>.allocate(
        capacity: UnretainedBatch.capacity)

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    deinit {
        gathered.deallocate()
    }

    /// Runs `body` with a gatherer over ``gathered``; `body` flushes it. Not reentrant: no query
    /// makes another.
    @inline(__always)
    func withGatherer<R>(_ body: (inout UnretainedBatch.Gatherer) -> R) -> R {
        var gatherer = UnretainedBatch.Gatherer(references: gathered)
        return body(&gatherer)
    }

    /// Marks every kept frame stale when the base layout's geometry changed, and every kept
    /// object too when its data did (not after a self-sizing re-layout, which moves frames only).
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again (a data change outside
    ///   a batch), and when the table grows.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        // A frame that moved only the bounds (pinned headers) left the geometry as it was: the
        // base layout makes a new prepared layout only with a new generation. Returning here
        // spares such a frame reading `layout.prepared` (a run-time exclusivity check), and the
        // rest, out of line, spares it that work's frame on the stack.
        if finder.isPrepared(for: layout.geometryGeneration), keptRef != nil { return }
        follow(layout)
    }

    /// ``prepare(_:)`` after the base layout's geometry changed or an invalidation let go of it.
    @inline(never)
    private func follow(_ layout: FlowLayout) {
        memo.clear()
        let p = layout.prepared
        if p !== kept { keep(p) }
        guard let change = finder.prepare(layout) else { return }
        if change == .data { cache.forgetObjects() } else { cache.invalidateFrames() }
        (direction, sectionCount) = (layout.scrollDirection, layout.numberOfSections)
        let dataSet = layout.dataSet
        memoizes = dataSet.sectionHeadersPinToVisibleBounds || dataSet.sectionFootersPinToVisibleBounds
        cache.reserve(sectionCount)
    }

    /// Notes what `context` makes stale (`SectionFinder/invalidate(with:)`) and lets go of the
    /// prepared layout, which the base layout drops too unless only supplementary views changed.
    ///
    /// - Complexity: O(1).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        finder.invalidate(with: context)
        if context.invalidatesGeometry {
            memo.clear()
            (kept, keptRef) = (nil, nil)
            (geometries, specs) = (UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Keeps `p` and the buffers a jump reads of it.
    func keep(_ p: PreparedLayout) {
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
    /// A rect that meets the same decorations as the last near query's, by the memo's bounds,
    /// gets that answer again.
    ///
    /// - Complexity: O(k) for the k decorations of an answer from the memo; O(1 + w) near the
    ///   last query's sections, O(log s + w) elsewhere, for the w
    ///   sections whose widened bodies meet the rect; O(1) more per section the first time it is
    ///   reached after a change, and one allocation per decoration the first time it is returned
    ///   after a data change.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        if memoizes, memo.append(ifItAnswers: rect, direction, to: &elements) { return }
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
        let first = elements.count
        return withGatherer { batch in
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
            if memoizes, !finder.hasFarSections {
                elements.withUnsafeBufferPointer { remember(window, rect, t, $0, from: first) }
            }
            return true
        }
    }

    /// Records in the memo the answer just appended, `elements` from `first` on
    /// (``AnswerMemo/record(_:of:_:_:reach:bodies:_:answer:from:)``).
    @inline(never)
    private func remember(
        _ window: SectionFinder.Window, _ rect: Rect, _ t: SectionDecorationCache.Tables,
        _ elements: UnsafeBufferPointer<LayoutAttributes>, from first: Int
    ) {
        guard geometries.count == sectionCount else { return memo.clear() }
        memo.record(
            window.sections, of: sectionCount, rect, direction, reach: finder.reach, bodies: geometries, t,
            answer: elements, from: first)
    }

    /// Gathers the decorations of `window`'s far sections that intersect `rect` (out of line:
    /// most data sets have none, and the scroll loop stays small without them).
    @inline(never)
    func appendFar(
        _ window: SectionFinder.Window, in rect: Rect, _ batch: inout UnretainedBatch.Gatherer,
        _ elements: inout [LayoutAttributes], _ layout: FlowLayout
    ) {
        finder.forEachFarSection(outside: window) { appendDecorations(of: $0, in: rect, &batch, &elements, layout) }
    }

    /// Gathers the kept objects of section `s`'s decorations that intersect `rect`.
    @inline(__always)
    func appendDecorations(
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
    func appendKept(
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

    /// The section's background or badge, from its kept frames: the object queries return.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
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
