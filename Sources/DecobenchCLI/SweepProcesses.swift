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

    let count: Int
    /// The sweep's data sets (each child builds the same list and measures one of them).
    let entryCount: Int
    /// Whether the first process's tables go to standard error (the CSV is on standard output).
    let tableToStandardError: Bool
    let progress: (String) -> Void

    func run() throws -> [ResultRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decobench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [[ResultRow]] = []
        for n in 1...count {
            var rows: [ResultRow] = []
            for entry in 0..<entryCount {
                progress("process \(n) of \(count) of the sweep, data set \(entry + 1) of \(entryCount)")
                let path = folder.appendingPathComponent("process-\(n)-\(entry).csv").path
                try runChild(process: n, entry: entry, output: path)
                rows += try CompareCommand.read(path)
            }
            runs.append(rows)
        }
        return ResultRow.merged(runs)
    }

    private func runChild(process n: Int, entry: Int, output path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = Array(CommandLine.arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(
            [Self.outputVariable: path, Self.entryVariable: String(entry)]) { $1 }
        // The first process's tables go where this process's would; the rest are not repeated.
        process.standardOutput = n > 1 ? FileHandle(forWritingAtPath: "/dev/null")
            : tableToStandardError ? FileHandle.standardError : FileHandle.standardOutput
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError("process \(n) of \(count) of the sweep failed on data set \(entry + 1) of \(entryCount) (exit \(process.terminationStatus)); see its messages above")
        }
    }

    /// The data set a child measures, from ``entryVariable``: nil when unset (not a child, or a
    /// child of the whole sweep).
    ///
    /// - Throws: when the value is not a position in `0..<entryCount`.
    static func childEntry(_ value: String?, entryCount: Int) throws -> Int? {
        guard let value else { return nil }
        guard let entry = Int(value), (0..<entryCount).contains(entry) else {
            throw CLIError("\(entryVariable)=\(value): must be a data set's position in 0..<\(entryCount); it is set by `run --processes`, not by hand (unset it)")
        }
        return entry
    }
}
