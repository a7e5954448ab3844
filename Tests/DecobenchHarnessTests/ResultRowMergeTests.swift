import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// The rows of one measurement from several processes (`run --processes`) merged into one.
final class ResultRowMergeTests: XCTestCase {
    func testMergedRowsSpanEveryProcesssInterval() {
        func row(_ ratio: Double, _ low: Double, _ high: Double, busy: Bool = false) -> ResultRow {
            var r = ResultRow.fixture(strategy: .intervalTree, median: 100 * ratio, ratio: ratio)
            (r.ratioToNoneLow, r.ratioToNoneHigh, r.timing.medianLow, r.timing.medianHigh) = (
                low, high, 100 * low, 100 * high
            )
            r.flags = busy ? [.busy] : []
            return r
        }
        let merged = ResultRow.merged([
            [row(1.20, 1.18, 1.22)], [row(1.30, 1.28, 1.32, busy: true)], [row(1.25, 1.24, 1.26)],
        ])
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged[0].ratioToNone, 1.25, "the median process's")
        XCTAssertEqual(merged[0].ratioToNoneLow, 1.18)
        XCTAssertEqual(merged[0].ratioToNoneHigh, 1.32)
        XCTAssertEqual(merged[0].timing.medianLow, 118, accuracy: 1e-9)
        XCTAssertEqual(merged[0].timing.count, 27, "samples summed")
        XCTAssertEqual(merged[0].flags, [.wideInterval, .busy], "14/1.25 = 11% wide; one process was busy")
    }
}
