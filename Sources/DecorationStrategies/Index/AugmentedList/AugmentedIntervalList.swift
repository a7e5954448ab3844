import DecorationBench

/// A static augmented interval list over half-open intervals `[start, end)`, answering "which
/// intervals overlap `(lo, hi)`?" with one short search and a forward scan, and remembering where
/// the last answer began (a finger) so that a scrolling viewport's next query starts there.
///
/// The structure is Feng, Ratan & Sheffield's AIList (2019, "AIList: an augmented interval
/// list", Bioinformatics 35(23)): intervals sorted by start, each with the running maximum of
/// the ends before it (`maxEnds`, non-decreasing), so the first interval that can reach `lo` is
/// found by binary search over `maxEnds` and the answer is every interval from there that starts
/// before `hi` and ends after `lo`. A long interval that covers many later ones would keep the
/// running maximum high and make the scan walk through intervals that end before `lo`; AIList
/// moves such intervals into a few separate components, each a list of its own. Here an interval
/// is moved when it reaches past the start of the `window`-th interval after it (a one-comparison
/// test instead of AIList's coverage count). Within a component no interval then reaches past its
/// `window`-th successor, so a scan examines fewer than `window` intervals that miss.
///
/// The finger: each component keeps the position where its last query started. A query first
/// looks at that position and its neighbours, then at the few positions beyond, and only then
/// searches afresh: a scroll's next viewport costs two or three comparisons. A fresh search in
/// the main component (component 0) starts from its jump table, which narrows a jump to a few
/// adjacent positions with one lookup, so a jump to anywhere touches two or three cache lines
/// instead of a binary search's log₂ n; the other components are searched by binary search. The finger
/// is a hint, never part of the answer: the list is immutable apart from it, and not thread-safe
/// (as a layout is not).
///
/// Overlap is strict on both sides, like `CGRect.intersects(_:)` along one axis: an interval
/// overlaps the query when `start < hi` and `lo < end`.
///
/// - Complexity: building is O(n) for intervals given sorted by start (O(n + inversions) when
///   nearly sorted, O(n log n) otherwise); a query is O(log n + k) for k overlapping intervals
///   per component, with fewer than `window` misses per component; memory is three doubles and
///   one Int32 per interval, and one Int32 per `JumpTable.positionsPerBucket` intervals, in
///   buffers allocated once.
public final class AugmentedIntervalList {
    /// The number of intervals.
    public let count: Int
    @usableFromInline let starts: UnsafeMutablePointer<Double>
    @usableFromInline let ends: UnsafeMutablePointer<Double>
    @usableFromInline let maxEnds: UnsafeMutablePointer<Double>
    /// The caller's index of the interval at each position.
    @usableFromInline let ids: UnsafeMutablePointer<Int32>
    /// Component `c` occupies positions `bounds[c]..<bounds[c + 1]`.
    @usableFromInline let bounds: UnsafeMutablePointer<Int>
    /// The number of components (at least 1).
    public let componentCount: Int
    /// Where the last query of each component started.
    @usableFromInline let fingers: UnsafeMutablePointer<Int>
    /// Where `starts`, `ends`, `maxEnds`, `ids` and the jump table's entries came from.
    let pool: BufferPool
    /// Component 0's jump table: where a search far from the finger starts (``JumpTable``).
    @usableFromInline let jumpTable: JumpTable

    /// An interval reaching past the start of its `window`-th successor moves to the next
    /// component.
    public static let window = 8
    /// The last component keeps whatever is left, long or not.
    public static let maxComponents = 8

    /// Builds the list from `count` intervals; `interval(i)` gives the i-th, and the callbacks
    /// of ``forEachOverlapping(_:_:_:)`` hand back `i`.
    ///
    /// - Parameter count: how many intervals there are.
    /// - Parameter sortedByStart: the caller's promise that starts never decrease with `i`;
    ///   `false` makes the list sort them (a promise broken traps in debug builds).
    /// - Parameter interval: the i-th interval's start and end, for i in `0..<count`.
    /// - Precondition: `count < 2^31 - 1`; every `start <= end`, and neither is NaN.
    /// - Complexity: O(n) when sorted; see the type's discussion.
    public convenience init(count: Int, sortedByStart: Bool, interval: (Int) -> (start: Double, end: Double)) {
        self.init(count: count, sortedByStart: sortedByStart, pool: nil, interval: interval)
    }

    /// Builds the list in buffers lent by `pool` (a strategy keeps one from `prepare()` to
    /// `prepare()`, so a rebuild reuses memory already mapped); `nil` for a pool of its own.
    ///
    /// - Parameter withJumpTable: `false` leaves the main component without a jump table, so a
    ///   search far from the finger is a binary search: for a list rebuilt on every frame of a
    ///   scroll (self-sizing), where the table's pass over the list was the largest part of the
    ///   rebuild and a scroll's searches start at the finger anyway.
    init(
        count: Int, sortedByStart: Bool, pool: BufferPool?, withJumpTable: Bool = true,
        interval: (Int) -> (start: Double, end: Double)
    ) {
        precondition(
            count >= 0 && count < Int(Int32.max), "AugmentedIntervalList: \(count) intervals; at most 2^31 - 2")
        self.count = count
        let pool = pool ?? BufferPool()
        self.pool = pool
        starts = pool.take(.starts, count: count, as: Double.self)
        ends = pool.take(.ends, count: count, as: Double.self)
        maxEnds = pool.take(.maxEnds, count: count, as: Double.self)
        ids = pool.take(.ids, count: count, as: Int32.self)
        bounds = .allocate(capacity: Self.maxComponents + 1)
        fingers = .allocate(capacity: Self.maxComponents)
        for i in 0..<count {
            let (start, end) = interval(i)
            precondition(
                start <= end,
                "AugmentedIntervalList: interval \(i) start \(start) must not exceed end \(end), nor be NaN")
            starts[i] = start
            ends[i] = end
            ids[i] = Int32(truncatingIfNeeded: i)
        }
        let builder = Builder(count: count, starts: starts, ends: ends, maxEnds: maxEnds, ids: ids)
        if sortedByStart {
            #if DECOBENCH_INVARIANTS
            for i in 1..<Swift.max(1, count) {
                precondition(starts[i - 1] <= starts[i], "AugmentedIntervalList: not sorted at \(i)")
            }
            #endif
        } else {
            builder.sortByStart()
        }
        componentCount = builder.splitIntoComponents(bounds: bounds)
        for c in 0..<componentCount { fingers[c] = bounds[c] }
        jumpTable = JumpTable(maxEnds: maxEnds, count: withJumpTable ? bounds[1] : 0, pool: pool)
        _checkInvariants()
    }

    deinit {
        pool.give(.starts, starts)
        pool.give(.ends, ends)
        pool.give(.maxEnds, maxEnds)
        pool.give(.ids, ids)
        pool.give(.jumpEntries, jumpTable.entries)
        bounds.deallocate()
        fingers.deallocate()
    }

    /// Positions `component` occupies.
    public func positions(ofComponent component: Int) -> Range<Int> {
        precondition(component >= 0 && component < componentCount, "AugmentedIntervalList: no component \(component)")
        return bounds[component]..<bounds[component + 1]
    }
}
