import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// `decobench verdict`: the three lines `decobench run` ends with, from a run's CSV.
struct VerdictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verdict",
        abstract: "Print a run's verdict from its CSV: the strategy to use, its overhead, whether all drew right.",
        discussion: """
            The same three lines `\(Executable.name) run` prints after its table. The overhead is given as the \
            median of the recommended strategy's ratio to none over the run's \(Verdict.scenario.rawValue) rows \
            (×1.15: 15% over none), with its range; correctness comes from the `verified` column (each \
            strategy checked against the brute-force oracle before timing). JSON: {"recommended", "lines", \
            "overhead": {"median", "min", "max", "scenario"} or null, "correct": true, false or null (not \
            checked), "checked": data sets checked}. Exits 1 when a strategy drew the wrong thing.
            """
    )

    @Argument(help: ArgumentHelp("A run's CSV (\(Executable.name) run --output).", valueName: "results.csv"))
    var results: String

    @Option(help: OutputFormat.help(formats, "three lines of text, or json"))
    var format: OutputFormat = .text

    /// The formats `verdict` prints in.
    static let formats: [OutputFormat] = [.text, .json]

    func validate() throws { try format.check(Self.formats) }

    func run() throws {
        let verdict = Verdict(rows: try ResultRow.read(results))
        switch format {
        case .text: try StandardStreams.output(verdict.lines.joined(separator: "\n") + "\n")
        case .json: try StandardStreams.output(try verdict.json() + "\n")
        case .table, .csv, .markdown: preconditionFailure("verdict: validate() refuses --format \(format)")
        }
        if verdict.correct == false { throw ExitCode(1) }
    }
}

extension Verdict {
    /// What `decobench verdict --format json` prints; scripts read these keys.
    private struct JSON: Encodable {
        var recommended: String
        var lines: [String]
        var overhead: Overhead?
        var correct: Bool?
        var checked: Int

        /// Writes `null` for an absent overhead or correctness instead of leaving the key out.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(recommended, forKey: .recommended)
            try container.encode(lines, forKey: .lines)
            try container.encode(overhead, forKey: .overhead)
            try container.encode(correct, forKey: .correct)
            try container.encode(checked, forKey: .checked)
        }

        enum CodingKeys: String, CodingKey { case recommended, lines, overhead, correct, checked }
    }

    /// The verdict as one JSON object.
    func json() throws -> String {
        let value = JSON(
            recommended: recommended.rawValue, lines: lines,
            overhead: overhead, correct: correct, checked: checked)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
