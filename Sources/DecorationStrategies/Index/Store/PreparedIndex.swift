import DecorationBench

/// What a precomputing strategy keeps between `prepare()` and its queries: the index it built
/// and its counter of decorations examined. The one shared piece of `linear`, `binary-search`,
/// `interval-tree` and `augmented-list`.
///
/// Why not a `var index: Index?` on the strategy: Swift checks exclusive access to a class's stored
/// `var`s at run time and retains what it reads from them, and `examined += n` on a stored property
/// is one more checked access, all three on every query (callgrind, through
/// `scripts/instructions.sh`, shows them). Here a query reads two raw pointers: the index's
/// ``DecorationIndex/Query`` (a trivial value of raw buffer pointers, valid while the strong
/// reference below keeps the index alive, that is until the next `prepare()`) and the counter. No
/// retain, no release, no closure.
final class PreparedIndex<Index: DecorationIndex> {
    /// The strong reference; written only by ``rebuild(_:)``.
    private var owner: Index?
    let current: UnsafeMutablePointer<Index.Query?>
    let counter: UnsafeMutablePointer<Int>
    /// The buffers each index is built in, kept from one `prepare()` to the next; and a second
    /// set, for an index updated from the current one (both live while it is built).
    private var pool = BufferPool()
    private var spare = BufferPool()
    /// Decorations computed by every rebuild so far.
    private(set) var recomputed = 0
    /// Whether an invalidation since the last rebuild named geometry (not only supplementary
    /// views), and the base layout's geometry generation the index was built from.
    private var stale = true
    private var builtFrom = -1
    /// Whether the last invalidation counted the data source's items again without reloading
    /// everything: a batch update, whose `prepare(forCollectionViewUpdates:)` follows
    /// `prepare()` (UIKit's order). `prepare()` then leaves the index for it to update, as
    /// MagazineLayout defers its work to the update items.
    private var awaitingUpdates = false

    /// Whether `prepare()` left the index for `prepare(forCollectionViewUpdates:)`: queries and
    /// lookups must not read it until then (``catchUp(_:)``).
    var isDeferred: Bool { awaitingUpdates && current.pointee == nil && owner != nil }

    /// Whether `prepare()` after a batch's counts invalidation leaves the index for
    /// `prepare(forCollectionViewUpdates:)` (the careful strategies) or rebuilds it (`linear`,
    /// whose recipe reads no invalidation context).
    private let defersToUpdates: Bool

    init(defersToUpdates: Bool = false) {
        self.defersToUpdates = defersToUpdates
        current = .allocate(capacity: 1)
        current.initialize(to: nil)
        counter = .allocate(capacity: 1)
        counter.initialize(to: 0)
    }

    deinit {
        current.deinitialize(count: 1)
        current.deallocate()
        counter.deallocate()
    }

    /// Decorations examined by every query so far.
    var examined: Int { counter.pointee }

    /// Frees the old index, then builds and keeps the one `make` returns (from `prepare()`): the
    /// two never take memory at once. `make` is handed the strategy's ``BufferPool``, which the
    /// old index's buffers have just gone back to: an index built in it reuses them.
    ///
    /// - Complexity: freeing the old index, plus `make`.
    func rebuild(_ make: (BufferPool) -> Index) {
        current.pointee = nil
        owner = nil
        let index = make(pool)
        current.pointee = index.query
        owner = index
        recomputed &+= index.store.count
    }

    /// Notes whether `context` makes the index stale: only when it invalidates geometry, not
    /// when it names only supplementary views (a bounds change with pinned headers).
    func invalidate(with context: FlowLayoutInvalidationContext) {
        if context.invalidatesGeometry && !context.invalidatesOnlyMeasuredCells { stale = true }
        awaitingUpdates = defersToUpdates && context.invalidateDataSourceCounts && !context.invalidateEverything
    }

