import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// `decobench compare`: what got faster, slower, or changed in its counters between two runs.
struct CompareCommand: ParsableCommand {
    private static let floor = plainDecimal(Comparison.overheadFloor)
    /// The scenarios whose allocations may move by `allocationSlack`, and that slack in words.
    private static let slackScenarios = Scenario.allCases.filter { !$0.isQuery }.map(\.rawValue).joined(separator: ", ")
    private static let slack =
        "\(plainDecimal(Comparison.allocationSlack.percent))% + \(plainDecimal(Comparison.allocationSlack.plus))"
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two run CSVs; exit 1 when something regressed beyond the threshold or went missing.",
        discussion: """
            Rows are matched by data set (preset, seed, direction, items), strategy, scenario, allocator and \
            frame rule. A timing is judged by what the strategy adds over `none`: its overhead, the same-run \
            ratio to `none` minus 1 (stable when the machine's speed drifts), with the ratio's 95% \
            interval. A regression is a current overhead interval whose low end lies above the baseline \
            interval's high end by more than the threshold times the baseline's overhead, or times \(floor) of \
            `none` when the overhead is smaller; improvements never fail; `none` itself is not compared. The \
            deterministic counters (elements, decorations examined, allocations and calls to `super` by kind, per \
            operation) are compared exactly, except allocations per operation of \(slackScenarios), which move \
            by a few with the heap's state (\(slack) allowed): any increase beyond that is a regression. A \
            current row with verified=no fails, whatever its speed; so does a baseline row the current run \
            lacks (a strategy that trapped loses its rows), unless --\(Comparison.allowMissingFlag). With \
            GITHUB_STEP_SUMMARY set, the markdown report is appended to that file.
            """
    )

    @Argument(help: "The baseline run's CSV.")
    var baseline: String

    @Argument(help: "The current run's CSV.")
    var current: String

    @Option(
        help: ArgumentHelp(
            "Allowed gap, in percent of the baseline's overhead over `none` (at least \(floor) of `none`), between "
                + "the baseline's and the current 95% interval before it counts as a regression.")
    )
    var threshold: Double = 10

    @Flag(
        name: .customLong(Comparison.allowMissingFlag),
        help: "Report baseline rows missing from the current run without failing (by default they fail).")
    var allowMissing = false

    @Flag(help: "Print every row's verdict and why it passed or failed.")
    var verbose = false

    @Option(help: OutputFormat.help(formats, "the report as text, a markdown table for a pull request, or json"))
    var format: OutputFormat = .text

    /// The formats `compare` reports in.
    static let formats: [OutputFormat] = [.text, .markdown, .json]

    @Option(
        name: .customLong("min-samples"),
        help: "Compare timings only where both runs took at least this many samples; counters are always compared.")
    var minSamples: Int = 20

    func validate() throws {
        try format.check(Self.formats)
        guard threshold >= 0, threshold.isFinite else {
            throw ValidationError("--threshold: \(threshold) must be a percentage ≥ 0")
        }
        guard minSamples >= 1 else { throw ValidationError("--min-samples: \(minSamples) must be at least 1") }
    }

    func run() throws {
        let (baselineRows, currentRows) = (try ResultRow.read(baseline), try ResultRow.read(current))
        // The strategy column is plain text: a run of another executable compares as it is.
        let foreign = (baselineRows + currentRows).map(\.strategy).uniqued().filter { $0.strategyType == nil }
        if !foreign.isEmpty {
            StandardStreams.note(
                "note: the runs name strategies this executable does not have ("
                    + foreign.map(\.rawValue).joined(separator: ", ") + "); their rows are compared as they are")
        }
        let report = try Comparison(
            baseline: baselineRows, current: currentRows, threshold: threshold / 100, minSamples: minSamples,
            allowMissing: allowMissing)
        let (b, c) = (baseline, current)
        switch format {
        case .text: try StandardStreams.output(report.render(baselineName: b, currentName: c, verbose: verbose))
        case .markdown: try StandardStreams.output(report.markdown(baselineName: b, currentName: c, verbose: verbose))
        case .json: try StandardStreams.output(report.json(baselineName: b, currentName: c, verbose: verbose))
        case .table, .csv: preconditionFailure("compare: validate() refuses --format \(format)")
        }
        if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty,
            let failure = Self.append(report.markdown(baselineName: b, currentName: c) + "\n", to: summary)
        {
            // The verdict is on standard output and in the exit status; the summary is a copy.
            StandardStreams.note(
                "warning: GITHUB_STEP_SUMMARY: cannot write '\(summary)': \(failure); the report is "
                    + "on standard output only (point GITHUB_STEP_SUMMARY at a writable file or unset it)")
        }
        if report.failures > 0 { throw ExitCode(1) }
    }

    /// Appends text to a file, creating it: nil when it did, the system's reason when it did not.
    private static func append(_ text: String, to path: String) -> String? {
        // Non-blocking, so that a FIFO nobody reads is an error, not a hang.
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK, 0o666)
        guard fd >= 0 else { return systemError() }
        let failure = StandardStreams.write(text, to: fd)
        return close(fd) != 0 && failure == nil ? systemError() : failure
    }
}
