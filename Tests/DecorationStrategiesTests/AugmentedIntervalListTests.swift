import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

final class AugmentedIntervalListTests: XCTestCase {
    private typealias Interval = (start: Double, end: Double)

    private func scan(_ intervals: [Interval], _ lo: Double, _ hi: Double) -> [Int] {
        intervals.indices.filter { intervals[$0].start < hi && lo < intervals[$0].end }
    }

    private func list(_ intervals: [Interval]) -> AugmentedIntervalList {
        let sorted = zip(intervals, intervals.dropFirst()).allSatisfy { $0.start <= $1.start }
        return AugmentedIntervalList(count: intervals.count, sortedByStart: sorted) { intervals[$0] }
    }

    /// Random intervals: mostly short and sequential, some nested, some spanning a large part of
    /// the range, some empty; in order or shuffled.
    private func intervals(seed: UInt64, rng: inout SplitMix64) -> [Interval] {
        let sizes = [0, 1, 2, 3, 7, 8, 9, 16, 17, 33, 100]
        let n = seed <= UInt64(sizes.count) ? sizes[Int(seed) - 1] : rng.int(in: 0...700)
        var position = 0.0
        var result = (0..<n).map { _ -> Interval in
            position += rng.double(in: 0...12).rounded()
            let kind = rng.int(in: 0...19)
            let length = kind == 0 ? 0 : (kind == 1 ? rng.double(in: 100...4000) : rng.double(in: 1...40)).rounded()
            let start = kind == 2 ? position - rng.double(in: 0...300).rounded() : position
            return (start, start + length)
        }
        if rng.chance(0.3) {
            for i in result.indices.reversed() where i > 0 { result.swapAt(i, rng.int(in: 0...i)) }
        }
        return result
    }

    func testMatchesAScanOnScrollsAndJumps() {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let intervals = intervals(seed: seed, rng: &rng)
            let list = list(intervals)
            list._checkInvariants()
            XCTAssertEqual(list.count, intervals.count)
            let extent = (intervals.map(\.end).max() ?? 0) + 50
            // A scroll (down, then back up) with the finger carried along, then jumps.
            var queries: [(Double, Double)] = stride(from: -60.0, to: extent, by: 37).map { ($0, $0 + 120) }
            queries += queries.reversed()
            queries += (0..<40).map { _ in
                let lo = rng.double(in: -50...extent).rounded()
                return (lo, lo + (rng.chance(0.1) ? 0 : rng.double(in: 0...400).rounded()))
            }
            for (lo, hi) in queries {
                let got = list.ids(overlapping: lo, hi)
                XCTAssertEqual(
                    got.sorted(), scan(intervals, lo, hi), "seed \(seed) n \(intervals.count) query (\(lo), \(hi))")
                XCTAssertEqual(Set(got).count, got.count, "seed \(seed): an interval reported twice")
            }
            list._checkInvariants()
        }
    }

    func testLongIntervalsMoveToTheirOwnComponentAndScansStayShort() {
        // 10,000 back-to-back intervals of length 10, and five that each span 2,000 of them.
        var intervals: [Interval] = (0..<10_000).map { (Double($0) * 10, Double($0) * 10 + 10) }
        for k in 0..<5 { intervals.insert((Double(k) * 20_000 + 5, Double(k) * 20_000 + 20_005), at: k * 2_000 + 1) }
        let list = list(intervals)
        XCTAssertEqual(list.componentCount, 2)
        XCTAssertEqual(list.positions(ofComponent: 1).count, 5)
        var hits = 0
        let examined = list.forEachOverlapping(50_000, 50_900) { _ in hits += 1 }
        XCTAssertEqual(hits, 90 + 1, "90 short intervals and the long one over them")
        XCTAssertLessThan(
            examined, hits + 2 * AugmentedIntervalList.window, "misses stay under the window per component")
    }

    /// Jumps land anywhere, in any order: on every end and start exactly (a bucket's edge), just
    /// beside them, and outside the range (below the first end, past the last, infinite, NaN),
    /// so that the search from the jump table meets every boundary case.
    func testJumpsToEveryBoundaryMatchAScan() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed &* 7919)
            let intervals = intervals(seed: seed, rng: &rng)
            let list = list(intervals)
            var los = intervals.flatMap { [$0.start, $0.end, $0.end.nextDown, $0.end.nextUp] }
            los += [-.infinity, .infinity, .nan, -1e300, 1e300, -0.0]
            for i in los.indices.reversed() where i > 0 { los.swapAt(i, rng.int(in: 0...i)) }
            for lo in los {
                let hi = lo + rng.double(in: 0...300).rounded()
                XCTAssertEqual(
                    list.ids(overlapping: lo, hi).sorted(), scan(intervals, lo, hi),
                    "seed \(seed) n \(intervals.count) query (\(lo), \(hi))")
            }
        }
    }

    func testResultsComeInStartOrderAndTouchingEndsDoNotOverlap() {
        let list = list([(10, 20), (0, 10), (20, 30), (5, 25)])
        XCTAssertEqual(list.ids(overlapping: 10, 20), [3, 0])
        XCTAssertEqual(list.ids(overlapping: -5, 100), [1, 3, 0, 2])
        XCTAssertEqual(list.ids(overlapping: 30, 40), [])
        XCTAssertEqual(AugmentedIntervalList(count: 0, sortedByStart: true) { _ in (0, 0) }.ids(overlapping: -1, 1), [])
    }
}
