import DecorationBench
import DecorationStrategies

/// What a run measures: which data sets, strategies, scenarios, and how long to spend.
package struct SweepPlan {
    /// One data set of the sweep: a preset at a size, or a user's file.
    package struct Entry {
        package var name: String
        package var items: Int
        package var make: () throws -> DataSet

        package init(name: String, items: Int, make: @escaping () throws -> DataSet) {
            (self.name, self.items, self.make) = (name, items, make)
        }

        /// The data set as messages and verdicts name it: "grid 10k".
        package var label: String { "\(name) \(formatCount(items))" }
    }

    /// The first-run sweep's data sets: a grid, a long feed, overlapping decorations and a mix
    /// of layouts, at 10k and 100k items (1k sits in L1 and L2 and says little; 1M takes minutes).
    package static let firstRunPresets: [Preset] = [.grid, .feed, .overlapping, .mixed]
    package static let firstRunSizes = [10_000, 100_000]
    /// The first-run sweep's scenarios: what separates the recipes (a scroll's and a jump's
    /// query, and the `prepare()` the precomputing ones pay for). Not `update`: at 100k items it
    /// doubles the sweep, and an update is a `prepare()` after a few items moved (`decobench run
    /// --full` has it).
    package static let firstRunScenarios: [Scenario] = [.scroll, .jump, .prepare]
    /// Processes the first-run sweep runs in: three, as the full sweep, so that each interval
    /// spans what differs from process to process; with two, a ratio can come out below `none`
    /// (below the floor) when one process's heap landed badly.
    package static let firstRunProcesses = 3
    /// The first-run sweep's budget per data set and scenario, in seconds, shared by its processes.
    package static let firstRunTotalBudget = 0.3

    package static let fullSizes = [1_000, 10_000, 100_000, 1_000_000]
    package static let fullPresets: [Preset] = [
        .grid, .feed, .smallSections, .hugeSections, .mixed, .variable, .horizontal, .overlapping, .pinned, .selfSizing,
    ]
    /// Processes the full (reference) sweep runs in: what moves a ratio between runs most is the
    /// process, not the sample (results/README.md's log has the repeated runs that showed it).
    package static let fullProcesses = 3
    /// The full sweep's budget per data set and scenario, in seconds, shared by the processes:
    /// each takes its part, so the sweep costs about what one process at this budget did.
    package static let fullTotalBudget = 0.6

    /// The quick sweep's sizes: CI's timing gate. Not 1k: with everything in L1 and L2, one
    /// process in ten put an allocating recipe's scroll ratio 12–15% off the others' (per-cell
    /// on feed and horizontal), beyond a 15% gate between intervals; at 10k the worst gap
    /// between two of twenty identical sweeps was 7.7%.
    package static let quickSizes = [10_000]
    package static let quickPresets: [Preset] = [.grid, .feed, .horizontal]
    /// The quick sweep's scenarios: CI's timing gate. Not `jump`: at 1k and 10k items a jump's
    /// data sits in the shared L3 cache or not depending on what the machine's other processes
    /// do, and ten identical sweeps put a ratio to `none` 22–48% apart (the quieter the machine,
    /// the higher), which no 15% gate can tell from a regression.
    package static let quickScenarios: [Scenario] = [.scroll, .prepare, .coldStart, .update]
    /// Processes the quick sweep runs in (``ResultRow/merged(_:)``): a 10k-item `none` query
    /// takes about 200 ns, and one process in ten puts it 15–20% off the others (where its heap
    /// landed), which moves every ratio of that data set; three processes put that inside the
    /// interval. Five, so that the timing gate's proof (`scripts/prove-gates.sh`) finds an injected
    /// slowdown's interval far enough above a normal sweep's at the threshold users gate on.
    package static let quickProcesses = 5
    /// The quick sweep's budget per data set and scenario, in seconds, in each process.
    package static let quickBudget = 0.1
    /// The fewest timed rounds of any scenario: 21 puts the median's 95% interval between the
    /// 6th and 16th samples, and is at least `compare`'s default `--min-samples` (20).
    package static let minRounds = 21

    /// The watchdog's default limit, in seconds without progress. Progress is a new marker (each
    /// subject's sample in a round) or a beat (each burst of the counting pass, each query, frame
    /// or batch of a scenario's oracle check), so the limit bounds one such piece of work, not a
    /// step: far above the slowest of them in the full sweep (a burst of a recipe's pinned-scroll
    /// frames at 1M items), far below a CI job's patience.
    package static let watchdogSeconds = 120.0
    /// The longest `--watchdog` limit: a day.
    package static let maxWatchdogSeconds = 86_400.0

    package var entries: [Entry]
    package var strategies: [StrategyKind]
    package var scenarios: [Scenario]
    package var seed: UInt64
    package var frameRule: FrameRule
    /// Seconds of timed samples per data set and scenario, across all strategies.
    package var budget: Double
    /// Fewest timed rounds (samples per strategy) per scenario, whatever the budget: enough for
    /// a 95% interval of the median between order statistics well inside the range.
    package var minSamples: Int
    /// Most timed rounds per scenario.
    package static let maxRounds = 2_000
    /// Check every strategy against the oracle before timing, up to this many items.
    package var verifyUpTo: Int

    package init(
        entries: [Entry], strategies: [StrategyKind], scenarios: [Scenario], seed: UInt64, frameRule: FrameRule,
        budget: Double, minSamples: Int, verifyUpTo: Int
    ) {
        (self.entries, self.strategies, self.scenarios, self.seed) = (entries, strategies, scenarios, seed)
        (self.frameRule, self.budget, self.minSamples, self.verifyUpTo) = (frameRule, budget, minSamples, verifyUpTo)
    }
}

extension SweepPlan {
    /// Timed rounds for a scenario whose round (one operation of every strategy) costs
    /// `roundCost` nanoseconds: as many as the budget pays for, within minSamples...maxRounds.
    package func rounds(roundCost: Double) -> Int {
        max(minSamples, min(Self.maxRounds, Int(budget * 1e9 / max(1, roundCost))))
    }

    /// A data set's share of the sweep's time, for the estimate of the time left, in about
    /// seconds: a fixed part (starting its process, generating; 0.5 s), the budget of every
    /// scenario, and a part growing with the items (checking against the oracle, preparing, the
    /// minimum rounds of large prepares): 9 s per scenario per million items, fitted to the
    /// default sweep's children on 2 cores (10k items 0.9 s, 100k items 3.3 s, with 0.1 s budgets).
    package func weight(of entry: Entry) -> Double {
        0.5 + Double(scenarios.count) * budget + Double(entry.items) / 1_000_000 * Double(scenarios.count) * 9
    }
}

/// A sink for measured rows, progress and warnings, so the harness does no printing of its own.
package protocol HarnessObserver {
    func progress(_ message: String)
    /// Something the reader should doubt: a figure below the floor, a wide interval, a busy machine.
    func warn(_ message: String)
    func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow])
}
