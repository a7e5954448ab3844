import DecorationBench
import DecorationStrategies
import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness

#if canImport(Glibc)
import Glibc
#endif

/// Hostile edges, generated from the lists `decobench list --format json` prints (commands,
/// strategies, scenarios), so that a new one is covered without editing this file: every
/// command with its standard streams on a full device or a closed pipe, an unwritable step
/// summary, and data sets with no items or no sections across every scenario and strategy.
final class EdgeFuzzTests: XCTestCase {
    private let lists = ListCommand.Lists()
    private let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../results/quick-baseline.csv").path

    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-edge-\(getpid())-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// The smallest arguments that make each command do its work and print (keyed by name; a
    /// new command fails the test until it has an entry).
    private func minimalArguments(dataset: String) -> [String: [String]] {
        [
            "run": [
                "--presets", "grid", "--items", "30", "--strategies", "none", "--scenarios", "prepare", "--budget",
                "0.01",
                "--processes", "1", "--output", "-",
            ],
            "compare": [base, base],
            "verdict": [base],
            "batches": ["--presets", "grid", "--items", "30", "--batches-count", "2", "--strategies", "none"],
            "list": ["--format", "json"],
            "attributes": ["--dataset", dataset, "--rect", "0,0,390,844"],
            "dataset": ["--preset", "grid", "--items", "30"],
            "instructions": ["--strategy", "none", "--items", "30", "--operations", "2"],
            "simulate": ["--items", "30", "--strategies", "none"],
        ]
    }

    /// Each command, and its `--help`, with standard output or error (or both) on /dev/full or
    /// a pipe nobody reads: a lost standard output is an exit in 1...127 naming it; a lost
    /// standard error changes neither the exit status nor standard output; nothing traps.
    func testEveryCommandWithItsStreamsFullOrClosed() throws {
        let dataset = try scratch() + "/grid.json"
        try Preset.grid.make(items: 30, seed: 1).jsonText().write(toFile: dataset, atomically: false, encoding: .utf8)
        let arguments = minimalArguments(dataset: dataset)
        var cases = 0
        for command in lists.commands {
            guard let args = arguments[command] else {
                XCTFail("no minimal arguments for `\(command)`: add them above"); continue
            }
            for line in [[command] + args, [command, "--help"]] {
                let normal = try CLIRunner.run(line)
                XCTAssertEqual(normal.status, 0, "\(line): \(normal.stderr.suffix(300))")
                let lostOutput = [
                    try CLIRunner.run(line, stdout: "/dev/full"), try CLIRunner.run(line, closedStdout: true),
                    try CLIRunner.run(line, stdout: "/dev/full", stderr: "/dev/full"),
                    try CLIRunner.run(line, closedStdout: true, closedStderr: true),
                ]
                for (n, r) in lostOutput.enumerated() {
                    XCTAssertTrue((1...127).contains(r.status), "\(line), lost standard output \(n): exit \(r.status)")
                    if n < 2 {
                        XCTAssertTrue(
                            r.stderr.contains("cannot write standard output"), "\(line) \(n): \(r.stderr.suffix(300))")
                    }
                }
                for r in [try CLIRunner.run(line, stderr: "/dev/full"), try CLIRunner.run(line, closedStderr: true)] {
                    XCTAssertEqual(r.status, normal.status, "\(line), lost standard error")
                    XCTAssertEqual(
                        r.stdout.isEmpty, normal.stdout.isEmpty, "\(line), lost standard error: standard output kept")
                }
                cases += 7
            }
        }
        print("edges: \(cases) command lines with full or closed standard streams")
    }

