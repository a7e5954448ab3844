import CAllocCounter
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// The allocation counter sees this process's mallocs, and the strategies that promise it
/// allocate nothing per query beyond the answer array (deterministic counts, not timings).
final class AllocationCounterTests: XCTestCase {
    func testCounterSeesAllocations() {
        XCTAssertEqual(alloc_counter_is_interposing(), 1)
        alloc_counter_start()
        let objects = (0..<10).map { _ in
            LayoutAttributes(kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        }
        alloc_counter_stop()
        XCTAssertGreaterThanOrEqual(alloc_counter_count(), 10)
        XCTAssertEqual(objects.count, 10)
    }

    /// Allocations per warm query, and decorations returned per query, for a strategy.
    private func perQuery(_ kind: StrategyKind, _ ds: DataSet) -> (allocations: Double, decorations: Double) {
        let layout = kind.makeLayout(dataSet: ds)
        layout.prepare()
        let rects = (0..<40).map { Rect(x: 0, y: Double($0) * 50, width: 390, height: 844) }
        for r in rects { _ = layout.layoutAttributesForElements(in: r) }  // warm: caches filled
        var total = 0
        alloc_counter_start()
        for r in rects { total &+= layout.layoutAttributesForElements(in: r).count }
        alloc_counter_stop()
        XCTAssertGreaterThan(total, 0)
        let decorations = rects.reduce(0) {
            $0 + layout.layoutAttributesForElements(in: $1).filter { $0.category == .decoration }.count
        }
        return (Double(alloc_counter_count()) / Double(rects.count), Double(decorations) / Double(rects.count))
    }

    func testWarmQueriesAllocateOnlyTheAnswer() {
        let ds = Preset.grid.make(items: 5_000, seed: 1)
        let none = perQuery(.none, ds)
        XCTAssertGreaterThanOrEqual(none.allocations, 1, "the answer array")
        for kind in [
            StrategyKind.cached, .linear, .binarySearch, .intervalTree, .augmentedList, .sectionSearch, .sectionCache,
        ] {
            let m = perQuery(kind, ds)
            XCTAssertGreaterThan(m.decorations, 0, "\(kind)")
            XCTAssertEqual(m.allocations, none.allocations, "\(kind) allocates beyond the answer array")
        }
        for kind in [StrategyKind.perCell, .perSection] {
            let m = perQuery(kind, ds)
            XCTAssertGreaterThanOrEqual(
                m.allocations - none.allocations, m.decorations,
                "\(kind) makes a new object for every decoration on every query")
        }
    }

    /// The precomputing strategies that keep a ``BufferPool`` rebuild their index in the last
    /// one's buffers: a second `prepare()` of the same data set asks the allocator for a few
    /// small objects, not for its buffers again. (`linear`'s recipe allocates afresh.)
    func testRepreparingReusesTheIndexBuffers() {
        let ds = Preset.grid.make(items: 100_000, seed: 1)
        let base = FlowLayout(dataSet: ds)
        base.prepare()
        let surface = PublicFlowLayout(base)
        let strategies: [(kind: StrategyKind, strategy: any DecorationStrategy)] = [
            (.binarySearch, BinarySearchStrategy(frameRule: .exact)),
            (.intervalTree, IntervalTreeStrategy(frameRule: .exact)),
            (.augmentedList, AugmentedListStrategy(frameRule: .exact)),
        ]
        for (kind, strategy) in strategies {
            alloc_counter_start()
            strategy.prepare(surface)
            alloc_counter_stop()
            let first = alloc_counter_bytes()
            alloc_counter_start()
            strategy.prepare(surface)
            alloc_counter_stop()
            let second = alloc_counter_bytes()
            XCTAssertGreaterThan(first, 500_000, "\(kind): the first prepare() allocates its buffers")
            // The tree keeps its own arrays (cgranges' layout, a reference point); its store is
            // pooled. A test build also checks the list's invariants, with a temporary array of
            // one byte per decoration: a tenth of the first prepare()'s bytes leaves room for it.
            let limit = kind == .intervalTree ? first * 3 / 4 : first / 10
            XCTAssertLessThan(
                second, limit, "\(kind): a second prepare() allocated \(second) bytes (the first \(first))")
        }
    }
}
