import ArgumentParser
import DecobenchHarness

/// `--format`: one vocabulary of output formats for every command. A command writes some of
/// them, names those in its help (``help(_:_:)``) and refuses the rest (``check(_:)``).
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Lines, or an aligned table, for a person.
    case text
    /// The old name of `text` in `simulate`: taken there, with a line saying so, for one release.
    case table
    /// Comma-separated values with a header row.
    case csv
    /// One JSON document.
    case json
    /// A markdown table, for a pull request or a step summary.
    case markdown

    /// Empty, so that `--help` shows the formats each command names in its own help, not all.
    static var allValueStrings: [String] { [] }

    /// Every format, for shell completion.
    static var defaultCompletionKind: CompletionKind { .list(allCases.map(\.rawValue)) }

    /// The help of a command's `--format`: `what`, then the formats it writes.
    static func help(_ formats: [OutputFormat], _ what: String) -> ArgumentHelp {
        ArgumentHelp("Output format: \(what) (\(formats.map(\.rawValue).joined(separator: ", "))).")
    }

    /// Refuses a format the command does not write.
    ///
    /// - Throws: `ValidationError` naming the format and the ones the command writes.
    func check(_ formats: [OutputFormat]) throws {
        guard formats.contains(self) else {
            let names = formats.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--format \(rawValue): this command writes \(names); give one of them")
        }
    }
}
