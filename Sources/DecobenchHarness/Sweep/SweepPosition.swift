import DecorationBench
import DecorationStrategies

/// Where one process of a sweep starts: its data sets' places in the whole sweep and the time
/// spent before it, so that its progress lines count in the whole sweep.
package struct SweepPosition {
    package var progress: SweepProgress
    /// This process's number in the sweep, from 1.
    package var process: Int
    /// The sweep's position (from 0) of this process's first data set.
    package var firstEntry: Int
    /// Seconds of the sweep before this process started.
    package var elapsedBefore: Double

    package init(progress: SweepProgress, process: Int, firstEntry: Int, elapsedBefore: Double) {
        (self.progress, self.process, self.firstEntry, self.elapsedBefore) = (
            progress, process, firstEntry, elapsedBefore
        )
    }

    /// A single-process sweep over all of `plan`'s data sets.
    package static func whole(_ plan: SweepPlan) -> SweepPosition {
        SweepPosition(progress: SweepProgress(plan: plan, processes: 1), process: 1, firstEntry: 0, elapsedBefore: 0)
    }

    /// "grid 10k items" or, in a sweep of several processes, "grid 10k items, process 2 of 3".
    package func describe(_ entry: SweepPlan.Entry) -> String {
        let name = "\(entry.label) items"
        return progress.processes > 1 ? "\(name), process \(process) of \(progress.processes)" : name
    }
}
