import ArgumentParser
import CAllocCounter
import DecorationBench
import Foundation

/// `decobench run`: the main job. Times the strategies across data sets and scenarios, prints a
/// table and writes CSV.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Time every strategy across data sets and scenarios; print a table and write CSV.",
        discussion: """
        The default sweep: presets \(SweepPlan.defaultPresets.map(\.rawValue).joined(separator: ", ")) at \
        \(SweepPlan.defaultSizes.map(formatCount).joined(separator: ", ")) items, every strategy and scenario. \
        Use a release build: swift run -c release decobench run.
        """
    )

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Presets to run (default: the sweep's; see `decobench list`).", valueName: "a,b,…"),
            transform: ArgumentValue.names)
    var preset: [[Preset]] = []

    @Option(name: .long, help: ArgumentHelp("Data-set JSON files to run, in addition to presets.", valueName: "file"))
    var dataset: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Strategies (default: all).", valueName: "a,b,…"),
            transform: ArgumentValue.names)
    var strategies: [[StrategyKind]] = []

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Scenarios (default: all).", valueName: "a,b,…"),
            transform: ArgumentValue.names)
    var scenarios: [[Scenario]] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Preset sizes in items (default: 1000,10000,100000,1000000; at most \(DataSetLimits.maxItems)).",
                               valueName: "n,m,…"),
            transform: ArgumentValue.itemCounts)
    var sizes: [[Int]] = []

    @Option(name: .customLong("max-items"), help: "Leave out preset sizes above this many items.")
    var maxItems: Int?

    @Flag(name: .long, help: "CI's sweep (\(SweepPlan.quickPresets.map(\.rawValue).joined(separator: ", ")) at \(SweepPlan.quickSizes.map(formatCount).joined(separator: " and ")) items; \(SweepPlan.quickScenarios.map(\.rawValue).joined(separator: ", ")); \(SweepPlan.quickProcesses) processes; a budget of \(plainDecimal(SweepPlan.quickBudget)) s).")
    var quick = false

    @Option(name: .long, help: "Seed for data sets and workloads; the same seed repeats the run's inputs.")
    var seed: UInt64 = 42

    @Option(name: .long, help: "Allocator: system (glibc malloc) or jemalloc (re-runs under LD_PRELOAD of libjemalloc.so.2).")
    var allocator: AllocatorChoice = .system

    @Option(name: .customLong("frame-rule"), help: "Section background frames: exact or first-last.")
    var frameRule: FrameRule = .exact

    @Option(name: .long, help: "Seconds of timed samples per data set and scenario, in each process (default \(plainDecimal(SweepPlan.defaultTotalBudget)) shared by the processes, quick \(plainDecimal(SweepPlan.quickBudget))); at least \(SweepPlan.minRounds) rounds are taken whatever it says.")
    var budget: Double?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file (default results/latest.csv or .json); - for standard output.",
                                                    valueName: "file"))
    var output: String?

    @Option(name: .long, help: "Output format: csv, or json (the CSV's fields, one object per row, the provenance once).")
    var format: RunFormat = .csv

    @Option(name: .long, help: "Run the sweep in this many fresh processes, one after the other, and merge: each interval then spans what differs from process to process; each data set runs in a process of its own, so no figure depends on the data sets before it (default \(SweepPlan.defaultProcesses), \(SweepPlan.quickProcesses) with --quick; 1 for a single process).")
    var processes: Int?

    func validate() throws {
        if let maxItems, maxItems < 1 { throw ValidationError("--max-items: \(maxItems) must be at least 1") }
        if let budget, !(budget > 0 && budget <= 600) { throw ValidationError("--budget: \(budget) must be in (0, 600] seconds") }
        if let processes, !(1...16).contains(processes) { throw ValidationError("--processes: \(processes) must be in 1...16") }
        _ = try plannedSizes()
        for file in dataset {
            do { try DataSetFile.check(file) } catch let error as CLIError { throw ValidationError("--dataset: \(error)") }
        }
    }

    var plannedStrategies: [StrategyKind] { ArgumentValue.flattened(strategies, default: StrategyKind.allCases) }

    var plannedScenarios: [Scenario] {
        ArgumentValue.flattened(scenarios, default: quick ? SweepPlan.quickScenarios : Scenario.allCases)
    }

    /// Processes the sweep runs in (a child of them runs one: itself).
    var plannedProcesses: Int { processes ?? (quick ? SweepPlan.quickProcesses : SweepPlan.defaultProcesses) }

    /// Seconds of timed samples per data set and scenario in each process: the same in the parent
    /// and its children, which see the same arguments.
    var plannedBudget: Double {
        budget ?? (quick ? SweepPlan.quickBudget : SweepPlan.defaultTotalBudget / Double(plannedProcesses))
    }

    var plannedPresets: [Preset] { preset.flatMap { $0 }.uniqued() }

    func plannedSizes() throws -> [Int] {
        let sweep = quick ? SweepPlan.quickSizes : SweepPlan.defaultSizes
        var result = ArgumentValue.flattened(sizes, default: sweep)
        if let maxItems {
            result = result.filter { $0 <= maxItems }
            if result.isEmpty, dataset.isEmpty || !preset.isEmpty {
                throw ValidationError("--max-items \(maxItems) leaves no size to run; the smallest is \(formatCount(sweep.min() ?? 0))")
            }
        }
        return result
    }

    /// The sweep's data sets: each preset at each size, then each data-set file.
    func plannedEntries() throws -> [SweepPlan.Entry] {
        var entries: [SweepPlan.Entry] = []
        let presets = preset.isEmpty && dataset.isEmpty ? (quick ? SweepPlan.quickPresets : SweepPlan.defaultPresets) : plannedPresets
        let sizes = try plannedSizes()
        let seed = self.seed
        for p in presets {
            for n in sizes { entries.append(.init(name: p.rawValue, items: n, make: { p.make(items: n, seed: seed) })) }
        }
        for file in dataset {
            let ds = try DataSetFile.load(file)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            entries.append(.init(name: name, items: ds.itemCount, make: { ds }))
        }
        return entries
    }

    func run() throws {
        // A child of `--processes` writes its CSV where the parent says.
        let child = ProcessInfo.processInfo.environment[SweepProcesses.outputVariable]
        let output = child ?? self.output ?? "results/latest.\(format.rawValue)"
        let destination = output == "-" ? nil : try OutputFile(checking: output)
        try AllocatorSetup.ensure(allocator)
        let provenance = Provenance.current()
        if provenance.build == "debug" {
            FileHandle.standardError.write("""
            ************************************************************************
            WARNING: this is a DEBUG build. Timings mean little; rows are marked
            build=debug. For real figures: swift run -c release decobench run
            ************************************************************************\n
            """.data(using: .utf8)!)
        }
        var plan = SweepPlan(entries: try plannedEntries(), strategies: plannedStrategies, scenarios: plannedScenarios,
                             seed: self.seed, frameRule: frameRule, budget: plannedBudget,
                             minSamples: SweepPlan.minRounds, verifyUpTo: 100_000)
        // A child of `--processes` measures the one data set the parent names.
        let entryCount = plan.entries.count
        if child != nil, let entry = try SweepProcesses.childEntry(
            ProcessInfo.processInfo.environment[SweepProcesses.entryVariable], entryCount: entryCount) {
            plan.entries = [plan.entries[entry]]
        }
        let toStdout = destination == nil
        let table = TablePrinter(toStandardError: toStdout)
        let processes = child == nil ? plannedProcesses : 1
        var rows = processes > 1
            ? try SweepProcesses(count: processes, entryCount: entryCount, tableToStandardError: toStdout,
                                 progress: table.progress).run()
            : try Harness(plan: plan, allocator: allocator, provenance: provenance, observer: table).run()
        let ended = provenance.ended()
        for i in rows.indices { rows[i].provenance = ended }
        let text = format == .json && child == nil ? ResultRow.schema.json(rows) : ResultRow.table(rows).render()
        if let destination {
            try destination.write(text)
            table.say("wrote \(rows.count) rows to \(output)")
        } else {
            print(text, terminator: "")
        }
        // The parent judges the whole sweep; a child's rows are one data set of one process.
        guard child == nil else { return }
        let verdict = Verdict(rows: rows)
        table.say("")
        verdict.lines.forEach(table.say)
        if verdict.correct == false {
            throw CLIError("a strategy drew something other than the brute-force oracle (see the verdict); its rows say verified=no")
        }
    }
}

/// The formats `decobench run` writes.
enum RunFormat: String, CaseIterable, ExpressibleByArgument {
    case csv, json
}
