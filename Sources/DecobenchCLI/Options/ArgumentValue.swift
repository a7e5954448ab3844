import ArgumentParser
import DecobenchHarness
import DecorationBench
import DecorationStrategies
import Foundation

/// How option values that are not a single plain value are read: ArgumentParser calls these as
/// `transform:`s, and puts what they throw after "The value 'x' is invalid for '--option':".
///
/// Every list option has one convention: `parsing: .upToNextOption`, so that
/// `--strategies a b` and `--strategies a --strategies b` work, and each value may also be a
/// comma-separated list (`--strategies a,b`, the older form). A value with no names in it
/// (`--strategies ''` or `,`) is an error, never an empty list.
enum ArgumentValue {
    /// The names in one value of a list option, in order.
    ///
    /// - Throws: `CLIError` for an empty value or an unknown name, listing the choices.
    static func names<T: CaseIterable & RawRepresentable>(_ text: String) throws -> [T] where T.RawValue == String {
        try names(text, choices: T.allCases.map { ($0.rawValue, $0) })
    }

    /// The registered strategies named in one value of `--strategies`.
    ///
    /// - Throws: `CLIError` for an empty value or a name no registered strategy has.
    static func strategies(_ text: String) throws -> [StrategyKind] {
        try names(text, choices: StrategyKind.allCases.map { ($0.rawValue, $0) })
    }

    /// The names in one value of a list option, looked up in `choices`.
    static func names<T>(_ text: String, choices: [(name: String, value: T)]) throws -> [T] {
        let all = choices.map(\.name).joined(separator: ", ")
        let parts = split(text)
        if parts.isEmpty { throw CLIError("give at least one name; choose from \(all)") }
        return try parts.map { name in
            guard let value = choices.first(where: { $0.name == name })?.value else {
                throw CLIError("unknown name '\(name)'; choose from \(all)")
            }
            return value
        }
    }

    /// The item counts in one value of `run --items`: whole numbers in 0...``DataSetLimits/maxItems``.
    static func itemCounts(_ text: String) throws -> [Int] {
        let parts = split(text)
        if parts.isEmpty { throw CLIError("give at least one size, e.g. 1000,10000") }
        return try parts.map { part in
            guard let n = Int(part), n >= 0 else { throw CLIError("'\(part)' is not a whole number of items ≥ 0") }
            guard n <= DataSetLimits.maxItems else {
                throw CLIError("\(n) items is more than the limit of \(DataSetLimits.maxItems); use a smaller size")
            }
            return n
        }
    }

    /// A query rect, `X,Y,W,H`: four finite numbers within ±``DataSetLimits/maxContentLength``,
    /// the width and height ≥ 0.
    static func rect(_ text: String) throws -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 4 else { throw CLIError("expected four numbers X,Y,W,H; got \(parts.count) field(s)") }
        var v: [Double] = []
        let limit = DataSetLimits.maxContentLength
        for (name, part) in zip(["x", "y", "width", "height"], parts) {
            guard let n = Double(part) else { throw CLIError("\(name) '\(part)' is not a number") }
            guard n.isFinite else { throw CLIError("\(name) is \(part); a rect needs finite numbers") }
            if n < 0, name == "width" || name == "height" {
                throw CLIError(
                    "\(name) \(shortestDecimal(n)) is negative; a rect's size must be ≥ 0 (move its origin instead)")
            }
            guard abs(n) <= limit else {
                throw CLIError(
                    "\(name) \(shortestDecimal(n)) is beyond ±\(shortestDecimal(limit)) points, the largest coordinate")
            }
            v.append(n)
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The values of a list option flattened, repeats dropped; `all` when the option was not given.
    static func flattened<T: Hashable>(_ values: [[T]], default all: [T]) -> [T] {
        values.isEmpty ? all : values.flatMap { $0 }.uniqued()
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
