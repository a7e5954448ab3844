import DecobenchTestSupport
import XCTest

/// The scroll sweep reaches both ends of the content whatever its limit: the oracle check's
/// pinned and self-sizing frames (24 of them) ask for less than a burst.
final class WorkloadTests: XCTestCase {
    func testASweepBelowABurstStillRunsFromTheStartToTheEnd() {
        let layout = FlowLayout(dataSet: Preset.grid.make(items: 2_000, seed: 1))
        layout.prepare()
        let end = layout.collectionViewContentSize.height - layout.dataSet.collectionViewSize.height
        XCTAssertGreaterThan(end, 24 * Workload.flingStep, "longer than the limit's frames")
        // Two bursts of half the limit (rounded down), or single frames below 4.
        for (limit, count) in [1: 1, 2: 2, 3: 3, 24: 24, 31: 30].sorted(by: { $0.key < $1.key }) {
            let rects = Workload.scroll(layout, limit: limit)
            XCTAssertEqual(rects.count, count, "limit \(limit)")
            XCTAssertEqual(rects.first?.minY, 0, "limit \(limit): from the start")
            if limit > 1 { XCTAssertEqual(rects.last?.minY, end, "limit \(limit): to the end") }
        }
        XCTAssertEqual(Workload.scroll(layout, limit: 0), [], "no limit, no rects")
        let sweep = Workload.scroll(layout, limit: 64)
        XCTAssertEqual(sweep.count, 64, "a burst or more: whole bursts, as before")
        XCTAssertEqual(sweep[31].minY, 31 * Workload.flingStep)
        XCTAssertEqual(sweep.last?.minY, end)
    }

    /// Every pinned data set of `StrategyCheck` has its frames checked, the long ones too.
    func testEveryPinnedDataSetOfTheCheckGetsFrames() {
        for seed in UInt64(1)...100 {
            for direction in ScrollDirection.allCases {
                let layout = FlowLayout(dataSet: RandomDataSets.makePinned(seed: seed, direction: direction))
                layout.prepare()
                XCTAssertFalse(Workload.scroll(layout, limit: 24).isEmpty, "seed \(seed) \(direction)")
            }
        }
    }
}
