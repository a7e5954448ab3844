import ArgumentParser
import CStdio
import DecobenchHarness
@_exported import DecorationBench
@_exported import DecorationStrategies
import Foundation

/// The `decobench` command: times decoration strategies, compares runs, dumps layouts.
///
/// A package measures strategies of its own with an executable that registers them and hands it
/// the command line; that executable is the whole CLI (`run`, `compare`, `list`, `simulate`, …),
/// under its own name:
///
/// ```swift
/// import DecobenchCLI
///
/// final class MyBackgrounds: DecorationStrategy { static let name = "my-backgrounds"; … }
///
/// Decobench.main(strategies: [MyBackgrounds.self])
/// ```
public struct Decobench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: Executable.name,
        abstract: "Measure, and check, the ways of adding decoration views to a UICollectionView flow layout.",
        discussion: """
            Strategies: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")).
            Presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
            Run `\(Executable.name) list` for what each one is.
            `\(Executable.name) run` (the default) answers in \(SweepPlan.Profile.firstRun.duration!): \
            \(SweepPlan.Profile.firstRun.summary); \
            it ends with the strategy to use (\(StrategyKind.recommended.rawValue), or a strategy of yours that \
            beats it in the same run), its overhead over none, and whether every strategy drew the right thing. \
            `\(Executable.name) run --full` is the reference sweep (\(SweepPlan.Profile.full.duration!)).
            A strategy of your own: an executable of yours passes it to Decobench.main(strategies:) and gets every \
            command (Sources/DecorationBench/DecorationBench.docc/MeasuringYourOwnStrategy.md). The terms: \
            Sources/DecorationBench/DecorationBench.docc/Glossary.md; every CSV column: \
            Sources/DecobenchCLI/DecobenchCLI.docc/CSVColumns.md.
            """,
        subcommands: [
            RunCommand.self, CompareCommand.self, ListCommand.self, AttributesCommand.self, DatasetCommand.self,
            InstructionsCommand.self, SimulateCommand.self, VerdictCommand.self, BatchesCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}

    /// Registers `strategies` beside the built-ins and runs the command line: what `decobench`
    /// itself is (`Decobench.main(strategies: [])`), and what a user's executable calls with its
    /// own strategies. Every command then treats them as built-ins: `run` times and checks them,
    /// `list` names them, `simulate`, `batches`, `attributes` and `instructions` take them.
    ///
    /// A strategy whose name is not lowercase letters, digits and `-`, or that a built-in, a
    /// broken recipe or another of `strategies` has, stops the command before any work with a
    /// message naming both, exit 2.
    ///
    /// - Complexity: O(strategies²) to check the names, then the command's.
    public static func main(strategies: [any DecorationStrategy.Type]) -> Never {
        bufferStandardError()
        StandardStreams.install()
        do {
            try StrategyRegistry.register(strategies)
        } catch {
            StandardStreams.note("Error: \(error)")
            Foundation.exit(2)
        }
        main()
        Foundation.exit(0)
    }

    /// Makes standard error line-buffered. ArgumentParser prints its errors one byte per `putc`,
    /// and standard error is unbuffered, so every byte was its own `write()`; now each line is
    /// one. Call it before `main()`.
    public static func bufferStandardError() {
        setvbuf(decobench_stderr(), nil, _IOLBF, 1 << 16)
    }
}

extension StrategyKind: ExpressibleByArgument {
    /// A registered strategy's name; any other is refused, listing the choices.
    public init?(argument: String) {
        guard let type = StrategyRegistry.type(named: argument) else { return nil }
        self = type.kind
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
extension FrameRule: ExpressibleByArgument {}
extension Preset: ExpressibleByArgument {}
extension ScrollDirection: ExpressibleByArgument {}
