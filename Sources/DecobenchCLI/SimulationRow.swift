import DecorationBench

/// One row of `decobench simulate`.
struct SimulationRow {
    var preset = ""
    var strategy = ""
    var report = CollectionViewSimulator.Report()

    nonisolated(unsafe) static let schema = CSVSchema<SimulationRow>(
        [
            .init("preset", \.preset, .text),
            .init("strategy", \.strategy, .text),
        ]
            + (CollectionViewSimulator.Report.columns + CollectionViewSimulator.Report.pinnedColumns).map {
                $0.pulledBack(\.report)
            })
}

extension CollectionViewSimulator.Report {
    /// The simulator's counts as CSV columns, in order: the one list that `simulate`'s columns
    /// and the simulator's columns of `run` are made from.
    nonisolated(unsafe) static let columns: [CSVColumn<Self>] = [
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

    /// The counts of pinned scrolling: `simulate`'s columns only (`run` simulates the scroll
    /// scenario, which moves no bounds).
    nonisolated(unsafe) static let pinnedColumns: [CSVColumn<Self>] = [
        .init("over_pinned_headers", \.overPinnedHeaders, .count()),
        .init("stale_decorations", \.staleDecorations, .count()),
        .init("missing_decorations", \.missingDecorations, .count()),
    ]
}
