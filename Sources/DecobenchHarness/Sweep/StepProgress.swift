/// Progress lines for a command that runs one step after another, each a strategy or broken
/// recipe on one data set (`batches`, `simulate`), in the form of `run`'s:
/// "[3/20, 12s in, about 40s left] per-cell on feed".
///
/// Every step weighs the same (the data sets of one command line share `--items`); the time left
/// is the steps before's time per step times the steps still to come (``SweepProgress``).
package struct StepProgress {
    private let progress: SweepProgress
    private let started: UInt64
    private var next = 0

    /// Progress over `steps` steps, the clock started now.
    package init(steps: Int) {
        precondition(steps >= 0, "StepProgress: \(steps) steps; count the data sets times the subjects, at least 0")
        progress = SweepProgress(weights: Array(repeating: 1, count: steps), processes: 1)
        started = monotonicNanoseconds()
    }

    /// The line that starts the next step: its place, the time spent and the time left, then
    /// `message`.
    package mutating func starting(_ message: String) -> String {
        precondition(
            next < progress.steps,
            "StepProgress: step \(next + 1) of \(progress.steps); make it with every step the command will start")
        defer { next += 1 }
        let elapsed = Double(monotonicNanoseconds() - started) / 1e9
        return "\(progress.label(step: next, elapsed: elapsed, inStep: 0)) \(message)"
    }
}
