import DecobenchTestSupport
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// The harness itself, in-process, on a small plan: the rows it makes, their same-run ratios,
/// its deterministic counters and what it tells its observer.
final class HarnessTests: XCTestCase {
    /// Records what the harness reports instead of printing it.
    private final class Recorder: HarnessObserver {
        var messages: [String] = []
        var finished: [(entry: String, rows: Int)] = []
        var warnings: [String] = []
        func progress(_ message: String) { messages.append(message) }
        func warn(_ message: String) { warnings.append(message) }
        func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {
            finished.append((entry.name, rows.count))
        }
    }

    private func run(strategies: [StrategyKind], scenarios: [Scenario]) throws -> ([ResultRow], Recorder) {
        let entries = [
            SweepPlan.Entry(name: "grid", items: 600, make: { Preset.grid.make(items: 600, seed: 3) }),
            SweepPlan.Entry(name: "horizontal", items: 300, make: { Preset.horizontal.make(items: 300, seed: 3) }),
        ]
        let plan = SweepPlan(
            entries: entries, strategies: strategies, scenarios: scenarios, seed: 3, frameRule: .standard,
            budget: 0.001, minSamples: 3, verifyUpTo: 1_000)
        let recorder = Recorder()
        let rows = try Harness(
            plan: plan, allocator: .system, provenance: Provenance(build: "test"), observer: recorder
        ).run()
        return (rows, recorder)
    }

    func testOneRowPerDataSetStrategyAndScenario() throws {
        let strategies: [StrategyKind] = [.none, .linear, .intervalTree]
        let (rows, recorder) = try run(strategies: strategies, scenarios: [.scroll, .prepare])
        XCTAssertEqual(rows.count, 2 * 3 * 2)
        XCTAssertEqual(rows.map(\.strategy), Array(repeating: strategies + strategies, count: 2).flatMap { $0 })
        XCTAssertEqual(Set(rows.map(\.preset)), ["grid", "horizontal"])
        XCTAssertEqual(recorder.finished.map(\.entry), ["grid", "horizontal"])
        XCTAssertEqual(recorder.finished.map(\.rows), [6, 6])
        XCTAssertTrue(
            recorder.messages.contains { $0.contains("checking 3 strategies against the brute-force oracle") })
        for row in rows {
            XCTAssertGreaterThanOrEqual(row.timing.count, 3, "at least minSamples")
            XCTAssertEqual(row.provenance.build, "test")
            XCTAssertEqual(row.simulation != nil, row.scenario == .scroll, "the simulator's counts on scroll rows only")
        }
    }

    /// A ratio to `none` is the median of paired per-round ratios (so it lies in its own 95%
    /// interval, and `none`'s is exactly 1); a ratio to `linear` is of the medians.
    func testRatiosComeFromTheSameDataSetAndScenario() throws {
        let (rows, _) = try run(strategies: [.none, .linear, .binarySearch], scenarios: [.scroll, .jump])
        for row in rows {
            let peers = rows.filter { $0.preset == row.preset && $0.scenario == row.scenario }
            let linear = try XCTUnwrap(peers.first { $0.strategy == .linear })
            XCTAssertEqual(try XCTUnwrap(row.ratioToLinear), row.timing.median / linear.timing.median, accuracy: 1e-12)
            let ratio = try XCTUnwrap(row.ratioToNone)
            let (low, high) = (try XCTUnwrap(row.ratioToNoneLow), try XCTUnwrap(row.ratioToNoneHigh))
            XCTAssertTrue(low <= ratio && ratio <= high, "\(row.strategy.rawValue): \(low) <= \(ratio) <= \(high)")
            if row.strategy == StrategyKind.none { XCTAssertEqual([low, ratio, high], [1, 1, 1]) }
        }
    }

    /// Every strategy answers the same base elements plus its decorations, and `none` examines
    /// and returns no decorations. (Allocations per query are checked in AllocationCounterTests
    /// and by the release gates: this unoptimised build allocates in the harness's own loop.)
    func testCountersAreDeterministicAndConsistent() throws {
        let (rows, _) = try run(strategies: [.none, .perCell, .cached, .intervalTree], scenarios: [.scroll])
        let (again, _) = try run(strategies: [.none, .perCell, .cached, .intervalTree], scenarios: [.scroll])
        XCTAssertEqual(rows.map(\.counters), again.map(\.counters), "counters repeat exactly")
        XCTAssertEqual(rows.map(\.simulation), again.map(\.simulation), "the simulator's counts repeat exactly")
        for row in rows {
            let none = try XCTUnwrap(rows.first { $0.preset == row.preset && $0.strategy == StrategyKind.none })
            XCTAssertEqual(
                row.counters.elements - row.counters.decorations, none.counters.elements, accuracy: 1e-9,
                "\(row.strategy.rawValue) on \(row.preset): the same base elements")
            if row.strategy == StrategyKind.none {
                XCTAssertEqual(row.counters.examined, 0)
                XCTAssertEqual(row.counters.decorations, 0)
            } else {
                XCTAssertGreaterThan(row.counters.decorations, 0, "\(row.strategy.rawValue)")
            }
        }
    }

