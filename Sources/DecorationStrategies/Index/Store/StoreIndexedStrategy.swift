import DecorationBench

/// A strategy that computes every decoration into a ``DecorationStore`` in `prepare()` and
/// searches it through an index of its own: `binary-search`, `interval-tree` and
/// `augmented-list`. What they differ in is the index (``StoreIndex``); everything around it
/// (invalidation, the batch update, the self-sizing update, the query's bookkeeping, the lookup
/// and the catch-up when an expected batch never came) is written once, here, as the
/// `DecorationStrategy` requirements' implementations.
///
/// A user writing such a strategy would write this once too: the defaults are public members of
/// each conforming strategy, and the protocol itself stays internal.
protocol StoreIndexedStrategy: DecorationStrategy {
    associatedtype Index: StoreIndex
    /// The index of the last `prepare()` and the counters (`PreparedIndex`).
    var state: PreparedIndex<Index> { get }
}

/// The index a ``StoreIndexedStrategy`` builds over its store.
protocol StoreIndex: DecorationIndex where Query: DecorationQuery {
    /// The index over a store `prepare()` has just computed.
    init(store: DecorationStore)
    /// The index built again over a store a batch or a self-sizing frame changed; by default
    /// ``init(store:)``.
    init(reindexing store: DecorationStore)
    /// Patches the store, and what the index keeps beside it, after a self-sizing frame measured
    /// `sections` (`DecorationStore.remeasure(_:in:rule:deferringTail:)`); returns the
    /// decorations computed again, or `nil` when the index must be rebuilt.
    func remeasure(_ sections: [Int], in p: PreparedLayout, rule: FrameRule) -> Int?
}

/// What a query reads of an index: raw buffers only, copied on every call.
protocol DecorationQuery {
    /// Appends the decorations that intersect `rect`; returns how many it examined.
    func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int
}

extension StoreIndex {
    init(reindexing store: DecorationStore) { self.init(store: store) }
}

extension StoreIndexedStrategy {
    /// Decorations examined by every query so far.
    public var examined: Int { state.examined }

    /// Decorations computed by every `prepare()` and update so far.
    public var recomputed: Int { state.recomputed }

    /// Marks the index stale when `context` invalidates geometry; a bounds change that
    /// invalidates only pinned headers leaves it, and the next `prepare()` does nothing.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        state.invalidate(with: context)
    }

    /// Computes every decoration's frame and the strategy's index over them; after a
    /// self-sizing frame, patches the store and the index instead (`StoreIndex.remeasure`).
    ///
    /// The buffers of the last `prepare()`'s index are reused (`BufferPool`).
    ///
    /// - Complexity: O(d) to compute the decorations, plus the index's build (the strategy's
    ///   documentation); after a self-sizing frame, the decorations of the measured sections.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        let rule = frameRule
        state.updateOrRebuild(
            for: layout, rule: rule, update: { $0.remeasure($1, in: layout.prepared, rule: rule) },
            reindex: Index.init(reindexing:)
        ) { index(layout, in: $0) }
    }

    /// Updates the index after a batch: the decorations of the sections the batch did not
    /// change are moved, the others computed (`DecorationStore.init(updating:with:in:rule:pool:)`),
    /// and the index is built again over them (`StoreIndex.init(reindexing:)`).
    ///
    /// - Complexity: O(sections + d); decorations computed: those of the sections the batch touched.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        state.update(
            for: layout, update, rule: frameRule, reindex: Index.init(reindexing:), rebuild: makeIndex(layout))
    }

    /// Appends the decorations that intersect `rect`, found by the strategy's index.
    ///
    /// - Complexity: the index's search (the strategy's documentation); no allocation beyond
    ///   the answer.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        guard let query = state.query else {
            if state.isDeferred { catchUp(surface, rect, &elements, baseCount) }
            return
        }
        state.count(query.append(in: rect, to: &elements))
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(log d).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
        if state.isDeferred { state.catchUp(layout, makeIndex(layout)) }
        return state.lookup(kind, at: indexPath)
    }

    /// A new index over `layout`'s decorations, in `pool`'s buffers.
    private func index(_ layout: FlowLayout, in pool: BufferPool) -> Index {
        Index(store: DecorationStore(layout.prepared, rule: frameRule, materialization: .lazy, pool: pool))
    }

    /// ``index(_:in:)`` as a value, for the rare paths that keep it (a rebuild instead of an
    /// update). `prepare()` passes a closure literal instead: a non-escaping one allocates no
    /// context, and `prepare()` runs on every pinned-header scroll frame.
    private func makeIndex(_ layout: FlowLayout) -> (BufferPool) -> Index {
        { [self] in index(layout, in: $0) }
    }

    /// A query that found the index left for an update that never came: rebuilds, then answers.
    @inline(never)
    private func catchUp(
        _ surface: PublicFlowLayout, _ rect: Rect, _ elements: inout [LayoutAttributes], _ baseCount: Int
    ) {
        let layout = surface.privateLayout
        state.catchUp(layout, makeIndex(layout))
        appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }
}
