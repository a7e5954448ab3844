extension RandomAccessCollection where Index == Int {
    /// The first index in `range` whose element satisfies `predicate`, or `range.upperBound`;
    /// the predicate must be false then true across the range (a partition).
    ///
    /// - Complexity: O(log n).
    @inlinable
    func partitioningIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first index whose element satisfies `predicate`, or `endIndex`.
    ///
    /// - Complexity: O(log n).
    @inlinable
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        partitioningIndex(in: startIndex..<endIndex, where: predicate)
    }
}
