import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// `decobench list`: presets, strategies, scenarios and sweeps (with their sizes), for people or
/// (`--format json`) for scripts, which take their lists from here instead of repeating them.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List presets, strategies, scenarios and sweeps with their sizes (--format json for scripts).")

    @Option(help: OutputFormat.help(formats, "text, or json for scripts"))
    var format: OutputFormat = .text

    /// The formats `list` prints in.
    static let formats: [OutputFormat] = [.text, .json]

    func validate() throws { try format.check(Self.formats) }

    /// What scripts read: every list in the order the code uses it, each name's one-line
    /// summary, the recommended strategy, and the columns of the CSV files `run` and `simulate`
    /// write with each column's role (`CSVListing`).
    struct Lists: Encodable {
        var strategies = StrategyKind.allCases.map(\.rawValue)
        var strategySummaries = Dictionary(
            uniqueKeysWithValues: StrategyKind.allCases.map { ($0.rawValue, $0.summary) })
        /// Whether each strategy is one of the package's own (`false`: registered by this executable).
        var strategyBuiltIn = Dictionary(
            uniqueKeysWithValues: StrategyKind.allCases.map { ($0.rawValue, $0.isBuiltIn) })
        /// What of the base layout each strategy reads: `public` (what a UIKit subclass has) or
        /// `private` (also what UIKit keeps private: not shippable).
        var strategyTier = Dictionary(
            uniqueKeysWithValues: StrategyKind.allCases.map { ($0.rawValue, $0.tier?.rawValue ?? "") })
        var recommended = StrategyKind.recommended.rawValue
        var baseline = StrategyKind.none.rawValue
        /// The fraction within which a strategy counts as level with the fastest (`Verdict.level`).
        var level = Verdict.level
        var brokenRecipes = BrokenRecipe.allCases.map(\.rawValue)
        var presets = Preset.allCases.map(\.rawValue)
        var presetSummaries = Dictionary(uniqueKeysWithValues: Preset.allCases.map { ($0.rawValue, $0.summary) })
        var defaultPresets = SweepPlan.Profile.firstRun.presets.map(\.rawValue)
        var quickPresets = SweepPlan.Profile.quick.presets.map(\.rawValue)
        var fullPresets = SweepPlan.Profile.full.presets.map(\.rawValue)
        var scenarios = Scenario.allCases.map(\.rawValue)
        var scenarioSummaries = Dictionary(uniqueKeysWithValues: Scenario.allCases.map { ($0.rawValue, $0.summary) })
        var defaultSizes = SweepPlan.Profile.firstRun.sizes
        var quickSizes = SweepPlan.Profile.quick.sizes
        var fullSizes = SweepPlan.Profile.full.sizes
        var fullScenarios = SweepPlan.Profile.full.scenarios.map(\.rawValue)
        /// Each sweep of `decobench run` in one line: default, quick, full.
        var sweeps = Dictionary(uniqueKeysWithValues: SweepPlan.Profile.allCases.map { ($0.rawValue, $0.summary) })
        /// The subcommands, in `--help`'s order.
        var commands = Decobench.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        /// Where `--allocator jemalloc` looks for libjemalloc.so.2, and the first one present
        /// (`jemalloc` is left out when none is).
        var jemallocPaths = AllocatorSetup.jemallocPaths
        var jemalloc = AllocatorSetup.jemallocLibrary()
        /// The columns of `decobench run --output` (and of its JSON rows) and of `decobench simulate
        /// --format csv`, in order, each with its role: the one list of a run's columns.
        var csv = ["run": CSVListing.run, "simulate": CSVListing.simulate]
    }

    func run() throws {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try StandardStreams.output(String(decoding: try encoder.encode(Lists()), as: UTF8.self) + "\n")
        case .table, .csv, .markdown: preconditionFailure("list: validate() refuses --format \(format)")
        case .text:
            var lines = ["Strategies:"]
            lines += StrategyKind.allCases.map {
                "  \($0.rawValue.padding(14))  \($0.summary)" + ($0 == .recommended ? " (recommended)" : "")
                    + ($0.isBuiltIn ? "" : " (yours)")
                    + ($0.tier == .privateAPI ? " [\(StrategyTier.privateAPI.label)]" : "")
            }
            lines += [
                "", "Presets (--presets, or --preset where a command takes one data set; any size with --items):",
            ]
            lines += Preset.allCases.map { "  \($0.rawValue.padding(14))  \($0.summary)" }
            lines += ["", "Scenarios:"]
            lines += Scenario.allCases.map { "  \($0.rawValue.padding(14))  \($0.summary)" }
            lines += ["", "Sweeps of `\(Executable.name) run`:"]
            lines += SweepPlan.Profile.allCases.map { profile in
                let duration = profile.duration.map { "; \($0)" } ?? ""
                return "  \((profile.flag ?? "(default)").padding(14))  \(profile.summary)\(duration)"
            }
            try StandardStreams.output(lines.joined(separator: "\n") + "\n")
        }
    }
}
