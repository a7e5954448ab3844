extension IntervalTree {
    /// Calls `body` with the position (in start order) of every interval that overlaps the open
    /// range `(lo, hi)`, in order of start; returns how many intervals it examined.
    ///
    /// A top-down traversal with an explicit stack (cgranges' `cr_overlap`): a left subtree is
    /// entered only when its largest end exceeds `lo`, a right subtree only when its root starts
    /// before `hi`; subtrees of at most 15 nodes are scanned linearly, which is faster than
    /// descending them (callgrind: 15 nodes beats 7 or 3 on the grid workload). The stack lives
    /// on the call stack: a query allocates nothing.
    ///
    /// - Returns: the number of intervals whose bounds were tested: the work done, whatever the
    ///   clock says, which the harness reports as "decorations examined".
    /// - Complexity: O(log n + k) for k overlapping intervals.
    @inlinable
    @discardableResult
    public func forEachOverlapping(_ lo: Double, _ hi: Double, _ body: (Int) -> Void) -> Int {
        guard !starts.isEmpty else { return 0 }
        // Raw buffers: no bounds checks or reference counting inside the loop; the traversal
        // keeps every index it reads below n.
        return starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                maxEnds.withUnsafeBufferPointer { maxEnds in
                    Self.traverse(starts, ends, maxEnds, rootLevel: rootLevel, lo, hi, body)
                }
            }
        }
    }

    @inlinable
    static func traverse(
        _ starts: UnsafeBufferPointer<Double>, _ ends: UnsafeBufferPointer<Double>,
        _ maxEnds: UnsafeBufferPointer<Double>, rootLevel: Int,
        _ lo: Double, _ hi: Double, _ body: (Int) -> Void
    ) -> Int {
        let n = starts.count
        var examined = 0
        // Each stack entry packs (node << 7 | level << 1 | leftDone) into one word, so the
        // 64-entry stack (512 bytes) stays under the stack-allocation limit of
        // withUnsafeTemporaryAllocation.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { stack in
            @inline(__always) func pack(_ level: Int, _ node: Int, _ leftDone: Bool) -> Int {
                node << 7 | level << 1 | (leftDone ? 1 : 0)
            }
            stack[0] = pack(rootLevel, (1 << rootLevel) - 1, false)
            var top = 1
            while top > 0 {
                top -= 1
                let packed = stack[top]
                let level = (packed >> 1) & 63, node = packed >> 7
                if level <= 3 {
                    // A small subtree: scan it in order.
                    let i0 = (node >> level) << level
                    let i1 = Swift.min(i0 + (1 << (level + 1)) - 1, n)
                    var i = i0
                    while i < i1, starts[i] < hi {
                        examined += 1
                        if lo < ends[i] { body(i) }
                        i += 1
                    }
                } else if packed & 1 == 0 {
                    let left = node - (1 << (level - 1))
                    stack[top] = pack(level, node, true)
                    top += 1
                    if left >= n || maxEnds[left] > lo {
                        stack[top] = pack(level - 1, left, false)
                        top += 1
                    }
                } else if node < n, starts[node] < hi {
                    examined += 1
                    if lo < ends[node] { body(node) }
                    stack[top] = pack(level - 1, node + (1 << (level - 1)), false)
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
