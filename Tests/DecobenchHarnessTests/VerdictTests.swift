import DecobenchHarnessFixtures
import DecorationBench
import DecorationStrategies
import Foundation
import XCTest

@testable import DecobenchHarness

/// The run's three-line verdict: rows in, lines out.
final class VerdictTests: XCTestCase {
    /// A user's strategy is recommended when it drew right and scrolled cheaper than the
    /// recommended built-in in the same run; not when it drew wrong, nor without the built-in.
    func testAUsersStrategyThatBeatsTheRecommendedOneIsRecommended() throws {
        let mine = try XCTUnwrap(StrategyKind(rawValue: "my-backgrounds"))
        let faster =
            ResultRow.verdictSweep()
            + ["grid", "feed", "mixed", "overlapping"].map { ResultRow.verdictRow(mine, $0, ratio: 1.01) }
        let verdict = Verdict(rows: faster)
        XCTAssertEqual(verdict.recommended, mine)
        XCTAssertEqual(verdict.overhead?.median, 1.01)
        XCTAssertTrue(verdict.lines[0].hasPrefix("Use my-backgrounds, yours"), verdict.lines[0])
        XCTAssertTrue(
            verdict.lines[0].contains("it beat \(StrategyKind.recommended.rawValue) (×1.15 scrolling)"),
            verdict.lines[0])

        let wrong =
            ResultRow.verdictSweep()
            + ["grid", "feed"].map { ResultRow.verdictRow(mine, $0, ratio: 1.01, verified: .no) }
        XCTAssertEqual(Verdict(rows: wrong).recommended, .recommended)
        XCTAssertEqual(Verdict(rows: wrong).wrong.map(\.strategy), [mine])
        let slower = ResultRow.verdictSweep() + ["grid", "feed"].map { ResultRow.verdictRow(mine, $0, ratio: 1.9) }
        XCTAssertEqual(Verdict(rows: slower).recommended, .recommended)
        // ×1.13 against the recommended one's ×1.15: under 3% apart, level, so no change.
        let level = ResultRow.verdictSweep() + ["grid", "feed"].map { ResultRow.verdictRow(mine, $0, ratio: 1.13) }
        XCTAssertEqual(Verdict(rows: level).recommended, .recommended, "within Verdict.level is level")
        let alone = [ResultRow.verdictRow(.none, "grid"), ResultRow.verdictRow(mine, "grid", ratio: 1.01)]
        XCTAssertEqual(Verdict(rows: alone).recommended, .recommended, "no comparison in the run")
    }

    /// The verdict never recommends code an app cannot ship: not a user's strategy on the private
    /// tier however fast, and nothing from rows drawn under the exact rule.
    func testNothingPrivateIsRecommended() throws {
        let binary = ["grid", "feed", "mixed", "overlapping"].map {
            ResultRow.verdictRow(.binarySearch, $0, ratio: 1.01)
        }
        XCTAssertEqual(Verdict(rows: ResultRow.verdictSweep() + binary).recommended, .recommended)
        let exact = ResultRow.verdictSweep().map { row -> ResultRow in
            var row = row
            row.frameRule = .exact
            return row
        }
        XCTAssertTrue(Verdict(rows: exact).lines[0].hasPrefix("No strategy to use from this run"), "\(exact)")
        XCTAssertEqual(Verdict(rows: ResultRow.verdictSweep()).lines[0].hasPrefix("Use "), true)
    }

    func testAllCorrectNamesTheStrategyItsMedianOverheadAndRange() {
        let verdict = Verdict(rows: ResultRow.verdictSweep())
        XCTAssertEqual(verdict.recommended, .recommended)
        XCTAssertEqual(
            verdict.overhead?.median ?? 0, 1.15, accuracy: 1e-12, "the median of four scroll ratios, not prepare's")
        XCTAssertEqual(verdict.overhead?.min, 1.02)
        XCTAssertEqual(verdict.overhead?.max, 1.30)
        XCTAssertEqual(verdict.correct, true)
        XCTAssertEqual(verdict.checked, 4)
        XCTAssertEqual(
            verdict.lines,
            [
                "Use \(StrategyKind.recommended.rawValue): \(StrategyKind.recommended.summary).",
                "Its overhead over none when scrolling: ×1.15, the median over 4 data sets "
                    + "(×1.02 to ×1.30 across data sets).",
                "Every strategy drew what the brute-force oracle drew on all 4 data sets checked.",
            ])
    }

