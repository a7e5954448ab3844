import CCrashMarker
import DecorationBench
import DecorationStrategies
import Foundation

/// What a sweep's process is doing, kept where a trap can still read it, so that a strategy that
/// traps takes down only its own child process and is named (`SweepProcesses` runs the data set
/// again without it). The marker is `name<TAB>what`: the strategy, then a phrase for people.
///
/// Setting it copies a prepared buffer into a static one (no allocation, no system call), so the
/// harness sets it before each subject's work in a round, outside the timed region.
package enum TrapMarker {
    /// Set in a child's environment: strategies its parent saw trap on this data set, left out.
    package static let skipVariable = "DECOBENCH_CHILD_SKIP"

    /// Installs the handlers; a trap writes the marker to `file` (a child's, next to its CSV)
    /// and, in every process, to standard error. With `watchdog` > 0, a thread also ends the
    /// process when no marker has been set and no ``beat()`` given for that many seconds while a
    /// strategy's work is marked (a hang), writing the marker with ``Failure/hung``.
    package static func install(file: String?, watchdog: Double = 0) {
        let fd = file.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        decobench_crash_marker_install(fd, Executable.name)
        if decobench_watchdog_start(watchdog) != 0 {
            StandardStreams.note("warning: the watchdog could not start; a strategy that hangs will hang the run")
        }
    }

    /// How a strategy's work ended its process.
    package enum Failure: String {
        /// A signal: a trap, a failed precondition, a bad access.
        case trapped
        /// The watchdog: no progress for the `--watchdog` limit.
        case hung
    }

    /// The exit status of a process the watchdog stopped.
    package static let watchdogStatus = Int32(DECOBENCH_WATCHDOG_STATUS)

    /// A marker for `strategy` doing `what` (`"timing my-backgrounds in scroll on grid 10k"`),
    /// ready to ``set(_:)`` many times.
    package static func marker(_ strategy: StrategyKind, _ what: String) -> [CChar] {
        Array("\(strategy.rawValue)\t\(what)".utf8CString)
    }

    /// Makes `marker` the current one.
    package static func set(_ marker: [CChar]) {
        marker.withUnsafeBufferPointer { decobench_crash_marker_set($0.baseAddress) }
    }

    /// A sign of progress in the marked work (a burst of queries, a query checked) for the
    /// watchdog, the marker unchanged: what a hang is, is no progress, not a long step.
    package static func beat() {
        decobench_watchdog_beat()
    }

    /// How many markers and beats this process has had: the watchdog's measure of progress.
    package static var progress: UInt { UInt(decobench_watchdog_progress()) }

    /// The strategy a failed child's marker file names, what it was doing and how it failed;
    /// nil when the file names none (the child failed outside a strategy's work).
    package static func failure(file: String) -> (strategy: String, doing: String, how: Failure)? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let name = fields.first, !name.isEmpty else { return nil }
        let how = fields.count > 2 ? Failure(rawValue: fields[2]) ?? .trapped : .trapped
        return (name, fields.count > 1 ? fields[1] : "", how)
    }

    /// The strategies `environment` says to leave out.
    package static func skipped(_ environment: [String: String]) -> Set<String> {
        Set((environment[skipVariable] ?? "").split(separator: ",").map(String.init))
    }
}
