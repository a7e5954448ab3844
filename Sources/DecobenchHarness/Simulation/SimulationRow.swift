import DecorationBench
import DecorationStrategies

/// One row of `decobench simulate`.
package struct SimulationRow {
    package var preset = ""
    package var strategy = ""
    package var report = CollectionViewSimulator.Report()

    package init(preset: String = "", strategy: String = "", report: CollectionViewSimulator.Report = .init()) {
        (self.preset, self.strategy, self.report) = (preset, strategy, report)
    }

    /// The columns of plain `simulate`, which scrolls only.
    package nonisolated(unsafe) static let schema = CSVSchema<SimulationRow>(columns)

    /// The columns of `simulate` with batch updates: those of ``schema``, then the batch counts.
    package nonisolated(unsafe) static let batchSchema = CSVSchema<SimulationRow>(
        columns + CollectionViewSimulator.Report.batchColumns.map { $0.pulledBack(\.report) })

    private nonisolated(unsafe) static let columns: [CSVColumn<SimulationRow>] =
        [
            .init("preset", \.preset, .text),
            .init("strategy", \.strategy, .text),
        ]
        + (CollectionViewSimulator.Report.columns + CollectionViewSimulator.Report.pinnedColumns).map {
            $0.pulledBack(\.report)
        }
}

extension CollectionViewSimulator.Report {
    /// The simulator's counts as CSV columns, in order: the one list that `simulate`'s columns
    /// and the simulator's columns of `run` are made from.
    package nonisolated(unsafe) static let columns: [CSVColumn<Self>] = [
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
    package nonisolated(unsafe) static let pinnedColumns: [CSVColumn<Self>] = [
        .init("over_pinned_headers", \.overPinnedHeaders, .count()),
        .init("stale_decorations", \.staleDecorations, .count()),
        .init("missing_decorations", \.missingDecorations, .count()),
    ]

    /// The counts of batch updates run while scrolling: `simulate`'s columns when it is given
    /// batches, absent otherwise.
    package nonisolated(unsafe) static let batchColumns: [CSVColumn<Self>] = [
        .init("batches", \.batches, .count(), mayBeAbsent: true),
        .init("batch_unanswered", \.batchUnanswered, .count(), mayBeAbsent: true),
        .init("batch_duplicates", \.batchDuplicates, .count(), mayBeAbsent: true),
        .init("batch_z_order", \.batchZOrderViolations, .count(), mayBeAbsent: true),
        .init("batch_stale_views", \.batchStaleViews, .count(), mayBeAbsent: true),
        .init("batch_wrong_answers", \.batchWrongAnswers, .count(), mayBeAbsent: true),
    ]
}
