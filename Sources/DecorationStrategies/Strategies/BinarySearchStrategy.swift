import DecorationBench

/// The `binary-search` strategy, the way many hand-written layouts find their elements: every
/// decoration's frame computed in `prepare()` and sorted by its start along the scroll axis; a
/// query binary-searches for the first decoration that could still reach into the rect and
/// scans forward until decorations start past it.
///
/// "Could still reach" uses the longest decoration along the scroll axis (this project's window
/// rule; MagazineLayout instead binary-searches for any intersecting frame and scans both ways):
/// a decoration that starts more than that length before the rect cannot overlap it. With
/// decorations of similar length this is O(log d + k); one very long decoration (a huge
/// section's background) widens the window for every query, which is where an interval index
/// pulls ahead. `prepare()` sorts the decorations by start: O(d log d), O(d) when already in
/// order (the usual case: sections are sequential). After a self-sizing frame the starts the
/// store wrote are written and the store's pending move is added in the query.
public final class BinarySearchStrategy: StoreIndexedStrategy {
    public static let name = "binary-search"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "precomputed, sorted along the scroll axis, binary search then scan"
    public let frameRule: FrameRule
    let state = PreparedIndex<Index>(defersToUpdates: true)

    /// Everything a query reads, immutable, in raw buffers.
    final class Index: StoreIndex {
        let store: DecorationStore
        /// Starts along the scroll axis, ascending; position `i` is decoration `order[i]`, or
        /// decoration `i` when `order` is nil (decorations already in order: the usual case).
        let starts: UnsafeMutablePointer<Double>
        let order: UnsafeMutablePointer<Int32>?
        /// The longest decoration along the scroll axis.
        var longest: Double
        /// The starts follow the store's writes (`remeasure(_:in:rule:)`).
        var answersAfterRemeasure: Bool { true }

        init(store: DecorationStore) {
            self.store = store
            let frames = store.frames, direction = store.direction, count = store.count
            starts = store.pool.take(.starts, count: count, as: Double.self)
            var longest = 0.0
            for i in 0..<count {
                longest = Swift.max(longest, frames[i].maxMain(direction) - frames[i].minMain(direction))
            }
            self.longest = longest
            if store.isSortedByStart {
                order = nil
                for i in 0..<count { starts[i] = frames[i].minMain(direction) }
            } else {
                let sorted = (0..<count).sorted {
                    (frames[$0].minMain(direction), $0) < (frames[$1].minMain(direction), $1)
                }
                let order = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, count))
                for (position, decoration) in sorted.enumerated() {
                    order[position] = Int32(truncatingIfNeeded: decoration)
                    starts[position] = frames[decoration].minMain(direction)
                }
                self.order = order
            }
        }

        deinit {
            store.pool.give(.starts, starts)
            order?.deallocate()
        }

        var query: Query {
            Query(
                decorations: store.view, starts: starts, order: order, longest: longest, move: store.pendingMove)
        }
    }

    /// What a query reads: raw buffers only.
    struct Query: DecorationQuery {
        let decorations: DecorationStore.View
        let starts: UnsafeMutablePointer<Double>
        let order: UnsafeMutablePointer<Int32>?
        let longest: Double
        /// The store's pending move: starts and frames it covers are stored short.
        let move: PendingMove

        /// Appends the decorations that intersect `rect`; returns how many it examined.
        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = decorations, frames = decorations.frames, count = decorations.count
            guard move.from == count else { return appendWithPendingMove(in: rect, to: &elements) }
            let lo = rect.minMain(decorations.direction), hi = rect.maxMain(decorations.direction), reach = longest
            let low = (0..<count).partitionPoint { starts[$0] + reach > lo }
            return decorations.append(to: &elements) { hit in
                var i = low
                while i < count, starts[i] < hi {
                    let decoration = order.map { Int($0[i]) } ?? i
                    if frames[decoration].intersects(rect) { hit(decoration) }
                    i += 1
                }
                return i - low
            }
        }

        /// ``append(in:to:)`` while the store defers a move (after a self-sizing frame): the
        /// same search over starts and frames with the move applied, and the objects handed out
        /// brought to their frames. Starts are in order (`order` is nil).
        @inline(never)
        func appendWithPendingMove(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = decorations, count = decorations.count, move = move
            let lo = rect.minMain(decorations.direction), hi = rect.maxMain(decorations.direction), reach = longest
            let low = (0..<count).partitionPoint { move.start(starts[$0], at: $0) + reach > lo }
            return decorations.append(to: &elements) { hit in
                var i = low
                while i < count, move.start(starts[i], at: i) < hi {
                    if decorations.frame(at: i, move).intersects(rect) {
                        if move.covers(i) { decorations.refreshObject(at: i, move) }
                        hit(i)
                    }
                    i += 1
                }
                return i - low
            }
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }
}
