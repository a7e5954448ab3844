import DecorationBench

extension AugmentedIntervalList {
    /// Sorts the intervals and splits them into components, in the list's own buffers.
    struct Builder {
        let count: Int
        let starts: UnsafeMutablePointer<Double>
        let ends: UnsafeMutablePointer<Double>
        let maxEnds: UnsafeMutablePointer<Double>
        let ids: UnsafeMutablePointer<Int32>

        /// Sorts by (start, caller's index). Insertion sort while the input is nearly sorted (the
        /// usual case: a decoration grown past its section moves back a few places), a full sort
        /// once it has moved more than about eight places per interval.
        ///
        /// - Complexity: O(n + inversions), at most O(n log n).
        func sortByStart() {
            var budget = 8 * count + 64
            var i = 1
            while i < count {
                let start = starts[i]
                if start < starts[i - 1] {
                    let end = ends[i], id = ids[i]
                    var j = i
                    // Strictly greater: equal starts keep the caller's order.
                    while j > 0, starts[j - 1] > start {
                        starts[j] = starts[j - 1]
                        ends[j] = ends[j - 1]
                        ids[j] = ids[j - 1]
                        j -= 1
                    }
                    starts[j] = start
                    ends[j] = end
                    ids[j] = id
                    budget -= i - j
                    if budget < 0 { return fullSort() }
                }
                i += 1
            }
        }

        private func fullSort() {
            let (s, e, d) = (
                Array(UnsafeBufferPointer(start: starts, count: count)),
                Array(UnsafeBufferPointer(start: ends, count: count)),
                Array(UnsafeBufferPointer(start: ids, count: count))
            )
            let order = (0..<count).sorted { (s[$0], d[$0]) < (s[$1], d[$1]) }
            for (position, from) in order.enumerated() {
                starts[position] = s[from]
                ends[position] = e[from]
                ids[position] = d[from]
            }
        }

        /// Moves every interval that reaches past the start of its `window`-th successor to the
        /// end, component after component, and fills each component's running maximum of ends.
        /// Writes `componentCount + 1` bounds; returns `componentCount`.
        ///
        /// - Complexity: O(n) per component; one temporary allocation, only when some interval
        ///   moves.
        func splitIntoComponents(bounds: UnsafeMutablePointer<Int>) -> Int {
            let window = AugmentedIntervalList.window
            var spare: UnsafeMutablePointer<(start: Double, end: Double, id: Int32)>?
            defer { spare?.deallocate() }
            var base = 0, component = 0
            bounds[0] = 0
            while true {
                if component == AugmentedIntervalList.maxComponents - 1 {
                    fillMaxEnds(base..<count)
                    bounds[component + 1] = count
                    return component + 1
                }
                // The usual case first: nothing reaches that far, and one pass fills the maxima.
                var firstLong = base, running = -Double.infinity
                while firstLong < count {
                    if firstLong + window < count, ends[firstLong] > starts[firstLong + window] { break }
                    running = Swift.max(running, ends[firstLong])
                    maxEnds[firstLong] = running
                    firstLong += 1
                }
                if firstLong == count {
                    bounds[component + 1] = count
                    return component + 1
                }
                // In place: `kept` never passes `j`, and `j + window` is read before it is written.
                var kept = firstLong, moved = 0
                for j in firstLong..<count {
                    if j + window < count, ends[j] > starts[j + window] {
                        if spare == nil { spare = .allocate(capacity: count - base) }
                        spare![moved] = (starts[j], ends[j], ids[j])
                        moved += 1
                    } else {
                        starts[kept] = starts[j]
                        ends[kept] = ends[j]
                        ids[kept] = ids[j]
                        kept += 1
                    }
                }
                fillMaxEnds(base..<kept)
                bounds[component + 1] = kept
                component += 1
                if moved == 0 { return component }
                for m in 0..<moved {
                    (starts[kept + m], ends[kept + m], ids[kept + m]) = spare![m]
                }
                base = kept
            }
        }

        private func fillMaxEnds(_ positions: Range<Int>) {
            var running = -Double.infinity
            for i in positions {
                running = Swift.max(running, ends[i])
                maxEnds[i] = running
            }
        }
    }

    #if DECOBENCH_INVARIANTS
    /// Checks the list's invariants; traps with a message naming the broken one.
    ///
    /// - Bounds ascend from 0 to `count`; each component is sorted by start.
    /// - `maxEnds` is the running maximum of ends within each component.
    /// - In every component but the last, no interval reaches past its `window`-th successor.
    /// - The ids are a permutation of `0..<count`.
    /// - Each jump table entry is the first position of the main component in its bucket.
    ///
    /// Runs after every build when compiled with `DECOBENCH_INVARIANTS` (debug builds, tests).
    ///
    /// - Complexity: O(n).
    func _checkInvariants() {
        precondition(
            componentCount >= 1 && componentCount <= Self.maxComponents,
            "AugmentedIntervalList: \(componentCount) components")
        precondition(
            bounds[0] == 0 && bounds[componentCount] == count, "AugmentedIntervalList: bounds do not cover the list")
        var seen = [Bool](repeating: false, count: count)
        for c in 0..<componentCount {
            let range = bounds[c]..<bounds[c + 1]
            precondition(range.lowerBound <= range.upperBound, "AugmentedIntervalList: bounds descend at \(c)")
            precondition(
                fingers[c] >= range.lowerBound && fingers[c] <= range.upperBound,
                "AugmentedIntervalList: finger \(c) out of its component")
            var running = -Double.infinity
            for i in range {
                precondition(starts[i] <= ends[i], "AugmentedIntervalList: position \(i) has start > end")
                if i > range.lowerBound {
                    precondition(starts[i - 1] <= starts[i], "AugmentedIntervalList: starts not sorted at \(i)")
                }
                running = Swift.max(running, ends[i])
                precondition(maxEnds[i] == running, "AugmentedIntervalList: maxEnds[\(i)] is not the running maximum")
                if c < componentCount - 1, i + Self.window < range.upperBound {
                    precondition(
                        ends[i] <= starts[i + Self.window], "AugmentedIntervalList: position \(i) reaches too far")
                }
                let id = Int(ids[i])
                precondition(
                    id >= 0 && id < count && !seen[id], "AugmentedIntervalList: id \(id) repeated or out of range")
                seen[id] = true
            }
        }
        let table = jumpTable, mainEnd = bounds[1]
        for bucket in 0...table.bucketCount {
            let entry = Int(table.entries[bucket])
            precondition(
                entry >= 0 && entry <= mainEnd,
                "AugmentedIntervalList: jump table entry \(bucket) out of the main component")
            precondition(
                bucket == table.bucketCount || entry == mainEnd
                    || (maxEnds[entry] - table.origin) * table.scale >= Double(bucket),
                "AugmentedIntervalList: jump table entry \(bucket) starts before its bucket")
            precondition(
                entry == 0 || bucket == table.bucketCount
                    || (maxEnds[entry - 1] - table.origin) * table.scale < Double(bucket),
                "AugmentedIntervalList: jump table entry \(bucket) starts after its bucket's first position")
        }
    }
    #else
    /// Compiled out: invariants are checked only in builds with `DECOBENCH_INVARIANTS`.
    @inline(__always)
    func _checkInvariants() {}
    #endif
}
