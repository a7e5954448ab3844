import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecorationBench
@testable import DecorationStrategies

/// `compare` deciding with the ratios' intervals, and its reports.
final class CompareIntervalTests: XCTestCase {
    private func row(
        _ strategy: StrategyKind, _ ratio: Double, _ low: Double, _ high: Double, samples: Int = 50
    ) -> ResultRow {
        var r = CompareTests.row(strategy: strategy, median: 100 * ratio, ratio: ratio)
        (r.ratioToNoneLow, r.ratioToNoneHigh, r.timing.count) = (low, high, samples)
        return r
    }

    private func verdict(_ base: ResultRow, _ now: ResultRow, threshold: Double = 0.10) throws -> Comparison {
        try Comparison(baseline: [base], current: [now], threshold: threshold, minSamples: 20)
    }

    func testARegressionIsAnIntervalAboveTheBaselinesByMoreThanTheThreshold() throws {
        let base = row(.intervalTree, 1.20, 1.18, 1.22)
        // Medians 15% apart, but the intervals overlap: not sure enough to fail.
        XCTAssertEqual(try verdict(base, row(.intervalTree, 1.38, 1.20, 1.50)).regressions, 0)
        // The whole interval 16% above the baseline's high end: a regression.
        let slower = try verdict(base, row(.intervalTree, 1.45, 1.42, 1.48))
        XCTAssertEqual(slower.regressions, 1)
        XCTAssertEqual(slower.lines.first?.verdict, .regression)
        XCTAssertTrue(slower.lines[0].detail.contains("lies 16.4% above"), slower.lines[0].detail)
        // 8% above: within a 10% threshold, beyond a 5% one.
        let mild = row(.intervalTree, 1.33, 1.32, 1.34)
        XCTAssertEqual(try verdict(base, mild).regressions, 0)
        XCTAssertEqual(try verdict(base, mild, threshold: 0.05).regressions, 1)
    }

    func testImprovementsNeverFailAndCountersStayExact() throws {
        let base = row(.intervalTree, 1.20, 1.18, 1.22)
        let faster = try verdict(base, row(.intervalTree, 0.6, 0.58, 0.62))
        XCTAssertEqual(faster.regressions, 0)
        XCTAssertEqual(faster.lines.first?.verdict, .improvement)
        var more = row(.intervalTree, 1.20, 1.18, 1.22)
        more.counters.examined += 0.001
        XCTAssertEqual(try verdict(base, more).regressions, 1)
    }

    /// Files from before the intervals: the ratio stands for a one-point interval.
    func testFilesWithoutIntervalsCompareTheirRatios() throws {
        var old = row(.intervalTree, 1.20, 0, 0)
        (old.ratioToNoneLow, old.ratioToNoneHigh) = (nil, nil)
        XCTAssertEqual(try verdict(old, row(.intervalTree, 1.40, 1.35, 1.45)).regressions, 1)
        XCTAssertEqual(try verdict(old, row(.intervalTree, 1.30, 1.25, 1.35)).regressions, 0)
    }

    func testVerboseSaysWhyEveryRowPassed() throws {
        let base = [row(.none, 1, 1, 1), row(.intervalTree, 1.20, 1.18, 1.22), row(.cached, 2, 1.9, 2.1, samples: 5)]
        let c = try Comparison(baseline: base, current: base, threshold: 0.1, minSamples: 20)
        let quiet = c.render(baselineName: "b", currentName: "c")
        XCTAssertFalse(quiet.contains("ok "), quiet)
        let loud = c.render(baselineName: "b", currentName: "c", verbose: true)
        XCTAssertTrue(loud.contains("none is the reference"), loud)
        XCTAssertTrue(
            loud.contains(
                "ok           grid 1000 items, interval-tree, scroll, system: counters equal; ratio to none "
                    + "1.2 [1.18, 1.22] -> 1.2 [1.18, 1.22]: the intervals overlap"), loud)
        XCTAssertTrue(loud.contains("skipped") && loud.contains("5 and 5 samples, fewer than 20"), loud)
    }

    func testMarkdownAndJSONReports() throws {
        let base = [row(.none, 1, 1, 1), row(.intervalTree, 1.20, 1.18, 1.22), row(.cached, 2.5, 2.4, 2.6)]
        let now = [row(.none, 1, 1, 1), row(.intervalTree, 1.60, 1.55, 1.65), row(.cached, 1.5, 1.45, 1.55)]
        let c = try Comparison(baseline: base, current: now, threshold: 0.1, minSamples: 20)
        let md = c.markdown(baselineName: "base.csv", currentName: "now.csv")
        XCTAssertTrue(md.hasPrefix("### decobench compare: ❌ REGRESSION: 1 regressed row(s)"), md)
        XCTAssertTrue(md.contains("| verdict | row | detail |"), md)
        XCTAssertTrue(md.contains("| **SLOWER** | grid 1000 items, interval-tree, scroll, system |"), md)
        XCTAssertTrue(md.contains("| faster | grid 1000 items, cached"), md)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(c.json(baselineName: "b", currentName: "c").utf8)) as? [String: Any]
        )
        XCTAssertEqual(json["regressions"] as? Int, 1)
        XCTAssertEqual(json["improvements"] as? Int, 1)
        let lines = try XCTUnwrap(json["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.map { $0["verdict"] as? String }, ["SLOWER", "faster"])
        XCTAssertEqual(lines.first?["fails"] as? Bool, true)
    }

    /// End to end: `--format json` on stdout, the markdown appended to GITHUB_STEP_SUMMARY, exit 1.
    func testCompareAppendsItsMarkdownToTheStepSummary() throws {
        let base = [row(.none, 1, 1, 1), row(.intervalTree, 1.20, 1.18, 1.22)]
        let now = [row(.none, 1, 1, 1), row(.intervalTree, 1.60, 1.55, 1.65)]
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
}
