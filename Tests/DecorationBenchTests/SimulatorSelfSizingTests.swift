import DecorationBench
import DecorationStrategies
import XCTest

/// The simulator over self-sizing scrolls: every strategy follows the measured cells (no
/// decoration left at its estimated frame, none missing, late or duplicated), and the recipe
/// that computes decorations only in a full `prepare()` is caught leaving them stale.
final class SimulatorSelfSizingTests: XCTestCase {
    private func report(_ layout: any AnyDecoratedLayout, _ dataSet: DataSet) -> CollectionViewSimulator.Report {
        let reference = FlowLayout(dataSet: dataSet)
        reference.prepare()
        layout.prepare()
        return CollectionViewSimulator().run(
            layout, rects: Workload.scroll(reference),
            expectedDecorations: BruteForceOracle.sectionDecorations(of: reference, rule: .exact),
            reference: reference)
    }

    func testEveryStrategyFollowsTheMeasuredCells() {
        for (preset, seed) in [(Preset.selfSizing, UInt64(1)), (.selfSizing, 2)] {
            let dataSet = preset.make(items: 1_500, seed: seed)
            for kind in StrategyKind.allCases {
                let r = report(kind.makeLayout(dataSet: dataSet), dataSet)
                XCTAssertGreaterThan(r.frames, 100)
                XCTAssertEqual(
                    [r.staleDecorations, r.missingDecorations, r.lateDecorations, r.duplicateDecorations, r.gaps],
                    [0, 0, 0, 0, 0], "\(kind) seed \(seed)")
            }
        }
    }

    func testTheRecipeThatDecoratesOnlyInAFullPrepareIsCaught() {
        let dataSet = Preset.selfSizing.make(items: 1_500, seed: 1)
        let r = report(BrokenRecipe.naiveSelfSizing.makeLayout(dataSet: dataSet), dataSet)
        XCTAssertGreaterThan(r.staleDecorations, 100, "backgrounds left at the estimated frames")
        XCTAssertGreaterThan(r.missingDecorations, 100)
        XCTAssertEqual(r.gaps, 0, "its cells are the flow layout's")
    }
}
