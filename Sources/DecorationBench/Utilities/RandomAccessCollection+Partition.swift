extension Range where Bound == Int {
    /// The first position in the range at which `isPast` holds, or `upperBound`, by binary
    /// search; `isPast` must be false then true across the range (a partition).
    ///
    /// The one binary search of the package, for a strategy's own indexes too: it reads
    /// positions, not a collection's elements, so a search over raw buffers costs what a loop
    /// written by hand would (and an unspecialised build allocates nothing per probe).
    ///
    /// - Complexity: O(log n) calls of `isPast`.
    @inlinable @inline(__always)
    public func partitionPoint(where isPast: (Int) -> Bool) -> Int {
        var low = lowerBound, high = upperBound
        while low < high {
            let mid = low &+ (high &- low) >> 1
            if isPast(mid) { high = mid } else { low = mid &+ 1 }
        }
        return low
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index in `range` whose element satisfies `predicate`, or `range.upperBound`;
    /// the predicate must be false then true across the range (a partition).
    ///
    /// - Complexity: O(log n).
    @inlinable
    func partitioningIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int {
        range.partitionPoint { predicate(self[$0]) }
    }

    /// The first index whose element satisfies `predicate`, or `endIndex`.
    ///
    /// - Complexity: O(log n).
    @inlinable
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        partitioningIndex(in: startIndex..<endIndex, where: predicate)
    }
}