    /// A step summary that cannot be written leaves compare's verdict (and exit status) as it
    /// is, with a warning that names the variable and the path.
    func testAnUnwritableStepSummaryNeverChangesTheVerdict() throws {
        let dir = try scratch()
        try "x".write(toFile: dir + "/plain.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(mkfifo(dir + "/unread.fifo", 0o600), 0)
        var lines = try String(contentsOfFile: base, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        lines[1][lines[0].firstIndex(of: "examined_per_query")!] = "999"
        let worse = dir + "/worse.csv"
        try (lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n").write(
            toFile: worse, atomically: false, encoding: .utf8)
        var cases = 0
        for summary in [
            "/dev/full", dir, dir + "/missing/summary.md", dir + "/plain.txt/summary.md", dir + "/unread.fifo",
        ] {
            for (current, status) in [(base, Int32(0)), (worse, Int32(1))] {
                var environment = ProcessInfo.processInfo.environment
                environment["GITHUB_STEP_SUMMARY"] = summary
                let r = try CLIRunner.run(["compare", base, current], environment: environment)
                XCTAssertEqual(r.status, status, "\(summary), \(current): \(r.stderr)")
                XCTAssertTrue(
                    r.stderr.contains("warning: GITHUB_STEP_SUMMARY: cannot write '\(summary)'"),
                    "\(summary): \(r.stderr)")
                XCTAssertTrue(r.stdout.contains(status == 0 ? "ok" : "COUNTER UP"), r.stdout)
                cases += 1
            }
        }
        print("edges: \(cases) unwritable step summaries")
    }

    /// Data sets with no items, no sections, or sections without items.
    private func emptyDataSets() throws -> [(name: String, dataSet: DataSet)] {
        let size = #""collectionView": {"width": 390, "height": 844}"#
        let files = [
            ("no sections", "{\(size), \"sections\": []}"),
            ("no sections, horizontal", "{\(size), \"scrollDirection\": \"horizontal\", \"sections\": []}"),
            (
                "empty sections",
                "{\(size), \"sections\": [{\"itemCount\": 0, \"itemSize\": {\"width\": 10, \"height\": 10}}, "
                    + "{\"items\": []}]}"
            ),
            (
                "empty sections with headers and backgrounds",
                "{\(size), \"headerReferenceSize\": {\"width\": 0, \"height\": 40}, "
                    + "\"footerReferenceSize\": {\"width\": 0, \"height\": 20}, \"sections\": [{\"items\": [], "
                    + "\"decoration\": {\"background\": true}}, {\"items\": []}]}"
            ),
            (
                "an empty section among full ones",
                "{\(size), \"sections\": [{\"items\": [[100, 40]]}, {\"items\": []}, {\"items\": [[390, 10]]}]}"
            ),
        ]
        return try files.map { ($0.0, try DataSet(json: $0.1)) }
            + lists.presets.map { ("\($0) at 0 items", Preset(rawValue: $0)!.make(items: 0, seed: 5)) }
    }

    /// Every scenario and strategy over every empty data set: a row each, with finite figures
    /// that read back through compare's checks; the simulator and every subject answer.
    func testEmptyDataSetsAcrossEveryScenarioAndStrategy() throws {
        let strategies = lists.strategies.map { StrategyKind(rawValue: $0)! }
        let scenarios = lists.scenarios.map { Scenario(rawValue: $0)! }
        var cells = 0
        for (name, ds) in try emptyDataSets() {
            let plan = SweepPlan(
                entries: [.init(name: "empty", items: ds.itemCount, make: { ds })], strategies: strategies,
                scenarios: scenarios, seed: 9, frameRule: .standard, budget: 0.001, minSamples: 2, verifyUpTo: 1_000)
            let rows = try Harness(
                plan: plan, allocator: .system, provenance: Provenance(build: "test"), observer: Silent()
            ).run()
            XCTAssertEqual(rows.count, strategies.count * scenarios.filter { $0.applies(to: ds) }.count, name)
            for row in rows {
                XCTAssertTrue(
                    row.timing.count >= 1 && row.timing.median.isFinite, "\(name) \(row.strategy) \(row.scenario)")
            }
            let text = ResultRow.table(rows).render()
            let back = try ResultRow.rows(from: CSVTable.parse(text, source: name), source: name)
            let same = try Comparison(baseline: back, current: back, threshold: 0.1)
            XCTAssertEqual(same.regressions, 0, "\(name): \(same.lines.map { "\($0.key) \($0.detail)" })")
            XCTAssertTrue(ResultRow.schema.json(rows).contains("\"rows\""), name)
            let reference = FlowLayout(dataSet: ds)
            reference.prepare()
            let simulation = Simulation(reference: reference, rule: .standard, findsGaps: true)
            for subject in SimulationSubject.choices {
                XCTAssertEqual(simulation.run(subject.value.makeLayout(ds)).gaps, 0, "\(name): \(subject.name)")
            }
            cells += rows.count + SimulationSubject.choices.count
        }
        print("edges: \(cells) empty-data-set cells (scenario x strategy rows and simulated subjects)")
    }

    private final class Silent: HarnessObserver {
        func progress(_ message: String) {}
        func warn(_ message: String) {}
        func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {}
    }
}
