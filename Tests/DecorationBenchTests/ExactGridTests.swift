import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// ``ExactGrid`` and the layout's flag: which lengths are on the grid, and the data set of the
/// report that found decorations moved off it (33.3 points, scale 1).
final class ExactGridTests: XCTestCase {
    func testTheGridHoldsWholeAndBinaryFractionsOnly() {
        for v in [0, 1, -15, 44.5, 0.25, 1.0 / 64, 1e11] { XCTAssertTrue(ExactGrid.contains(v), "\(v)") }
        for v in [33.3, 0.4, 1.0 / 3, 1.0 / 128, 1e13, .nan, .infinity] {
            XCTAssertFalse(ExactGrid.contains(v), "\(v)")
        }
    }

    func testALayoutIsOnTheGridOnlyWhenEveryLengthAlongTheScrollAxisIs() {
        func flag(_ change: (inout DataSet) -> Void) -> Bool {
            var ds = Preset.grid.make(items: 200, seed: 1)
            change(&ds)
            return FlowLayout(dataSet: ds).isOnExactGrid
        }
        XCTAssertTrue(flag { _ in })
        XCTAssertFalse(
            flag { $0.sections[3].items = .sizes([Size(width: 100, height: 33.3), Size(width: 90, height: 20)]) })
        XCTAssertFalse(flag { $0.sections[2].minimumLineSpacing = 0.1 })
        XCTAssertFalse(flag { $0.headerReferenceSize.height = 30.3 })
        XCTAssertTrue(flag { $0.headerReferenceSize.width = 30.3 }, "across the scroll axis: not summed")
        XCTAssertTrue(flag { $0.sections[1].items = .uniform(count: 3, size: Size(width: 100, height: 33.5)) })
    }

    /// A batch carries the answer over without reading the data again: off the grid once a
    /// batch names an off-grid size; a cell reporting an off-grid size takes the layout off it.
    func testTheAnswerFollowsBatchesAndReports() throws {
        let layout =
            StrategyKind.augmentedList.makeLayout(dataSet: Preset.grid.make(items: 300, seed: 1))
            as! any BatchUpdatingLayout
        layout.prepare()
        XCTAssertTrue(layout.base.isOnExactGrid)
        try layout.performBatchUpdates(BatchUpdate([.insertItems(section: 0, item: 0, count: 1, size: nil)]))
        layout.finalizeCollectionViewUpdates()
        XCTAssertTrue(layout.base.isOnExactGrid)
        let off = Size(width: 120, height: 33.3)
        try layout.performBatchUpdates(BatchUpdate([.insertItems(section: 1, item: 0, count: 1, size: off)]))
        layout.finalizeCollectionViewUpdates()
        XCTAssertFalse(layout.base.isOnExactGrid)
        XCTAssertFalse(FlowLayout(dataSet: layout.dataSet).isOnExactGrid, "the same answer read afresh")

        var sizing = Preset.selfSizing.make(items: 200, seed: 1)
        XCTAssertTrue(FlowLayout(dataSet: sizing).isOnExactGrid)
        sizing.sections[0].items = .sizes(
            [Size(width: 366, height: 80.1)]
                + Array(repeating: Size(width: 366, height: 90), count: sizing.sections[0].itemCount - 1))
        XCTAssertFalse(FlowLayout(dataSet: sizing).isOnExactGrid, "a size cells will report")
    }

    /// The report's reproducer: every careful strategy matches a fresh layout after each batch.
    func testTheReportedBatchesMatchAFreshLayout() throws {
        let ds = try DataSet(
            json: """
                {"collectionView":{"width":390,"height":844},"headerReferenceSize":{"width":0,"height":30},
                "sections":[{"items":[[100,33.3]]},{"itemCount":1,"itemSize":{"width":120,"height":40}},
                {"items":[]},{"itemCount":3,"itemSize":{"width":60,"height":60}}]}
                """)
        let batches = [
            BatchUpdate([.deleteSection(1)]), BatchUpdate([.moveSection(from: 0, to: 1)]),
        ]
        for kind in [StrategyKind.binarySearch, .intervalTree, .augmentedList] {
            let layout = kind.makeLayout(dataSet: ds) as! any BatchUpdatingLayout
            layout.prepare()
            for (b, batch) in batches.enumerated() {
                try layout.performBatchUpdates(batch)
                layout.finalizeCollectionViewUpdates()
                let fresh = FlowLayout(dataSet: layout.dataSet)
                fresh.prepare()
                let all = Rect(x: -100, y: -100, width: 1000, height: 2000)
                XCTAssertEqual(
                    Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: all))),
                    Set(BruteForceOracle.answer(of: fresh, strategy: kind, rule: .standard, in: all)),
                    "\(kind) batch \(b)"
                )
            }
        }
    }
}
