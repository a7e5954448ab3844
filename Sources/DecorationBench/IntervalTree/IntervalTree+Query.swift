extension IntervalTree {
    /// Calls `body` with the position (in start order) of every interval that overlaps the open
    /// range `(lo, hi)`, in order of start; returns how many intervals it examined.
    ///
    /// A top-down traversal with an explicit stack (cgranges' `cr_overlap`): a left subtree is
    /// entered only when its largest end exceeds `lo`, a right subtree only when its root starts
    /// before `hi`; subtrees of at most 15 nodes are scanned linearly, which is faster than
    /// descending them. The stack lives on the call stack: a query allocates nothing.
    ///
    /// - Returns: the number of intervals whose bounds were tested: the work done, whatever the
    ///   clock says, which the harness reports as "decorations examined".
    /// - Complexity: O(log n + k) for k overlapping intervals.
    @inlinable
    @discardableResult
    public func forEachOverlapping(_ lo: Double, _ hi: Double, _ body: (Int) -> Void) -> Int {
        let n = starts.count
        guard n > 0 else { return 0 }
        var examined = 0
        withUnsafeTemporaryAllocation(of: (level: Int, node: Int, leftDone: Bool).self, capacity: 64) { stack in
            var top = 0
            stack[0] = (rootLevel, (1 << rootLevel) - 1, false)
            top = 1
            while top > 0 {
                top -= 1
                let z = stack[top]
                if z.level <= 3 {
                    // A small subtree: scan it in order.
                    let i0 = (z.node >> z.level) << z.level
                    let i1 = Swift.min(i0 + (1 << (z.level + 1)) - 1, n)
                    var i = i0
                    while i < i1, starts[i] < hi {
                        examined += 1
                        if lo < ends[i] { body(i) }
                        i += 1
                    }
                } else if !z.leftDone {
                    let left = z.node - (1 << (z.level - 1))
                    stack[top] = (z.level, z.node, true)
                    top += 1
                    if left >= n || maxEnds[left] > lo {
                        stack[top] = (z.level - 1, left, false)
                        top += 1
                    }
                } else if z.node < n, starts[z.node] < hi {
                    examined += 1
                    if lo < ends[z.node] { body(z.node) }
                    stack[top] = (z.level - 1, z.node + (1 << (z.level - 1)), false)
                    top += 1
                }
            }
        }
        return examined
    }

    /// The payloads of every interval overlapping `(lo, hi)`, in start order.
    ///
    /// - Complexity: O(log n + k); allocates the result.
    public func payloads(overlapping lo: Double, _ hi: Double) -> [Payload] {
        var result: [Payload] = []
        forEachOverlapping(lo, hi) { result.append(payloads[$0]) }
        return result
    }
}
