import XCTest

@testable import DecorationBench

/// Literal frames for the flow-layout rules, worked out by hand from the rule text.
final class FlowLayoutFrameTests: XCTestCase {
    private func prepared(_ ds: DataSet) -> FlowLayout {
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        return layout
    }

    private func frames(_ layout: FlowLayout, section: Int = 0) -> [Rect] {
        (0..<layout.numberOfItems(inSection: section)).map {
            layout.frameForItem(at: IndexPath(item: $0, section: section))
        }
    }

    func testUniformGridKeepsTheLastRowOnTheGrid() {
        // gap = (375 − 300)/2 = 37.5, so the middle column sits at 137.5 before rounding; UIKit
        // rounds origins to the screen scale, halves away from zero: 137.5·3 = 412.5 → 413.
        for (scale, middle) in [(1.0, 138.0), (2.0, 137.5), (3.0, 413.0 / 3)] {
            var ds = DataSet(
                collectionViewSize: Size(width: 375, height: 800),
                sections: [SectionSpec(items: .uniform(count: 7, size: Size(width: 100, height: 100)))])
            ds.screenScale = scale
            let layout = prepared(ds)
            XCTAssertEqual(frames(layout).map(\.minX), [0, middle, 275, 0, middle, 275, 0], "scale \(scale)")
            XCTAssertEqual(frames(layout).map(\.minY), [0, 0, 0, 110, 110, 110, 220], "scale \(scale)")
            XCTAssertEqual(frames(layout).map(\.width), Array(repeating: 100, count: 7), "lengths are never rounded")
            XCTAssertEqual(layout.collectionViewContentSize, Size(width: 375, height: 320))
        }
    }