    /// The oracle check behind the `verified` column: a strategy's own layout passes; one that
    /// drops a decoration from each answer is caught, with the step, the rect and what is missing.
    func testTheOracleCheckCatchesAWrongAnswer() throws {
        let (rows, _) = try run(strategies: [.none, .recommended], scenarios: [.scroll])
        XCTAssertEqual(Set(rows.map(\.verified)), [.yes], "every data set of the plan is small enough to check")
        let dataSet = Preset.grid.make(items: 600, seed: 3)
        let right = StrategyKind.recommended.makeLayout(dataSet: dataSet)
        XCTAssertNil(OracleCheck.check(right, name: "grid 600", seed: 3, steps: .all))
        let wrong = DecoratedLayout<DropsTheLastDecoration<AugmentedListStrategy>>(dataSet: dataSet)
        let caught = try XCTUnwrap(OracleCheck.check(wrong, name: "grid 600", seed: 3))
        XCTAssertTrue(
            caught.description.hasPrefix("strategy drops-the-last-of-augmented-list drew something other than"),
            caught.description)
        XCTAssertTrue(caught.difference.hasPrefix("missing "), caught.difference)
        XCTAssertEqual(caught.step, "scroll query 0")
    }

    /// Calls to `super` are counted per operation: the layout's own call for the base answer is
    /// one element query a query, whatever the strategy; a `prepare()` of `linear`, the recipe as
    /// its post writes it, asks for the section count, each section's item count and its first
    /// and last items; `section-cache`, which reads the private geometry instead, asks nothing.
    func testCallsToSuperAreCountedPerOperation() throws {
        let (rows, _) = try run(strategies: [.none, .linear, .sectionCache], scenarios: [.scroll, .prepare])
        for row in rows {
            let calls = (row.counters.superItems, row.counters.superSupplementary, row.counters.superElementQueries)
            let label = "\(row.strategy.rawValue) \(row.scenario.rawValue): \(calls)"
            guard row.strategy == .linear, row.scenario == .prepare else {
                let expected: (Double?, Double?, Double?) = (0, 0, row.scenario == .scroll ? 1 : 0)
                XCTAssertTrue(calls == expected, label)
                XCTAssertEqual(row.counters.superSizesAndCounts, 0, label)
                continue
            }
            let items = try XCTUnwrap(row.counters.superItems)
            XCTAssertTrue(items >= Double(row.sections) && items <= Double(2 * row.sections), label)
            XCTAssertEqual(row.counters.superSizesAndCounts, Double(1 + row.sections), label)
            XCTAssertEqual(row.counters.superElementQueries, 0, label)
        }
    }

    /// A timed jump lands on items no query reached, and so do the counted jumps: `lazy-extents`,
    /// which asks `super` for a section's first and last items the first time a query reaches
    /// it, counts those calls on a jump; `extent-table`, which asked in `prepare()`, and `none`
    /// count none.
    func testJumpsAreCountedWhereNoQueryReachedBefore() throws {
        let entries = [
            SweepPlan.Entry(name: "grid", items: 50_000, make: { Preset.grid.make(items: 50_000, seed: 3) })
        ]
        let plan = SweepPlan(
            entries: entries, strategies: [.none, .lazyExtents, .extentTable], scenarios: [.jump], seed: 3,
            frameRule: .standard, budget: 0.001, minSamples: 3, verifyUpTo: 1_000)
        let rows = try Harness(
            plan: plan, allocator: .system, provenance: Provenance(build: "test"), observer: Recorder()
        ).run()
        let calls = Dictionary(uniqueKeysWithValues: rows.map { ($0.strategy, $0.counters.superItems ?? -1) })
        XCTAssertGreaterThan(calls[.lazyExtents] ?? 0, 0, "\(calls)")
        XCTAssertEqual(calls[.extentTable], 0, "\(calls)")
        XCTAssertEqual(calls[.none], 0, "\(calls)")
    }
}
