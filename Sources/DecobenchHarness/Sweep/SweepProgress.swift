import DecorationBench
import DecorationStrategies

/// Where a sweep stands and how long it has left, for progress lines: "[7/16, 35s in, about 40s
/// left]".
///
/// A sweep of `processes` processes runs every data set once in each, one after the other: step
/// `(process - 1) × dataSets + entry`. Each step weighs what ``SweepPlan/weight(of:)`` says of its
/// data set; the time left is the time the steps before took, per unit of weight, times the
/// weight still to come. The parent and every child of `run --processes` build the same
/// progress from the same arguments, so a child's lines count in the whole sweep, not in itself.
///
/// - Complexity: O(steps) per estimate.
package struct SweepProgress: Equatable {
    /// Each data set's weight, in the sweep's order.
    package let weights: [Double]
    /// Processes the sweep runs in, each over every data set.
    package let processes: Int

    package init(weights: [Double], processes: Int) {
        precondition(processes >= 1, "SweepProgress: needs at least one process")
        (self.weights, self.processes) = (weights, processes)
    }

    package init(plan: SweepPlan, processes: Int) {
        self.init(weights: plan.entries.map(plan.weight), processes: processes)
    }

    /// Steps in the whole sweep: every data set in every process.
    package var steps: Int { weights.count * processes }

    /// The step (from 0) that runs data set `entry` (from 0) in process `process` (from 1).
    package func step(process: Int, entry: Int) -> Int {
        precondition(
            (1...processes).contains(process) && weights.indices.contains(entry),
            "SweepProgress.step: process \(process) of \(processes), data set \(entry) of \(weights.count)")
        return (process - 1) * weights.count + entry
    }

    /// The weight of steps `range`.
    private func weight(of range: Range<Int>) -> Double {
        range.reduce(0) { $0 + weights[$1 % weights.count] }
    }

    /// Seconds left, `elapsed` seconds into the sweep, `inStep` of them in step `step`: the rate
    /// of the steps before it times the weight from this step on, less `inStep`, and never less
    /// than the steps after this one; nil in the first step (no rate yet).
    package func secondsLeft(step: Int, elapsed: Double, inStep: Double) -> Double? {
        precondition((0..<steps).contains(step), "SweepProgress.secondsLeft: step \(step) of \(steps)")
        let spent = weight(of: 0..<step), before = elapsed - inStep
        guard step > 0, spent > 0, before > 0 else { return nil }
        let rate = before / spent
        let after = rate * weight(of: step + 1..<steps)
        return max(after, rate * weight(of: step..<steps) - inStep)
    }

    /// A progress line's prefix: "[7/16, 35s in, about 40s left]", or "[1/16, 2s in]" while
    /// the first step gives no rate yet.
    package func label(step: Int, elapsed: Double, inStep: Double) -> String {
        let left = secondsLeft(step: step, elapsed: elapsed, inStep: inStep).map { ", " + Self.timeLeft($0) } ?? ""
        return "[\(step + 1)/\(steps), \(formatDuration(elapsed)) in\(left)]"
    }

    /// "about 40s left", "about 1m05s left"; "under a second left" below half a second.
    package static func timeLeft(_ seconds: Double) -> String {
        seconds < 0.5 ? "under a second left" : "about \(formatDuration(seconds)) left"
    }
}
