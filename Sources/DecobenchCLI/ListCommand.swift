import ArgumentParser
import DecorationBench
import Foundation

/// `decobench list`: presets, strategies, scenarios and sizes, for people or (`--format json`)
/// for scripts, which take their lists from here instead of repeating them.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List presets, strategies, scenarios and sizes (--format json for scripts).")

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    /// What scripts read: every list in the order the code uses it, each name's one-line
    /// summary, the recommended strategy, and the columns of the CSV files `run` and `simulate`
    /// write with each column's role (``ListCommand/CSVListing``).
    struct Lists: Encodable {
        var strategies = StrategyKind.allCases.map(\.rawValue)
        var strategySummaries = Dictionary(uniqueKeysWithValues: StrategyKind.allCases.map { ($0.rawValue, $0.summary) })
        var recommended = StrategyKind.recommended.rawValue
        var baseline = StrategyKind.none.rawValue
        var brokenRecipes = BrokenRecipe.allCases.map(\.rawValue)
        var presets = Preset.allCases.map(\.rawValue)
        var presetSummaries = Dictionary(uniqueKeysWithValues: Preset.allCases.map { ($0.rawValue, $0.summary) })
        var defaultPresets = SweepPlan.defaultPresets.map(\.rawValue)
        var quickPresets = SweepPlan.quickPresets.map(\.rawValue)
        var scenarios = Scenario.allCases.map(\.rawValue)
        var scenarioSummaries = Dictionary(uniqueKeysWithValues: Scenario.allCases.map { ($0.rawValue, $0.summary) })
        var defaultSizes = SweepPlan.defaultSizes
        var quickSizes = SweepPlan.quickSizes
        /// Where `--allocator jemalloc` looks for libjemalloc.so.2, and the first one present
        /// (`jemalloc` is left out when none is).
        var jemallocPaths = AllocatorSetup.jemallocPaths
        var jemalloc = AllocatorSetup.jemallocLibrary()
        /// The columns of `decobench run --output` and `decobench simulate --format csv`.
        var csv = ["run": CSVListing.run, "simulate": CSVListing.simulate]
    }

    func run() throws {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(Lists()), as: UTF8.self))
        case .text:
            print("Strategies:")
            for s in StrategyKind.allCases {
                print("  \(s.rawValue.padding(14))  \(s.summary)" + (s == .recommended ? " (recommended)" : ""))
            }
            print("\nPresets (--preset; any size with --items):")
            for p in Preset.allCases { print("  \(p.rawValue.padding(14))  \(p.summary)") }
            print("\nScenarios:")
            for s in Scenario.allCases { print("  \(s.rawValue.padding(14))  \(s.summary)") }
            print("\nDefault sweep sizes (items): \(SweepPlan.defaultSizes.map(formatCount).joined(separator: ", "))")
            print("Quick sweep sizes (items):   \(SweepPlan.quickSizes.map(formatCount).joined(separator: ", "))")
        }
    }
}
