import DecorationBench
import DecorationStrategies

extension ResultRow {
    /// One run's rows from the same sweep run in several processes (`run --processes N`), so that
    /// what differs from process to process (where the heap and the stack landed, what the cache
    /// sets hold) is inside each interval, not between two runs: a gate comparing two runs then
    /// compares like with like.
    ///
    /// For each row of the first run: the row of the process with the median ratio to `none`
    /// (the median time, for `none` itself and rows without a ratio), its ratio interval widened
    /// to span every process's interval, its time interval likewise, its samples summed, and its
    /// flags recomputed from the merged figures plus `busy` where any process was busy, and
    /// its `verified` outcome `no` where any process's was (``Verification/combined(_:)``). Counters
    /// are deterministic and the same in every process.
    ///
    /// - Complexity: O(n log n) in the rows of all runs.
    package static func merged(_ runs: [[ResultRow]]) -> [ResultRow] {
        precondition(!runs.isEmpty, "merged: needs at least one run")
        var byKey: [[String]: [ResultRow]] = [:]
        for run in runs {
            for row in run { byKey[row.matchKey, default: []].append(row) }
        }
        return runs[0].map { first in
            let group = byKey[first.matchKey] ?? [first]
            func key(_ r: ResultRow) -> Double {
                r.strategy == StrategyKind.none ? r.timing.median : r.ratioToNone ?? r.timing.median
            }
            let sorted = group.sorted { key($0) < key($1) }
            var row = sorted[(sorted.count - 1) / 2]
            row.timing.count = group.map(\.timing.count).reduce(0, +)
            row.timing.medianLow = group.map(\.timing.medianLow).min() ?? row.timing.medianLow
            row.timing.medianHigh = group.map(\.timing.medianHigh).max() ?? row.timing.medianHigh
            if row.ratioToNone != nil {
                row.ratioToNoneLow = group.compactMap { $0.ratioToNoneLow ?? $0.ratioToNone }.min()
                row.ratioToNoneHigh = group.compactMap { $0.ratioToNoneHigh ?? $0.ratioToNone }.max()
            }
            let busy = group.contains { $0.flags.contains(.busy) }
            row.flags = row.figureFlags + (busy ? [.busy] : [])
            row.verified = Verification.combined(group.map(\.verified))
            return row
        }
    }
}
