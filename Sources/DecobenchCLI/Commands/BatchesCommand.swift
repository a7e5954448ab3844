import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `decobench batches`: replays batch updates (from a JSON file, or seeded random ones) through
/// each strategy's `performBatchUpdates` and checks every batch against the brute-force oracle.
struct BatchesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batches",
        abstract: "Replay batch updates through each strategy and check them against the oracle.",
        discussion: """
            Each batch (the updates of one performBatchUpdates call) runs UIKit's whole sequence: an \
            invalidation of the item counts, prepare(), prepare(forCollectionViewUpdates:), the queries for \
            decoration attributes (initial, final, and layoutAttributesForDecorationView(ofKind:at:)), \
            finalizeCollectionViewUpdates(). After each, the viewport at the first section it touched must \
            equal the oracle's answer on a fresh layout of the updated data set, and every decoration on screen \
            before must have final layout attributes (where it goes as it disappears). Batch JSON: \
            {"batches": [[{"action": "delete", "section": 2, "item": 3}, ...], ...]} \
            (Sources/DecorationBench/Batch/BatchUpdate+JSON.swift). The data sets are --presets at --items \
            items, each in turn with batches of its own, or one --dataset file (one of the two is required). \
            The batches come from --batch-file, or are --batches-count random ones (default: \(defaultCount)). \
            Broken recipes are named in --strategies, as in simulate. \
            Columns: \(BatchReplayRow.schema.header.joined(separator: ", ")) (preset: the preset, or the \
            --dataset file). A line on stderr as each strategy or recipe starts gives its place and the time left. \
            Exit status 2 when a strategy (not a broken recipe) has an unanswered question or a \
            wrong answer.
            """
    )

    @OptionGroup var source: DataSetListOptions
    @OptionGroup var frameRuleOption: FrameRuleOption

    @OptionGroup var batchSource: BatchSourceOption

    /// `--count`, the old spelling of `--batches-count`: taken, with a line saying so, for one release.
    @Option(name: .customLong("count"), help: .hidden)
    var oldCount: Int?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Strategies or broken recipes (default: all strategies; naming only broken recipes replays only "
                + "them: name strategies beside them to check both; naive-batch shows stale decorations).",
            valueName: "a,b,…"),
        transform: { try ArgumentValue.names($0, choices: SimulationSubject.choices) })
    var strategies: [[SimulationSubject]] = []

    /// `--broken`, the old way to add broken recipes: taken, with a line saying so, for one release.
    @Option(name: .customLong("broken"), parsing: .upToNextOption, help: .hidden, transform: ArgumentValue.names)
    var oldBroken: [[BrokenRecipe]] = []

    @Option(help: OutputFormat.help(formats, "csv, each row as it is made, or text (an aligned table, at the end)"))
    var format: OutputFormat = .csv

    /// The formats `batches` writes.
    static let formats: [OutputFormat] = [.csv, .text]

    /// Random batches when no file is given.
    static let defaultCount = 100

    func validate() throws {
        try source.requireSource()
        try format.check(Self.formats)
        try OldSpelling.check(
            "--count", given: oldCount != nil, new: "--batches-count", newGiven: batchSource.count != nil)
        if let oldCount {
            try BatchSourceOption.check(count: oldCount, named: "--count", besideFile: batchSource.fileOption)
        }
        if !oldBroken.isEmpty {
            StandardStreams.note(
                "Warning: --broken is deprecated; name broken recipes in --strategies, beside the strategies to "
                    + "check (--strategies alone replays only what it names)")
        }
    }

    func run() throws {
        let named = ArgumentValue.flattened(strategies, default: StrategyKind.allCases.map { .strategy($0) })
        // The strategies first, then the recipes, the old --broken's last.
        let subjects =
            named.filter { $0.strategy != nil } + named.filter { $0.recipe != nil }
            + ArgumentValue.flattened(oldBroken, default: []).map { .broken($0) }
        var table = CSVTable(header: BatchReplayRow.schema.header, rows: [])
        if format == .csv { print(CSVTable.line(table.header)) }
        var faults = 0
        let sources = source.sources(default: [])
        var progress = StepProgress(steps: sources.count * subjects.count)
        for source in sources {
            let dataSet = try source.load()
            faults += try replay(on: dataSet, named: source.name, subjects, &progress) { fields in
                if format == .csv { print(CSVTable.line(fields)) } else { table.rows.append(fields) }
            }
        }
        if format == .text { try StandardStreams.output(table.aligned()) }
        if faults > 0 { throw ExitCode(2) }
    }

    /// Replays the batches planned for `dataSet` through each subject in turn, with a progress line
    /// as each starts, and hands `emit` the fields of a row for each as it is made.
    ///
    /// - Returns: the strategies' faults (a broken recipe is there to show its own).
    private func replay(
        on dataSet: DataSet, named dataSetName: String, _ subjects: [SimulationSubject],
        _ progress: inout StepProgress, emit: ([String]) -> Void
    ) throws -> Int {
        let planned = try BatchPlan.applied(
            file: batchSource.path, count: batchSource.count(default: oldCount ?? Self.defaultCount),
            seed: source.seed, to: dataSet)
        let rule = frameRuleOption.frameRule
        // Every subject is checked before any replays, so that a refusal is the command's first line.
        let refused = subjects.first { $0.batchUpdatingLayout(dataSet, frameRule: rule) == nil }
        if let refused {
            throw CLIError(
                "\(oldBroken.isEmpty ? "--strategies" : "--broken") \(refused.name): that recipe replaces the base "
                    + "layout and has no batch updates; name another")
        }
        var faults = 0
        for subject in subjects {
            // Made in turn, so that one strategy's layout of the data set is alive at a time.
            guard let layout = subject.batchUpdatingLayout(dataSet, frameRule: rule) else {
                preconditionFailure("batches: \(subject.name) was checked for batch updates above")
            }
            StandardStreams.note(progress.starting("\(subject.name) on \(dataSetName): \(planned.count) batches"))
            let row = BatchReplay.replay(planned, through: layout, rule: rule, preset: dataSetName, name: subject.name)
            if subject.recipe == nil { faults += row.unanswered + row.wrongAnswers }
            emit(BatchReplayRow.schema.fields(row))
        }
        return faults
    }
}
