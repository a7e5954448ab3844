import DecorationBench
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The edges a CI pipeline meets: empty data sets, full disks, closed pipes, bad output paths,
/// merged or hand-edited CSVs. Each ends in a right answer or a named error with an exit status
/// in 1...127: never a trap, never exit 0 with data lost. Run through the built executable, so
/// that a trap is an exit status rather than the end of the tests.
final class NothingLostTests: XCTestCase {
    private let emptySections = #"{"collectionView": {"width": 390, "height": 844}, "sections": []}"#
    private let sectionsWithoutItems =
        #"{"collectionView": {"width": 390, "height": 844}, "sections": [{"itemCount": 0, "#
        + #""itemSize": {"width": 10, "height": 10}}, {"items": []}]}"#

    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-lost-\(getpid())-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    private func assertRefused(
        _ r: CLIRunner.Result, _ expected: [String], _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            (1...127).contains(r.status), "\(context): exit \(r.status): \(r.stderr.suffix(300))", file: file,
            line: line)
        for text in expected {
            XCTAssertTrue(
                r.stderr.contains(text), "\(context): expected '\(text)' in \(r.stderr.suffix(500))", file: file,
                line: line)
        }
        XCTAssertFalse(
            r.stderr.contains("Fatal error") || r.stderr.contains("Backtrace"), context, file: file, line: line)
    }

    /// A jump over a data set with no items lands on the top, like any other query: a row, not a trap.
    func testAJumpOverNoItemsGivesARow() throws {
        let dir = try scratch()
        try emptySections.write(toFile: dir + "/empty.json", atomically: false, encoding: .utf8)
        try sectionsWithoutItems.write(toFile: dir + "/hollow.json", atomically: false, encoding: .utf8)
        for source in [
            ["--presets", "grid", "--items", "0"], ["--dataset", dir + "/empty.json"],
            ["--dataset", dir + "/hollow.json"],
        ] {
            let r = try CLIRunner.run(
                ["run"] + source + [
                    "--strategies", "none,interval-tree", "--scenarios", "jump",
                    "--budget", "0.01", "--processes", "1", "--output", "-",
                ])
            XCTAssertEqual(r.status, 0, "\(source): \(r.stderr.suffix(400))")
            XCTAssertEqual(r.stdout.split(separator: "\n").count, 3, "\(source): a header and two rows")
        }
    }

    /// Standard output on a full device: every command that prints fails, naming standard output.
    func testAFullStandardOutputIsAnError() throws {
        let dataset = try scratch() + "/grid.json"
        try Preset.grid.make(items: 20, seed: 1).jsonText().write(toFile: dataset, atomically: false, encoding: .utf8)
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../results/quick-baseline.csv"
        ).path
        let commands: [[String]] = [
            ["dataset", "--preset", "grid", "--items", "100"], ["list"], ["list", "--format", "json"],
            ["attributes", "--dataset", dataset, "--rect", "0,0,390,844"], ["simulate", "--items", "50"],
            [
                "run", "--presets", "grid", "--items", "50", "--strategies", "none", "--scenarios", "prepare",
                "--budget", "0.01",
                "--processes", "1", "--output", "-",
            ],
            ["compare", base, base], ["instructions", "--strategy", "none", "--items", "50", "--operations", "2"],
            ["run", "--help"],
        ]
        for args in commands {
            let r = try CLIRunner.run(args, stdout: "/dev/full")
            assertRefused(r, ["standard output", "No space left on device"], "\(args) > /dev/full")
        }
    }

    /// A reader that went away: the writer gets an error, not a silent exit 0 or a SIGPIPE death.
    func testAClosedPipeIsAnError() throws {
        let r = try CLIRunner.run(["dataset", "--preset", "grid", "--items", "2000"], closedStdout: true)
        assertRefused(r, ["standard output", "Broken pipe"], "dataset | (closed)")
    }

    /// Progress and tables on a full standard error do not bring the run down: the CSV is written.
    func testAFullStandardErrorDoesNotLoseTheRun() throws {
        let output = try scratch() + "/out.csv"
        let r = try CLIRunner.run(
            [
                "run", "--presets", "grid", "--items", "50", "--strategies", "none", "--scenarios", "prepare",
                "--budget", "0.01", "--processes", "2", "--output", output,
            ], stderr: "/dev/full")
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("preset,seed,"))
    }

    /// A step summary that cannot be written is a warning: the verdict stands.
    func testAnUnwritableStepSummaryIsAWarning() throws {
        let dir = try scratch()
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../results/quick-baseline.csv"
        ).path
        for summary in ["/dev/full", dir, dir + "/missing/summary.md"] {
            var environment = ProcessInfo.processInfo.environment
            environment["GITHUB_STEP_SUMMARY"] = summary
            let r = try CLIRunner.run(["compare", base, base], environment: environment)
            XCTAssertEqual(r.status, 0, "\(summary): \(r.stderr)")
            XCTAssertTrue(
                r.stderr.contains("warning: GITHUB_STEP_SUMMARY: cannot write '\(summary)'"), "\(summary): \(r.stderr)")
            XCTAssertTrue(r.stdout.contains("ok") || r.stdout.contains("no regression"), r.stdout)
        }
    }

    /// An output path that cannot be a file is refused before the sweep, naming `--output`.
    func testAnOutputPathThatCannotBeAFileIsRefusedFirst() throws {
        let dir = try scratch()
        for path in ["", dir + "/x.csv/"] {
            let r = try CLIRunner.run([
                "run", "--presets", "grid", "--items", "50", "--strategies", "none", "--scenarios", "prepare",
                "--budget", "0.01", "--processes", "1", "--output", path,
            ])
            assertRefused(r, ["--output"], "--output '\(path)'")
            XCTAssertFalse(r.stderr.contains("[1/1]"), "the sweep must not start: \(r.stderr)")
        }
    }

    /// `--max-items` below every size given names the smallest of those sizes.
    func testMaxItemsNamesTheSmallestSizeGiven() throws {
        let r = try CLIRunner.run(["run", "--items", "200,500", "--max-items", "100"])
        assertRefused(r, ["--max-items 100", "the smallest is 200"], "--items 200,500 --max-items 100")
    }
}
