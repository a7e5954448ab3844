import XCTest

@testable import DecorationBench

final class IntervalTreeTests: XCTestCase {
    private func scan(_ intervals: [(start: Double, end: Double, payload: Int)], _ lo: Double, _ hi: Double) -> [Int] {
        intervals.filter { $0.start < hi && lo < $0.end }.map(\.payload).sorted()
    }

    func testMatchesAScanOnRandomOverlappingIntervals() {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            // Edge sizes first (0, 1, 2, powers of two and their neighbours), then random.
            let sizes = [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 100, 255, 256, 257]
            let n = seed <= UInt64(sizes.count) ? sizes[Int(seed) - 1] : rng.int(in: 0...600)
            let intervals = (0..<n).map { i -> (start: Double, end: Double, payload: Int) in
                let start = rng.double(in: 0...1000).rounded()
                let length =
                    rng.chance(0.1) ? 0 : (rng.chance(0.1) ? rng.double(in: 0...900) : rng.double(in: 0...40)).rounded()
                return (start, start + length, i)
            }
            let tree = IntervalTree(intervals)
            tree._checkInvariants()
            XCTAssertEqual(tree.count, n)
            for _ in 0..<30 {
                let lo = rng.double(in: -50...1050).rounded()
                let hi = lo + (rng.chance(0.1) ? 0 : rng.double(in: 0...200).rounded())
                var got: [Int] = []
                tree.forEachOverlapping(lo, hi) { got.append(tree[$0].payload) }
                XCTAssertEqual(got.sorted(), scan(intervals, lo, hi), "seed \(seed) n \(n) query (\(lo), \(hi))")
                XCTAssertEqual(tree.payloads(overlapping: lo, hi).sorted(), got.sorted())
            }
        }
    }

    func testResultsComeInStartOrderAndTouchingEndsDoNotOverlap() {
        let tree = IntervalTree([
            (start: 10.0, end: 20.0, payload: "b"), (start: 0.0, end: 10.0, payload: "a"),
            (start: 20.0, end: 30.0, payload: "c"), (start: 5.0, end: 25.0, payload: "wide"),
        ])
        XCTAssertEqual(tree.payloads(overlapping: 10, 20), ["wide", "b"])
        XCTAssertEqual(tree.payloads(overlapping: -5, 100), ["a", "wide", "b", "c"])
        XCTAssertEqual(tree.payloads(overlapping: 30, 40), [])
    }

    func testExaminesFarFewerThanAllForASmallQuery() {
        let intervals = (0..<100_000).map { (start: Double($0) * 10, end: Double($0) * 10 + 10, payload: $0) }
        let tree = IntervalTree(intervals)
        var hits = 0
        let examined = tree.forEachOverlapping(500_000, 500_900) { _ in hits += 1 }
        XCTAssertEqual(hits, 90)
        XCTAssertLessThan(examined, 90 + 4 * 17 + 16, "a query must be O(log n + k), examined \(examined)")
    }
}
