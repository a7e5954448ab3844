import ArgumentParser
import DecorationBench

/// `decobench batches`: replays batch updates (from a JSON file, or seeded random ones) through
/// each strategy's `performBatchUpdates` and checks every batch against the brute-force oracle.
struct BatchesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batches",
        abstract: "Replay batch updates through each strategy and check them against the oracle.",
        discussion: """
            Each batch runs UIKit's whole sequence (a counts invalidation, prepare(), \
            prepare(forCollectionViewUpdates:), the decoration questions, finalizeCollectionViewUpdates()). \
            After each, the viewport at the first section it touched must equal the oracle's answer on a \
            fresh layout of the updated data set, and every decoration on screen before must have final \
            attributes. Batch JSON: {"batches": [[{"action": "delete", "section": 2, "item": 3}, ...], ...]} \
            (see BatchUpdate+JSON.swift). Each preset of --preset a,b runs in turn, with batches of its own. \
            Columns: preset (or the --dataset file), strategy, batches, recomputed_per_batch, unanswered, \
            wrong_answers. Exit status 2 when a strategy (not a broken recipe) has an unanswered question or a \
            wrong answer.
            """
    )

    @OptionGroup var source: DataSetListOptions
    @OptionGroup var frameRuleOption: FrameRuleOption

    @Option(
        name: .long, help: ArgumentHelp("A batch JSON file to replay (default: random batches).", valueName: "file"))
    var batches: String?

    @Option(name: .long, help: "Random batches to run when no file is given.")
    var count: Int = 100

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp("Strategies (default: all).", valueName: "a,b,…"),
        transform: ArgumentValue.strategies)
    var strategies: [[StrategyKind]] = []

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp(
            "Broken recipes to replay too (naive-batch shows stale decorations).",
            valueName: "a,b,…"),
        transform: ArgumentValue.names)
    var broken: [[BrokenRecipe]] = []

    func run() throws {
        let strategies = ArgumentValue.flattened(strategies, default: StrategyKind.allCases)
        let broken = ArgumentValue.flattened(broken, default: [])
        print("preset,strategy,batches,recomputed_per_batch,unanswered,wrong_answers")
        var faults = 0
        for source in source.sources {
            faults += try replay(on: try source.load(), named: source.name, strategies, broken)
        }
        if faults > 0 { throw ExitCode(2) }
    }

    /// Replays the batches planned for `dataSet` through each strategy, then each recipe, and
    /// prints a row for each.
    ///
    /// - Returns: the strategies' faults (a broken recipe is there to show its own).
    private func replay(
        on dataSet: DataSet, named dataSetName: String, _ strategies: [StrategyKind], _ broken: [BrokenRecipe]
    ) throws -> Int {
        let planned = try BatchPlan.applied(
            file: batches, count: count, countOption: "--count", seed: source.seed, to: dataSet)
        var faults = 0
        let layouts =
            strategies.map { ($0.rawValue, $0.makeLayout(dataSet: dataSet, frameRule: frameRuleOption.frameRule)) }
            + broken.map { ($0.rawValue, $0.makeLayout(dataSet: dataSet, frameRule: frameRuleOption.frameRule)) }
        for (name, made) in layouts {
            guard let layout = made as? any BatchUpdatingLayout else {
                throw CLIError(
                    "--broken \(name): that recipe replaces the base layout and has no batch updates; "
                        + "name another")
            }
            layout.prepare()
            var (recomputed, unanswered, wrong, onScreen) = (0, 0, 0, [ElementKey]())
            for applied in planned {
                let before = layout.decorationsRecomputed
                let touched = applied.sections.touched.firstIndex(of: true) ?? 0
                let viewport = { (base: FlowLayout) in
                    Workload.viewport(
                        base, at: base.numberOfSections > touched ? base.sectionGeometry(touched).mainStart : 0)
                }
                let result = layout.runBatchUpdate(applied, onScreen: onScreen, visible: viewport)
                recomputed += layout.decorationsRecomputed - before
                unanswered += result.unanswered
                onScreen = result.answer.compactMap { $0.category == .decoration ? $0.key : nil }
                let fresh = FlowLayout(dataSet: applied.dataSet)
                fresh.prepare()
                let expected = Set(
                    BruteForceOracle.answer(
                        of: fresh, expecting: layout.expectation, rule: frameRuleOption.frameRule, in: viewport(fresh)))
                if Set(BruteForceOracle.expected(from: result.answer)) != expected { wrong += 1 }
            }
            if !broken.contains(where: { $0.rawValue == name }) { faults += unanswered + wrong }
            let perBatch = planned.isEmpty ? 0 : Double(recomputed) / Double(planned.count)
            print("\(dataSetName),\(name),\(planned.count),\(shortestDecimal(perBatch)),\(unanswered),\(wrong)")
        }
        return faults
    }
}
