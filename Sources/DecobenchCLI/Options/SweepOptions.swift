import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// What `decobench run` measures: the sweep's profile (default, `--quick` or `--full`) and
/// every option that narrows or overrides it. What it plans is read by ``plan()``.
struct SweepOptions: ParsableArguments {
    @Flag(help: "CI's sweep: \(SweepPlan.Profile.quick.summary).")
    var quick = false

    @Flag(
        help: ArgumentHelp(
            "The reference sweep behind the committed results (\(SweepPlan.Profile.full.duration!)): "
                + "\(SweepPlan.Profile.full.summary).")
    )
    var full = false

    @OptionGroup var presetsOption: PresetsOption

    @Option(
        help: ArgumentHelp(
            "Data-set JSON files to run after the presets; without --presets, only the files run.",
            valueName: "file"))
    var dataset: [String] = []

    @Option(
        parsing: .upToNextOption, help: ArgumentHelp("Strategies (default: all).", valueName: "a,b,…"),
        transform: ArgumentValue.strategies)
    var strategies: [[StrategyKind]] = []

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Scenarios (default: the sweep's).", valueName: "a,b,…"),
        transform: ArgumentValue.names)
    var scenarios: [[Scenario]] = []

    @Option(
        name: .customLong("items"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Items in each preset data set, one size or several (default: the sweep's; at most "
                + "\(DataSetLimits.maxItems)).",
            valueName: "n,m,…"),
        transform: ArgumentValue.itemCounts)
    var items: [[Int]] = []

    /// `--sizes`, the old spelling of `--items`: taken, with a line saying so, for one release.
    @Option(
        name: .customLong("sizes"), parsing: .upToNextOption, help: .hidden, transform: ArgumentValue.itemCounts)
    var oldSizes: [[Int]] = []

    /// The sizes asked for, in either spelling.
    var sizes: [[Int]] { items + oldSizes }

    @Option(
        name: .customLong("max-items"),
        help: ArgumentHelp("Leave out preset sizes above this many items.", valueName: "n"))
    var maxItems: Int?

    @OptionGroup var seedOption: SeedOption
    /// `--seed`.
    var seed: UInt64 { seedOption.seed }

    @OptionGroup var frameRuleOption: FrameRuleOption

    @Option(
        help: ArgumentHelp(
            "Seconds of timed samples per data set and scenario, in each process (default: the sweep's, "
                + "as its description gives it); at least \(SweepPlan.minRounds) samples are taken whatever it "
                + "says.",
            valueName: "seconds")
    )
    var budget: Double?

    @Option(
        help: ArgumentHelp(
            "Split the sweep across this many fresh processes, run one after another, and merge: the 95% "
                + "intervals then include what differs from process to process, and each data set runs in a "
                + "process of its own, so no figure depends on the data sets before it (default: the sweep's).",
            valueName: "n")
    )
    var processes: Int?

    @Option(
        help: ArgumentHelp(
            "Seconds one step of a strategy's work (its oracle check, its build, the untimed pass that counts its "
                + "allocations and elements, one sample) may "
                + "run without progress before the watchdog stops it, names it, and the sweep goes on without it; "
                + "0 turns the watchdog off.",
            valueName: "seconds"))
    var watchdog: Double = SweepPlan.watchdogSeconds

    func validate() throws {
        if quick && full { throw ValidationError("--quick and --full: give one sweep, not both") }
        try OldSpelling.check("--sizes", given: !oldSizes.isEmpty, new: "--items", newGiven: !items.isEmpty)
        if let maxItems, maxItems < 1 { throw ValidationError("--max-items: \(maxItems) must be at least 1") }
        if let budget, !(budget > 0 && budget <= 600) {
            throw ValidationError("--budget: \(budget) must be in (0, 600] seconds")
        }
        if let processes, !(1...16).contains(processes) {
            throw ValidationError("--processes: \(processes) must be in 1...16")
        }
        if !(0...SweepPlan.maxWatchdogSeconds).contains(watchdog) {
            throw ValidationError(
                "--watchdog: \(watchdog) must be in 0...\(Int(SweepPlan.maxWatchdogSeconds)) seconds (0 turns it off)")
        }
        _ = try plannedSizes()
        for file in dataset {
            do { try DataSetFile.check(file) } catch let error as CLIError {
                throw ValidationError("--dataset: \(error)")
            }
        }
    }

    /// The named sweep the options start from.
    var profile: SweepPlan.Profile { quick ? .quick : full ? .full : .firstRun }

    var plannedStrategies: [StrategyKind] { ArgumentValue.flattened(strategies, default: StrategyKind.allCases) }

    var plannedScenarios: [Scenario] { ArgumentValue.flattened(scenarios, default: profile.scenarios) }

    /// Processes the sweep runs in (a child of them runs one: itself).
    var plannedProcesses: Int { processes ?? profile.processes }

    /// Seconds of timed samples per data set and scenario in each process: the same in the parent
    /// and its children, which see the same arguments.
    var plannedBudget: Double { budget ?? profile.budget(processes: plannedProcesses) }

    var plannedPresets: [Preset] { presetsOption.flattened(default: []) }

    func plannedSizes() throws -> [Int] {
        let asked = ArgumentValue.flattened(sizes, default: profile.sizes)
        guard let maxItems else { return asked }
        let result = asked.filter { $0 <= maxItems }
        if result.isEmpty, dataset.isEmpty || presetsOption.given {
            let smallest = asked.min() ?? 0
            let whose = sizes.isEmpty ? "the sweep's" : oldSizes.isEmpty ? "of --items" : "of --sizes"
            throw ValidationError(
                "--max-items \(maxItems) leaves no size to run; the smallest is \(smallest) (\(whose)): raise "
                    + "--max-items to at least \(smallest)")
        }
        return result
    }

    /// The sweep's data sets: each preset at each size, then each data-set file.
    func plannedEntries() throws -> [SweepPlan.Entry] {
        var entries: [SweepPlan.Entry] = []
        let presets = !presetsOption.given && dataset.isEmpty ? profile.presets : plannedPresets
        let sizes = try plannedSizes()
        let seed = self.seed
        for p in presets {
            for n in sizes where try presetMeasures(p, items: n) {
                entries.append(.init(name: p.rawValue, items: n, make: { p.make(items: n, seed: seed) }))
            }
        }
        if entries.isEmpty, dataset.isEmpty, !presets.isEmpty, !sizes.isEmpty {
            let names = plannedScenarios.map(\.rawValue).joined(separator: ",")
            let sweep = presets.map(\.rawValue).joined(separator: ",")
            throw CLIError(
                "--scenarios \(names) measures nothing on the sweep's presets (\(sweep)); run it on "
                    + presetsMeasured(by: plannedScenarios))
        }
        // A file's rows are named after it (its name without folder and extension): two that
        // share a name, or one named like a preset of the run, would give rows that compare
        // cannot tell apart.
        var names = Dictionary(uniqueKeysWithValues: presets.map { ($0.rawValue, "--presets \($0.rawValue)") })
        for file in dataset {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            if let other = names.updateValue("--dataset '\(file)'", forKey: name) {
                throw CLIError(
                    "--dataset '\(file)': its rows would be named '\(name)', as those of \(other) are, and "
                        + "the two could not be told apart in the CSV; give each data set once, under a name of "
                        + "its own (rename the file)")
            }
        }
        for file in dataset {
            let ds = try DataSetFile.load(file)
            try checkAskedScenarios(apply: ds, file: file)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            entries.append(.init(name: name, items: ds.itemCount, make: { ds }))
        }
        return entries
    }

    /// Whether any planned scenario measures something on preset `p` at `items` items (the
    /// sweep's own presets are left out where none does: a process would have nothing to write).
    ///
    /// - Throws: `CLIError` when `--presets` and `--scenarios` name a pair that measures nothing,
    ///   as ``checkAskedScenarios(apply:file:)`` does for a file, naming the presets that would.
    private func presetMeasures(_ p: Preset, items: Int) throws -> Bool {
        // What a scenario needs (pinning, an estimate, a section) does not depend on the size
        // beyond the first items: a small sample answers for the data set.
        let sample = p.make(items: Swift.min(items, 100), seed: seed)
        let asked = !presetsOption.given ? [] : ArgumentValue.flattened(scenarios, default: [])
        if let scenario = asked.first(where: { !$0.applies(to: sample) }) {
            throw CLIError(
                "--scenarios \(scenario.rawValue) measures nothing on --presets \(p.rawValue) at \(items) items: it "
                    + "needs \(scenario.requirement); leave \(scenario.rawValue) out, or run it on "
                    + presetsMeasured(by: [scenario]))
        }
        return plannedScenarios.contains { $0.applies(to: sample) }
    }

    /// `--presets a,b` for the presets on which one of `scenarios` measures something.
    private func presetsMeasured(by scenarios: [Scenario]) -> String {
        let having = Preset.allCases.filter { p in
            let sample = p.make(items: 100, seed: seed)
            return scenarios.contains { $0.applies(to: sample) }
        }
        return having.isEmpty ? "a data set that has it" : "--presets " + having.map(\.rawValue).joined(separator: ",")
    }

    /// Refuses a scenario named with `--scenarios` that measures nothing on the data set of
    /// `file` (a sweep's own scenarios are run where they apply, and skipped elsewhere): a run
    /// must give a row for every scenario it was asked for, or say why it cannot.
    ///
    /// - Throws: `CLIError` naming the scenario, the file, what the scenario needs and the fix.
    private func checkAskedScenarios(apply ds: DataSet, file: String) throws {
        for scenario in ArgumentValue.flattened(scenarios, default: []) where !scenario.applies(to: ds) {
            throw CLIError(
                "--scenarios \(scenario.rawValue) measures nothing on --dataset '\(file)': it needs "
                    + "\(scenario.requirement); leave \(scenario.rawValue) out, or give such a data set")
        }
    }

    /// The whole sweep's plan, every data set included (a child measures one of them).
    func plan() throws -> SweepPlan {
        SweepPlan(
            entries: try plannedEntries(), strategies: plannedStrategies, scenarios: plannedScenarios, seed: seed,
            frameRule: frameRuleOption.frameRule, budget: plannedBudget, minSamples: SweepPlan.minRounds,
            verifyUpTo: 100_000)
    }
}
