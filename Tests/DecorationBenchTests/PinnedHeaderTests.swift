import DecorationBench
import DecorationStrategies
import XCTest

/// Literal pinned frames, worked out by hand from the pinning rules (see
/// `FlowLayout+Pinning.swift`), vertical and mirrored for horizontal scrolling.
///
/// The data set: two sections of three full-width rows 100 long, a 50-long header and a
/// 30-long footer, no spacing; section 0 spans 0..<380 (header 0..<50, footer 350..<380),
/// section 1 spans 380..<760 (header 380..<430, footer 730..<760). The view is 600 long with a
/// content inset of 91 at the leading edge.
final class PinnedHeaderTests: XCTestCase {
    private func layout(
        _ direction: ScrollDirection, headers: Bool = true, footers: Bool = false,
        leadingInset: Double = 91, scale: Double = 3
    ) -> FlowLayout {
        let vertical = direction == .vertical
        let item = vertical ? Size(width: 375, height: 100) : Size(width: 100, height: 375)
        let section = SectionSpec(items: .uniform(count: 3, size: item))
        let ds = DataSet(
            collectionViewSize: vertical ? Size(width: 375, height: 600) : Size(width: 600, height: 375),
            scrollDirection: direction, minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            headerReferenceSize: vertical ? Size(width: 0, height: 50) : Size(width: 50, height: 0),
            footerReferenceSize: vertical ? Size(width: 0, height: 30) : Size(width: 30, height: 0),
            sections: [section, section], screenScale: scale,
            sectionHeadersPinToVisibleBounds: headers, sectionFootersPinToVisibleBounds: footers,
            contentInset: vertical
                ? EdgeInsets(top: leadingInset, left: 0, bottom: 0, right: 0)
                : EdgeInsets(top: 0, left: leadingInset, bottom: 0, right: 0))
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        return layout
    }

    /// Scrolls to `offset` along the scroll axis.
    private func scroll(_ layout: FlowLayout, to offset: Double) {
        layout.contentOffset = layout.scrollDirection == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    }

    private func mains(_ layout: FlowLayout, _ kind: ElementKind) -> [Double?] {
        (0..<2).map { s in
            let frame = kind == .header ? layout.headerFrame(inSection: s) : layout.footerFrame(inSection: s)
            return frame?.minMain(layout.scrollDirection)
        }
    }

    func testHeadersStickBelowTheInsetThenStopAtTheFooter() {
        for direction in ScrollDirection.allCases {
            let l = layout(direction)
            // visible starts at 100 + 91 = 191: header 0 pinned there; header 1 below it, natural.
            scroll(l, to: 100)
            XCTAssertEqual(mains(l, .header), [191, 380], "\(direction)")
            // visible starts at 411: header 0 would overrun section 0 (411 + 50 + 30 > 380), so it
            // stops at 380 − 30 − 50 = 300; header 1 is pinned at 411.
            scroll(l, to: 320)
            XCTAssertEqual(mains(l, .header), [300, 411], "\(direction)")
            // Pulled past the top, a header stays at its natural place.
            scroll(l, to: -100)
            XCTAssertEqual(mains(l, .header), [0, 380], "\(direction)")
            // Footers do not pin here: natural.
            XCTAssertEqual(mains(l, .footer), [350, 730], "\(direction)")
            let supplementary = l.layoutAttributesForSupplementaryView(
                ofKind: .header, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(supplementary?.frame.minMain(direction), 0)
            XCTAssertEqual(supplementary?.zIndex, 10, "pinned or not, zIndex 10")
        }
    }

    func testFootersStickAboveTheBottomThenStopBelowTheHeader() {
        for direction in ScrollDirection.allCases {
            let l = layout(direction, headers: false, footers: true)
            // visible ends at 600: footer 1 (natural 730) pinned at 570; footer 0 natural.
            scroll(l, to: 0)
            XCTAssertEqual(mains(l, .footer), [350, 570], "\(direction)")
            // visible ends at 200: footer 0 pinned at 170; footer 1 would sit above its header
            // (170 − 50 < 380), so it stops at 380 + 50 = 430.
            scroll(l, to: -400)
            XCTAssertEqual(mains(l, .footer), [170, 430], "\(direction)")
            XCTAssertEqual(mains(l, .header), [0, 380], "headers do not pin here")
        }
    }

    func testPinnedOriginsAreRoundedToTheScreenScale() {
        // visible starts at 91.3: 91.3 × 2 = 182.6 → 183 → 91.5 at scale 2; 273.9 → 274 at scale 3.
        for (scale, expected) in [(1.0, 91.0), (2.0, 91.5), (3.0, 274.0 / 3)] {
            let l = layout(.vertical, leadingInset: 91.3, scale: scale)
            XCTAssertEqual(l.headerFrame(inSection: 0)?.minY, expected, "scale \(scale)")
        }
    }

    func testRectAnswersKeepAPinnedHeaderOnlyWhereItsSectionIs() {
        for direction in ScrollDirection.allCases {
            let l = layout(direction)
            scroll(l, to: 320)
            func headers(_ start: Double, _ length: Double) -> [Int] {
                let rect =
                    direction == .vertical
                    ? Rect(x: 0, y: start, width: 375, height: length)
                    : Rect(x: start, y: 0, width: length, height: 375)
                return l.layoutAttributesForElements(in: rect).filter { $0.kind == .header }.map(\.indexPath.section)
            }
            // Header 0 is pinned at 300..<350, inside section 0: found there.
            XCTAssertEqual(headers(300, 20), [0], "\(direction)")
            // Header 1 is pinned at 411..<461: found at 420, though its natural frame is not there.
            XCTAssertEqual(headers(420, 10), [1], "\(direction)")
            // Natural header 0 (0..<50) is no longer answered.
            XCTAssertEqual(headers(0, 40), [], "\(direction)")
            // The whole bounds: both, at their pinned frames.
            let all = l.layoutAttributesForElements(in: l.bounds).filter { $0.kind == .header }
            XCTAssertEqual(all.map { $0.frame.minMain(direction) }, [300, 411], "\(direction)")
        }
    }

    func testAMovedPinnedHeaderIsANewObjectAndAStillOneIsNot() {
        let l = layout(.vertical)
        scroll(l, to: 100)
        let path = IndexPath(item: 0, section: 0)
        let first = l.layoutAttributesForSupplementaryView(ofKind: .header, at: path)
        XCTAssertTrue(first === l.layoutAttributesForSupplementaryView(ofKind: .header, at: path))
        scroll(l, to: 110)
        let moved = l.layoutAttributesForSupplementaryView(ofKind: .header, at: path)
        XCTAssertFalse(first === moved)
        XCTAssertEqual(moved?.frame.minY, 201)
    }
}
