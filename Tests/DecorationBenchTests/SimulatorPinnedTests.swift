import DecorationBench
import DecorationStrategies
import XCTest

/// The simulator over pinned scrolling: each frame moves the bounds as `UICollectionView` does,
/// and half-way the view doubles in width (attributes invalidated, rows reflowed). Every
/// strategy scores zero on the three pinned faults; each naive recipe shows the fault it is
/// meant to catch.
final class SimulatorPinnedTests: XCTestCase {
    private let dataSet = Preset.pinned.make(items: 3_000, seed: 7)

    private func report(_ layout: any AnyDecoratedLayout) -> CollectionViewSimulator.Report {
        let reference = FlowLayout(dataSet: dataSet)
        reference.prepare()
        let expected = BruteForceOracle.sectionDecorations(of: reference, rule: .exact)
        let height = reference.collectionViewContentSize.height
        let path = stride(from: -100.0, to: height, by: 50).map { Rect(x: 0, y: $0, width: 390, height: 844) }
        let widened = path.enumerated().map { i, r in
            i < path.count / 2 ? r : Rect(x: 0, y: r.minY, width: 780, height: 844)
        }
        layout.prepare()
        return CollectionViewSimulator().run(
            layout, rects: widened, expectedDecorations: expected, reference: reference)
    }

    func testEveryStrategyScoresZeroOnThePinnedFaults() {
        for kind in StrategyKind.allCases {
            let r = report(kind.makeLayout(dataSet: dataSet))
            XCTAssertGreaterThan(r.frames, 1_000)
            XCTAssertEqual(r.overPinnedHeaders, 0, "\(kind)")
            XCTAssertEqual(r.staleDecorations, 0, "\(kind)")
            XCTAssertEqual(r.missingDecorations, 0, "\(kind)")
            XCTAssertEqual(r.gaps, 0, "\(kind): pinned headers where the reference has them")
            XCTAssertEqual(r.duplicateDecorations, 0, "\(kind)")
        }
    }

    func testABadgeAboveThePinnedHeaderIsCaught() {
        let r = report(BrokenRecipe.naiveStickyBadge.makeLayout(dataSet: dataSet))
        XCTAssertGreaterThan(
            r.overPinnedHeaders, 0, "badges at zIndex 1024 sit over the header pinned above their rows")
        XCTAssertEqual(r.staleDecorations, 0)
        XCTAssertEqual(r.missingDecorations, 0)
    }

    func testAContextReadForTwoFlagsOnlyLeavesStaleAndMissingDecorations() {
        let r = report(BrokenRecipe.naiveContext.makeLayout(dataSet: dataSet))
        XCTAssertGreaterThan(r.staleDecorations, 0, "after the resize, backgrounds keep the old width and place")
        XCTAssertGreaterThan(
            r.missingDecorations, 0, "and the reflowed sections' backgrounds are not where they are looked for")
        XCTAssertEqual(r.overPinnedHeaders, 0)
    }
}
