import DecobenchHarness
import DecorationBench
import DecorationStrategies

/// Rows of a run, made up, for the tests of comparison, the verdict and the run CSV: the harness's
/// own tests and the command line's end-to-end tests build the same shapes from here.
extension ResultRow {
    /// A `grid` row of 1,000 items in the scroll scenario: every timing statistic is `median`,
    /// over 9 samples; 20 elements and 2 decorations per query.
    package static func fixture(
        strategy: StrategyKind, median: Double, ratio: Double?, examined: Double = 10, allocations: Double = 1
    ) -> ResultRow {
        var r = ResultRow.blank
        (r.preset, r.seed, r.sections, r.items, r.strategy, r.frameRule) = ("grid", 42, 10, 1000, strategy, .exact)
        r.timing.count = 9
        (r.timing.min, r.timing.p10, r.timing.median, r.timing.p90, r.timing.p99) = (
            median, median, median, median, median
        )
        (r.timing.medianLow, r.timing.medianHigh) = (median, median)
        (r.counters.elements, r.counters.decorations) = (20, 2)
        (r.counters.examined, r.counters.allocations) = (examined, allocations)
        (r.retainedBytes, r.ratioToNone) = (1000, ratio)
        (r.provenance.build, r.provenance.gitRevision, r.provenance.swiftVersion) = ("release", "abc", "6.3.1")
        (r.provenance.host, r.provenance.cpu, r.provenance.timestamp) = ("h", "c", "t")
        return r
    }

    /// ``fixture(strategy:median:ratio:examined:allocations:)`` with an interval of the ratio to
    /// none, `low` to `high`, over `samples` samples.
    package static func fixture(
        _ strategy: StrategyKind, _ ratio: Double, _ low: Double, _ high: Double, samples: Int = 50
    ) -> ResultRow {
        var r = fixture(strategy: strategy, median: 100 * ratio, ratio: ratio)
        (r.ratioToNoneLow, r.ratioToNoneHigh, r.timing.count) = (low, high, samples)
        return r
    }

    /// A row of a sweep for the verdict: `strategy` on `preset` at `items`, in `scenario`, timed
    /// at 100, 110 and 120 ns, with a ratio to none (1 for `none`, 1.5 unless given).
    package static func verdictRow(
        _ strategy: StrategyKind, _ preset: String, items: Int = 10_000, _ scenario: Scenario = .scroll,
        ratio: Double? = nil, verified: Verification? = .yes
    ) -> ResultRow {
        var r = ResultRow.blank
        (r.preset, r.items, r.strategy, r.scenario) = (preset, items, strategy, scenario)
        r.timing = Statistics([100, 110, 120])
        r.ratioToNone = ratio ?? (strategy == StrategyKind.none ? 1 : 1.5)
        r.verified = verified
        return r
    }

    /// A sweep over four data sets at 10k: `none`, `linear` and the recommended strategy
    /// scrolling (the recommended one at 1.10, 1.02, 1.30 and 1.20 over none), and its prepare.
    package static func verdictSweep(verified: Verification? = .yes) -> [ResultRow] {
        var rows: [ResultRow] = []
        for (preset, ratio) in [("grid", 1.10), ("feed", 1.02), ("mixed", 1.30), ("overlapping", 1.20)] {
            rows.append(verdictRow(.none, preset, verified: verified))
            rows.append(verdictRow(.linear, preset, ratio: 3, verified: verified))
            rows.append(verdictRow(.recommended, preset, ratio: ratio, verified: verified))
            rows.append(verdictRow(.recommended, preset, .prepare, ratio: 9, verified: verified))
        }
        return rows
    }

    /// A valid two-row run: `none` and `interval-tree` scrolling, with the simulator's counts.
    package static func validTable() -> CSVTable {
        var tree = fixture(strategy: .intervalTree, median: 150, ratio: 1.5)
        tree.simulation = CollectionViewSimulator.Report()
        var none = fixture(strategy: .none, median: 100, ratio: 1)
        none.simulation = CollectionViewSimulator.Report()
        return table([none, tree])
    }
}
