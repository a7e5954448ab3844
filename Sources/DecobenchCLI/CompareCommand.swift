import ArgumentParser
import DecorationBench
import Foundation

/// `decobench compare`: what got faster, slower, or changed in its counters between two runs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two run CSVs; exit 1 when something regressed beyond the threshold.",
        discussion: """
        Rows are matched by data set (preset, seed, direction, items), strategy, scenario, allocator and frame rule. \
        Timings are compared through their same-run ratio to `none`, which holds when the machine's speed drifts, \
        and its 95% interval: a regression is a current interval whose low end lies above the baseline interval's high \
        end by more than the threshold; improvements never fail; `none` itself has no ratio to compare. \
        With GITHUB_STEP_SUMMARY set, the markdown report is appended to that file. The deterministic counters (elements, decorations examined and \
        allocations per query) are compared exactly, except allocations per prepare, which move by a few with the \
        heap's state (5% + 2 allowed): any increase beyond that is a regression.
        """
    )

    @Argument(help: "The baseline run's CSV.")
    var baseline: String

    @Argument(help: "The current run's CSV.")
    var current: String

    @Option(name: .long, help: "Allowed gap, in percent, between the baseline's and the current interval of a ratio to `none` before it counts as a regression.")
    var threshold: Double = 10

    @Flag(name: .long, help: "Print every row's verdict and why it passed or failed.")
    var verbose = false

    @Option(name: .long, help: "Report format: text, markdown (a table for a pull request) or json.")
    var format: CompareFormat = .text

    @Option(name: .customLong("min-samples"), help: "Compare timings only where both runs took at least this many samples; counters are always compared.")
    var minSamples: Int = 20

    func validate() throws {
        guard threshold >= 0, threshold.isFinite else { throw ValidationError("--threshold: \(threshold) must be a percentage ≥ 0") }
        guard minSamples >= 1 else { throw ValidationError("--min-samples: \(minSamples) must be at least 1") }
    }

    func run() throws {
        let report = try Comparison(baseline: try Self.read(baseline), current: try Self.read(current), threshold: threshold / 100,
                                    minSamples: minSamples)
        switch format {
        case .text: print(report.render(baselineName: baseline, currentName: current, verbose: verbose), terminator: "")
        case .markdown: print(report.markdown(baselineName: baseline, currentName: current, verbose: verbose), terminator: "")
        case .json: print(report.json(baselineName: baseline, currentName: current, verbose: verbose), terminator: "")
        }
        if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            try appendFile(report.markdown(baselineName: baseline, currentName: current) + "\n", to: summary)
        }
        if report.regressions > 0 { throw ExitCode(1) }
    }

    /// Appends text to a file, creating it; errors name the path.
    private func appendFile(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError("GITHUB_STEP_SUMMARY: cannot write '\(path)'; unset it or point it at a writable file")
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(text.data(using: .utf8)!)
    }

    /// A run's rows from its CSV file; every cell that compare uses must be valid, and there must be rows.
    static func read(_ path: String) throws -> [ResultRow] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CLIError("cannot read '\(path)'")
        }
        let rows = try ResultRow.rows(from: CSVTable.parse(text, source: path), source: path)
        if rows.isEmpty { throw CLIError("\(path): no rows after the header (row 1); is the run complete?") }
        return rows
    }
}

/// The formats `decobench compare` reports in.
enum CompareFormat: String, CaseIterable, ExpressibleByArgument {
    case text, markdown, json
}
