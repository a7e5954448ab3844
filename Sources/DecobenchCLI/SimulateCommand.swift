import ArgumentParser
import DecorationBench
import Foundation

/// `decobench simulate`: scrolls each strategy through a collection-view simulator with reuse
/// queues and reports views created and reused, configurations, and what each recipe breaks.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Scroll each strategy through a collection-view simulator; count views and what breaks.",
        discussion: """
            The scroll path is the run's scroll scenario. Besides the strategies, the seeds' broken first drafts \
            can be named explicitly: \(BrokenRecipe.allCases.map(\.rawValue).joined(separator: ", ")) \
            (never run by default). Columns: \(SimulationRow.schema.header.joined(separator: ", ")). \
            After them, a note gives each subject's gaps: cells, headers, footers and separators that the model \
            shows on screen and the subject did not return (on stderr with --format csv).
            """
    )

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp("Presets to simulate (default: feed).", valueName: "a,b,…"),
        transform: ArgumentValue.names)
    var preset: [[Preset]] = []

    @Option(name: .long, help: ArgumentHelp("A data-set JSON file to simulate instead of presets.", valueName: "file"))
    var dataset: String?

    @Option(name: .long, help: "Items in each preset data set.")
    var items: Int = 10_000

    @Option(name: .long, help: "Seed of the preset generator.")
    var seed: UInt64 = 42

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp("Strategies or broken recipes (default: all strategies).", valueName: "a,b,…"),
        transform: { try ArgumentValue.names($0, choices: SimulationSubject.choices) })
    var strategies: [[SimulationSubject]] = []

    @Option(name: .long, help: "Output format: table or csv.")
    var format: OutputFormat = .table

    enum OutputFormat: String, CaseIterable, ExpressibleByArgument { case table, csv }

    func validate() throws {
        if dataset != nil && !preset.isEmpty { throw ValidationError("give either --dataset or --preset, not both") }
        guard items >= 0, items <= DataSetLimits.maxItems else {
            throw ValidationError("--items: \(items) is out of range; use 0...\(DataSetLimits.maxItems)")
        }
        if let dataset {
            do { try DataSetFile.check(dataset) } catch let error as CLIError {
                throw ValidationError("--dataset: \(error)")
            }
        }
    }

    /// The named strategies and broken recipes, in order.
    var subjects: [SimulationSubject] {
        ArgumentValue.flattened(strategies, default: StrategyKind.allCases.map { .strategy($0) })
    }

    func run() throws {
        var rows: [SimulationRow] = []
        var sources: [(name: String, make: () throws -> DataSet)] = []
        if let dataset {
            sources = [(dataset, { try DataSetFile.load(dataset) })]
        } else {
            sources = (preset.isEmpty ? [Preset.feed] : preset.flatMap { $0 }.uniqued()).map { p in
                (p.rawValue, { p.make(items: items, seed: seed) })
            }
        }
        for source in sources {
            let ds = try source.make()
            let reference = FlowLayout(dataSet: ds)
            reference.prepare()
            let simulation = Simulation(reference: reference, rule: .exact, findsGaps: true)
            for subject in subjects {
                rows.append(
                    SimulationRow(
                        preset: source.name, strategy: subject.name,
                        report: simulation.run(subject.makeLayout(ds))))
            }
        }
        let table = SimulationRow.schema.table(rows)
        let note = Self.gapNote(rows)
        switch format {
        case .csv:
            try StandardStreams.output(table.render())
            StandardStreams.note(note)
        case .table:
            let widths = table.header.indices.map { c in
                max(table.header[c].count, table.rows.map { $0[c].count }.max() ?? 0)
            }
            let lines = ([table.header] + table.rows).map { line in
                zip(line, widths).map { $0.leftPadding($1) }.joined(separator: " ")
            }
            try StandardStreams.output((lines + [note]).joined(separator: "\n") + "\n")
        }
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
