import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// `lazy-extents`' calls to `super`, which carry over to a device: the section count in a
/// `prepare()`, a section's first and last items the first time a query reaches it, nothing more
/// for a query it has answered before, and for a self-sizing frame or a batch only what the
/// sections near the change cost, however many sections follow.
final class LazyExtentsTests: XCTestCase {
    /// A `prepare()` after a full invalidation asks for the section count alone.
    func testAPrepareAsksForTheSectionCountAlone() {
        for seed in UInt64(1)...6 {
            let layout = DecoratedLayout<LazyExtentsStrategy>(
                dataSet: RandomDataSets.make(seed: seed, direction: seed % 2 == 0 ? .vertical : .horizontal))
            layout.prepare()
            let before = layout.callsToSuper
            layout.invalidateLayout()
            layout.prepare()
            let calls = layout.callsToSuper - before
            XCTAssertEqual(calls.total, 1, "seed \(seed): \(calls)")
            XCTAssertEqual(calls.sizesAndCounts, 1, "seed \(seed)")
        }
    }

    /// The first pass of a scroll asks `super` for the sections it reaches; the same pass again
    /// asks for the base elements only (the layout's own call).
    func testASecondPassAsksSuperNothingOfItsOwn() {
        let layout = DecoratedLayout<LazyExtentsStrategy>(dataSet: Preset.mixed.make(items: 3_000, seed: 4))
        layout.prepare()
        let rects = (0..<50).map { Workload.viewport(layout.base, at: Double($0) * 700) }
        let start = layout.callsToSuper
        for rect in rects { _ = layout.layoutAttributesForElements(in: rect) }
        let first = layout.callsToSuper - start
        XCTAssertGreaterThan(first.items, 0, "the first pass fills the sections it reaches")
        XCTAssertLessThan(first.items, 2 * layout.base.numberOfSections, "\(first)")
        let before = layout.callsToSuper
        for rect in rects { _ = layout.layoutAttributesForElements(in: rect) }
        let calls = layout.callsToSuper - before
        XCTAssertEqual(calls.elementQueries, rects.count)
        XCTAssertEqual(calls.total, rects.count, "\(calls)")
    }

    /// A self-sizing frame at the top asks `super` as much with 1,000 sections after it as with
    /// 20: its calls depend on the sections it reaches, not on those after the change.
    func testASelfSizingFrameDoesNotPayForTheSectionsAfterIt() {
        func callsPerFrame(items: Int) -> CallsToSuper {
            let layout = DecoratedLayout<LazyExtentsStrategy>(dataSet: Preset.selfSizing.make(items: items, seed: 3))
            layout.prepare()
            let rect = Workload.viewport(layout.base, at: 0)
            _ = layout.layoutAttributesForElements(in: rect)
            let before = layout.callsToSuper
            XCTAssertTrue(layout.measureVisibleCells(in: rect), "the top's cells were not measured yet")
            _ = layout.layoutAttributesForElements(in: rect)
            return layout.callsToSuper - before
        }
        let small = callsPerFrame(items: 200), large = callsPerFrame(items: 10_000)
        XCTAssertGreaterThan(large.items, 0)
        XCTAssertEqual(small, large)
    }

    /// A batch and the query after it ask `super` for the sections the batch touched and those
    /// the query reaches: the same calls whether 1,000 sections follow or 30.
    func testABatchDoesNotPayForTheSectionsAfterIt() throws {
        func callsPerBatch(items: Int) throws -> CallsToSuper {
            let layout = DecoratedLayout<LazyExtentsStrategy>(dataSet: Preset.grid.make(items: items, seed: 5))
            layout.prepare()
            let rect = Workload.viewport(layout.base, at: 0)
            _ = layout.layoutAttributesForElements(in: rect)
            let before = layout.callsToSuper
            try layout.performBatchUpdates(
                BatchUpdate([.deleteItems(section: 1, item: 0, count: 1), .insertSection(0, copying: 2, items: 3)]))
            _ = layout.layoutAttributesForElements(in: rect)
            layout.finalizeCollectionViewUpdates()
            return layout.callsToSuper - before
        }
        let small = try callsPerBatch(items: 300), large = try callsPerBatch(items: 10_000)
        XCTAssertGreaterThan(large.items, 0)
        XCTAssertEqual(small, large)
    }
}
