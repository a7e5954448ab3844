import Foundation

/// Runs the same `decobench run` in several fresh processes, one after the other, and merges
/// their rows (``ResultRow/merged(_:)``). Every data set of every process runs in a child of its
/// own: this executable with the same arguments, told by ``entryVariable`` which data set to
/// measure and by ``outputVariable`` where to write its CSV. The first process's tables are
/// shown, the others' progress only.
///
/// Why a child per data set, not per process: under glibc, what ran before a data set in the
/// same process decides where its subjects' arrays land in the heap, and so whose memory is
/// trimmed and faulted in again on every `prepare()`. With `small-sections` at 1M items after
/// `grid` and `feed`, `augmented-list`'s `prepare()` measured 2.34× `none`; alone in a process,
/// 1.15–1.17× (results/README.md). A figure must not depend on which data sets came before it.
struct SweepProcesses {
    /// Set in a child's environment: where it writes its CSV (and that it must not spawn).
    static let outputVariable = "DECOBENCH_CHILD_OUTPUT"
    /// Set in a child's environment: the position, in the sweep's data sets, of the one it measures.
    static let entryVariable = "DECOBENCH_CHILD_ENTRY"
    /// Set in a child's environment: its process's number and the seconds of the sweep before
    /// it started, "2:35.250", so that its progress lines count in the whole sweep (``SweepPosition``).
    static let placeVariable = "DECOBENCH_CHILD_PLACE"

    let count: Int
    /// The sweep's data sets (each child builds the same list and measures one of them).
    let entryCount: Int
    /// Whether the first process's tables go to standard error (the CSV is on standard output).
    let tableToStandardError: Bool

    /// The strategies that trapped, and the data set (its position in the sweep) each trapped on.
    private(set) var trapped: [(strategy: String, entry: Int)] = []

    /// Where a child writes what it was doing when it trapped: beside its CSV.
    static func trapFile(forOutput path: String) -> String { path + ".trapped" }

    mutating func run() throws -> [ResultRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decobench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [[ResultRow]] = []
        let started = monotonicNanoseconds()
        for n in 1...count {
            var rows: [ResultRow] = []
            for entry in 0..<entryCount {
                let path = folder.appendingPathComponent("process-\(n)-\(entry).csv").path
                let elapsed = Double(monotonicNanoseconds() - started) / 1e9
                try runChild(process: n, entry: entry, place: "\(n):\(plainDecimal(elapsed, places: 3))", output: path)
                rows += try CompareCommand.read(path)
            }
            runs.append(rows)
        }
        return ResultRow.merged(runs)
    }

    /// Runs one child; when it traps in a strategy (its marker file names one), runs it again
    /// without the strategies that trapped on this data set so far, so that one strategy's trap
    /// takes down only its own child process.
    private mutating func runChild(process n: Int, entry: Int, place: String, output path: String) throws {
        var skipped = trapped.filter { $0.entry == entry }.map(\.strategy)
        while true {
            let process = try startChild(process: n, entry: entry, place: place, output: path, skipping: skipped)
            process.waitUntilExit()
            if process.terminationStatus == 0 { return }
            if let strategy = TrapMarker.trappedStrategy(file: Self.trapFile(forOutput: path)),
                !skipped.contains(strategy)
            {
                let how =
                    process.terminationReason == .uncaughtSignal
                    ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
                StandardStreams.note(
                    "decobench: strategy \(strategy) trapped on data set \(entry + 1) of \(entryCount) (\(how)); "
                        + "measuring that data set again without it")
                trapped.append((strategy, entry))
                skipped.append(strategy)
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
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = Array(CommandLine.arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging([
            Self.outputVariable: path, Self.entryVariable: String(entry), Self.placeVariable: place,
            TrapMarker.skipVariable: skipping.joined(separator: ","),
        ]) { $1 }
        // The first process's tables go where this process's would; the rest are not repeated.
        process.standardOutput =
            n > 1
            ? FileHandle(forWritingAtPath: "/dev/null")
            : tableToStandardError ? FileHandle.standardError : FileHandle.standardOutput
        try process.run()
        return process
    }

    /// The data set a child measures, from ``entryVariable``: nil when unset (not a child, or a
    /// child of the whole sweep).
    ///
    /// - Throws: when the value is not a position in `0..<entryCount`.
    static func childEntry(_ value: String?, entryCount: Int) throws -> Int? {
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
    static func childPlace(_ value: String?, processes: Int) throws -> (process: Int, elapsed: Double)? {
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
