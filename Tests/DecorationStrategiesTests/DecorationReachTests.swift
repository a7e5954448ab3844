import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// The strategies that find sections by how far decorations reach out of them find a background
/// that lies past its section's end: a section shorter than its background's top inset has a
/// background of no length that far in (`Rect.inset(by:)` keeps a length of at least 0), which
/// still meets a rect that straddles it.
final class DecorationReachTests: XCTestCase {
    /// Four sections of one 10-point item, one after the other, each background inset 30 points
    /// from the top: section 0's lies at 30, in section 3, and a rect from 29 to 31 meets it.
    func testABackgroundPastItsShortSectionIsFound() {
        let decoration = SectionDecoration(insets: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        let sections = (0..<4).map { _ in
            SectionSpec(items: .uniform(count: 1, size: Size(width: 100, height: 10)), decoration: decoration)
        }
        let dataSet = DataSet(collectionViewSize: Size(width: 300, height: 600), sections: sections)
        let rect = Rect(x: 0, y: 29, width: 300, height: 2)
        func answer<S: DecorationStrategy>(_ type: S.Type) -> Set<BruteForceOracle.Expected> {
            let layout = DecoratedLayout<S>(dataSet: dataSet)
            layout.prepare()
            return Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect)))
        }
        let oracle = DecoratedLayout<LazyExtentsStrategy>(dataSet: dataSet)
        oracle.prepare()
        let expected = Set(BruteForceOracle.answer(of: oracle.base, strategy: .lazyExtents, rule: .standard, in: rect))
        XCTAssertTrue(
            expected.contains {
                $0.key == ElementKey(kind: .background, indexPath: DecorationBench.IndexPath(item: 0, section: 0))
            },
            "the oracle draws section 0's background at 30: \(expected)")
        XCTAssertEqual(answer(LazyExtentsStrategy.self), expected, "lazy-extents")
        XCTAssertEqual(answer(SectionSearchStrategy.self), expected, "section-search")
        XCTAssertEqual(answer(ExtentTableStrategy.self), expected, "extent-table")
    }

    /// `lazy-extents` after a change of counts that no batch follows (the data set replaced, then
    /// a counts context) reads the new configuration's reach: badges 200 points before their
    /// sections, where the old data set had none, are found by rects that name only the section
    /// before.
    func testACountsChangeWithoutABatchReadsTheNewReach() {
        var reaching = Preset.grid.make(items: 2_000, seed: 7)
        for s in reaching.sections.indices where reaching.sections[s].itemCount > 0 {
            reaching.sections[s].decoration.badge = .init(
                imageName: "b", size: Size(width: 20, height: 20), offset: Point(x: 0, y: -200))
        }
        var plain = reaching
        for s in plain.sections.indices { plain.sections[s].decoration.badge = nil }
        let layout = DecoratedLayout<LazyExtentsStrategy>(dataSet: plain)
        layout.prepare()
        layout.base.dataSet = reaching
        var context = FlowLayoutInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepare()
        let width = layout.base.collectionViewContentSize.width
        var badges = 0
        for step in 0..<400 {
            let rect = Rect(x: 0, y: Double(step) * 37, width: width, height: 15)
            let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect)))
            let expected = Set(
                BruteForceOracle.answer(of: layout.base, strategy: .lazyExtents, rule: .standard, in: rect))
            XCTAssertEqual(got, expected, "rect \(rect)")
            badges += expected.filter { $0.key.kind == .badge }.count
        }
        XCTAssertGreaterThan(badges, 0, "rects that meet a badge")
    }
}
