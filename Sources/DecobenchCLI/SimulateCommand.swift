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

    @Option(name: .long, parsing: .upToNextOption, help: "Presets to simulate (default: feed).")
    var preset: [Preset] = []

    @Option(name: .long, help: ArgumentHelp("A data-set JSON file to simulate instead of presets.", valueName: "file"))
    var dataset: String?

    @Option(name: .long, help: "Items in each preset data set.")
    var items: Int = 10_000

    @Option(name: .long, help: "Seed of the preset generator.")
    var seed: UInt64 = 42

    @Option(name: .long, help: ArgumentHelp("Comma-separated strategies or broken recipes (default: all strategies).", valueName: "a,b,…"))
    var strategies: String?

    @Option(name: .long, help: "Output format: table or csv.")
    var format: OutputFormat = .table

    enum OutputFormat: String, CaseIterable, ExpressibleByArgument { case table, csv }

    func validate() throws {
        if dataset != nil && !preset.isEmpty { throw ValidationError("give either --dataset or --preset, not both") }
        guard items >= 0, items <= 10_000_000 else { throw ValidationError("--items: \(items) must be in 0...10000000") }
        _ = try subjects()
    }

    /// The named strategies and broken recipes, in order.
    func subjects() throws -> [SimulationSubject] {
        guard let strategies else { return StrategyKind.allCases.map { .strategy($0) } }
        return try strategies.split(separator: ",").map { raw in
            let name = raw.trimmingCharacters(in: .whitespaces)
            if let kind = StrategyKind(rawValue: name) { return .strategy(kind) }
            if let broken = BrokenRecipe(rawValue: name) { return .broken(broken) }
            let all = StrategyKind.allCases.map(\.rawValue) + BrokenRecipe.allCases.map(\.rawValue)
            throw ValidationError("--strategies: unknown name '\(name)'; choose from \(all.joined(separator: ", "))")
        }
    }

    func run() throws {
        var rows: [SimulationRow] = []
        var sources: [(name: String, make: () throws -> DataSet)] = []
        if let dataset {
            sources = [(dataset, { try loadDataSet(path: dataset) })]
        } else {
            sources = (preset.isEmpty ? [Preset.feed] : preset).map { p in (p.rawValue, { p.make(items: items, seed: seed) }) }
        }
        for source in sources {
            let ds = try source.make()
            let reference = FlowLayout(dataSet: ds)
            reference.prepare()
            let simulation = Simulation(reference: reference, rule: .exact, findsGaps: true)
            for subject in try subjects() {
                rows.append(SimulationRow(preset: source.name, strategy: subject.name,
                                          report: simulation.run(subject.makeLayout(ds))))
            }
        }
        let table = SimulationRow.schema.table(rows)
        switch format {
        case .csv:
            print(table.render(), terminator: "")
        case .table:
            let widths = table.header.indices.map { c in
                max(table.header[c].count, table.rows.map { $0[c].count }.max() ?? 0)
            }
            for line in [table.header] + table.rows {
                print(zip(line, widths).map { $0.leftPadding($1) }.joined(separator: " "))
            }
        }
        let note = Self.gapNote(rows)
        if format == .table { print(note) } else { FileHandle.standardError.write((note + "\n").data(using: .utf8)!) }
    }

    /// One line on the gaps of every subject that left any, or that none did.
    static func gapNote(_ rows: [SimulationRow]) -> String {
        let gapped = rows.filter { $0.report.gaps > 0 }
        guard !gapped.isEmpty else { return "gaps (on-screen elements not returned): none" }
        return "gaps (on-screen elements not returned): "
            + gapped.map { "\($0.strategy) on \($0.preset): \($0.report.gaps) over \($0.report.frames) frames" }.joined(separator: "; ")
    }
}

/// The seeds' first drafts, kept as evidence: available by name, never by default.
enum BrokenRecipe: String, CaseIterable {
    case naivePerSection = "naive-per-section"
    case naivePerCell = "naive-per-cell"
    case naiveSeparator = "naive-separator"
}

/// A strategy or a broken recipe, by name.
enum SimulationSubject {
    case strategy(StrategyKind)
    case broken(BrokenRecipe)

    var name: String {
        switch self {
        case .strategy(let k): return k.rawValue
        case .broken(let b): return b.rawValue
        }
    }

    func makeLayout(_ ds: DataSet) -> any AnyDecoratedLayout {
        switch self {
        case .strategy(let k): return k.makeLayout(dataSet: ds)
        case .broken(.naivePerSection): return DecoratedLayout<NaivePerSectionStrategy>(dataSet: ds)
        case .broken(.naivePerCell): return DecoratedLayout<NaivePerCellStrategy>(dataSet: ds)
        case .broken(.naiveSeparator): return NaiveSeparatorLayout(dataSet: ds)
        }
    }
}

/// The simulator over the scroll scenario's path of one data set. The path and the decorations
/// the oracle expects depend only on the data set and the frame rule, so they are computed once
/// and every strategy is run against them.
struct Simulation {
    let path: [Rect]
    let expected: [BruteForceOracle.Expected]
    /// The correct layout that gaps are counted against, if they are.
    let gapReference: FlowLayout?

    /// Prepares from `reference`, any prepared layout of the data set; with `findsGaps`, every
    /// frame is also checked against it for elements a subject did not return.
    init(reference: FlowLayout, rule: FrameRule, findsGaps: Bool = false) {
        path = Workload.scroll(reference)
        expected = BruteForceOracle.sectionDecorations(of: reference, rule: rule)
        gapReference = findsGaps ? reference : nil
    }

    func run(_ layout: any AnyDecoratedLayout) -> CollectionViewSimulator.Report {
        if !layout.base.isPrepared { layout.prepare() }
        return CollectionViewSimulator().run(layout, rects: path, expectedDecorations: expected, reference: gapReference)
    }
}

/// One row of `decobench simulate`.
struct SimulationRow {
    var preset = ""
    var strategy = ""
    var report = CollectionViewSimulator.Report()

    static let schema = CSVSchema<SimulationRow>([
        .init("preset", \.preset, .text),
        .init("strategy", \.strategy, .text),
    ] + CollectionViewSimulator.Report.columns.map { $0.pulledBack(\.report) })
}

extension CollectionViewSimulator.Report {
    /// The simulator's counts as CSV columns, in order: the one list that `simulate`'s columns
    /// and the simulator's columns of `run` are made from.
    static let columns: [CSVColumn<Self>] = [
        .init("frames", \.frames, .count()),
        .init("views_created", \.viewsCreated, .count()),
        .init("views_reused", \.viewsReused, .count()),
        .init("configurations", \.configurations, .count()),
        .init("peak_views", \.peakViews, .count()),
        .init("duplicate_decorations", \.duplicateDecorations, .count()),
        .init("z_order_violations", \.zOrderViolations, .count()),
        .init("late_decorations", \.lateDecorations, .count()),
        .init("stale_views", \.staleViews, .count()),
    ]
}