    /// A reference run has each data set under two allocators: counted once, the allocators said.
    func testTwoAllocatorsAreNotTwiceTheDataSets() {
        let both =
            ResultRow.verdictSweep()
            + ResultRow.verdictSweep().map { row -> ResultRow in
                var r = row
                r.allocator = .jemalloc
                return r
            }
        let verdict = Verdict(rows: both)
        XCTAssertEqual(verdict.overhead?.rows, 8)
        XCTAssertTrue(verdict.lines[1].contains("the median over 4 data sets under 2 allocators"), verdict.lines[1])
    }

    func testAWrongStrategySaysWhichAndWhere() {
        var rows = ResultRow.verdictSweep()
        for i in rows.indices where rows[i].strategy == .linear && ["feed", "mixed"].contains(rows[i].preset) {
            rows[i].verified = .no
        }
        let verdict = Verdict(rows: rows)
        XCTAssertEqual(verdict.correct, false)
        XCTAssertEqual(
            verdict.lines[2],
            "WRONG: linear on feed 10k, mixed 10k drew something other than the brute-force oracle; "
                + "do not use those figures."
        )
    }

    /// A strategy that trapped or hung has no rows where it failed: the verdict says so, never
    /// "every strategy drew what the oracle drew", and recommends nothing when it was the one.
    func testAStrategyThatTrappedOrHungIsNamedAndNeverPassesForRight() {
        let entry = SweepPlan.Entry(name: "grid", items: 10_000, make: { Preset.grid.make(items: 10, seed: 1) })
        let hung = SweepProcesses.Failure(strategy: "my-loop", entry: 0, doing: "timing my-loop in jump", how: .hung)
        let verdict = Verdict(rows: ResultRow.verdictSweep(), failed: [Verdict.Failed(hung, dataSet: entry)])
        XCTAssertEqual(verdict.correct, false)
        XCTAssertEqual(
            verdict.lines[0], Verdict(rows: ResultRow.verdictSweep()).lines[0],
            "another strategy's failure changes no pick")
        XCTAssertEqual(verdict.lines[2], "FAILED: my-loop hung on grid 10k: rows missing, nothing checked there.")
        let trap = SweepProcesses.Failure(
            strategy: StrategyKind.recommended.rawValue, entry: 0, doing: "", how: .trapped)
        let mine = Verdict(rows: ResultRow.verdictSweep(), failed: [Verdict.Failed(trap, dataSet: entry)])
        XCTAssertTrue(mine.lines[0].hasPrefix("No strategy to use from this run"), mine.lines[0])
        XCTAssertEqual(
            Verdict.Failed(trap, dataSet: entry).sentence,
            "strategy \(StrategyKind.recommended.rawValue) trapped on grid 10k")
    }

    func testLargeDataSetsAreCountedAsNotCheckedAndOldCSVsAsUnknown() {
        var rows = ResultRow.verdictSweep()
        rows += [
            ResultRow.verdictRow(.none, "grid", items: 1_000_000, verified: .skipped),
            ResultRow.verdictRow(.recommended, "grid", items: 1_000_000, ratio: 1.4, verified: .skipped),
        ]
        let verdict = Verdict(rows: rows)
        XCTAssertEqual(verdict.correct, true)
        XCTAssertEqual(verdict.checked, 4)
        XCTAssertTrue(verdict.lines[2].hasSuffix("on all 4 data sets checked; 1 larger not checked."), verdict.lines[2])
        XCTAssertEqual(verdict.overhead?.median ?? 0, 1.2, accuracy: 1e-12)

        let old = Verdict(rows: ResultRow.verdictSweep(verified: nil))
        XCTAssertNil(old.correct)
        XCTAssertTrue(old.lines[2].contains("`verified` column is missing or empty"), old.lines[2])
        let large = Verdict(rows: ResultRow.verdictSweep(verified: .skipped))
        XCTAssertNil(large.correct)
        XCTAssertTrue(large.lines[2].contains("no data set was small enough"), large.lines[2])
        let noScroll = Verdict(rows: ResultRow.verdictSweep().filter { $0.scenario != .scroll })
        XCTAssertNil(noScroll.overhead)
        XCTAssertTrue(noScroll.lines[1].contains("not measured"), noScroll.lines[1])
    }

    /// Merged processes: one process's `no` makes the row's `no`.
    func testMergingKeepsAWrongAnswer() {
        var bad = ResultRow.verdictSweep()
        bad[1].verified = .no
        XCTAssertEqual(ResultRow.merged([ResultRow.verdictSweep(), bad, ResultRow.verdictSweep()])[1].verified, .no)
        XCTAssertEqual(ResultRow.merged([ResultRow.verdictSweep(), ResultRow.verdictSweep()])[1].verified, .yes)
    }

}
