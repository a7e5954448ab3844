/// A static interval tree over half-open intervals `[start, end)` with a payload each, answering
/// "which intervals overlap `(lo, hi)`?" in O(log n + k).
///
/// This is the implicit augmented interval tree of Heng Li's cgranges (Li & Rong, 2021,
/// "Bedtk: finding interval overlap with implicit interval tree", Bioinformatics 37(9)). The
/// intervals are sorted by start into flat arrays, and the sorted array *is* the tree: the node
/// at index `i` has level `k` = the number of trailing one bits of `i`; leaves (level 0) are the
/// even indices; the children of a level-`k` node `i` are `i ∓ 2^(k−1)`. Each node also stores
/// the largest end in its subtree (`maxEnds`), so a query skips any subtree that ends before the
/// query starts. No pointers and no per-node allocations: four contiguous arrays, built once.
///
/// Overlap is strict on both sides, like `CGRect.intersects(_:)` along one axis: an interval
/// overlaps the query when `start < hi` and `lo < end`, so touching ends do not overlap.
/// Intervals may overlap one another freely (badges over backgrounds; decorations grown past
/// their section by negative insets).
///
/// - Complexity: building is O(n log n) (O(n) when the input is already sorted by start);
///   memory is 3 doubles and one payload per interval.
public struct IntervalTree<Payload> {
    @usableFromInline var starts: ContiguousArray<Double>
    @usableFromInline var ends: ContiguousArray<Double>
    @usableFromInline var maxEnds: ContiguousArray<Double>
    @usableFromInline var payloads: ContiguousArray<Payload>
    /// The level of the root, or −1 for an empty tree.
    @usableFromInline var rootLevel: Int

    /// Builds a tree from intervals in any order.
    ///
    /// - Precondition: every `start <= end`, and neither is NaN.
    /// - Complexity: O(n log n), or O(n) when the intervals arrive sorted by start.
    @inlinable
    public init<S: Sequence>(_ intervals: S) where S.Element == (start: Double, end: Double, payload: Payload) {
        starts = []
        ends = []
        payloads = []
        let expected = intervals.underestimatedCount
        starts.reserveCapacity(expected)
        ends.reserveCapacity(expected)
        payloads.reserveCapacity(expected)
        var sorted = true
        for item in intervals {
            precondition(
                item.start <= item.end,
                "IntervalTree: interval start \(item.start) must not exceed end \(item.end), nor be NaN")
            if let last = starts.last, last > item.start { sorted = false }
            starts.append(item.start)
            ends.append(item.end)
            payloads.append(item.payload)
        }
        if !sorted {
            // Stable by original position, so equal starts keep a deterministic order.
            let (s, e, p) = (starts, ends, payloads)
            let order = s.indices.sorted { (s[$0], $0) < (s[$1], $1) }
            starts = ContiguousArray(order.lazy.map { s[$0] })
            ends = ContiguousArray(order.lazy.map { e[$0] })
            payloads = ContiguousArray(order.lazy.map { p[$0] })
        }
        maxEnds = ends
        rootLevel = -1
        buildIndex()
        _checkInvariants()
    }

    /// The number of intervals.
    @inlinable public var count: Int { starts.count }

    /// Whether the tree holds no interval.
    @inlinable public var isEmpty: Bool { starts.isEmpty }

    /// The interval and payload at position `index` in start order.
    ///
    /// - Complexity: O(1).
    @inlinable
    public subscript(index: Int) -> (start: Double, end: Double, payload: Payload) {
        (starts[index], ends[index], payloads[index])
    }

    /// The payload at position `index` in start order, as `forEachOverlapping(_:_:_:)` gives it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func payload(at index: Int) -> Payload { payloads[index] }

    /// Fills `maxEnds` bottom-up, level by level (cgranges' `cr_index_prepare`).
    @inlinable
    mutating func buildIndex() {
        let n = starts.count
        guard n > 0 else { return }
        var lastIndex = 0
        var last = 0.0
        var i = 0
        while i < n {
            lastIndex = i
            last = ends[i]
            maxEnds[i] = ends[i]
            i += 2
        }
        var k = 1
        while (1 << k) <= n {
            let x = 1 << (k - 1), step = x << 2
            i = (x << 1) - 1
            while i < n {
                let left = maxEnds[i - x]
                let right = i + x < n ? maxEnds[i + x] : last
                maxEnds[i] = Swift.max(ends[i], left, right)
                i += step
            }
            lastIndex = (lastIndex >> k) & 1 != 0 ? lastIndex - x : lastIndex + x
            if lastIndex < n, maxEnds[lastIndex] > last { last = maxEnds[lastIndex] }
            k += 1
        }
        rootLevel = k - 1
    }
}
