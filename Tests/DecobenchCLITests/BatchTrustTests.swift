import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// The report "batches you can trust": right answers after batches on fractional sizes, no
/// trap from a broken recipe, batches held to the data-set limits, double deletes refused, an
/// empty sweep refused, run files with a byte-order mark or CR line ends read, and a gate that
/// fails a strategy that drew the wrong thing.
final class BatchTrustTests: XCTestCase {
    private static let twoSections = """
        {"collectionView":{"width":390,"height":844},"sections":[{"itemCount":3,"itemSize":{"width":100,"height":50}},
        {"itemCount":5,"itemSize":{"width":100,"height":50}}]}
        """

    private func batches(_ dataSet: String, _ batches: String, _ more: [String] = []) throws -> CLIRunner.Result {
        let ds = try CLIRunner.temporaryFile("ds.json", contents: dataSet)
        let file = try CLIRunner.temporaryFile("batches.json", contents: batches)
        return try CLIRunner.run(["batches", "--dataset", ds, "--batch-file", file] + more)
    }

    /// The report's reproducer: 33.3 points, a section deleted, then one moved.
    func testFractionalSizesDrawRightAfterBatches() throws {
        let r = try batches(
            """
            {"collectionView":{"width":390,"height":844},"headerReferenceSize":{"width":0,"height":30},
            "sections":[{"items":[[100,33.3]]},{"itemCount":1,"itemSize":{"width":120,"height":40}},{"items":[]},
            {"itemCount":3,"itemSize":{"width":60,"height":60}}]}
            """,
            #"{"batches":[[{"action":"delete","section":1}],[{"action":"move","section":0,"to":{"section":1}}]]}"#)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        for row in r.stdout.split(separator: "\n").dropFirst() { XCTAssertTrue(row.hasSuffix(",0,0"), String(row)) }
    }

    func testABrokenRecipeShowsItsFaultsWithoutTrapping() throws {
        let batch = #"{"batches":[[{"action":"delete","section":1}]]}"#
        let r = try batches(Self.twoSections, batch, ["--strategies", "none,naive-batch"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("naive-batch,1,"), r.stdout)
        let ds = try CLIRunner.temporaryFile("ds.json", contents: Self.twoSections)
        let file = try CLIRunner.temporaryFile("batches.json", contents: batch)
        let s = try CLIRunner.run(["simulate", "--dataset", ds, "--batch-file", file, "--strategies", "naive-batch"])
        XCTAssertEqual(s.status, 0, s.stderr)
    }

    func testABatchIsHeldToTheLimitsOfADataSetFile() throws {
        let cases = [
            #"{"batches":[[{"action":"insert","section":0,"item":0,"count":10000000}]]}"#:
                "batches[0], update 0 (insert 10000000 items at item 0 of section 0): it brings the data set to "
                + "10000008 items, more than the limit of 10000000",
            #"{"batches":[[{"action":"insert","section":0,"item":0,"count":2000000,"#
                + #""size":{"width":10,"height":1000000}}]]}"#:
                "after it, (data set): the content could be",
        ]
        for (json, message) in cases {
            let r = try batches(Self.twoSections, json, ["--strategies", "none"])
            XCTAssertEqual(r.status, 1, json)
            XCTAssertTrue(r.stderr.contains(message), r.stderr)
            XCTAssertFalse(r.stderr.contains("Fatal error"), r.stderr)
        }
    }

    func testADoubleDeleteIsRefusedNamingBothUpdates() throws {
        let cases = [
            #"[{"action":"delete","section":0,"item":0},{"action":"delete","section":0,"item":0}]"#:
                "update 1 (delete 1 item from item 0 of section 0): update 0 deletes item(s) 0..<1 of section 0",
            #"[{"action":"delete","section":0},{"action":"delete","section":0}]"#:
                "update 1 (delete section 0): section 0 is deleted by update 0 too",
            #"[{"action":"delete","section":0},{"action":"delete","section":0,"item":0}]"#:
                "update 0 deletes section 0 already",
        ]
        for (batch, message) in cases {
            let r = try batches(Self.twoSections, #"{"batches":[\#(batch)]}"#, ["--strategies", "none"])
            XCTAssertEqual(r.status, 1, batch)
            XCTAssertTrue(r.stderr.contains(message), r.stderr)
        }
    }

    func testBatchesTakesListsAsSimulateDoesAndNamesABatchFileAsSuch() throws {
        let r = try batches(Self.twoSections, #"{"batches":[[]]}"#, ["--strategies", "none", "augmented-list"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] },
            [
                "none", "augmented-list",
            ])
        let ds = try CLIRunner.temporaryFile("ds.json", contents: Self.twoSections)
        let missing = try CLIRunner.run(["batches", "--dataset", ds, "--batch-file", "/nonexistent/b.json"])
        XCTAssertTrue(missing.stderr.contains("cannot read batch file '/nonexistent/b.json'"), missing.stderr)
    }

    func testAScenarioThatMeasuresNothingOnADataSetIsRefused() throws {
        let ds = try CLIRunner.temporaryFile(
            "empty.json", contents: #"{"collectionView":{"width":390,"height":844},"sections":[]}"#)
        let r = try CLIRunner.run(["run", "--dataset", ds, "--scenarios", "batch-update", "--output", ds + ".csv"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("--scenarios batch-update measures nothing on --dataset"), r.stderr)
    }

    func testAScenarioThatMeasuresNothingOnAPresetIsRefusedOrLeftOut() throws {
        let out = try CLIRunner.temporaryFile("p.csv", contents: "")
        let named = try CLIRunner.run(
            ["run", "--presets", "pinned,grid", "--items", "1000", "--scenarios", "pinned-scroll", "--output", out])
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertTrue(
            named.stderr.contains("--scenarios pinned-scroll measures nothing on --presets grid at 1000 items"),
            named.stderr)
        XCTAssertTrue(named.stderr.contains("run it on --presets pinned"), named.stderr)
        // The sweep's own presets: none pins, so the run says where the scenario measures something.
        let swept = try CLIRunner.run(["run", "--items", "1000", "--scenarios", "pinned-scroll", "--output", out])
        XCTAssertEqual(swept.status, 1, swept.stderr)
        XCTAssertTrue(swept.stderr.contains("measures nothing on the sweep's presets"), swept.stderr)
        // Several processes over a preset it measures: rows, not a merge of empty files.
        let ran = try CLIRunner.run(
            [
                "run", "--presets", "pinned", "--items", "1000", "--scenarios", "pinned-scroll", "--strategies",
                "none,section-cache", "--processes", "2", "--budget", "0.01", "--output", out,
            ])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").count, 3)
    }

    func testRunFilesWithAByteOrderMarkOrCRLineEndsAreRead() throws {
        let plain = try CSVTable.parse("preset,items\ngrid,10\nfeed,20\n", source: "t")
        XCTAssertEqual(try CSVTable.parse("\u{FEFF}preset,items\ngrid,10\nfeed,20\n", source: "t").header, plain.header)
        let cr = try CSVTable.parse("preset,items\rgrid,10\rfeed,20\r", source: "t")
        XCTAssertEqual(cr.header, plain.header)
        XCTAssertEqual(cr.rows, plain.rows)
        XCTAssertEqual(try CSVTable.parse("preset,items\r\ngrid,10\r\nfeed,20\r\n", source: "t").rows, plain.rows)
    }

    func testCompareFailsACurrentRunThatDrewTheWrongThing() throws {
        let rows = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        var wrong = rows
        wrong[1].verified = .no
        let comparison = try Comparison(baseline: rows, current: wrong, threshold: 0.25)
        XCTAssertEqual(comparison.regressions, 1)
        XCTAssertEqual(comparison.lines.first { $0.verdict.fails }?.verdict, .wrong)
    }
}
