import DecorationBench
import DecorationStrategies
import Foundation

/// Runs the same `decobench run` in fresh processes, one after the other, and merges their rows
/// (``ResultRow/merged(_:)``). Every data set of every process runs in a child of its own: this
/// executable with the same arguments, told by ``entryVariable`` which data set to measure and by
/// ``outputVariable`` where to write its CSV. The children print progress; the parent prints
/// each data set's table from its merged rows once its last process is done, so the table shows
/// the figures the CSV holds.
///
/// Why a child per data set, not per process: under glibc, what ran before a data set in the
/// same process decides where its subjects' arrays land in the heap, and so whose memory is
/// trimmed and faulted in again on every `prepare()`. A figure must not depend on which data
/// sets came before it (results/README.md). And why a child even for one process: a strategy
/// that traps or hangs then takes down only its own child, and the sweep goes on without it.
package struct SweepProcesses {
    /// Set in a child's environment: where it writes its CSV (and that it must not spawn).
    package static let outputVariable = "DECOBENCH_CHILD_OUTPUT"
    /// Set in a child's environment: the position, in the sweep's data sets, of the one it measures.
    package static let entryVariable = "DECOBENCH_CHILD_ENTRY"
    /// Set in a child's environment: its process's number and the seconds of the sweep before
    /// it started, "2:35.250", so that its progress lines count in the whole sweep (``SweepPosition``).
    package static let placeVariable = "DECOBENCH_CHILD_PLACE"

    /// A strategy whose work ended a child: trapped or stopped by the watchdog.
    package struct Failure {
        package var strategy: String
        /// The data set's position in the sweep.
        package var entry: Int
        /// What it was doing, from its marker: "timing my-strategy in scroll on grid 10k".
        package var doing: String
        package var how: TrapMarker.Failure
    }

    package let count: Int
    /// The sweep's data sets (each child builds the same list and measures one of them).
    package let entryCount: Int
    /// The strategies every child runs unless told to skip some.
    package let strategies: [String]

    /// The strategies whose work ended a child, each with the data set it ended on.
    package private(set) var failures: [Failure] = []

    package init(count: Int, entryCount: Int, strategies: [String]) {
        (self.count, self.entryCount, self.strategies) = (count, entryCount, strategies)
    }

    /// Where a child writes what it was doing when it trapped: beside its CSV.
    package static func trapFile(forOutput path: String) -> String { path + ".trapped" }

    /// Runs every process's children; calls `finished` with a data set's position and merged rows
    /// as soon as its last process is done.
    package mutating func run(finished: (Int, [ResultRow]) -> Void) throws -> [ResultRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decobench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs = Array(repeating: [[ResultRow]](), count: entryCount)
        var all: [ResultRow] = []
        let started = monotonicNanoseconds()
        for n in 1...count {
            for entry in 0..<entryCount {
                let path = folder.appendingPathComponent("process-\(n)-\(entry).csv").path
                let elapsed = Double(monotonicNanoseconds() - started) / 1e9
                let place = "\(n):\(plainDecimal(elapsed, places: 3))"
                runs[entry].append(try runChild(process: n, entry: entry, place: place, output: path))
                guard n == count else { continue }
                let measured = runs[entry].filter { !$0.isEmpty }
                let merged = measured.isEmpty ? [] : ResultRow.merged(measured)
                finished(entry, merged)
                all += merged
            }
        }
        return all
    }

    /// Runs one child and returns its rows; when a strategy's work ends it (its marker file
    /// names one), runs it again without the strategies that failed on this data set so far, so
    /// that one strategy's trap or hang takes down only its own child process.
    private mutating func runChild(
        process n: Int, entry: Int, place: String, output path: String
    ) throws
        -> [ResultRow]
    {
        while true {
            let skipped = failures.filter { $0.entry == entry }.map(\.strategy)
            // Nothing left to measure on this data set.
            if strategies.allSatisfy(skipped.contains) { return [] }
            let process = try startChild(process: n, entry: entry, place: place, output: path, skipping: skipped)
            process.waitUntilExit()
            if process.terminationStatus == 0 { return try ResultRow.read(path) }
            if let failed = TrapMarker.failure(file: Self.trapFile(forOutput: path)),
                !skipped.contains(failed.strategy)
            {
                let how =
                    process.terminationReason == .uncaughtSignal
                    ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
                StandardStreams.note(
                    "\(Executable.name): strategy \(failed.strategy) \(failed.how.rawValue) on data set "
                        + "\(entry + 1) of \(entryCount) (\(how)); measuring that data set again without it")
                failures.append(Failure(strategy: failed.strategy, entry: entry, doing: failed.doing, how: failed.how))
                continue
            }
            throw CLIError(
                "process \(n) of \(count) of the sweep failed on data set \(entry + 1) of \(entryCount) "
                    + "(exit \(process.terminationStatus)); see its messages above")
        }
    }

    private func startChild(
        process n: Int, entry: Int, place: String, output path: String, skipping: [String]
    ) throws -> Process {
        let process = Process()
        // This executable by its own path, so that the child's argv[0], and so the name it gives
        // itself in messages, is this one's (a user's executable, not "exe").
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/proc/self/exe"
        process.executableURL = URL(fileURLWithPath: me)
        process.arguments = Array(CommandLine.arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment.merging([
            Self.outputVariable: path, Self.entryVariable: String(entry), Self.placeVariable: place,
            TrapMarker.skipVariable: skipping.joined(separator: ","),
        ]) { $1 }
        // A strategy's trap is named by its marker; the runtime's backtrace of the child would
        // bury that line (SWIFT_BACKTRACE set by the user is kept).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        // A child prints no table (the parent does, from the merged rows); whatever a strategy
        // prints goes to standard error, never into a CSV on standard output.
        process.standardOutput = FileHandle.standardError
        try process.run()
        return process
    }

    /// The data set a child measures, from ``entryVariable``: nil when unset (not a child, or a
    /// child of the whole sweep).
    ///
    /// - Throws: when the value is not a position in `0..<entryCount`.
    package static func childEntry(_ value: String?, entryCount: Int) throws -> Int? {
        guard let value else { return nil }
        guard let entry = Int(value), (0..<entryCount).contains(entry) else {
            throw CLIError(
                "\(entryVariable)=\(value): must be a data set's position in 0..<\(entryCount); "
                    + "it is set by `run --processes`, not by hand (unset it)")
        }
        return entry
    }

    /// A child's process number and the seconds of the sweep before it, from ``placeVariable``:
    /// nil when unset (a child started by hand, or by an older parent).
    ///
    /// - Throws: when the value is not "process:seconds" with a process in 1...`processes`.
    package static func childPlace(_ value: String?, processes: Int) throws -> (process: Int, elapsed: Double)? {
        guard let value else { return nil }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let process = Int(parts[0]), (1...processes).contains(process),
            let elapsed = Double(parts[1]), elapsed.isFinite, elapsed >= 0
        else {
            throw CLIError(
                "\(placeVariable)=\(value): must be PROCESS:SECONDS with a process in 1...\(processes); "
                    + "it is set by `run --processes`, not by hand (unset it)")
        }
        return (process, elapsed)
    }
}
