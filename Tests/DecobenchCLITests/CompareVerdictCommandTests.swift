import DecobenchHarnessFixtures
import Foundation
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// `decobench compare` and `decobench verdict` end to end, on CSV files: the exit statuses, the
/// JSON, the step summary and the errors a user sees. What they decide is tested on rows in
/// DecobenchHarnessTests (CompareTests, CompareIntervalTests, VerdictTests, ResultRowCSVTests).
final class CompareVerdictCommandTests: XCTestCase {
    /// A baseline row missing from the current run: exit 1, then 0 with `--allow-missing`.
    func testABaselineRowMissingFromTheCurrentRunFailsUnlessAllowed() throws {
        let base = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        let trapped = [ResultRow.fixture(strategy: .none, median: 100, ratio: 1)]
        let b = try CLIRunner.temporaryFile("missing-base.csv", contents: ResultRow.table(base).render())
        let c = try CLIRunner.temporaryFile("missing-now.csv", contents: ResultRow.table(trapped).render())
        let failed = try CLIRunner.run(["compare", b, c])
        XCTAssertEqual(failed.status, 1, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stdout.contains("MISSING"), failed.stdout)
        let passed = try CLIRunner.run(["compare", b, c, "--allow-missing"])
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
    }

    /// `decobench verdict` reads a run's CSV as `compare` does, prints the same lines or the JSON
    /// scripts read, and exits 1 when a strategy drew the wrong thing; a CSV without the
    /// `verified` column still reads.
    func testVerdictCommandReadsACSV() throws {
        let rows = ResultRow.verdictSweep()
        let csv = ResultRow.table(rows).render()
        let path = try CLIRunner.temporaryFile("verdict.csv", contents: csv)
        let text = try CLIRunner.run(["verdict", path])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, Verdict(rows: rows).lines.joined(separator: "\n") + "\n")

        let json = try CLIRunner.run(["verdict", path, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["recommended"] as? String, StrategyKind.recommended.rawValue)
        XCTAssertEqual(object["lines"] as? [String], Verdict(rows: rows).lines)
        XCTAssertEqual(object["correct"] as? Bool, true)
        XCTAssertEqual(object["checked"] as? Int, 4)
        let overhead = try XCTUnwrap(object["overhead"] as? [String: Any])
        XCTAssertEqual(overhead["median"] as? Double ?? 0, 1.15, accuracy: 1e-9)
        XCTAssertEqual(overhead["min"] as? Double, 1.02)
        XCTAssertEqual(overhead["max"] as? Double, 1.3)
        XCTAssertEqual(overhead["scenario"] as? String, "scroll")

        var wrong = rows
        wrong[1].verified = .no
        let wrongPath = try CLIRunner.temporaryFile("verdict-wrong.csv", contents: ResultRow.table(wrong).render())
        let failed = try CLIRunner.run(["verdict", wrongPath, "--format", "json"])
        XCTAssertEqual(failed.status, 1, failed.stdout)
        XCTAssertTrue(failed.stdout.contains("\"correct\" : false"), failed.stdout)

        // An older CSV: the same file without its `verified` column.
        let table = try CSVTable.parse(csv, source: path)
        let keep = table.header.indices.filter { table.header[$0] != "verified" }
        let older = CSVTable(
            header: keep.map { table.header[$0] }, rows: table.rows.map { row in keep.map { row[$0] } }
        )
        .render()
        let olderPath = try CLIRunner.temporaryFile("verdict-old.csv", contents: older)
        let unknown = try CLIRunner.run(["verdict", olderPath, "--format", "json"])
        XCTAssertEqual(unknown.status, 0, unknown.stderr)
        XCTAssertTrue(unknown.stdout.contains("\"correct\" : null"), unknown.stdout)
        XCTAssertEqual(try CLIRunner.run(["compare", olderPath, path]).status, 0, "compare reads both")
    }

    /// End to end: `--format json` on stdout, the markdown appended to GITHUB_STEP_SUMMARY, exit 1.
    func testCompareAppendsItsMarkdownToTheStepSummary() throws {
        let base = [ResultRow.fixture(.none, 1, 1, 1), ResultRow.fixture(.intervalTree, 1.20, 1.18, 1.22)]
        let now = [ResultRow.fixture(.none, 1, 1, 1), ResultRow.fixture(.intervalTree, 1.60, 1.55, 1.65)]
        let b = try CLIRunner.temporaryFile("summary-base.csv", contents: ResultRow.table(base).render())
        let c = try CLIRunner.temporaryFile("summary-now.csv", contents: ResultRow.table(now).render())
        let summary = try CLIRunner.temporaryFile("step-summary.md", contents: "earlier step\n")
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary
        let r = try CLIRunner.run(["compare", b, c, "--format", "json"], environment: environment)
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)), r.stdout)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier step\n### decobench compare: ❌"), text)
        XCTAssertTrue(text.contains("| **SLOWER** |"), text)
    }

    /// A header-only file and a cell that is not a number are named, with the row and column.
    func testCompareNamesAHeaderOnlyFileAndABadCell() throws {
        let header = try CLIRunner.temporaryFile("header-only.csv", contents: ResultRow.table([]).render())
        let good = try CLIRunner.temporaryFile("good.csv", contents: ResultRow.validTable().render())
        var doctored = ResultRow.validTable()
        doctored.rows[1][try XCTUnwrap(doctored.header.firstIndex(of: "ratio_to_none"))] = "nan"
        let nan = try CLIRunner.temporaryFile("nan.csv", contents: doctored.render())
        XCTAssertThrowsError(try ResultRow.read(header)) {
            XCTAssertEqual("\($0)", "\(header): no rows after the header (row 1); is the run complete?")
        }
        let r = try CLIRunner.run(["compare", good, nan])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(nan): row 3, column ratio_to_none: 'nan' is not a finite number"), r.stderr)
        XCTAssertEqual(try CLIRunner.run(["compare", good, good]).status, 0)
    }
}
