import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// `compare` deciding on rows: what is a regression, a counter change, a missing row (the command
/// on files: CompareVerdictCommandTests).
final class CompareTests: XCTestCase {
    /// Calls to `super` are counters: one more a query fails, and a file without the columns
    /// (from before them) is not compared on them.
    func testMoreCallsToSuperAreACounterRegression() throws {
        var base = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        for i in base.indices { base[i].counters.setCalls(CallsToSuper(), over: 1) }
        var more = base
        more[1].counters.superItems = 2
        let report = try Comparison(baseline: base, current: more, threshold: 0.25)
        XCTAssertEqual(report.regressions, 1)
        XCTAssertTrue(report.lines.contains { $0.detail == "super item calls/query 0 -> 2" }, "\(report.lines)")
        var old = base
        old[1].counters.superItems = nil
        XCTAssertEqual(try Comparison(baseline: old, current: more, threshold: 0.25).regressions, 0)
    }

    func testSameRunIsNotARegression() throws {
        let rows = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        XCTAssertEqual(try Comparison(baseline: rows, current: rows, threshold: 0.25).regressions, 0)
    }

    func testSlowerRatioIsARegressionAndFasterIsNot() throws {
        let base = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        // The whole machine got 2x slower: ratios hold, no regression.
        let drift = [
            ResultRow.fixture(strategy: .none, median: 200, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 600, ratio: 3),
        ]
        XCTAssertEqual(try Comparison(baseline: base, current: drift, threshold: 0.25).regressions, 0)
        let slower = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 450, ratio: 4.5),
        ]
        let verdict = try Comparison(baseline: base, current: slower, threshold: 0.25)
        XCTAssertEqual(verdict.regressions, 1)
        XCTAssertTrue(verdict.render(baselineName: "b", currentName: "c").contains("SLOWER"))
        let faster = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 150, ratio: 1.5),
        ]
        let better = try Comparison(baseline: base, current: faster, threshold: 0.25)
        XCTAssertEqual(better.regressions, 0)
        XCTAssertEqual(better.improvements, 1)
    }

    func testSimulatorCountsAreComparedExactly() throws {
        var base = ResultRow.fixture(strategy: .cached, median: 100, ratio: 1)
        base.simulation = CollectionViewSimulator.Report()
        var worse = base
        worse.simulation?.lateDecorations = 3
        let verdict = try Comparison(baseline: [base], current: [worse], threshold: 10)
        XCTAssertEqual(verdict.regressions, 1)
        XCTAssertTrue(verdict.render(baselineName: "b", currentName: "c").contains("late decorations 0 -> 3"))
    }

    func testCountersAreComparedExactly() throws {
        let base = [ResultRow.fixture(strategy: .cached, median: 100, ratio: 1, examined: 3, allocations: 1)]
        let more = [ResultRow.fixture(strategy: .cached, median: 100, ratio: 1, examined: 3, allocations: 2)]
        XCTAssertEqual(try Comparison(baseline: base, current: more, threshold: 10).regressions, 1)
        let fewer = [ResultRow.fixture(strategy: .cached, median: 100, ratio: 1, examined: 2, allocations: 1)]
        XCTAssertEqual(try Comparison(baseline: base, current: fewer, threshold: 10).regressions, 0)
    }

    /// A strategy that traps loses its rows from the current run: that fails unless allowed.
    func testABaselineRowMissingFromTheCurrentRunFailsUnlessAllowed() throws {
        let base = [
            ResultRow.fixture(strategy: .none, median: 100, ratio: 1),
            ResultRow.fixture(strategy: .linear, median: 300, ratio: 3),
        ]
        let trapped = [ResultRow.fixture(strategy: .none, median: 100, ratio: 1)]
        let strict = try Comparison(baseline: base, current: trapped, threshold: 0.1)
        XCTAssertEqual(strict.failures, 1)
        XCTAssertEqual(strict.regressions, 0)
        let text = strict.render(baselineName: "b", currentName: "c")
        XCTAssertTrue(text.contains("MISSING      grid 1000 items, linear, scroll, system: in the baseline"), text)
        XCTAssertTrue(text.contains("--allow-missing"), text)
        XCTAssertTrue(text.hasSuffix("FAIL: 1 baseline row(s) missing from the current run\n"), text)
        let allowed = try Comparison(baseline: base, current: trapped, threshold: 0.1, allowMissing: true)
        XCTAssertEqual(allowed.failures, 0)
        XCTAssertEqual(allowed.lines.map(\.verdict), [.pass, .missingAllowed])
        XCTAssertTrue(allowed.render(baselineName: "b", currentName: "c").contains("1 missing row(s) allowed"))
    }

    /// A counter is labelled per operation of its scenario: a prepare's allocations per prepare.
    func testCountersAreLabelledPerOperation() throws {
        var base = ResultRow.fixture(strategy: .cached, median: 100, ratio: 1, allocations: 100)
        base.scenario = .prepare
        var more = base
        more.counters.allocations = 200
        let lines = try Comparison(baseline: [base], current: [more], threshold: 10).lines.map(\.detail)
        XCTAssertEqual(lines, ["allocations/prepare 100 -> 200"])
        (base.scenario, more.scenario) = (.pinnedScroll, .pinnedScroll)
        let frames = try Comparison(baseline: [base], current: [more], threshold: 10).lines.map(\.detail)
        XCTAssertEqual(frames, ["allocations/frame 100 -> 200"])
    }
}
