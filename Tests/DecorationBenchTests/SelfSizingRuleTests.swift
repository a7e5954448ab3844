import DecorationBench
import XCTest

/// Rules 2–5 of the self-sizing model on small data sets whose answers are worked out by hand
/// in the comments, from the rule text alone.
final class SelfSizingRuleTests: XCTestCase {
    private func column(
        width: Double, estimate: EstimatedItemSize, sizes: [Size], contentInset: EdgeInsets = .zero,
        sectionInset: EdgeInsets = .zero
    ) -> FlowLayout {
        var ds = DataSet(
            collectionViewSize: Size(width: width, height: 600), sectionInset: sectionInset,
            sections: [SectionSpec(items: .sizes(sizes))], contentInset: contentInset)
        ds.estimatedItemSize = estimate
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        return layout
    }

    private func path(_ item: Int, _ section: Int = 0) -> DecorationBench.IndexPath {
        DecorationBench.IndexPath(item: item, section: section)
    }

    func testMeasuredSizeIsUsedOnlyWhenStrictlyNarrowerThanTheViewLessTheContentInset() {
        // Available = 375 − (10 + 5) = 360; the section inset of 20 + 20 is not subtracted.
        // 359.5 < 360: used. 360 is not < 360: the estimate, 100×120. 350 < 360 although it
        // is wider than 375 − 40 = 335 inside the section: used.
        let layout = column(
            width: 375, estimate: .size(Size(width: 100, height: 120)),
            sizes: [Size(width: 359.5, height: 80), Size(width: 360, height: 90), Size(width: 350, height: 50)],
            contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 5),
            sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        XCTAssertEqual(layout.availableCrossLength, 360)
        // Before any cell is measured, every item is at the estimate.
        for i in 0..<3 { XCTAssertEqual(layout.itemSizeForLayout(at: path(i)), Size(width: 100, height: 120)) }
        layout.measureAllCells()
        XCTAssertEqual(layout.itemSizeForLayout(at: path(0)), Size(width: 359.5, height: 80))
        XCTAssertEqual(layout.itemSizeForLayout(at: path(1)), Size(width: 100, height: 120))
        XCTAssertEqual(layout.itemSizeForLayout(at: path(2)), Size(width: 350, height: 50))
        // The line path, one item per line. 359.5 is wider than the section's line, 375 − 40 =
        // 335: it leaves an empty first line (length 0, one spacing of 10) and sits alone on the
        // next, clamped to the leading inset 20. y = 10, 10 + 80 + 10 = 100, 100 + 120 + 10 = 230.
        XCTAssertEqual(layout.frameForItem(at: path(0)), Rect(x: 20, y: 10, width: 359.5, height: 80))
        XCTAssertEqual(layout.frameForItem(at: path(1)).minY, 100)
        XCTAssertEqual(layout.frameForItem(at: path(2)).minY, 230)
    }

    func testHorizontalScrollingTestsTheHeightAgainstTheHeightLessTopAndBottom() {
        // View 600×500, content inset top 100 and bottom 50: available height 350.
        var ds = DataSet(
            collectionViewSize: Size(width: 600, height: 500), scrollDirection: .horizontal,
            sections: [SectionSpec(items: .sizes([Size(width: 80, height: 349), Size(width: 80, height: 350)]))],
            contentInset: EdgeInsets(top: 100, left: 0, bottom: 50, right: 0))
        ds.estimatedItemSize = .size(Size(width: 40, height: 40))
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        layout.measureAllCells()
        XCTAssertEqual(layout.availableCrossLength, 350)
        XCTAssertEqual(layout.itemSizeForLayout(at: path(0)), Size(width: 80, height: 349))
        XCTAssertEqual(layout.itemSizeForLayout(at: path(1)), Size(width: 40, height: 40))
    }

