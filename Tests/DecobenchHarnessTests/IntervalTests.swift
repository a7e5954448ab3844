import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// The median's confidence interval, the paired ratios and the shuffled round order.
final class IntervalTests: XCTestCase {
    /// Ranks of the 95% interval from the binomial tables (Conover, table A3).
    func testIntervalRanksMatchTheBinomialTables() {
        let expected = [1: 1, 5: 1, 6: 1, 8: 1, 9: 2, 21: 6, 30: 10, 100: 40]
        for (n, k) in expected {
            XCTAssertEqual(Statistics.intervalRank(count: n), k, "n = \(n)")
        }
        // Large n: close to the normal approximation n/2 − 1.96·√n/2.
        let n = 2_000
        XCTAssertEqual(
            Double(Statistics.intervalRank(count: n)), Double(n) / 2 - 1.96 * Double(n).squareRoot() / 2, accuracy: 1.5)
        XCTAssertEqual(Statistics.medianInterval([3, 1, 2].sorted()).low, 1)
        XCTAssertEqual(Statistics.medianInterval([3, 1, 2].sorted()).high, 3)
    }

    /// Over many seeded samples of a skewed distribution, the interval holds the true median
    /// about 95% of the time: the coverage the method promises, whatever the shape.
    func testCoverageOnSkewedSamples() {
        var rng = SplitMix64(seed: 10)
        let trueMedian = log(2.0)  // of the exponential distribution with rate 1
        for n in [21, 60] {
            var covered = 0
            let trials = 2_000
            for _ in 0..<trials {
                let samples = (0..<n).map { _ in -log(1 - rng.double(in: 0...0.999_999)) }
                let s = Statistics(samples)
                if s.medianLow <= trueMedian, trueMedian <= s.medianHigh { covered += 1 }
            }
            let coverage = Double(covered) / Double(trials)
            XCTAssertGreaterThanOrEqual(coverage, 0.94, "n = \(n)")
            XCTAssertLessThanOrEqual(coverage, 0.99, "n = \(n): an interval this sure is wider than it need be")
        }
    }

    /// A few wild samples (a preemption, a page fault) barely move the median's interval.
    func testOutliersMoveTheIntervalLittle() {
        let calm = (0..<50).map { 100 + Double($0 % 10) }
        let spiked = calm.enumerated().map { $0.offset % 17 == 0 ? 50_000 : $0.element }
        let (a, b) = (Statistics(calm), Statistics(spiked))
        XCTAssertEqual(b.median, a.median, accuracy: 2)
        XCTAssertLessThan(b.medianHigh - b.medianLow, 10)
    }

    private func harness() -> Harness {
        let plan = SweepPlan(
            entries: [], strategies: [], scenarios: [], seed: 1, frameRule: .exact, budget: 0.1,
            minSamples: 21, verifyUpTo: 0)
        return Harness(plan: plan, allocator: .system, provenance: Provenance(), observer: RecordingObserver())
    }

    /// When the machine's speed swings from round to round, the paired ratio stays sure while
    /// the times themselves do not.
    func testPairedRatiosCancelTheMachinesDrift() {
        let speed = (0..<41).map { 1 + Double(($0 * 7) % 13) / 4 }  // 1x ... 4x, shuffled
        let none = speed.map { 100 * $0 }
        var tree = speed.map { 120 * $0 }
        tree[5] *= 30  // one preempted sample
        var rows = [
            ResultRow.fixture(strategy: .none, median: 0, ratio: nil),
            ResultRow.fixture(strategy: .intervalTree, median: 0, ratio: nil),
        ]
        rows[0].timing = Statistics(none)
        rows[1].timing = Statistics(tree)
        harness().addRatios(&rows, samples: [none, tree])
        XCTAssertEqual(rows[1].ratioToNone!, 1.2, accuracy: 1e-12)
        XCTAssertEqual(rows[1].ratioToNoneLow!, 1.2, accuracy: 1e-12)
        XCTAssertEqual(rows[1].ratioToNoneHigh!, 1.2, accuracy: 1e-12)
        XCTAssertEqual(rows[0].ratioToNone, 1)
        XCTAssertGreaterThan(rows[1].timing.relativeIntervalWidth, 0.3, "the times alone are unsure")
    }

