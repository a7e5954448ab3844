import CCrashMarker
import DecorationBench
import Foundation

/// What a sweep's process is doing, kept where a trap can still read it, so that a strategy that
/// traps takes down only its own child process and is named (`SweepProcesses` runs the data set
/// again without it). The marker is `name<TAB>what`: the strategy, then a phrase for people.
///
/// Setting it copies a prepared buffer into a static one (no allocation, no system call), so the
/// harness sets it before each subject's work in a round, outside the timed region.
enum TrapMarker {
    /// Set in a child's environment: strategies its parent saw trap on this data set, left out.
    static let skipVariable = "DECOBENCH_CHILD_SKIP"

    /// Installs the handlers; a trap writes the marker to `file` (a child's, next to its CSV)
    /// and, in every process, to standard error.
    static func install(file: String?) {
        let fd = file.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        decobench_crash_marker_install(fd)
    }

    /// A marker for `strategy` doing `what` (`"timing my-backgrounds in scroll on grid 10k"`),
    /// ready to ``set(_:)`` many times.
    static func marker(_ strategy: StrategyKind, _ what: String) -> [CChar] {
        Array("\(strategy.rawValue)\t\(what)".utf8CString)
    }

    /// Makes `marker` the current one.
    static func set(_ marker: [CChar]) {
        marker.withUnsafeBufferPointer { decobench_crash_marker_set($0.baseAddress) }
    }

    /// The strategy a trapped child's marker file names, if any.
    static func trappedStrategy(file: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
            let name = text.split(separator: "\t", maxSplits: 1).first, !name.isEmpty
        else { return nil }
        return String(name)
    }

    /// The strategies `environment` says to leave out.
    static func skipped(_ environment: [String: String]) -> Set<String> {
        Set((environment[skipVariable] ?? "").split(separator: ",").map(String.init))
    }
}