    func testAvailableWidthIsFlooredAtZero() {
        // 300 − (200 + 100) = 0: no measured width is < 0, so every item keeps the estimate.
        let layout = column(
            width: 300, estimate: .size(Size(width: 10, height: 10)), sizes: [Size(width: 1, height: 1)],
            contentInset: EdgeInsets(top: 0, left: 200, bottom: 0, right: 100))
        layout.measureAllCells()
        XCTAssertEqual(layout.availableCrossLength, 0)
        XCTAssertEqual(layout.itemSizeForLayout(at: path(0)), Size(width: 10, height: 10))
    }

    func testAutomaticIsTheMeanOfEveryReportRepeatsIncluded() {
        let sizes = [Size(width: 100, height: 40), Size(width: 200, height: 80), Size(width: 300, height: 10)]
        let layout = column(width: 375, estimate: .automatic, sizes: sizes)
        // No report yet: 50×50.
        XCTAssertEqual(layout.effectiveEstimatedItemSize, Size(width: 50, height: 50))
        XCTAssertEqual(layout.itemSizeForLayout(at: path(2)), Size(width: 50, height: 50))
        // Item 0 reports 100×40 twice, item 1 200×80 once: (100 + 100 + 200)/3 × (40 + 40 + 80)/3.
        for (item, size) in [(0, sizes[0]), (0, sizes[0]), (1, sizes[1])] {
            let original = layout.layoutAttributesForItem(at: path(item))!
            let preferred = LayoutAttributes(
                kind: .cell, indexPath: path(item), frame: Rect(origin: original.frame.origin, size: size))
            XCTAssertTrue(
                layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            )
        }
        XCTAssertEqual(layout.effectiveEstimatedItemSize, Size(width: 400.0 / 3, height: 160.0 / 3))
        // Item 2 has not reported: it is at the mean.
        XCTAssertEqual(layout.itemSizeForLayout(at: path(2)), Size(width: 400.0 / 3, height: 160.0 / 3))
        XCTAssertEqual(layout.itemSizeForLayout(at: path(1)), sizes[1])
        // A full invalidation rebuilds the data: no measurement and no report survive it.
        layout.invalidateLayout()
        XCTAssertFalse(layout.isMeasured(path(0)))
        XCTAssertEqual(layout.effectiveEstimatedItemSize, Size(width: 50, height: 50))
    }

