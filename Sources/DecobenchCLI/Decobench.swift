import ArgumentParser
import CStdio
import DecorationBench
import Foundation

/// The `decobench` command: times decoration strategies, compares runs, dumps layouts.
public struct Decobench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "decobench",
        abstract: "Measure, and check, the ways of adding decoration views to a UICollectionView flow layout.",
        discussion: """
            Strategies: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")).
            Presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
            Run `decobench list` for what each one is.
            `decobench run` (the default) answers in \(SweepPlan.Profile.firstRun.duration!): \
            \(SweepPlan.Profile.firstRun.summary); \
            it ends with the strategy to use (\(StrategyKind.recommended.rawValue)), its overhead over none, \
            and whether every strategy drew the right thing. `decobench run --full` is the reference sweep \
            (\(SweepPlan.Profile.full.duration!)).
            """,
        subcommands: [
            RunCommand.self, CompareCommand.self, ListCommand.self, AttributesCommand.self, DatasetCommand.self,
            InstructionsCommand.self, SimulateCommand.self, VerdictCommand.self, BatchesCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}

    /// Makes standard error line-buffered. ArgumentParser prints its errors one byte per `putc`,
    /// and standard error is unbuffered, so every byte was its own `write()`; now each line is
    /// one. Call it before `main()`.
    public static func bufferStandardError() {
        setvbuf(decobench_stderr(), nil, _IOLBF, 1 << 16)
    }
}

extension StrategyKind: ExpressibleByArgument {}
extension FrameRule: ExpressibleByArgument {}
extension Preset: ExpressibleByArgument {}
extension ScrollDirection: ExpressibleByArgument {}
