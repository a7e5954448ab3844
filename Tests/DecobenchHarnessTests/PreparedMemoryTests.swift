import CAllocCounter
import XCTest

@testable import DecorationBench

/// `DataSet.preparedByteEstimate`, which refuses data sets beyond the memory budget before
/// anything is allocated, against what a real `prepare()` retains on the heap (the allocator's
/// statistics): an upper bound, and not a loose one where it matters, one line per item. The
/// bytes requested in all are printed too; they count transient buffers already freed again
/// (growth by doubling, a debug build's boxes), so they exceed the peak.
final class PreparedMemoryTests: XCTestCase {
    /// Bytes a prepared layout holds on the heap (the allocator's own statistics, before and
    /// after `prepare()` of a fresh layout), and the bytes `prepare()` asked for in all,
    /// transient buffers included.
    private func preparedBytes(_ ds: DataSet) -> (retained: Double, requested: Double) {
        let layout = FlowLayout(dataSet: ds)
        let before = alloc_counter_heap_in_use()
        alloc_counter_start()
        layout.prepare()
        alloc_counter_stop()
        let after = alloc_counter_heap_in_use()
        XCTAssertGreaterThanOrEqual(before, 0, "the allocator's statistics are available")
        return (Double(after - before), Double(alloc_counter_bytes()))
    }

    func testTheEstimateBoundsWhatPrepareAllocates() {
        let column = DataSet(
            collectionViewSize: Size(width: 390, height: 844),
            sections: [SectionSpec(items: .uniform(count: 300_000, size: Size(width: 390, height: 44)))])
        let separated = Preset.separated.make(items: 100_000, seed: 1)
        let cases: [(String, DataSet)] = [
            ("one column (one line per item)", column),
            ("grid", Preset.grid.make(items: 200_000, seed: 1)),
            ("small sections", Preset.smallSections.make(items: 200_000, seed: 1)),
            ("feed", Preset.feed.make(items: 100_000, seed: 1)),
            ("separated", separated),
        ]
        for (name, ds) in cases {
            let (bytes, requested) = preparedBytes(ds)
            let estimate = ds.preparedByteEstimate
            print(
                "prepare() of \(name), \(ds.itemCount) items, \(ds.sections.count) sections: \(Int(bytes)) B retained, "
                    + "\(Int(requested)) B requested in all, estimate \(Int(estimate)) B")
            XCTAssertLessThanOrEqual(bytes, estimate, "\(name): the estimate must bound what prepare() retains")
            if name.hasPrefix("one column") {
                XCTAssertGreaterThan(
                    bytes, estimate * 0.75, "\(name): the estimate is tight where each item has its own line")
            }
        }
    }
}
