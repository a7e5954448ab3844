import DecorationBench

extension AugmentedIntervalList {
    /// Where a search of the main component far from the finger starts: the range of `maxEnds`
    /// values split into equal buckets, each holding the first position whose running maximum
    /// of ends reaches its bucket.
    ///
    /// A jump's binary search over `maxEnds` touches a cold cache line at each of its last ten
    /// or so probes (at a million items, `maxEnds` is megabytes). With the table, the search
    /// computes the bucket of `lo`, reads two adjacent entries, and binary-searches the few
    /// positions between them: one cold line for the table and one or two for `maxEnds`.
    ///
    /// Why it is exact: with `key(v) = (v - origin) × scale`, monotone in `v` in floating point,
    /// `entries[b]` is the first position whose key is at least `b`. The answer `a` for `lo`
    /// (the first position with `maxEnds[a] > lo`) has `key(maxEnds[a]) ≥ key(lo) ≥ b` for
    /// `b = ⌊key(lo)⌋`, so `a ≥ entries[b]`; every position before `a` has a key at most
    /// `key(lo) < b + 1`, so `a ≤ entries[b + 1]`. A `lo` outside the buckets (below the first
    /// running maximum, past the last, NaN) goes to the plain binary search.
    @usableFromInline
    struct JumpTable {
        /// `bucketCount + 1` entries; the last is the component's end.
        @usableFromInline let entries: UnsafeMutablePointer<Int32>
        /// 0 when the table is unused (an empty component, or one whose running maximum never rises).
        @usableFromInline let bucketCount: Int
        @usableFromInline let origin: Double
        @usableFromInline let scale: Double

        /// Positions per bucket on average: the search between two entries reads about one
        /// cache line of `maxEnds`, and the table costs one Int32 per four intervals.
        static let positionsPerBucket = 4

        /// Builds the table over `maxEnds[0..<count]` (non-decreasing), in the `pool`'s buffer
        /// (the list gives it back).
        ///
        /// - Complexity: O(count); one allocation when the pool's buffer is smaller.
        init(maxEnds: UnsafeMutablePointer<Double>, count: Int, pool: BufferPool) {
            let buckets = count / Self.positionsPerBucket + 1
            let origin = count > 0 ? maxEnds[0] : 0
            let span = count > 0 ? maxEnds[count - 1] - origin : 0
            let scale = Double(buckets) / span
            let usable = count > 0 && span > 0 && span.isFinite && scale.isFinite && scale > 0
            bucketCount = usable ? buckets : 0
            (self.origin, self.scale) = (origin, usable ? scale : 0)
            entries = pool.take(.jumpEntries, count: bucketCount + 1, as: Int32.self)
            var position = 0
            for bucket in 0..<bucketCount {
                let threshold = Double(bucket)
                while position < count, (maxEnds[position] - origin) * scale < threshold { position += 1 }
                entries[bucket] = Int32(truncatingIfNeeded: position)
            }
            entries[bucketCount] = Int32(truncatingIfNeeded: count)
        }

        /// The positions `low..<high` of `maxEnds` that hold the first one passing `lo`, or
        /// `nil` when `lo` lies outside the buckets.
        ///
        /// - Complexity: O(1).
        @inlinable @inline(__always)
        func range(for lo: Double) -> (low: Int, high: Int)? {
            let key = (lo - origin) * scale
            guard key >= 0, key < Double(bucketCount) else { return nil }
            let bucket = Int(key)
            return (Int(entries[bucket]), Int(entries[bucket &+ 1]))
        }
    }
}
