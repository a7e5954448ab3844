import DecorationBench

/// The `augmented-list` strategy, a kept position for the next scroll query: every decoration's
/// frame computed in `prepare()` and indexed by an ``AugmentedIntervalList`` over its extent
/// along the scroll axis (AIList, Feng, Ratan & Sheffield 2019), which remembers where the last
/// answer began; a query starts there, walks forward over the decorations that reach into the
/// rect's scroll-axis range, and checks the cross axis.
///
/// What keeps a query short:
/// - a scroll's next viewport starts within a position or two of the last one (the finger), so
///   the search costs a few comparisons instead of a binary search's log₂ d;
/// - a jump (a search far from the finger) reads the list's jump table, a bucket of a few
///   positions per value range, instead of binary-searching megabytes of cold memory;
/// - decorations that span many sections go to a separate component, so one long background
///   does not widen the window of every query (where `binary-search` degrades);
/// - a forward scan over three flat arrays, instead of a tree walk with a stack;
/// - nothing per query beyond the answer: no retain of the storage, no exclusivity checks, the
///   counter kept in a register (`PreparedIndex`), the attributes objects found by index and
///   appended in one batch (`UnretainedBatch`). `scripts/instructions.sh` counts a `grid`
///   scroll query's instructions against `none`'s.
///
/// A query costs O(1 + k) when the answer starts near the last one's; after a jump, O(1 + k)
/// when the decorations are spread evenly enough that the jump table's bucket holds a few,
/// O(log d + k) at worst; no allocation beyond the answer. `prepare()` costs O(d) for
/// decorations in order along the scroll axis (the usual case), O(d + inversions) when a few
/// are out of order, and no allocation once the buffers are as large.
///
/// Attributes objects are made on first request and kept until the next `prepare()`
/// (`DecorationStore`), as the base layout does for its cells.
public final class AugmentedListStrategy: StoreIndexedStrategy {
    public static let name = "augmented-list"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "precomputed, augmented interval list searched from the last answer"
    public let frameRule: FrameRule
    let state = PreparedIndex<Index>(defersToUpdates: true)

    /// The store and the list over it, immutable apart from the list's finger, and, after
    /// self-sizing frames, what the store wrote since the list was built
    /// (`AugmentedListStrategy+SelfSizing.swift`).
    final class Index: StoreIndex {
        let store: DecorationStore
        let list: AugmentedIntervalList
        /// Decorations whose stored frames were written since the list was built (a range that
        /// covers every write): the list's positions for them are stale.
        var written = 0..<0
        /// At least the longest of `written` along the scroll axis.
        var writtenLongest = 0.0
        /// Whether the list still answers, with `written` and the store's pending move beside it.
        var answersAfterRemeasure = true

        /// The list with its jump table, after a full `prepare()`.
        convenience init(store: DecorationStore) { self.init(store: store, withJumpTable: true) }

        /// The list without its jump table, after a batch or when the writes of self-sizing
        /// frames outgrow what a query reads beside the list. The table's pass was a quarter of
        /// the strategy's own work per batch (perf, `grid` at 1M items) and the largest part of
        /// a self-sizing rebuild (`self-sizing` at 1M items); a scroll's next search starts at
        /// the finger, and a jump until the next full `prepare()` binary-searches instead.
        convenience init(reindexing store: DecorationStore) { self.init(store: store, withJumpTable: false) }

        /// - Parameter withJumpTable: whether the list gets its jump table (see
        ///   `AugmentedIntervalList.init(count:sortedByStart:pool:withJumpTable:interval:)`).
        /// - Precondition: the store defers no move.
        init(store: DecorationStore, withJumpTable: Bool) {
            precondition(store.pendingMove.from == store.count, "AugmentedListStrategy.Index: the store defers a move")
            self.store = store
            let frames = store.frames, direction = store.direction
            list = AugmentedIntervalList(
                count: store.count, sortedByStart: store.isSortedByStart, pool: store.pool,
                withJumpTable: withJumpTable
            ) {
                (frames[$0].minMain(direction), frames[$0].maxMain(direction))
            }
        }

        /// Where the query finds `Moves` (one word in the query, not five: the query is copied
        /// on every call, so a larger one costs every scroll query). Allocated on the first
        /// self-sizing frame, so a layout that does not self-size allocates nothing for it.
        private var moves: UnsafeMutablePointer<Moves>?

        deinit { moves?.deallocate() }

        var query: Query {
            guard !written.isEmpty || store.pendingMove.from != store.count else {
                return Query(decorations: store.view, list: list.cursor, moves: nil)
            }
            let moves = self.moves ?? .allocate(capacity: 1)
            self.moves = moves
            moves.initialize(
                to: Moves(move: store.pendingMove, written: written, writtenLongest: writtenLongest))
            return Query(decorations: store.view, list: list.cursor, moves: UnsafePointer(moves))
        }
    }

    /// What a query reads: raw buffers only.
    struct Query: DecorationQuery {
        let decorations: DecorationStore.View
        let list: AugmentedIntervalList.Cursor
        /// What moved since the list was built; `nil` when nothing did.
        let moves: UnsafePointer<Moves>?

        /// Appends the decorations that intersect `rect`; returns how many it examined.
        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            if let moves { return append(in: rect, to: &elements, moves: moves.pointee) }
            let decorations = decorations, frames = decorations.frames, direction = decorations.direction
            // The list has tested the scroll axis exactly as `Rect.intersects` does (strictly,
            // on the same bounds); only the cross axis is left.
            let vertical = direction == .vertical
            let crossLo = vertical ? rect.minX : rect.minY, crossHi = vertical ? rect.maxX : rect.maxY
            return decorations.append(to: &elements) { hit in
                list.forEachOverlapping(rect.minMain(direction), rect.maxMain(direction)) { decoration in
                    let frame = frames[decoration]
                    let (start, end) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                    if start < crossHi, crossLo < end { hit(decoration) }
                }
            }
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }
}
