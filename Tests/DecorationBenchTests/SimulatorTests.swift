import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// The simulator catches each broken recipe, and the correct strategies score zero.
final class SimulatorTests: XCTestCase {
    /// A feed in which every third section has tall insets and no header or footer, so a
    /// viewport can show part of its background with none of its elements.
    private func dataSet() -> DataSet {
        var ds = Preset.feed.make(items: 300, seed: 3)
        for s in ds.sections.indices where s % 3 == 0 {
            ds.sections[s].inset = EdgeInsets(top: 300, left: 12, bottom: 300, right: 12)
            ds.sections[s].headerReferenceSize = .zero
            ds.sections[s].footerReferenceSize = .zero
        }
        return ds
    }

    private func scroll(_ layout: any AnyDecoratedLayout) -> [Rect] {
        let height = layout.collectionViewContentSize.height
        return stride(from: 0.0, to: max(1, height - 844), by: 50).map { Rect(x: 0, y: $0, width: 390, height: 844) }
    }

    private func report(_ layout: any AnyDecoratedLayout, resets: Bool = true) -> CollectionViewSimulator.Report {
        layout.prepare()
        let expected = BruteForceOracle.sectionDecorations(of: layout.base, rule: .exact)
        return CollectionViewSimulator(resetsReusedViews: resets).run(
            layout, rects: scroll(layout), expectedDecorations: expected)
    }

    func testCorrectStrategiesScoreZero() {
        for kind in [StrategyKind.linear, .binarySearch, .intervalTree, .augmentedList, .sectionSearch, .sectionCache] {
            let r = report(kind.makeLayout(dataSet: dataSet()))
            XCTAssertGreaterThan(r.frames, 100)
            XCTAssertGreaterThan(r.viewsReused, r.viewsCreated, "\(kind): views are reused while scrolling")
            XCTAssertEqual(r.duplicateDecorations, 0, "\(kind)")
            XCTAssertEqual(r.zOrderViolations, 0, "\(kind)")
            XCTAssertEqual(r.lateDecorations, 0, "\(kind)")
            XCTAssertEqual(r.staleViews, 0, "\(kind)")
        }
        let shadows = report(StrategyKind.perCell.makeLayout(dataSet: dataSet()))
        XCTAssertEqual(shadows.zOrderViolations, 0, "per-cell shadows at zIndex -1 stay below")
        XCTAssertEqual(shadows.duplicateDecorations, 0)
    }

    func testPerSectionRecipesDeliverBackgroundsLate() {
        for kind in [StrategyKind.perSection, .cached] {
            let r = report(kind.makeLayout(dataSet: dataSet()))
            XCTAssertGreaterThan(r.lateDecorations, 0, "\(kind): a background whose inset was on screen arrives late")
            XCTAssertEqual(r.duplicateDecorations, 0, "\(kind)")
        }
    }

    func testNaivePerSectionDrawsDuplicates() {
        let r = report(DecoratedLayout<NaivePerSectionStrategy>(dataSet: dataSet()))
        XCTAssertGreaterThan(r.duplicateDecorations, r.frames, "several backgrounds per section per frame")
    }

    func testNaivePerCellShadowsCoverNeighbouringCells() {
        var ds = Preset.grid.make(items: 400, seed: 1)
        ds.minimumInteritemSpacing = 2
        ds.minimumLineSpacing = 2
        let r = report(DecoratedLayout<NaivePerCellStrategy>(dataSet: ds))
        XCTAssertGreaterThan(r.zOrderViolations, 0, "shadows at zIndex 0 stacked above their neighbours")
        XCTAssertEqual(report(StrategyKind.perCell.makeLayout(dataSet: ds)).zOrderViolations, 0)
    }

    func testReusedViewsWithoutResetShowStaleContent() {
        let layout = StrategyKind.intervalTree.makeLayout(dataSet: dataSet())
        XCTAssertEqual(report(layout).staleViews, 0)
        XCTAssertGreaterThan(report(layout, resets: false).staleViews, 0, "cell reuse: content piles up")
    }
}
