import ArgumentParser
import DecorationBench

/// `decobench list`: presets, strategies, scenarios, sizes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List presets, strategies, scenarios and sizes.")

    func run() {
        print("Strategies:")
        for s in StrategyKind.allCases { print("  \(s.rawValue.padding(14))  \(s.summary)") }
        print("\nPresets (--preset; any size with --items):")
        for p in Preset.allCases { print("  \(p.rawValue.padding(14))  \(p.summary)") }
        print("\nScenarios:")
        for s in Scenario.allCases { print("  \(s.rawValue.padding(14))  \(s.summary)") }
        print("\nDefault sweep sizes (items): \(SweepPlan.defaultSizes.map(formatCount).joined(separator: ", "))")
        print("Quick sweep sizes (items):   \(SweepPlan.quickSizes.map(formatCount).joined(separator: ", "))")
    }
}