    /// Warm-up rounds run until one is no faster than the best before it (2% slack), within
    /// limits of rounds and time.
    func testWarmUpStopsAtASteadyState() {
        let costs: [UInt64] = [1_000, 800, 600, 590, 585, 580]
        var ran = 0
        harness().warmUp(roundCost: 1) { _ in
            defer { ran += 1 }; return costs[ran]
        }
        XCTAssertEqual(ran, 4, "1000, 800, 600 improve; 590 is within 2% of 600")
        var falling = 0
        harness().warmUp(roundCost: 1) { _ in
            falling += 1; return UInt64(1_000_000 / falling)
        }
        XCTAssertEqual(falling, ScenarioRun.maxWarmUpRounds, "never steady: stops at the most rounds")
        var slow = 0
        harness().warmUp(roundCost: 20e6) { _ in
            slow += 1; return 30_000_000 / UInt64(slow)
        }
        XCTAssertEqual(slow, 2, "a quarter of the 0.1 s budget buys two rounds of 20-30 ms")
    }

    func testRoundOrderShufflesEveryPositionEvenly() {
        var order = RoundOrder(count: 6, seed: 42)
        var again = RoundOrder(count: 6, seed: 42)
        var other = RoundOrder(count: 6, seed: 43)
        var first = [Int](repeating: 0, count: 6)
        var differs = false
        for _ in 0..<600 {
            let o = order.next()
            XCTAssertEqual(o.sorted(), Array(0..<6))
            XCTAssertEqual(o, again.next(), "the same seed gives the same orders")
            if o != other.next() { differs = true }
            first[o[0]] += 1
        }
        XCTAssertTrue(differs)
        for (subject, count) in first.enumerated() {
            XCTAssertTrue((70...130).contains(count), "subject \(subject) ran first \(count) times in 600 rounds")
        }
    }

    func testFlagsAndWarnings() {
        var below = ResultRow.fixture(strategy: .cached, median: 100, ratio: 0.89)
        (below.ratioToNoneLow, below.ratioToNoneHigh) = (0.87, 0.91)
        XCTAssertEqual(below.figureFlags, [.belowFloor])
        var level = below
        (level.ratioToNone, level.ratioToNoneLow, level.ratioToNoneHigh) = (0.995, 0.985, 0.999)
        XCTAssertEqual(level.figureFlags, [], "a hair below 1 is within the floor's slack")
        var wide = below
        (wide.ratioToNone, wide.ratioToNoneLow, wide.ratioToNoneHigh) = (1.5, 1.3, 1.7)
        XCTAssertEqual(wide.figureFlags, [.wideInterval])
        var none = ResultRow.fixture(strategy: .none, median: 100, ratio: 1)
        (none.ratioToNoneLow, none.ratioToNoneHigh) = (1, 1)
        (none.timing.medianLow, none.timing.medianHigh) = (80, 120)
        XCTAssertEqual(none.figureFlags, [.wideInterval], "none's own time interval")

        let observer = RecordingObserver()
        let plan = SweepPlan(
            entries: [], strategies: [], scenarios: [], seed: 1, frameRule: .exact, budget: 0.1,
            minSamples: 21, verifyUpTo: 0)
        let h = Harness(plan: plan, allocator: .system, provenance: Provenance(), observer: observer)
        var rows = [below]
        let busy = MachineState.Load(one: Double(MachineState.cores) + 3, five: 1, fifteen: 1)
        h.flag(
            &rows, entry: .init(name: "feed", items: 1000, make: { Preset.feed.make(items: 10, seed: 1) }),
            loads: [busy, nil])
        XCTAssertEqual(rows[0].flags, [.belowFloor, .busy])
        XCTAssertTrue(
            observer.warnings.contains { $0.contains("feed 1k") && $0.contains("busy") }, "\(observer.warnings)")
        XCTAssertTrue(
            observer.warnings.contains { $0.contains("cached") && $0.contains("below none") }, "\(observer.warnings)")
    }

    /// The table shows the interval only where it is wide.
    func testTheTableShowsAWideInterval() {
        var row = ResultRow.fixture(strategy: .intervalTree, median: 100, ratio: 1.24)
        (row.ratioToNoneLow, row.ratioToNoneHigh) = (1.22, 1.26)
        row.flags = row.figureFlags
        XCTAssertEqual(TablePrinter.ratioCell(row), "×1.24 ")
        (row.ratioToNoneLow, row.ratioToNoneHigh) = (1.1, 1.4)
        row.flags = row.figureFlags
        XCTAssertEqual(TablePrinter.ratioCell(row), "×1.24±12% ")
    }
}

/// Keeps what the harness reports.
final class RecordingObserver: HarnessObserver {
    var warnings: [String] = []
    func progress(_ message: String) {}
    func warn(_ message: String) { warnings.append(message) }
    func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {}
}
