import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// `run --processes`: one run from several processes (its rows merged: ResultRowMergeTests).
final class MergeTests: XCTestCase {
    /// End to end: two processes, one merged row per measurement, twice the samples.
    func testRunInTwoProcesses() throws {
        let args = [
            "run", "--presets", "grid", "--items", "1000", "--budget", "0.01", "--strategies", "none,interval-tree",
            "--scenarios", "scroll", "--output", "-",
        ]
        let one = try CLIRunner.run(args)
        let two = try CLIRunner.run(args + ["--processes", "2"])
        XCTAssertEqual(two.status, 0, two.stderr)
        XCTAssertTrue(two.stderr.contains("process 2 of 2"), two.stderr)
        let rows = try ResultRow.rows(from: CSVTable.parse(two.stdout, source: "two"), source: "two")
        let single = try ResultRow.rows(from: CSVTable.parse(one.stdout, source: "one"), source: "one")
        XCTAssertEqual(rows.map(\.strategy), [.none, .intervalTree])
        XCTAssertEqual(rows.map(\.counters), single.map(\.counters), "counters are the same in every process")
        XCTAssertGreaterThanOrEqual(rows[1].timing.count, 2 * SweepPlan.minRounds)
    }

    /// Every data set of every process runs in a child of its own, so that no figure depends on
    /// the data sets measured before it in the same heap.
    func testEachDataSetRunsInAProcessOfItsOwn() throws {
        let args = [
            "run", "--presets", "grid,feed", "--items", "1000", "--budget", "0.01", "--strategies",
            "none,binary-search", "--scenarios", "scroll", "--output", "-",
        ]
        let two = try CLIRunner.run(args + ["--processes", "2"])
        XCTAssertEqual(two.status, 0, two.stderr)
        XCTAssertTrue(two.stderr.contains("feed 1k items, process 2 of 2: generating"), two.stderr)
        XCTAssertTrue(two.stderr.contains("[4/4, "), "the last child's lines count in the whole sweep: \(two.stderr)")
        let rows = try ResultRow.rows(from: CSVTable.parse(two.stdout, source: "two"), source: "two")
        XCTAssertEqual(rows.map(\.preset), ["grid", "grid", "feed", "feed"], "every data set, in the sweep's order")

        // A child measures only the data set it is given.
        let output = try CLIRunner.temporaryFile("child.csv", contents: "")
        var environment = ProcessInfo.processInfo.environment
        environment[SweepProcesses.outputVariable] = output
        environment[SweepProcesses.entryVariable] = "1"
        let child = try CLIRunner.run(args, environment: environment)
        XCTAssertEqual(child.status, 0, child.stderr)
        let childRows = try ResultRow.rows(
            from: CSVTable.parse(String(contentsOfFile: output, encoding: .utf8), source: "child"), source: "child")
        XCTAssertEqual(childRows.map(\.preset), ["feed", "feed"])
        // Told its place, a child counts its lines in the whole sweep: process 2's feed is step 4 of 4.
        environment[SweepProcesses.placeVariable] = "2:7.5"
        let placed = try CLIRunner.run(args + ["--processes", "2"], environment: environment)
        XCTAssertEqual(placed.status, 0, placed.stderr)
        XCTAssertTrue(placed.stderr.contains("[4/4, 8s in, about "), placed.stderr)
        environment[SweepProcesses.placeVariable] = "3:1"
        let misplaced = try CLIRunner.run(args + ["--processes", "2"], environment: environment)
        XCTAssertNotEqual(misplaced.status, 0)
        XCTAssertTrue(misplaced.stderr.contains("DECOBENCH_CHILD_PLACE=3:1: must be PROCESS:SECONDS"), misplaced.stderr)
        environment[SweepProcesses.placeVariable] = nil

        environment[SweepProcesses.entryVariable] = "2"
        let bad = try CLIRunner.run(args, environment: environment)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(
            bad.stderr.contains("DECOBENCH_CHILD_ENTRY=2: must be a data set's position in 0..<2"), bad.stderr)
    }
}
