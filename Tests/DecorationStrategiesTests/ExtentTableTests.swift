import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// `extent-table`'s calls to `super`, which carry over to a device: a section's first and last
/// items (and its count) in a `prepare()` that follows a geometry change, nothing in a query, and
/// nothing in a `prepare()` after a bounds change that invalidates only pinned headers.
final class ExtentTableTests: XCTestCase {
    /// The calls a `prepare()` after a full invalidation makes: the section count, and each
    /// section's item count and first and last items (one for a section of one item).
    func testAPrepareAsksForEachSectionsFirstAndLastItems() {
        for seed in UInt64(1)...6 {
            let layout = DecoratedLayout<ExtentTableStrategy>(
                dataSet: RandomDataSets.make(seed: seed, direction: seed % 2 == 0 ? .vertical : .horizontal))
            layout.prepare()
            let before = layout.callsToSuper
            layout.invalidateLayout()
            layout.prepare()
            let calls = layout.callsToSuper - before
            let counts = (0..<layout.base.numberOfSections).map { layout.base.numberOfItems(inSection: $0) }
            XCTAssertEqual(calls.items, counts.map { min($0, 2) }.reduce(0, +), "seed \(seed)")
            XCTAssertEqual(calls.sizesAndCounts, 1 + counts.count, "seed \(seed)")
            XCTAssertEqual(calls.elementQueries + calls.supplementaryViews, 0, "seed \(seed)")
        }
    }

    /// A query asks `super` for the base elements only (the layout's own call), and a lookup
    /// asks nothing.
    func testQueriesAndLookupsAskSuperNothingOfTheirOwn() {
        let layout = DecoratedLayout<ExtentTableStrategy>(dataSet: Preset.mixed.make(items: 3_000, seed: 4))
        layout.prepare()
        let before = layout.callsToSuper
        let rects = (0..<50).map { Workload.viewport(layout.base, at: Double($0) * 700) }
        for rect in rects { _ = layout.layoutAttributesForElements(in: rect) }
        for section in 0..<layout.base.numberOfSections {
            _ = layout.layoutAttributesForDecorationView(
                ofKind: .background, at: DecorationBench.IndexPath(item: 0, section: section))
        }
        let calls = layout.callsToSuper - before
        XCTAssertEqual(calls.elementQueries, rects.count)
        XCTAssertEqual(calls.total, rects.count, "\(calls)")
    }

    /// Scrolling a layout whose headers pin invalidates only supplementary elements on most
    /// frames: those prepares ask `super` nothing, and the answers stay the oracle's.
    func testABoundsOnlyInvalidationAsksNothing() {
        var boundsOnly = 0
        for direction in ScrollDirection.allCases {
            for seed in UInt64(1)...8 {
                let layout = DecoratedLayout<ExtentTableStrategy>(
                    dataSet: RandomDataSets.makePinned(seed: seed, direction: direction))
                layout.prepare()
                var rng = SplitMix64(seed: seed ^ 0x5C01)
                var bounds = RandomDataSets.bounds(&rng, layout: layout.base)
                for frame in 0..<16 {
                    bounds = RandomDataSets.nextBounds(&rng, after: bounds, direction: direction)
                    let context = layout.invalidationContext(forBoundsChange: bounds)
                    let before = layout.callsToSuper
                    guard layout.moveBounds(to: bounds), context.invalidatesOnlySupplementaryElements else { continue }
                    boundsOnly += 1
                    let label = "\(direction) seed \(seed) frame \(frame)"
                    XCTAssertEqual((layout.callsToSuper - before).total, 0, label)
                    let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: bounds)))
                    let expected = Set(
                        BruteForceOracle.answer(of: layout.base, strategy: .extentTable, rule: .standard, in: bounds))
                    XCTAssertEqual(got, expected, label)
                }
            }
        }
        XCTAssertGreaterThan(boundsOnly, 10, "frames that invalidated the pinned headers alone")
    }
}
