import ArgumentParser
import DecorationBench

/// The `decobench` command: times decoration strategies, compares runs, dumps layouts.
public struct Decobench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "decobench",
        abstract: "Measure, and check, the ways of adding decoration views to a UICollectionView flow layout.",
        discussion: """
        Strategies: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")).
        Presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
        Run `decobench list` for what each one is.
        """,
        subcommands: [RunCommand.self, CompareCommand.self, ListCommand.self, AttributesCommand.self, DatasetCommand.self,
                      InstructionsCommand.self, SimulateCommand.self],
        defaultSubcommand: RunCommand.self
    )

    public init() {}
}

extension StrategyKind: ExpressibleByArgument {}
extension FrameRule: ExpressibleByArgument {}
extension Preset: ExpressibleByArgument {}
extension ScrollDirection: ExpressibleByArgument {}

extension Rect: ExpressibleByArgument {
    /// Parses `X,Y,W,H`; width and height must be finite and ≥ 0.
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0 else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    public static var defaultCompletionKind: CompletionKind { .default }
}

/// Parses a comma-separated list of names into enum cases, naming the bad one.
func parseList<T: CaseIterable & RawRepresentable>(_ text: String, option: String) throws -> [T] where T.RawValue == String {
    var result: [T] = []
    for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
        guard let value = T(rawValue: name) else {
            throw ValidationError("\(option): unknown name '\(name)'; choose from \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if !result.contains(where: { $0.rawValue == value.rawValue }) { result.append(value) }
    }
    if result.isEmpty { throw ValidationError("\(option): give at least one name") }
    return result
}
