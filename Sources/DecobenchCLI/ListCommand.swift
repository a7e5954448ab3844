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

    /// What scripts read: every list in the order the code uses it.
    struct Lists: Encodable {
        var strategies = StrategyKind.allCases.map(\.rawValue)
        var brokenRecipes = BrokenRecipe.allCases.map(\.rawValue)
        var presets = Preset.allCases.map(\.rawValue)
        var defaultPresets = SweepPlan.Profile.firstRun.presets.map(\.rawValue)
        var quickPresets = SweepPlan.Profile.quick.presets.map(\.rawValue)
        var fullPresets = SweepPlan.Profile.full.presets.map(\.rawValue)
        var scenarios = Scenario.allCases.map(\.rawValue)
        var defaultSizes = SweepPlan.Profile.firstRun.sizes
        var quickSizes = SweepPlan.Profile.quick.sizes
        var fullSizes = SweepPlan.Profile.full.sizes
        /// Each sweep of `decobench run` in one line: default, quick, full.
        var sweeps = Dictionary(uniqueKeysWithValues: SweepPlan.Profile.allCases.map { ($0.rawValue, $0.summary) })
        var recommended = StrategyKind.recommended.rawValue
        /// Where `--allocator jemalloc` looks for libjemalloc.so.2, and the first one present
        /// (`jemalloc` is left out when none is).
        var jemallocPaths = AllocatorSetup.jemallocPaths
        var jemalloc = AllocatorSetup.jemallocLibrary()
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
            print("\nSweeps of `decobench run`:")
            for profile in SweepPlan.Profile.allCases {
                let duration = profile.duration.map { "; \($0)" } ?? ""
                print("  \((profile.flag ?? "(default)").padding(14))  \(profile.summary)\(duration)")
            }
        }
    }
}