    func testHeaderFooterInsetsAndAnEmptySection() {
        var ds = DataSet(
            collectionViewSize: Size(width: 375, height: 800),
            sectionInset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20),
            headerReferenceSize: Size(width: 0, height: 50), footerReferenceSize: Size(width: 0, height: 30),
            sections: [SectionSpec(items: .uniform(count: 4, size: Size(width: 100, height: 50)))])
        ds.sections.append(SectionSpec(items: .uniform(count: 0, size: Size(width: 100, height: 50))))
        let layout = prepared(ds)
        XCTAssertEqual(
            frames(layout),
            [
                // gap (345 − 300)/2 = 22.5: 132.5 rounds to 398/3 at the default scale 3.
                Rect(x: 10, y: 55, width: 100, height: 50), Rect(x: 398.0 / 3, y: 55, width: 100, height: 50),
                Rect(x: 255, y: 55, width: 100, height: 50), Rect(x: 10, y: 115, width: 100, height: 50),
            ])
        let header0 = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))
        let footer0 = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header0?.frame, Rect(x: 0, y: 0, width: 375, height: 50))
        XCTAssertEqual(footer0?.frame, Rect(x: 0, y: 180, width: 375, height: 30))
        XCTAssertEqual(header0?.zIndex, 10)
        // The empty section: header + inset.top + inset.bottom + footer.
        XCTAssertEqual(layout.sectionGeometry(1).headerFrame, Rect(x: 0, y: 210, width: 375, height: 50))
        XCTAssertEqual(layout.sectionGeometry(1).footerFrame, Rect(x: 0, y: 280, width: 375, height: 30))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 375, height: 310))
    }

    func testOneItemPerRowIsCentred() {
        let ds = DataSet(
            collectionViewSize: Size(width: 200, height: 800),
            sections: [SectionSpec(items: .uniform(count: 2, size: Size(width: 150, height: 40)))])
        XCTAssertEqual(
            frames(prepared(ds)),
            [Rect(x: 25, y: 0, width: 150, height: 40), Rect(x: 25, y: 50, width: 150, height: 40)])
    }

    func testVariableLinesJustifiedThenLastLineLeftAligned() {
        let sizes = [
            Size(width: 100, height: 40), Size(width: 100, height: 60), Size(width: 150, height: 20),
            Size(width: 50, height: 30), Size(width: 80, height: 50),
        ]
        let layout = prepared(
            DataSet(collectionViewSize: Size(width: 300, height: 800), sections: [SectionSpec(items: .sizes(sizes))]))
        XCTAssertEqual(
            frames(layout),
            [
                Rect(x: 0, y: 10, width: 100, height: 40), Rect(x: 200, y: 0, width: 100, height: 60),
                Rect(x: 0, y: 85, width: 150, height: 20), Rect(x: 160, y: 80, width: 50, height: 30),
                Rect(x: 220, y: 70, width: 80, height: 50),
            ])
        XCTAssertEqual(layout.collectionViewContentSize.height, 120)
    }

    func testEveryLineOfOneItemIsCentred() {
        let sizes = [Size(width: 250, height: 10), Size(width: 200, height: 10), Size(width: 280, height: 10)]
        let layout = prepared(
            DataSet(collectionViewSize: Size(width: 300, height: 800), sections: [SectionSpec(items: .sizes(sizes))]))
        XCTAssertEqual(frames(layout).map(\.minX), [25, 50, 10])
        XCTAssertEqual(frames(layout).map(\.minY), [0, 20, 40])
    }

    func testLastLineIsJustifiedWhenItsLeftoverEqualsThePreviousLine() {
        let heights: [Double] = [10, 20, 10, 20, 10, 20]
        let six = heights.map { Size(width: 80, height: $0) }
        let full = prepared(
            DataSet(collectionViewSize: Size(width: 300, height: 800), sections: [SectionSpec(items: .sizes(six))]))
        XCTAssertEqual(frames(full).map(\.minX), [0, 110, 220, 0, 110, 220])
        XCTAssertEqual(frames(full).map(\.minY), [5, 0, 5, 30, 35, 30])
        let five = prepared(
            DataSet(
                collectionViewSize: Size(width: 300, height: 800),
                sections: [SectionSpec(items: .sizes(Array(six.prefix(5))))]))
        XCTAssertEqual(frames(five).map(\.minX), [0, 110, 220, 0, 90])
        XCTAssertEqual(frames(five).map(\.minY), [5, 0, 5, 30, 35])
    }

    func testHorizontalFillsColumnsTopToBottom() {
        let ds = DataSet(
            collectionViewSize: Size(width: 375, height: 300), scrollDirection: .horizontal,
            headerReferenceSize: Size(width: 40, height: 999),
            sections: [SectionSpec(items: .uniform(count: 7, size: Size(width: 100, height: 50)))])
        let layout = prepared(ds)
        XCTAssertEqual(frames(layout).map(\.minX), [40, 40, 40, 40, 40, 150, 150])
        // Five per column, gap (300 − 250)/4 = 12.5; 62.5 and 187.5 round to thirds at scale 3.
        XCTAssertEqual(frames(layout).map(\.minY), [0, 188.0 / 3, 125, 563.0 / 3, 250, 0, 188.0 / 3])
        XCTAssertEqual(layout.sectionGeometry(0).headerFrame, Rect(x: 0, y: 0, width: 40, height: 300))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 250, height: 300))
    }

    func testPerSectionOverrides() {
        var spec = SectionSpec(items: .uniform(count: 3, size: Size(width: 100, height: 20)))
        spec.inset = EdgeInsets(top: 1, left: 50, bottom: 2, right: 50)
        spec.minimumLineSpacing = 7
        spec.minimumInteritemSpacing = 0
        spec.headerReferenceSize = Size(width: 0, height: 11)
        let ds = DataSet(
            collectionViewSize: Size(width: 300, height: 800), headerReferenceSize: Size(width: 0, height: 99),
            sections: [spec, SectionSpec(items: .uniform(count: 1, size: Size(width: 10, height: 10)))])
        let layout = prepared(ds)
        // avail = 200: two per row with no gap; the third on the grid below, 7 further down.
        XCTAssertEqual(
            frames(layout),
            [
                Rect(x: 50, y: 12, width: 100, height: 20), Rect(x: 150, y: 12, width: 100, height: 20),
                Rect(x: 50, y: 39, width: 100, height: 20),
            ])
        // Section 1 starts after 59 + inset.bottom 2 and uses the layout's header of 99.
        XCTAssertEqual(layout.sectionGeometry(1).mainStart, 61)
        XCTAssertEqual(layout.sectionGeometry(1).bodyStart, 160)
    }

    func testCachedAttributesKeepTheirIdentityUntilInvalidated() {
        let ds = DataSet(
            collectionViewSize: Size(width: 375, height: 800),
            sections: [SectionSpec(items: .uniform(count: 7, size: Size(width: 100, height: 100)))])
        let layout = prepared(ds)
        let a = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 100))
        let b = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 100))
        XCTAssertEqual(a.count, 3)
        XCTAssertTrue(zip(a, b).allSatisfy { $0 === $1 })
        XCTAssertTrue(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) === a[0])
        let copy = a[0].copy()  // as UIKit's copy(with:): equal values, a new object
        XCTAssertTrue(copy == a[0] && copy !== a[0])
        layout.invalidateLayout()
        layout.prepare()
        XCTAssertFalse(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) === a[0])
    }

    func testTouchingEdgesDoNotIntersect() {
        let layout = prepared(
            DataSet(
                collectionViewSize: Size(width: 375, height: 800),
                sections: [SectionSpec(items: .uniform(count: 7, size: Size(width: 100, height: 100)))]))
        // Rows end at 100 and start at 110: a rect from 100 to 110 holds nothing.
        XCTAssertTrue(layout.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 375, height: 10)).isEmpty)
        XCTAssertEqual(layout.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 375, height: 10.5)).count, 3)
        XCTAssertFalse(Rect(x: 0, y: 0, width: 10, height: 10).intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    }

    func testLinesThatRoundingMakesOverlapAreStillFound() {
        // Scale 1, no line spacing, a header of 0.5: line 0 (10.2 tall) starts at 0.5 and rounds
        // to 1, so it reaches 11.2; line 1 (0 tall) starts at 10.7 and rounds to 11. A rect at
        // 11.1 meets line 0 although line 1 ends before it: the search must still find line 0.
        var ds = DataSet(
            collectionViewSize: Size(width: 300, height: 800), minimumLineSpacing: 0,
            headerReferenceSize: Size(width: 0, height: 0.5),
            sections: [SectionSpec(items: .sizes([Size(width: 300, height: 10.2), Size(width: 300, height: 0)]))])
        ds.screenScale = 1
        let layout = prepared(ds)
        XCTAssertEqual(
            frames(layout), [Rect(x: 0, y: 1, width: 300, height: 10.2), Rect(x: 0, y: 11, width: 300, height: 0)])
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 11.1, width: 300, height: 0.05))
        XCTAssertEqual(found.map(\.indexPath), [IndexPath(item: 0, section: 0)])
    }

    func testOutOfRangeQueriesAnswerNil() {
        let layout = prepared(
            DataSet(
                collectionViewSize: Size(width: 375, height: 800),
                sections: [SectionSpec(items: .uniform(count: 1, size: Size(width: 10, height: 10)))]))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0)))
    }
}
