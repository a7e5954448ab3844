import DecorationBench
import DecorationStrategies

/// One row of `decobench batches`: one strategy's replay of one data set's batches.
package struct BatchReplayRow {
    /// The preset, or the `--dataset` file as given.
    package var preset = ""
    package var strategy = ""
    /// Batches replayed.
    package var batches = 0
    /// Decorations the strategy recomputed per batch, on average.
    package var recomputedPerBatch = 0.0
    /// Decoration questions the strategy answered with nil during the batches.
    package var unanswered = 0
    /// Batches after which the strategy's answer differed from the oracle's on a fresh layout.
    package var wrongAnswers = 0

    package init(
        preset: String, strategy: String, batches: Int, recomputedPerBatch: Double, unanswered: Int, wrongAnswers: Int
    ) {
        (self.preset, self.strategy, self.batches) = (preset, strategy, batches)
        (self.recomputedPerBatch, self.unanswered, self.wrongAnswers) = (recomputedPerBatch, unanswered, wrongAnswers)
    }

    /// The columns `batches` prints, in order.
    package nonisolated(unsafe) static let schema = CSVSchema<BatchReplayRow>([
        .init("preset", \.preset, .text),
        .init("strategy", \.strategy, .text),
        .init("batches", \.batches, .count()),
        .init("recomputed_per_batch", \.recomputedPerBatch, .shortest),
        .init("unanswered", \.unanswered, .count()),
        .init("wrong_answers", \.wrongAnswers, .count()),
    ])
}