    func testOnlyCellsOfAnEstimatingLayoutWithAChangedSizeInvalidate() {
        let layout = column(
            width: 375, estimate: .size(Size(width: 100, height: 120)),
            sizes: [Size(width: 100, height: 120), Size(width: 100, height: 60)])
        let same = layout.layoutAttributesForItem(at: path(0))!
        XCTAssertFalse(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same.copy(), withOriginalAttributes: same))
        let header = LayoutAttributes(
            kind: .header, indexPath: path(0), frame: Rect(x: 0, y: 0, width: 375, height: 10))
        XCTAssertFalse(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: header, withOriginalAttributes: same))
        let original = layout.layoutAttributesForItem(at: path(1))!
        let taller = LayoutAttributes(
            kind: .cell, indexPath: path(1), frame: Rect(x: 0, y: 130, width: 100, height: 60))
        XCTAssertTrue(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
        // Inside a pass the change is queued and the answer is false.
        layout.invalidateLayout()
        layout.prepare()
        layout.beginVisibleCellsPass()
        XCTAssertFalse(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
        XCTAssertEqual(layout.endVisibleCellsPass()?.invalidatedItemIndexPaths, [path(1)])
        // Without an estimate nothing invalidates.
        var plain = layout.dataSet
        plain.estimatedItemSize = nil
        let fixed = FlowLayout(dataSet: plain)
        fixed.prepare()
        XCTAssertFalse(
            fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
    }

    /// Two sections, items 355 wide at an estimate of 355×120, line spacing 10, no insets.
    private func feed(scale: Double = 3, firstHeights: [Double], second: Double) -> FlowLayout {
        var ds = DataSet(
            collectionViewSize: Size(width: 375, height: 600),
            sections: [
                SectionSpec(items: .sizes(firstHeights.map { Size(width: 355, height: $0) })),
                SectionSpec(items: .sizes([Size(width: 355, height: second)])),
            ],
            screenScale: scale)
        ds.estimatedItemSize = .size(Size(width: 355, height: 120))
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        return layout
    }

    func testOnePassSendsOneContextForTheChangedCells() {
        // At the estimate: section 0's items at y 0, 130, 260 (120 + 10 apart), 380 long;
        // section 1's item at 380. The rect 0..200 shows items 0 and 1.
        let layout = feed(firstHeights: [60, 300, 200], second: 100)
        XCTAssertEqual(layout.frameForItem(at: path(0, 1)).minY, 380)
        let context = layout.measureCells(in: Rect(x: 0, y: 0, width: 375, height: 200))
        XCTAssertEqual(context?.invalidatedItemIndexPaths, [path(0), path(1)])
        XCTAssertEqual(context?.invalidateFlowLayoutAttributes, false)
        XCTAssertEqual(context?.invalidateDataSourceCounts, false)
        XCTAssertEqual(context?.invalidateFlowLayoutDelegateMetrics, true)
        XCTAssertEqual(context?.invalidatedSupplementaryIndexPaths.isEmpty, true)
        // Section 0 becomes 60 + 300 + 120 + 2·10 = 500 long: +120.
        XCTAssertEqual(context?.contentSizeAdjustment, Size(width: 0, height: 120))
        layout.invalidateLayout(with: context!)
        layout.prepare()
        // Item 1 at 60 + 10 = 70, item 2 (not measured, still 120 tall) at 70 + 300 + 10 = 380,
        // section 1 moved by +120 to 500; the content is 500 + 120 = 620 long.
        XCTAssertEqual(layout.frameForItem(at: path(1)), Rect(x: 10, y: 70, width: 355, height: 300))
        XCTAssertEqual(layout.frameForItem(at: path(2)), Rect(x: 10, y: 380, width: 355, height: 120))
        XCTAssertEqual(layout.frameForItem(at: path(0, 1)).minY, 500)
        XCTAssertEqual(layout.collectionViewContentSize.height, 620)
        // A cell is measured once: the same rect again sends nothing.
        XCTAssertNil(layout.measureCells(in: Rect(x: 0, y: 0, width: 375, height: 200)))
    }

    func testMeasuringAboveTheViewportMovesTheContentWithoutOffsetCompensation() {
        let layout = feed(firstHeights: [120, 300, 120], second: 100)
        layout.contentOffset = Point(x: 0, y: 260)
        // Item 1 (130..250) measured at 300: item 2 moves from 260 to 130 + 300 + 10 = 440,
        // under a content offset that stays at 260.
        let context = layout.measureCells(in: Rect(x: 0, y: 130, width: 375, height: 100))!
        layout.invalidateLayout(with: context)
        layout.prepare()
        XCTAssertEqual(layout.contentOffset, Point(x: 0, y: 260))
        XCTAssertEqual(layout.frameForItem(at: path(2)).minY, 440)
    }

    func testLaterSectionsMoveByTheChangeWithoutBeingPlacedAgain() {
        // Scale 2. Item 0 reports 120.25 tall: section 0 grows by 0.25, and section 1's item
        // moves from 380 to 380.25. Placed again it would be rounded to the half point:
        // 380.25 · 2 = 760.5 → 761 → 380.5. Moved, it keeps its old rounding.
        let layout = feed(scale: 2, firstHeights: [120.25, 120, 120], second: 100)
        let context = layout.measureCells(in: Rect(x: 0, y: 0, width: 375, height: 100))!
        XCTAssertEqual(context.contentSizeAdjustment, Size(width: 0, height: 0.25))
        layout.invalidateLayout(with: context)
        layout.prepare()
        XCTAssertEqual(layout.frameForItem(at: path(0, 1)).minY, 380.25)
        XCTAssertEqual(layout.sectionGeometry(1).mainStart, 380.25)
    }

    func testAnEmptyReportedSizeOrABadEstimateIsAnErrorNamingTheField() {
        func error(_ edit: (inout DataSet) -> Void) -> String {
            var ds = DataSet(
                collectionViewSize: Size(width: 375, height: 600),
                sections: [SectionSpec(items: .sizes([Size(width: 100, height: 40)]))])
            ds.estimatedItemSize = .size(Size(width: 100, height: 100))
            edit(&ds)
            do {
                try ds.checkLimits()
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(error { _ in }, "no error")
        XCTAssertTrue(
            error { $0.estimatedItemSize = .size(Size(width: 0, height: 100)) }.hasPrefix(
                "estimatedItemSize.width: 0 is not allowed"))
        XCTAssertTrue(
            error { $0.estimatedItemSize = .size(Size(width: 10, height: -1)) }.hasPrefix(
                "estimatedItemSize.height: -1"))
        XCTAssertTrue(
            error { $0.estimatedItemSize = .size(Size(width: .nan, height: 1)) }.hasPrefix(
                "estimatedItemSize.width: nan is not a finite"))
        XCTAssertTrue(
            error { $0.estimatedItemSize = .size(Size(width: .infinity, height: 1)) }.contains("give a length > 0"))
        XCTAssertTrue(
            error { $0.sections[0].items = .sizes([Size(width: 100, height: 0)]) }
                .hasPrefix("sections[0].items[0]: a cell would report the empty size 100×0"))
        XCTAssertTrue(
            error { $0.sections[0].items = .uniform(count: 3, size: Size(width: 0, height: 4)) }
                .hasPrefix("sections[0].itemSize:"))
        XCTAssertEqual(error { $0.estimatedItemSize = .automatic }, "no error")
    }

    func testEstimatedItemSizeReadsAndWritesJSON() throws {
        for estimate in [EstimatedItemSize.automatic, .size(Size(width: 366, height: 120))] {
            var ds = DataSet(
                collectionViewSize: Size(width: 390, height: 844),
                sections: [SectionSpec(items: .sizes([Size(width: 366, height: 300)]))])
            ds.estimatedItemSize = estimate
            XCTAssertEqual(try DataSet(json: ds.jsonText()), ds)
        }
        XCTAssertThrowsError(
            try DataSet(
                json: #"{"collectionView": {"width": 1, "height": 1}, "sections": [], "estimatedItemSize": "auto"}"#))
    }

    func testTheSingleCellContextNamesTheItemToTheEndThePreviousRowWhenNarrowerAndTheSupplementaryViews() {
        // 375 wide, 100×100 items, spacing 10: three to a row (⌊385/110⌋ = 3), six items in two
        // rows, a header and a footer. Item 4 (second of row 2) reports 80 wide: narrower, so
        // items 4 and 5 (to the section's end) plus row 1's items 0–2; item 3 is not named.
        var ds = DataSet(
            collectionViewSize: Size(width: 375, height: 600), headerReferenceSize: Size(width: 0, height: 20),
            footerReferenceSize: Size(width: 0, height: 20),
            sections: [SectionSpec(items: .uniform(count: 6, size: Size(width: 100, height: 100)))])
        ds.estimatedItemSize = .size(Size(width: 100, height: 100))
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        let original = layout.layoutAttributesForItem(at: path(4))!
        let narrower = LayoutAttributes(
            kind: .cell, indexPath: path(4),
            frame: Rect(
                origin: original.frame.origin,
                size: Size(width: 80, height: 100)))
        let context = layout.invalidationContext(
            forPreferredLayoutAttributes: narrower, withOriginalAttributes: original)
        XCTAssertEqual(context.invalidatedItemIndexPaths, [0, 1, 2, 4, 5].map { path($0) })
        XCTAssertEqual(context.invalidatedSupplementaryIndexPaths[.header], [path(0)])
        XCTAssertEqual(context.invalidatedSupplementaryIndexPaths[.footer], [path(0)])
        XCTAssertFalse(context.invalidateFlowLayoutAttributes)
        // Taller but as wide: the item to the end only.
        let taller = LayoutAttributes(
            kind: .cell, indexPath: path(4),
            frame: Rect(
                origin: original.frame.origin,
                size: Size(width: 100, height: 140)))
        XCTAssertEqual(
            layout.invalidationContext(forPreferredLayoutAttributes: taller, withOriginalAttributes: original)
                .invalidatedItemIndexPaths, [4, 5].map { path($0) })
    }
}
