import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness

/// The exit-status table of the Guarantees article against the built binary: a row for every
/// command, and what a row says of a `--dataset` file that cannot be read (64 where the command
/// checks it with the command line, 1 where it reads it when its turn comes) is what it does.
final class ExitStatusTests: XCTestCase {
    /// The table's rows: the command, then its cells for exit 1, exit 2 and "also 64".
    private func table() throws -> [String: [String]] {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DecobenchCLI/DecobenchCLI.docc/Guarantees.md")
        var rows: [String: [String]] = [:]
        let text = try String(contentsOf: article, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            rows[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells[2...4])
        }
        return rows
    }

    func testEveryCommandHasARowAndAnUnreadableDataSetExitsAsItSays() throws {
        let rows = try table()
        XCTAssertEqual(Set(rows.keys), Set(ListCommand.Lists().commands), "a row for every command")
        let missing = "/nonexistent/decobench-exit-status.json"
        let needs = ["attributes": ["--rect", "0,0,10,10"]]
        for (command, cells) in rows.sorted(by: { $0.key < $1.key }) where cells.joined().contains("`--dataset`") {
            let r = try CLIRunner.run([command, "--dataset", missing] + (needs[command] ?? []))
            let documented: Int32 = cells[2].contains("`--dataset`") ? 64 : 1
            XCTAssertEqual(r.status, documented, "\(command) --dataset \(missing): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("cannot read data set"), r.stderr)
        }
    }

    /// One bad input per command, with the status its row gives it.
    func testOneBadInputPerCommand() throws {
        let csv = try CLIRunner.temporaryFile("exit-status.csv", contents: "preset,seed\ngrid,1\n")
        let cases: [(arguments: [String], status: Int32)] = [
            (["run", "--budget", "0"], 64),
            (["compare", csv, csv], 1),
            (["verdict", csv], 1),
            (["list", "--format", "yaml"], 64),
            (["attributes", "--preset", "grid", "--rect", "0,0,10,10", "--bounds", "0,0,0,0"], 1),
            (["dataset"], 64),
            (["instructions", "--strategy", "linear", "--scenario", "pinned-scroll", "--items", "10"], 1),
            (["simulate", "--presets", "grid", "--items", "50", "--batch-file", "/nonexistent/b.json"], 1),
            (["batches", "--presets", "grid", "--items", "50", "--batch-file", "/nonexistent/b.json"], 1),
        ]
        XCTAssertEqual(Set(cases.map { $0.arguments[0] }), Set(ListCommand.Lists().commands))
        for (arguments, status) in cases {
            let r = try CLIRunner.run(arguments)
            XCTAssertEqual(r.status, status, "\(arguments.joined(separator: " ")): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("Error: "), r.stderr)
        }
    }
}
