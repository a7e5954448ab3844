extension IntervalTree {
    #if DECOBENCH_INVARIANTS
    /// Checks the tree's invariants; traps with a message naming the broken one.
    ///
    /// - Starts are sorted.
    /// - Every node's `maxEnds` is at least the end of every interval in its subtree, so no
    ///   overlapping interval can be pruned.
    ///
    /// Runs after every build when compiled with `DECOBENCH_INVARIANTS` (debug builds, tests).
    ///
    /// - Complexity: O(n log n).
    @usableFromInline
    func _checkInvariants() {
        let n = starts.count
        precondition(ends.count == n && maxEnds.count == n && payloads.count == n, "IntervalTree: array sizes differ")
        for i in 0..<n {
            precondition(starts[i] <= ends[i], "IntervalTree: interval \(i) has start > end")
            if i > 0 { precondition(starts[i - 1] <= starts[i], "IntervalTree: starts not sorted at \(i)") }
            let level = (~i).trailingZeroBitCount
            let low = i - ((1 << level) - 1)
            let high = Swift.min(n - 1, i + ((1 << level) - 1))
            var largest = -Double.infinity
            for j in low...high { largest = Swift.max(largest, ends[j]) }
            precondition(maxEnds[i] >= largest, "IntervalTree: node \(i) maxEnd \(maxEnds[i]) < subtree end \(largest)")
        }
        if n > 0 {
            precondition(rootLevel >= 0 && (1 << rootLevel) - 1 < 2 * n, "IntervalTree: root level \(rootLevel)")
        }
    }
    #else
    /// Compiled out: invariants are checked only in builds with `DECOBENCH_INVARIANTS`.
    @inlinable @inline(__always)
    func _checkInvariants() {}
    #endif
}
