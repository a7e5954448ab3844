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
        var defaultPresets = SweepPlan.defaultPresets.map(\.rawValue)
        var quickPresets = SweepPlan.quickPresets.map(\.rawValue)
        var scenarios = Scenario.allCases.map(\.rawValue)
        var defaultSizes = SweepPlan.defaultSizes
        var quickSizes = SweepPlan.quickSizes
        /// The columns of a run's CSV (and of its JSON rows), in order.
        var columns = ResultRow.schema.header
        /// The subcommands, in `--help`'s order.
        var commands = Decobench.configuration.subcommands.map { $0.configuration.commandName ?? "" }
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
            try StandardStreams.output(String(decoding: try encoder.encode(Lists()), as: UTF8.self) + "\n")
        case .text:
            var lines = ["Strategies:"]
            lines += StrategyKind.allCases.map { "  \($0.rawValue.padding(14))  \($0.summary)" }
            lines += ["", "Presets (--preset; any size with --items):"]
            lines += Preset.allCases.map { "  \($0.rawValue.padding(14))  \($0.summary)" }
            lines += ["", "Scenarios:"]
            lines += Scenario.allCases.map { "  \($0.rawValue.padding(14))  \($0.summary)" }
            let sizes = { (sizes: [Int]) in sizes.map(formatCount).joined(separator: ", ") }
            lines += ["", "Default sweep sizes (items): \(sizes(SweepPlan.defaultSizes))",
                      "Quick sweep sizes (items):   \(sizes(SweepPlan.quickSizes))"]
            try StandardStreams.output(lines.joined(separator: "\n") + "\n")
        }
    }
}
