import ArgumentParser
import CCallgrind
import DecobenchHarness
import DecorationBench

/// `decobench instructions`: a fixed, seeded workload for one strategy, with callgrind's
/// collection switched on only around the measured operations, so that
/// `valgrind --tool=callgrind --collect-atstart=no` counts exactly their instructions.
/// scripts/instructions.sh runs it for every strategy and turns the counts into CSV.
struct InstructionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instructions",
        abstract: "Run a fixed workload for callgrind's instruction count (see scripts/instructions.sh).",
        discussion: """
            Builds and prepares the layout, warms it up, then toggles callgrind's collection around \
            --operations scroll queries, jumps (queries at seeded random offsets), pinned-header scroll \
            frames (the bounds moved, then the query) or prepares. Prints one \
            CSV row: \(InstructionsCommand.columns.joined(separator: ", ")). Outside valgrind \
            it runs the same work and collects nothing.
            """
    )

    /// The columns of the row it prints, which scripts/instructions.sh reads.
    static let columns = ["strategy", "scenario", "preset", "items", "operations", "elements", "examined"]

    @Option(help: "The strategy to run.")
    var strategy: StrategyKind

    @Option(
        help: ArgumentHelp(
            "scroll (the scroll scenario's queries), jump (queries at seeded offsets), pinned-scroll (a run "
                + "of frames 50 points apart, --preset pinned) or prepare (invalidate, prepare)."))
    var scenario: String = "scroll"

    @Option(help: "The preset data set.")
    var preset: Preset = .grid

    @Option(help: ArgumentHelp("Items in the data set (at most \(DataSetLimits.maxItems)).", valueName: "n"))
    var items: Int = 100_000

    @Option(help: ArgumentHelp("Operations inside the collected region.", valueName: "n"))
    var operations: Int = 256

    @OptionGroup var seedOption: SeedOption
    /// `--seed`.
    var seed: UInt64 { seedOption.seed }

    @OptionGroup var frameRuleOption: FrameRuleOption

    func validate() throws {
        guard ["scroll", "jump", "pinned-scroll", "prepare"].contains(scenario) else {
            throw ValidationError("--scenario: '\(scenario)' is not one of scroll, jump, pinned-scroll, prepare")
        }
        guard operations > 0, operations <= 1_000_000 else {
            throw ValidationError("--operations: \(operations) must be in 1...1000000")
        }
        guard items >= 0, items <= DataSetLimits.maxItems else {
            throw ValidationError("--items: \(items) is out of range; use 0...\(DataSetLimits.maxItems)")
        }
    }

    func run() throws {
        let dataSet = preset.make(items: items, seed: seed)
        if scenario == "pinned-scroll", !Scenario.pinnedScroll.applies(to: dataSet) {
            throw CLIError(
                "--scenario pinned-scroll measures nothing on --preset \(preset.rawValue): it needs "
                    + "\(Scenario.pinnedScroll.requirement); use --preset pinned")
        }
        let report = strategy.visit(
            InstructionWorkload(
                dataSet: dataSet, frameRule: frameRuleOption.frameRule, scenario: scenario, operations: operations,
                seed: seed))
        let row = [
            strategy.rawValue, scenario, preset.rawValue, String(items), String(operations),
            String(report.elements), String(report.examined),
        ]
        try StandardStreams.output(CSVTable(header: Self.columns, rows: [row]).render())
    }
}

/// The measured workload, run with the strategy's concrete type.
private struct InstructionWorkload: StrategyVisitor {
    let dataSet: DataSet
    let frameRule: FrameRule
    let scenario: String
    let operations: Int
    let seed: UInt64

    func visit<S: DecorationStrategy>(_ type: S.Type) -> (elements: Int, examined: Int) {
        let layout = DecoratedLayout<S>(dataSet: dataSet, frameRule: frameRule)
        layout.prepare()
        let rects: [Rect]
        switch scenario {
        case "jump": rects = Workload.jumps(layout.base, count: max(Workload.burst, operations), seed: seed)
        // One burst of frames, 50 points apart, over and over: a burst's first frame moves the
        // bounds across the content, and its pinned-header invalidation would outweigh the rest.
        case "pinned-scroll": rects = Array(Workload.scroll(layout.base).prefix(Workload.burst))
        default: rects = Workload.scroll(layout.base, limit: max(Workload.burst, operations))
        }
        var elements = 0
        let frames = scenario == "pinned-scroll"
        for rect in rects {  // warm-up
            if frames { layout.moveBounds(to: rect) }
            elements &+= layout.layoutAttributesForElements(in: rect).count
        }
        elements = 0
        let examinedBefore = layout.decorationsExamined
        decobench_callgrind_toggle()
        if scenario != "prepare" {
            for i in 0..<operations {
                // A pinned-header frame: the bounds move (an invalidation of the pinned
                // supplementary views, and prepare()), then the query.
                if frames { layout.moveBounds(to: rects[i % rects.count]) }
                elements &+= layout.layoutAttributesForElements(in: rects[i % rects.count]).count
            }
        } else {
            for _ in 0..<operations {
                layout.invalidateLayout()
                layout.prepare()
            }
        }
        decobench_callgrind_toggle()
        blackHole(elements)
        return (elements, layout.decorationsExamined - examinedBefore)
    }
}
