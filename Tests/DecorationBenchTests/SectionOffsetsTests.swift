import XCTest

@testable import DecorationBench

/// The Fenwick tree of section starts against running sums, through seeded random changes,
/// inserts and removals, at sizes 0, 1, 2, powers of two and not.
final class SectionOffsetsTests: XCTestCase {
    func testTheExample() {
        var offsets = SectionOffsets(lengths: [100, 250, 80])
        XCTAssertEqual(offsets.start(ofSection: 2), 350)
        offsets.setLength(300, ofSection: 0)
        XCTAssertEqual(offsets.start(ofSection: 2), 550)
        XCTAssertEqual(offsets.section(containing: 520), 1)
        XCTAssertEqual(offsets.section(containing: 550), 2)
        XCTAssertEqual(offsets.section(containing: -5), 0)
        XCTAssertEqual(offsets.section(containing: 1e9), 2)
        XCTAssertNil(SectionOffsets(lengths: []).section(containing: 0))
        XCTAssertEqual(offsets.total, 630)
    }

    func testStartsAndSearchesEqualRunningSumsThroughRandomEdits() {
        for size in [0, 1, 2, 3, 7, 8, 9, 64, 100] {
            var rng = SplitMix64(seed: UInt64(size))
            // Whole numbers, so that sums in any order are exact and the check can be equality.
            var lengths = (0..<size).map { _ in Double(rng.int(in: 0...50)) }
            var offsets = SectionOffsets(lengths: lengths)
            for step in 0..<300 {
                switch rng.int(in: 0...3) {
                case 0 where !lengths.isEmpty:
                    let s = rng.int(in: 0...(lengths.count - 1)), length = Double(rng.int(in: 0...50))
                    lengths[s] = length
                    offsets.setLength(length, ofSection: s)
                case 1:
                    let s = rng.int(in: 0...lengths.count), length = Double(rng.int(in: 0...50))
                    lengths.insert(length, at: s)
                    offsets.insert(length: length, at: s)
                case 2 where !lengths.isEmpty:
                    let s = rng.int(in: 0...(lengths.count - 1))
                    lengths.remove(at: s)
                    offsets.remove(at: s)
                default: break
                }
                var running = 0.0
                for s in 0...lengths.count {
                    XCTAssertEqual(offsets.start(ofSection: s), running, "size \(size) step \(step) section \(s)")
                    if s < lengths.count { running += lengths[s] }
                }
                guard !lengths.isEmpty else { continue }
                let x = Double(rng.int(in: -5...Int(running) + 5))
                // The last section starting at or before x (a zero-length section before a
                // longer one at the same start is passed over, as the search passes it).
                let expected = max(0, (0..<lengths.count).last { offsets.start(ofSection: $0) <= x } ?? 0)
                XCTAssertEqual(offsets.section(containing: x), expected, "size \(size) step \(step) offset \(x)")
            }
        }
    }
}
