import DecorationBench

extension AugmentedIntervalList {
    /// The list's buffers as a trivial value, for a caller that keeps the list alive itself and
    /// wants a query to touch no reference count (a strategy's hot path). Valid while the list
    /// lives.
    @usableFromInline var cursor: Cursor {
        Cursor(
            componentCount: componentCount, starts: starts, ends: ends, maxEnds: maxEnds, ids: ids, bounds: bounds,
            fingers: fingers, jumpTable: jumpTable)
    }

    /// Calls `body` with the caller's index of every interval that overlaps the open range
    /// `(lo, hi)`; see `Cursor.forEachOverlapping(_:_:_:)`.
    ///
    /// - Complexity: O(log n + k) per component.
    @inlinable
    @discardableResult
    public func forEachOverlapping(_ lo: Double, _ hi: Double, _ body: (Int) -> Void) -> Int {
        cursor.forEachOverlapping(lo, hi, body)
    }

    /// The callers' indices of every interval overlapping `(lo, hi)`.
    ///
    /// - Complexity: O(log n + k) per component; allocates the result.
    public func ids(overlapping lo: Double, _ hi: Double) -> [Int] {
        var result: [Int] = []
        forEachOverlapping(lo, hi) { result.append($0) }
        return result
    }

    /// A query over the list's raw buffers.
    @usableFromInline struct Cursor {
        @usableFromInline let componentCount: Int
        @usableFromInline let starts: UnsafeMutablePointer<Double>
        @usableFromInline let ends: UnsafeMutablePointer<Double>
        @usableFromInline let maxEnds: UnsafeMutablePointer<Double>
        @usableFromInline let ids: UnsafeMutablePointer<Int32>
        @usableFromInline let bounds: UnsafeMutablePointer<Int>
        @usableFromInline let fingers: UnsafeMutablePointer<Int>
        @usableFromInline let jumpTable: JumpTable

        @usableFromInline
        init(
            componentCount: Int, starts: UnsafeMutablePointer<Double>, ends: UnsafeMutablePointer<Double>,
            maxEnds: UnsafeMutablePointer<Double>, ids: UnsafeMutablePointer<Int32>, bounds: UnsafeMutablePointer<Int>,
            fingers: UnsafeMutablePointer<Int>, jumpTable: JumpTable
        ) {
            (self.componentCount, self.starts, self.ends, self.maxEnds) = (componentCount, starts, ends, maxEnds)
            (self.ids, self.bounds, self.fingers, self.jumpTable) = (ids, bounds, fingers, jumpTable)
        }

        /// Calls `body` with the caller's index of every interval that overlaps the open range
        /// `(lo, hi)`, component by component, each in order of start; returns how many intervals it
        /// examined (tested against the range). Moves each component's finger to where this query
        /// started.
        ///
        /// `@inlinable`, with raw buffers: specialised into the caller, a query keeps its counter in
        /// a register, allocates nothing and retains nothing (`scripts/instructions.sh` counts it).
        ///
        /// - Complexity: O(log n + k) per component for k overlapping intervals; O(1 + k) when the
        ///   answer starts within a few positions of the last one's.
        @inlinable
        @discardableResult
        public func forEachOverlapping(_ lo: Double, _ hi: Double, _ body: (Int) -> Void) -> Int {
            var examined = 0
            for component in 0..<componentCount {
                let end = bounds[component + 1]
                let first = firstReaching(lo, from: bounds[component], to: end, finger: fingers[component])
                fingers[component] = first
                var i = first
                while i < end, starts[i] < hi {
                    if lo < ends[i] { body(Int(ids[i])) }
                    i += 1
                }
                examined &+= i - first
            }
            return examined
        }

        /// The first position in `begin..<end` whose running maximum of ends passes `lo` (the first
        /// interval that can overlap a range starting at `lo`), or `end`: the finger and its
        /// neighbour first; then, when the answer lies within `reach` positions of the finger, a
        /// binary search of that stretch; otherwise a fresh search (``searchFar(_:from:to:)``).
        ///
        /// - Complexity: O(1) near the finger, O(log n) otherwise.
        @inlinable @inline(__always)
        func firstReaching(_ lo: Double, from begin: Int, to end: Int, finger: Int) -> Int {
            let reach = 8
            if finger == end || maxEnds[finger] > lo {
                // The answer is at or before the finger.
                if finger == begin || maxEnds[finger - 1] <= lo { return finger }
                let near = Swift.max(begin, finger - reach)
                if near == begin || maxEnds[near] <= lo { return search(lo, near, finger - 1) }
            } else {
                // The answer is after the finger.
                let next = finger + 1
                if next == end || maxEnds[next] > lo { return next }
                let near = Swift.min(end, next + reach)
                if near == end || maxEnds[near] > lo { return search(lo, next + 1, near) }
            }
            return searchFar(lo, from: begin, to: end)
        }

        /// A search far from the finger (a jump): in the main component, the few positions
        /// the ``JumpTable`` gives for `lo`; elsewhere, or for a `lo` outside the table, a binary
        /// search of the whole component, whose first probes are the same on every query and so
        /// stay in the cache.
        ///
        /// - Complexity: O(1) for a main-component answer in a bucket of a few positions;
        ///   O(log n) otherwise.
        @inlinable
        func searchFar(_ lo: Double, from begin: Int, to end: Int) -> Int {
            if begin == 0, let range = jumpTable.range(for: lo) { return search(lo, range.low, range.high) }
            return search(lo, begin, end)
        }

        /// The first position in `low..<high` whose running maximum of ends passes `lo`, or `high`.
        @inlinable
        func search(_ lo: Double, _ low: Int, _ high: Int) -> Int {
            (low..<high).partitionPoint { maxEnds[$0] > lo }
        }
    }
}
