import DecorationBench

/// The `interval-tree` strategy: every decoration's frame computed in `prepare()` and indexed by
/// an `IntervalTree` over its extent along the scroll axis; a query asks the tree for the
/// decorations overlapping the rect's scroll-axis range, then checks the cross axis.
///
/// O(log d + k) per query whatever the decorations' lengths or overlaps, no allocation beyond
/// the answer, and a build that costs one pass over decorations already sorted by section.
/// Attributes objects are made on first request and kept until the next `prepare()`
/// (`DecorationStore`), as the base layout does for its cells.
public final class IntervalTreeStrategy: DecorationStrategy {
    public static let name = "interval-tree"
    public static let summary = "precomputed, implicit interval tree over the scroll axis, O(log n + k)"
    public let frameRule: FrameRule
    private let state = PreparedIndex<Index>(defersToUpdates: true)

    /// Everything a query reads, immutable.
    final class Index: DecorationIndex {
        let store: DecorationStore
        let tree: IntervalTree<Int32>

        init(store: DecorationStore) {
            self.store = store
            let frames = store.frames, direction = store.direction
            tree = IntervalTree(
                (0..<store.count).lazy.map {
                    (start: frames[$0].minMain(direction), end: frames[$0].maxMain(direction), payload: Int32($0))
                })
        }

        /// The index itself, borrowed by queries (the tree's arrays are not raw buffers).
        var query: Unmanaged<Index> { Unmanaged.passUnretained(self) }

        /// Appends the decorations that intersect `rect`; returns how many it examined.
        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = store.view, frames = decorations.frames
            #if DECOBENCH_SLOW_TREE
            // An injected regression (build with DECOBENCH_SLOW_TREE=1): the seeds' filter over
            // every decoration, into a temporary array. Only scripts/prove-gates.sh builds this.
            let hits = (0..<store.count).filter { frames[$0].intersects(rect) }
            for hit in hits { elements.append(decorations.attributes(at: hit)) }
            return store.count
            #else
            return decorations.append(to: &elements) { hit in
                tree.forEachOverlapping(rect.minMain(decorations.direction), rect.maxMain(decorations.direction)) { i in
                    let decoration = Int(tree.payload(at: i))
                    if frames[decoration].intersects(rect) { hit(decoration) }
                }
            }
            #endif
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }

    public var recomputed: Int { state.recomputed }

    /// Marks the index stale when `context` invalidates geometry; a bounds change that
    /// invalidates only pinned headers leaves it, and the next `prepare()` does nothing.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        state.invalidate(with: context)
    }

    /// Computes every decoration's frame and the tree over them.
    ///
    /// - Complexity: O(d), O(d log d) if decorations are out of order along the scroll axis.
    public func prepare(_ layout: FlowLayout) {
        state.updateOrRebuild(
            for: layout, rule: frameRule,
            update: {
                $0.store.remeasure($1, in: layout.prepared, rule: frameRule, deferringTail: false)?.recomputed
            },
            reindex: Index.init(store:)
        ) { index(layout, in: $0) }
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

    /// Updates the index after a batch: the decorations of the sections the batch did not
    /// change are moved, the others computed (`DecorationStore.init(updating:with:in:rule:pool:)`),
    /// and the search structure is built again over them.
    ///
    /// - Complexity: O(sections + d); decorations computed: those of the sections the batch touched.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {
        state.update(for: layout, update, rule: frameRule, reindex: Index.init(store:), rebuild: makeIndex(layout))
    }

    /// Appends the decorations that intersect `rect`, found by the tree.
    ///
    /// - Complexity: O(log d + k).
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        guard let index = state.query else {
            if state.isDeferred { catchUp(layout, rect, &elements, baseCount) }
            return
        }
        state.count(index._withUnsafeGuaranteedRef { $0.append(in: rect, to: &elements) })
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(log d).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        if state.isDeferred { state.catchUp(layout, makeIndex(layout)) }
        return state.lookup(kind, at: indexPath)
    }

    /// A query that found the index left for an update that never came: rebuilds, then answers.
    @inline(never)
    private func catchUp(_ layout: FlowLayout, _ rect: Rect, _ elements: inout [LayoutAttributes], _ baseCount: Int) {
        state.catchUp(layout, makeIndex(layout))
        appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: layout)
    }
}
