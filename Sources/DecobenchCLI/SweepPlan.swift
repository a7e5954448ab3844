import DecorationBench

/// What a run measures: which data sets, strategies, scenarios, and how long to spend.
struct SweepPlan {
    /// One data set of the sweep: a preset at a size, or a user's file.
    struct Entry {
        var name: String
        var items: Int
        var make: () throws -> DataSet
    }

    static let defaultSizes = [1_000, 10_000, 100_000, 1_000_000]
    static let quickSizes = [1_000, 10_000]
    static let defaultPresets: [Preset] = [.grid, .feed, .smallSections, .hugeSections, .mixed, .variable, .horizontal, .overlapping]
    static let quickPresets: [Preset] = [.grid, .feed, .horizontal]

    var entries: [Entry]
    var strategies: [StrategyKind]
    var scenarios: [Scenario]
    var seed: UInt64
    var frameRule: FrameRule
    /// Seconds of timed samples per data set and scenario, across all strategies.
    var budget: Double
    /// Fewest timed samples per strategy and scenario.
    var minSamples: Int
    /// Check every strategy against the oracle before timing, up to this many items.
    var verifyUpTo: Int
}

/// A sink for measured rows and progress, so the harness does no printing of its own.
protocol HarnessObserver {
    func progress(_ message: String)
    func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow])
}