    /// After a self-sizing re-layout (the base layout's `FlowLayout.lastRemeasure` made its
    /// current geometry from the one the index was built from), lets `update` patch the index
    /// in place (it returns the decorations it computed again, or `nil` to decline), then, when
    /// the patched index does not answer by itself (`DecorationIndex.answersAfterRemeasure`),
    /// builds the index's structure again over its patched store with `reindex` (the old one
    /// freed first, so its buffers go back to the pool); otherwise ``rebuildIfStale(for:_:)``.
    ///
    /// - Complexity: `update`'s and `reindex`'s, or a rebuild's.
    func updateOrRebuild(
        for layout: FlowLayout, rule: FrameRule, update: (Index, [Int]) -> Int?,
        reindex: (DecorationStore) -> Index, _ make: (BufferPool) -> Index
    ) {
        // `owner!`, not `if let`: a binding would keep the old index (and its buffers) alive.
        // Off ExactGrid a frame moved by the change is not the frame the moved section gives:
        // the index is built again instead.
        if !stale, owner != nil, let remeasure = layout.lastRemeasure, layout.movesExactly(rule: rule),
            remeasure.generation == layout.geometryGeneration,
            builtFrom == remeasure.generation - 1, let count = update(owner!, remeasure.sections)
        {
            current.pointee = nil
            if !owner!.answersAfterRemeasure {
                let store = owner!.store
                self.owner = nil
                self.owner = reindex(store)
            }
            current.pointee = self.owner?.query
            recomputed &+= count
            builtFrom = layout.geometryGeneration
            return
        }
        rebuildIfStale(for: layout, make)
    }

    /// ``rebuild(_:)`` when an invalidation since the last one named geometry, or the base
    /// layout recomputed its geometry since (an invalidation that bypassed the strategy);
    /// otherwise nothing: no decoration work when only the bounds moved.
    ///
    /// - Complexity: O(1) when nothing is stale, else as ``rebuild(_:)``.
    func rebuildIfStale(for layout: FlowLayout, _ make: (BufferPool) -> Index) {
        guard stale || builtFrom != layout.geometryGeneration || owner == nil else { return }
        if awaitingUpdates, owner != nil {
            current.pointee = nil
            return
        }
        rebuild(make)
        stale = false
        builtFrom = layout.geometryGeneration
    }

    /// The index after a batch update, when `prepare()` left it for this: the current store
    /// updated in the spare pool (the decorations of the sections the batch did not change
    /// moved, the others computed under `rule`: `DecorationStore.init(updating:with:in:rule:pool:)`),
    /// and `reindex` builds the search structure over it; otherwise a rebuild if stale. Counts
    /// the decorations the new store computed.
    ///
    /// - Complexity: O(sections + d) for the store, plus `reindex`.
    func update(
        for layout: FlowLayout, _ update: CollectionViewUpdate, rule: FrameRule,
        reindex: (DecorationStore) -> Index, rebuild makeAfresh: (BufferPool) -> Index
    ) {
        guard isDeferred, let old = owner, !update.oldGeometries.isEmpty else {
            awaitingUpdates = false
            rebuildIfStale(for: layout, makeAfresh)
            return
        }
        let index = reindex(
            DecorationStore(
                updating: old.store, with: update, in: layout.prepared, rule: rule,
                exactMoves: layout.movesExactly(rule: rule), pool: spare))
        swap(&pool, &spare)
        current.pointee = index.query
        owner = index
        recomputed &+= index.store.recomputedCount
        (stale, awaitingUpdates, builtFrom) = (false, false, layout.geometryGeneration)
    }

    /// Rebuilds an index `prepare()` left for an update that never came (a counts invalidation
    /// outside `performBatchUpdates`): off the query path, which reaches it only through a
    /// `nil` query.
    @inline(never)
    func catchUp(_ layout: FlowLayout, _ make: (BufferPool) -> Index) {
        awaitingUpdates = false
        rebuildIfStale(for: layout, make)
    }

    /// The query values of the index, or `nil` before the first `prepare()`.
    @inline(__always)
    var query: Index.Query? { current.pointee }

    /// Adds a query's count of decorations examined to the counter.
    @inline(__always)
    func count(_ examined: Int) { counter.pointee &+= examined }

    /// The stored decoration of `kind` for `indexPath`'s section, as
    /// `layoutAttributesForDecorationView(ofKind:at:)`; `nil` before the first `prepare()`.
    ///
    /// - Complexity: O(log d).
    func lookup(_ kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        owner?.store.lookup(kind, at: indexPath)
    }
}

/// An index a precomputing strategy builds over a ``DecorationStore`` in `prepare()`.
protocol DecorationIndex: AnyObject {
    /// What a query reads: raw buffer pointers into this index, valid while it lives.
    associatedtype Query
    /// The decorations indexed.
    var store: DecorationStore { get }
    /// The values a query reads.
    var query: Query { get }
    /// Whether the index still answers for its store after `remeasure` patched the store in
    /// place (a self-sizing frame), so that no `reindex` is needed.
    var answersAfterRemeasure: Bool { get }
}

extension DecorationIndex {
    /// An index whose search structure holds the positions it was built from does not.
    var answersAfterRemeasure: Bool { false }
}
