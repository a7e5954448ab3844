import DecobenchHarnessFixtures
import Foundation
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// `compare` deciding with the ratios' intervals, and its reports.
final class CompareIntervalTests: XCTestCase {
    private func verdict(_ base: ResultRow, _ now: ResultRow, threshold: Double = 0.10) throws -> Comparison {
        try Comparison(baseline: [base], current: [now], threshold: threshold, minSamples: 20)
    }

    /// The gap between intervals is judged against what the strategy adds over `none`.
    func testARegressionIsAnOverheadIntervalAboveTheBaselinesByMoreThanTheThreshold() throws {
        let base = ResultRow.fixture(.intervalTree, 1.60, 1.58, 1.62)
        // Medians 0.1 of none apart, but the intervals overlap: not sure enough to fail.
        XCTAssertEqual(try verdict(base, ResultRow.fixture(.intervalTree, 1.70, 1.60, 1.80)).regressions, 0)
        // The overhead's interval 0.10 of none above, 16.7% of the baseline's overhead 0.6: a regression.
        let slower = try verdict(base, ResultRow.fixture(.intervalTree, 1.75, 1.72, 1.78))
        XCTAssertEqual(slower.regressions, 1)
        XCTAssertEqual(slower.lines.first?.verdict, .regression)
        XCTAssertTrue(
            slower.lines[0].detail.hasPrefix(
                "overhead over none 0.6 [0.58, 0.62] -> 0.75 [0.72, 0.78]: the interval lies 16.7% of the "
                    + "baseline's overhead 0.6 above the baseline's (threshold 10%)"), slower.lines[0].detail)
        // 6.7% of the overhead above: within a 10% threshold, beyond a 5% one.
        let mild = ResultRow.fixture(.intervalTree, 1.67, 1.66, 1.68)
        XCTAssertEqual(try verdict(base, mild).regressions, 0)
        XCTAssertEqual(try verdict(base, mild, threshold: 0.05).regressions, 1)
    }

    func testImprovementsNeverFailAndCountersStayExact() throws {
        let base = ResultRow.fixture(.intervalTree, 1.20, 1.18, 1.22)
        let faster = try verdict(base, ResultRow.fixture(.intervalTree, 0.6, 0.58, 0.62))
        XCTAssertEqual(faster.regressions, 0)
        XCTAssertEqual(faster.lines.first?.verdict, .improvement)
        var more = ResultRow.fixture(.intervalTree, 1.20, 1.18, 1.22)
        more.counters.examined += 0.001
        XCTAssertEqual(try verdict(base, more).regressions, 1)
    }

    /// Files from before the intervals: the ratio stands for a one-point interval.
    func testFilesWithoutIntervalsCompareTheirRatios() throws {
        var old = ResultRow.fixture(.intervalTree, 1.20, 0, 0)
        (old.ratioToNoneLow, old.ratioToNoneHigh) = (nil, nil)
        // Its overhead, 0.2, is below the floor: 10% of the floor, in units of none, is allowed.
        let allowed = Comparison.overheadFloor * 0.1
        XCTAssertEqual(
            try verdict(old, ResultRow.fixture(.intervalTree, 1.4, 1.20 + allowed * 1.2, 1.5)).regressions, 1)
        XCTAssertEqual(
            try verdict(old, ResultRow.fixture(.intervalTree, 1.4, 1.20 + allowed * 0.8, 1.5)).regressions, 0)
    }

    func testVerboseSaysWhyEveryRowPassed() throws {
        let base = [
            ResultRow.fixture(.none, 1, 1, 1), ResultRow.fixture(.intervalTree, 1.20, 1.18, 1.22),
            ResultRow.fixture(.cached, 2, 1.9, 2.1, samples: 5),
        ]
        let c = try Comparison(baseline: base, current: base, threshold: 0.1, minSamples: 20)
        let quiet = c.render(baselineName: "b", currentName: "c")
        XCTAssertFalse(quiet.contains("ok "), quiet)
        let loud = c.render(baselineName: "b", currentName: "c", verbose: true)
        XCTAssertTrue(loud.contains("none is the reference"), loud)
        XCTAssertTrue(
            loud.contains(
                "ok           grid 1000 items, interval-tree, scroll, system: counters equal; overhead over none "
                    + "0.2 [0.18, 0.22] -> 0.2 [0.18, 0.22]: the intervals overlap"), loud)
        XCTAssertTrue(loud.contains("skipped") && loud.contains("5 and 5 samples, fewer than 20"), loud)
    }

    func testMarkdownAndJSONReports() throws {
        let base = [
            ResultRow.fixture(.none, 1, 1, 1), ResultRow.fixture(.intervalTree, 1.20, 1.18, 1.22),
            ResultRow.fixture(.cached, 2.5, 2.4, 2.6),
        ]
        let now = [
            ResultRow.fixture(.none, 1, 1, 1), ResultRow.fixture(.intervalTree, 1.60, 1.55, 1.65),
            ResultRow.fixture(.cached, 1.5, 1.45, 1.55),
        ]
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
        // The overheads it judged: [point, low, high] of each run, the scale, the gap in percent of it.
        let judged = try XCTUnwrap(lines.first?["overhead"] as? [String: Any])
        XCTAssertEqual(judged["baseline"] as? [Double], [0.2, 0.18, 0.22])
        XCTAssertEqual(judged["current"] as? [Double], [0.6, 0.55, 0.65])
        XCTAssertEqual(judged["judged_against"] as? Double, Comparison.overheadFloor)
        let above = try XCTUnwrap(judged["above_percent"] as? Double)
        XCTAssertEqual(above, (0.55 - 0.22) / Comparison.overheadFloor * 100, accuracy: 0.01)
    }

}
