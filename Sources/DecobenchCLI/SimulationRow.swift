import DecorationBench

/// One row of `decobench simulate`.
struct SimulationRow {
    var preset = ""
    var strategy = ""
    var report = CollectionViewSimulator.Report()

    static let schema = CSVSchema<SimulationRow>([
        .init("preset", \.preset, .text),
        .init("strategy", \.strategy, .text),
    ] + CollectionViewSimulator.Report.columns.map { $0.pulledBack(\.report) })
}

extension CollectionViewSimulator.Report {
    /// The simulator's counts as CSV columns, in order: the one list that `simulate`'s columns
    /// and the simulator's columns of `run` are made from.
    static let columns: [CSVColumn<Self>] = [
        .init("frames", \.frames, .count()),
        .init("views_created", \.viewsCreated, .count()),
        .init("views_reused", \.viewsReused, .count()),
        .init("configurations", \.configurations, .count()),
        .init("peak_views", \.peakViews, .count()),
        .init("duplicate_decorations", \.duplicateDecorations, .count()),
        .init("z_order_violations", \.zOrderViolations, .count()),
        .init("late_decorations", \.lateDecorations, .count()),
        .init("stale_views", \.staleViews, .count()),
    ]
}
