import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Separators that shift items (the recipe of "How to add a custom separator supplementary view
/// to UICollectionView", 2014): literal frames, queries against the brute-force reference, the
/// data-set file, and the naive recipe's gap.
final class SeparatorTests: XCTestCase {
    /// Two sections of four 375 × 100 rows under a 40-point header, 10 apart; 24 points before
    /// row 0.2 and 8 before row 1.0.
    private func list(_ direction: ScrollDirection = .vertical) -> DataSet {
        var ds = DataSet(
            collectionViewSize: Size(width: 375, height: 600), minimumLineSpacing: 10,
            headerReferenceSize: Size(width: 0, height: 40),
            sections: [
                SectionSpec(items: .uniform(count: 4, size: Size(width: 375, height: 100))),
                SectionSpec(items: .uniform(count: 4, size: Size(width: 375, height: 100))),
            ],
            separators: [
                Separator(before: IndexPath(item: 0, section: 1), thickness: 8),
                Separator(before: IndexPath(item: 2, section: 0), thickness: 24),
            ])
        if direction == .horizontal {
            ds.scrollDirection = .horizontal
            ds.collectionViewSize = Size(width: 600, height: 375)
            ds.headerReferenceSize = Size(width: 40, height: 0)
            for s in ds.sections.indices {
                ds.sections[s].items = .uniform(count: 4, size: Size(width: 100, height: 375))
            }
        }
        return ds
    }

    private func transposed(_ r: Rect, _ direction: ScrollDirection) -> Rect {
        direction == .vertical ? r : Rect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }

    func testSeparatorsMoveTheItemsAfterThemAndGrowTheContent() {
        for direction in ScrollDirection.allCases {
            let layout = FlowLayout(dataSet: list(direction))
            layout.prepare()
            layout._checkInvariants()
            func item(_ i: Int, _ s: Int) -> Rect { layout.frameForItem(at: IndexPath(item: i, section: s)) }
            func row(_ y: Double, _ h: Double = 100) -> Rect {
                transposed(Rect(x: 0, y: y, width: 375, height: h), direction)
            }
            XCTAssertEqual(item(1, 0), row(150), "\(direction): before the separator, unmoved")
            XCTAssertEqual(
                layout.prepared.separatorFrame(before: IndexPath(item: 2, section: 0)), row(260, 24), "\(direction)")
            XCTAssertEqual(item(2, 0), row(284), "\(direction): moved by 24")
            XCTAssertEqual(item(3, 0), row(394), "\(direction)")
            XCTAssertEqual(
                layout.sectionGeometry(1).headerFrame, row(494, 40), "\(direction): the next header moves too")
            XCTAssertEqual(
                layout.prepared.separatorFrame(before: IndexPath(item: 0, section: 1)), row(534, 8), "\(direction)")
            XCTAssertEqual(item(0, 1), row(542), "\(direction): moved by 24 + 8")
            XCTAssertEqual(item(3, 1), row(872), "\(direction)")
            let content = layout.collectionViewContentSize
            XCTAssertEqual(direction == .vertical ? content.height : content.width, 940 + 32, "\(direction)")
            XCTAssertNil(layout.prepared.separatorFrame(before: IndexPath(item: 1, section: 0)))
            let sep = layout.layoutAttributesForSupplementaryView(
                ofKind: .separator, at: IndexPath(item: 2, section: 0))
            XCTAssertEqual(sep?.category, .supplementary)
            XCTAssertTrue(
                sep
                    === layout.layoutAttributesForSupplementaryView(
                        ofKind: .separator, at: IndexPath(item: 2, section: 0)),
                "one cached object until invalidation")
        }
    }

    /// The post's gap: row 0.2 moved 24 points into a rect that its unmoved frame misses.
    func testTheQueryReturnsItemsMovedIntoTheRectAndTheNaiveRecipeMissesThem() {
        for direction in ScrollDirection.allCases {
            let rect = transposed(Rect(x: 0, y: 380, width: 375, height: 100), direction)
            let layout = FlowLayout(dataSet: list(direction))
            layout.prepare()
            let keys = Set(layout.layoutAttributesForElements(in: rect).map(\.key))
            let row2 = ElementKey(kind: .cell, indexPath: IndexPath(item: 2, section: 0))
            XCTAssertEqual(keys, Set(BruteForceOracle.baseElements(of: layout, in: rect).map(\.key)), "\(direction)")
            XCTAssertTrue(keys.contains(row2), "\(direction): row 0.2 reaches y 384, inside the rect")

            let naive = NaiveSeparatorLayout(dataSet: list(direction))
            naive.prepare()
            let naiveKeys = Set(naive.layoutAttributesForElements(in: rect).map(\.key))
            XCTAssertFalse(
                naiveKeys.contains(row2), "\(direction): the recipe without the extra rect math leaves a gap")
            XCTAssertEqual(naive.collectionViewContentSize, layout.collectionViewContentSize)
            // Whatever the naive recipe does return sits where the model puts it.
            for a in naive.layoutAttributesForElements(in: rect) {
                let model =
                    a.kind == .cell
                    ? layout.layoutAttributesForItem(at: a.indexPath)
                    : layout.layoutAttributesForSupplementaryView(ofKind: a.kind, at: a.indexPath)
                XCTAssertEqual(model?.frame, a.frame, "\(direction) \(a.key)")
            }
        }
    }

    /// Against the brute-force oracle over seeded data sets that all have separators.
    func testQueriesMatchTheOracleWithSeparatorsInEverySection() {
        var naiveMissed = 0
        for seed in UInt64(1)...200 {
            var ds = RandomDataSets.make(seed: seed, direction: seed % 2 == 0 ? .vertical : .horizontal)
            ds.separators = []
            var rng = SplitMix64(seed: seed &* 977)
            for s in ds.sections.indices where ds.sections[s].itemCount > 0 {
                for item in 0..<ds.sections[s].itemCount where rng.chance(0.3) {
                    ds.separators.append(
                        Separator(
                            before: IndexPath(item: item, section: s), thickness: rng.double(in: 0...50).rounded()))
                }
            }
            let layout = FlowLayout(dataSet: ds)
            layout.prepare()
            layout._checkInvariants()
            let naive = NaiveSeparatorLayout(dataSet: ds)
            naive.prepare()
            for _ in 0..<15 {
                let rect = RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout)
                let got = layout.layoutAttributesForElements(in: rect)
                let expected = BruteForceOracle.baseElements(of: layout, in: rect)
                XCTAssertEqual(Set(BruteForceOracle.expected(from: got)), Set(expected), "seed \(seed) rect \(rect)")
                XCTAssertEqual(got.count, expected.count, "seed \(seed): duplicates")
                let naiveKeys = Set(naive.layoutAttributesForElements(in: rect).map(\.key))
                naiveMissed += expected.filter { !naiveKeys.contains($0.key) }.count
            }
        }
        XCTAssertGreaterThan(naiveMissed, 0, "the naive recipe misses moved elements somewhere")
    }

    func testTheSimulatorCountsTheNaiveRecipesGapsAndNoneForTheModel() {
        let ds = Preset.separated.make(items: 600, seed: 9)
        XCTAssertFalse(ds.separators.isEmpty)
        let reference = FlowLayout(dataSet: ds)
        reference.prepare()
        let height = reference.collectionViewContentSize.height
        let rects = stride(from: 0.0, to: height - 844, by: 40).map { Rect(x: 0, y: $0, width: 390, height: 844) }
        func gaps(_ layout: any AnyDecoratedLayout) -> Int {
            layout.prepare()
            return CollectionViewSimulator().run(layout, rects: rects, reference: reference).gaps
        }
        XCTAssertGreaterThan(gaps(NaiveSeparatorLayout(dataSet: ds)), rects.count, "rows missing on most frames")
        for kind in [StrategyKind.none, .perSection, .intervalTree] {
            XCTAssertEqual(gaps(kind.makeLayout(dataSet: ds)), 0, "\(kind)")
        }
    }

    func testTheDataSetFileReadsWritesAndChecksSeparators() throws {
        let head =
            #"{"collectionView": {"width": 375, "height": 800}, "#
            + #""sections": [{"itemCount": 3, "itemSize": {"width": 375, "height": 50}}], "separators": "#
        let ds = try DataSet(json: head + #"[{"section": 0, "item": 2, "thickness": 12}, {"section": 0, "item": 1}]}"#)
        XCTAssertEqual(
            ds.separators,
            [
                Separator(before: IndexPath(item: 2, section: 0), thickness: 12),
                Separator(before: IndexPath(item: 1, section: 0), thickness: 1),
            ])
        XCTAssertEqual(try DataSet(json: ds.jsonText()), ds, "round trip")
        let separated = Preset.separated.make(items: 500, seed: 2)
        XCTAssertEqual(try DataSet(json: separated.jsonText()), separated)

        let cases: [(String, String)] = [
            (#"[{"section": 1, "item": 0}]}"#, "separators[0]: section 1 does not exist"),
            (
                #"[{"section": 0, "item": 3}]}"#,
                "separators[0]: item 3 does not exist; section 0 has 3 item(s), so use 0...2"
            ),
            (
                #"[{"section": 0, "item": 1}, {"section": 0, "item": 1, "thickness": 2}]}"#,
                "separators[1]: a second separator before [0, 1]"
            ),
            (#"[{"section": 0, "item": 1, "thickness": -2}]}"#, "separators[0].thickness: -2 is negative"),
            (#"[{"section": 0, "item": 1.5}]}"#, "separators[0].item: 1.5 is not a whole number"),
            (#"[{"section": 0}]}"#, "separators[0].item: missing"),
            (#"[{"section": 0, "item": 0, "height": 3}]}"#, "separators[0].height: unknown field"),
            (#"{"section": 0, "item": 0}}"#, "separators: expected an array"),
        ]
        for (tail, message) in cases {
            XCTAssertThrowsError(try DataSet(json: head + tail), tail) { error in
                XCTAssertTrue("\(error)".contains(message), "expected \"\(message)\" in \"\(error)\"")
            }
        }
    }
}
