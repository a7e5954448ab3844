import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// `decobench simulate`: scrolls each strategy through a collection-view simulator with reuse
/// queues and reports views created and reused, configurations, and what each recipe breaks.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Scroll each strategy through a collection-view simulator; count views and what breaks.",
        discussion: """
            The data sets are --presets (default: feed) at --items items, or one --dataset file. \
            The scroll path is the run's scroll scenario. Besides the strategies, the recipes' broken first drafts \
            can be named explicitly: \(BrokenRecipe.allCases.map(\.rawValue).joined(separator: ", ")) \
            (never run by default). Columns: \(SimulationRow.schema.header.joined(separator: ", ")). \
            After them, a note names the gaps of each strategy or broken recipe that left any: cells, headers, \
            footers and separators that the model shows on screen and it did not return (on stderr with \
            --format csv). A line on stderr as each strategy or recipe starts gives its place and the time left. \
            With --batch-file or --batches-count (default: 0, none), batch updates run while scrolling, spread \
            evenly over the path, the views kept across each as UICollectionView keeps them; then columns \
            \(CollectionViewSimulator.Report.batchColumns.map(\.name).joined(separator: ", ")) follow: questions \
            answered with nil, duplicate decoration views, z-order violations and stale decoration views after an \
            update, and answers that differ from the oracle's on a fresh layout of the updated data set. \
            Exit status 2 when a strategy (not a broken recipe, which is there to show its faults) has a fault: a \
            count in any column from duplicate_decorations on, or a gap; a line on stderr names each.
            """
    )

    @OptionGroup var source: DataSetListOptions

    @OptionGroup var frameRuleOption: FrameRuleOption

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Strategies or broken recipes (default: all strategies).", valueName: "a,b,…"),
        transform: { try ArgumentValue.names($0, choices: SimulationSubject.choices) })
    var strategies: [[SimulationSubject]] = []

    @OptionGroup var batchSource: BatchSourceOption

    @Option(help: OutputFormat.help(formats, "text (an aligned table), or csv"))
    var format: OutputFormat = .text

    /// The formats `simulate` writes.
    static let formats: [OutputFormat] = [.text, .csv]

    func validate() throws {
        if format == .table {
            try OldSpelling.check("--format table", given: true, new: "--format text", newGiven: false)
        } else {
            try format.check(Self.formats)
        }
    }

    /// Whether batch updates run while scrolling.
    var runsBatches: Bool { batchSource.path != nil || batchSource.count(default: 0) > 0 }

    /// The named strategies and broken recipes, in order.
    var subjects: [SimulationSubject] {
        ArgumentValue.flattened(strategies, default: StrategyKind.allCases.map { .strategy($0) })
    }

    func run() throws {
        var rows: [SimulationRow] = []
        let sources = source.sources(default: [.feed])
        var progress = StepProgress(steps: sources.count * subjects.count)
        for source in sources {
            rows += try simulate(try source.load(), named: source.name, &progress)
        }
        let table = (runsBatches ? SimulationRow.batchSchema : SimulationRow.schema).table(rows)
        let note = Self.gapNote(rows)
        switch format {
        case .csv:
            try StandardStreams.output(table.render())
            StandardStreams.note(note)
        case .json, .markdown: preconditionFailure("simulate: validate() refuses --format \(format)")
        case .text, .table:
            try StandardStreams.output(table.aligned() + note + "\n")
        }
        if let faults = Self.strategyFaults(rows) {
            StandardStreams.note(faults)
            throw ExitCode(2)
        }
    }

    /// One line naming each strategy with faults (broken recipes left out: showing faults is
    /// what they are for), or `nil` when none has any.
    static func strategyFaults(_ rows: [SimulationRow]) -> String? {
        let faulty = rows.filter { BrokenRecipe(rawValue: $0.strategy) == nil && $0.report.faults > 0 }
        guard !faulty.isEmpty else { return nil }
        return "faults in strategies: "
            + faulty.map { "\($0.strategy) on \($0.preset): \($0.report.faults)" }.joined(separator: "; ")
    }

    /// Every subject's row for the data set `ds`, with the batches asked for, and a progress line
    /// as each subject starts.
    private func simulate(_ ds: DataSet, named name: String, _ progress: inout StepProgress) throws -> [SimulationRow] {
        let reference = FlowLayout(dataSet: ds)
        reference.prepare()
        let rule = frameRuleOption.frameRule
        let simulation = Simulation(reference: reference, rule: rule, findsGaps: true)
        var schedule = BatchSchedule()
        if runsBatches {
            if ds.isEstimatingSizes {
                throw CLIError(
                    "--batch-file/--batches-count: data set '\(name)' estimates its item sizes (self-sizing cells), "
                        + "which batch updates do not model; give a data set with fixed sizes, or no batches")
            }
            // Every subject is checked before any runs, so that a refusal is the command's first line.
            let refused = subjects.first { $0.batchUpdatingLayout(ds, frameRule: rule) == nil }
            if let refused {
                throw CLIError(
                    "--strategies \(refused.name): that recipe replaces the base layout and has no batch updates; "
                        + "leave it out when running batches")
            }
            let planned = try BatchPlan.applied(
                file: batchSource.path, count: batchSource.count(default: 0), seed: source.seed, to: ds)
            schedule = BatchSchedule(spreading: planned, over: simulation.path.count)
        }
        var rows: [SimulationRow] = []
        for subject in subjects {
            let layout = subject.makeLayout(ds, frameRule: rule)
            StandardStreams.note(progress.starting("\(subject.name) on \(name)"))
            rows.append(
                SimulationRow(preset: name, strategy: subject.name, report: simulation.run(layout, batches: schedule)))
        }
        return rows
    }

    /// One line on the gaps of every subject that left any, or that none did.
    static func gapNote(_ rows: [SimulationRow]) -> String {
        let gapped = rows.filter { $0.report.gaps > 0 }
        guard !gapped.isEmpty else { return "gaps (on-screen elements not returned): none" }
        return "gaps (on-screen elements not returned): "
            + gapped.map { "\($0.strategy) on \($0.preset): \($0.report.gaps) over \($0.report.frames) frames" }.joined(
                separator: "; ")
    }
}
