import DecorationBench
import XCTest

@testable import DecobenchHarness

/// The progress lines' place in the whole sweep and time left: pure arithmetic on the plan's
/// weights, no clock.
final class SweepProgressTests: XCTestCase {
    /// Three data sets weighing 1, 1 and 4, in two processes: six steps weighing 1 1 4 1 1 4.
    private let progress = SweepProgress(weights: [1, 1, 4], processes: 2)

    func testStepsCountEveryDataSetInEveryProcess() {
        XCTAssertEqual(progress.steps, 6)
        XCTAssertEqual(progress.step(process: 1, entry: 0), 0)
        XCTAssertEqual(progress.step(process: 1, entry: 2), 2)
        XCTAssertEqual(progress.step(process: 2, entry: 0), 3)
        XCTAssertEqual(progress.step(process: 2, entry: 2), 5)
        XCTAssertEqual(progress.label(step: 3, elapsed: 12, inStep: 0).prefix(5), "[4/6,")
    }

    func testTimeLeftFollowsTheWeights() throws {
        XCTAssertNil(progress.secondsLeft(step: 0, elapsed: 5, inStep: 5), "no rate in the first step")
        // Two steps of weight 1 took 10 s: 5 s per unit; 4 + 1 + 1 + 4 = 10 units are left.
        XCTAssertEqual(try XCTUnwrap(progress.secondsLeft(step: 2, elapsed: 10, inStep: 0)), 50, accuracy: 1e-9)
        // 8 s into the heavy step: 50 - 8.
        XCTAssertEqual(try XCTUnwrap(progress.secondsLeft(step: 2, elapsed: 18, inStep: 8)), 42, accuracy: 1e-9)
        // A step that overruns its estimate leaves at least the steps after it: 6 units, 30 s.
        XCTAssertEqual(try XCTUnwrap(progress.secondsLeft(step: 2, elapsed: 60, inStep: 50)), 30, accuracy: 1e-9)
        // The second process: the first took 30 s for 6 units, 5 s per unit; its 6 units are left.
        XCTAssertEqual(try XCTUnwrap(progress.secondsLeft(step: 3, elapsed: 30, inStep: 0)), 30, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(progress.secondsLeft(step: 5, elapsed: 40, inStep: 0)), 20, accuracy: 1e-9)
    }

    func testTheLabelSaysThePlaceTheTimeSpentAndLeft() {
        XCTAssertEqual(progress.label(step: 0, elapsed: 1.2, inStep: 1.2), "[1/6, 1s in]")
        XCTAssertEqual(progress.label(step: 2, elapsed: 10, inStep: 0), "[3/6, 10s in, about 50s left]")
        XCTAssertEqual(progress.label(step: 5, elapsed: 70, inStep: 20), "[6/6, 1m10s in, about 5s left]")
        XCTAssertEqual(
            progress.label(step: 5, elapsed: 95, inStep: 45), "[6/6, 1m35s in, under a second left]", "overran")
        XCTAssertEqual(SweepProgress.timeLeft(754), "about 12m34s left")
        XCTAssertEqual(SweepProgress.timeLeft(0.2), "under a second left")
        XCTAssertEqual(formatDuration(65), "1m05s")
    }

    /// A plan's weights: a 1M-item data set weighs more than a small one.
    func testAPlansWeightsComeFromItsEntries() {
        let small = SweepPlan.Entry(name: "grid", items: 1_000, make: { Preset.grid.make(items: 10, seed: 1) })
        let big = SweepPlan.Entry(name: "grid", items: 1_000_000, make: { Preset.grid.make(items: 10, seed: 1) })
        let plan = SweepPlan(
            entries: [small, big], strategies: [], scenarios: [.scroll], seed: 1, frameRule: .exact,
            budget: 0.5, minSamples: 21, verifyUpTo: 0)
        let progress = SweepProgress(plan: plan, processes: 3)
        XCTAssertEqual(progress.weights, [plan.weight(of: small), plan.weight(of: big)])
        XCTAssertGreaterThan(plan.weight(of: big), 2 * plan.weight(of: small))
        XCTAssertEqual(progress.steps, 6)
    }

    /// What a child of `run --processes` is told of its place, and what it refuses.
    func testAChildReadsItsPlace() throws {
        XCTAssertNil(try SweepProcesses.childPlace(nil, processes: 2))
        let place = try XCTUnwrap(try SweepProcesses.childPlace("2:35.250", processes: 2))
        XCTAssertEqual(place.process, 2)
        XCTAssertEqual(place.elapsed, 35.25)
        for bad in ["3:1", "0:1", "1", "1:-2", "x:1", "1:nan", ""] {
            XCTAssertThrowsError(try SweepProcesses.childPlace(bad, processes: 2), bad) { error in
                XCTAssertTrue("\(error)".contains(SweepProcesses.placeVariable), "\(error)")
            }
        }
        let position = SweepPosition(progress: progress, process: 2, firstEntry: 1, elapsedBefore: 30)
        XCTAssertEqual(
            position.describe(
                SweepPlan.Entry(name: "feed", items: 10_000, make: { Preset.feed.make(items: 1, seed: 1) })),
            "feed 10k items, process 2 of 2")
    }
}
