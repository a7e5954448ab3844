import Foundation

/// Runs the same `decobench run` in several fresh processes, one after the other, and merges
/// their rows (``ResultRow/merged(_:)``). Each child runs this executable with the same
/// arguments and writes its CSV to the file named by ``outputVariable``; the first child's table
/// is shown, the others' progress only.
struct SweepProcesses {
    /// Set in a child's environment: where it writes its CSV (and that it must not spawn).
    static let outputVariable = "DECOBENCH_CHILD_OUTPUT"

    let count: Int
    /// Whether the first child's table goes to standard error (the CSV is on standard output).
    let tableToStandardError: Bool
    let progress: (String) -> Void

    func run() throws -> [ResultRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decobench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [[ResultRow]] = []
        for n in 1...count {
            let path = folder.appendingPathComponent("process-\(n).csv").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = Array(CommandLine.arguments.dropFirst())
            process.environment = ProcessInfo.processInfo.environment.merging([Self.outputVariable: path]) { $1 }
            // The first child's table goes where this process's would; the rest are not repeated.
            process.standardOutput = n > 1 ? FileHandle(forWritingAtPath: "/dev/null")
                : tableToStandardError ? FileHandle.standardError : FileHandle.standardOutput
            progress("process \(n) of \(count) of the sweep")
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CLIError("process \(n) of \(count) of the sweep failed (exit \(process.terminationStatus)); see its messages above")
            }
            runs.append(try CompareCommand.read(path))
        }
        return ResultRow.merged(runs)
    }
}
