import XCTest

/// Hand-computed examples for `PinnedReference`: every expected number is worked out in the
/// comment beside it from the rule text, never by calling the reference.
///
/// The vertical layout (collection view 320 × 200): section 0 spans y 0..500 with a 40-point
/// header at 0 and a 30-point footer at 470; section 1 spans 500..800 with a 50-point header at
/// 500 and no footer; section 2 spans 800..1000 with no header and a 20-point footer at 980.
/// The horizontal layout is the same along x (collection view 200 × 320).
final class PinnedReferenceTests: XCTestCase {
    typealias P = PinnedReference
    typealias R = PinnedReference.PRect

    private func vertical(
        headers: Bool = true, footers: Bool = true, inset: P.Insets = P.Insets(),
        scale: Double = 1
    ) -> P.Layout {
        let sections = [
            P.Section(
                frame: R(x: 0, y: 0, width: 320, height: 500),
                header: R(x: 0, y: 0, width: 320, height: 40), footer: R(x: 0, y: 470, width: 320, height: 30)),
            P.Section(
                frame: R(x: 0, y: 500, width: 320, height: 300),
                header: R(x: 0, y: 500, width: 320, height: 50), footer: nil),
            P.Section(
                frame: R(x: 0, y: 800, width: 320, height: 200),
                header: nil, footer: R(x: 0, y: 980, width: 320, height: 20)),
        ]
        return P.Layout(
            axis: .vertical, sections: sections, pinHeaders: headers, pinFooters: footers,
            contentInset: inset, scale: scale)
    }

    /// The vertical layout transposed: x and y, width and height swapped.
    private func horizontal(
        headers: Bool = true, footers: Bool = true, inset: P.Insets = P.Insets(),
        scale: Double = 1
    ) -> P.Layout {
        var layout = vertical(headers: headers, footers: footers, inset: inset, scale: scale)
        layout.axis = .horizontal
        func t(_ r: R) -> R { R(x: r.y, y: r.x, width: r.height, height: r.width) }
        layout.sections = layout.sections.map {
            P.Section(frame: t($0.frame), header: $0.header.map(t), footer: $0.footer.map(t))
        }
        return layout
    }

    private func vb(_ y: Double, x: Double = 0, width: Double = 320, height: Double = 200) -> R {
        R(x: x, y: y, width: width, height: height)
    }

    private func hb(_ x: Double, y: Double = 0, width: Double = 200, height: Double = 320) -> R {
        R(x: x, y: y, width: width, height: height)
    }

    // MARK: - Rule 3, vertical

    func testHeaderPushedByTheVisibleTop() {
        // visible.minY 100 > natural 0 -> y 100; 100 + 40 + 30 = 170 <= 500 keeps it.
        XCTAssertEqual(P.headerFrame(vertical(), section: 0, bounds: vb(100)), R(x: 0, y: 100, width: 320, height: 40))
        // Section 1: visible.minY 100 < natural 500 -> 500; 500 + 50 + 0 = 550 <= 800.
        XCTAssertEqual(P.headerFrame(vertical(), section: 1, bounds: vb(100)), R(x: 0, y: 500, width: 320, height: 50))
    }

    func testHeaderStopsAtTheFootersTopEvenWhenFootersDoNotPin() {
        // y 450; 450 + 40 + 30 = 520 > 500 -> y = 500 - 30 - 40 = 430 (footer height counts though footers don't pin).
        let layout = vertical(footers: false)
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: vb(450)), R(x: 0, y: 430, width: 320, height: 40))
        // Section 1 has no footer: y 760; 760 + 50 + 0 = 810 > 800 -> 800 - 0 - 50 = 750.
        XCTAssertEqual(P.headerFrame(layout, section: 1, bounds: vb(760)), R(x: 0, y: 750, width: 320, height: 50))
        // The footer does not pin: its natural frame.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: vb(0)), R(x: 0, y: 470, width: 320, height: 30))
    }

    func testHeaderPulledPastTheSectionTopStaysAtItsNaturalPlace() {
        // visible.minY -50 < 0 -> natural 0; 0 + 70 <= 500.
        XCTAssertEqual(P.headerFrame(vertical(), section: 0, bounds: vb(-50)), R(x: 0, y: 0, width: 320, height: 40))
    }

    func testFooterPinnedToTheVisibleBottom() {
        // visible.maxY 200 < 470 + 30 -> y = 170; 170 - 40 = 130 >= 0 keeps it.
        XCTAssertEqual(P.footerFrame(vertical(), section: 0, bounds: vb(0)), R(x: 0, y: 170, width: 320, height: 30))
        // Section 2 from bounds y 700: visible.maxY 900 < 1000 -> 880; 880 - 0 >= 800.
        XCTAssertEqual(P.footerFrame(vertical(), section: 2, bounds: vb(700)), R(x: 0, y: 880, width: 320, height: 20))
        // visible.maxY 1100 >= 1000: natural.
        XCTAssertEqual(P.footerFrame(vertical(), section: 2, bounds: vb(900)), R(x: 0, y: 980, width: 320, height: 20))
    }

    func testFooterClampedBelowTheHeaderEvenWhenHeadersDoNotPin() {
        let layout = vertical(headers: false)
        // visible.maxY 50 -> y 20; 20 - 40 = -20 < 0 -> y = 0 + 40 = 40.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: vb(-150)), R(x: 0, y: 40, width: 320, height: 30))
        // Section 2, no header: visible.maxY 700 -> 680; 680 - 0 < 800 -> 800.
        XCTAssertEqual(P.footerFrame(layout, section: 2, bounds: vb(500)), R(x: 0, y: 800, width: 320, height: 20))
        // The header does not pin: its natural frame.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: vb(100)), R(x: 0, y: 0, width: 320, height: 40))
    }

    func testContentInsetShrinksTheVisibleRect() {
        let layout = vertical(inset: P.Insets(top: 64, left: 7, bottom: 34, right: 9))
        // visible.minY = 100 + 64 = 164; 164 + 70 <= 500. Left/right insets leave x alone.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: vb(100)), R(x: 0, y: 164, width: 320, height: 40))
        // visible.maxY = 100 + 200 - 34 = 266 < 500 -> 236; 236 - 40 >= 0.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: vb(100)), R(x: 0, y: 236, width: 320, height: 30))
    }

    func testPinnedOriginsAreRoundedToTheScreenScale() {
        // Scale 2: y 100.3 -> 200.6 -> 201 -> 100.5.  Scale 3: 300.9 -> 301 -> 301/3.
        XCTAssertEqual(P.headerFrame(vertical(scale: 2), section: 0, bounds: vb(100.3))?.y, 100.5)
        XCTAssertEqual(P.headerFrame(vertical(scale: 3), section: 0, bounds: vb(100.3))?.y, 301.0 / 3)
        // Ties go away from zero. Scale 2: 100.25 -> 200.5 -> 201 -> 100.5; scale 3: 100.5 -> 301.5 -> 302/3.
        XCTAssertEqual(P.headerFrame(vertical(scale: 2), section: 0, bounds: vb(100.25))?.y, 100.5)
        XCTAssertEqual(P.headerFrame(vertical(scale: 3), section: 0, bounds: vb(100.5))?.y, 302.0 / 3)
        // Footer, scale 2: visible.maxY 200.25 -> y 170.25 -> 340.5 -> 341 -> 170.5.
        XCTAssertEqual(P.footerFrame(vertical(scale: 2), section: 0, bounds: vb(0.25))?.y, 170.5)
        // The formula itself: -0.25 at scale 2 -> -0.5 -> -1 (away from zero, not even) -> -0.5.
        XCTAssertEqual(P.pixelAligned(-0.25, scale: 2), -0.5)
        XCTAssertEqual(P.pixelAligned(0.25, scale: 2), 0.5)
        XCTAssertEqual(P.pixelAligned(0.1, scale: 3), 0)  // 0.3 -> 0
    }

    func testZeroLengthHeaderOrFooterIsNone() {
        XCTAssertNil(P.headerFrame(vertical(), section: 2, bounds: vb(850)))
        XCTAssertNil(P.footerFrame(vertical(), section: 1, bounds: vb(550)))
        var layout = vertical()
        layout.sections[0].header = R(x: 0, y: 0, width: 320, height: 0)  // present but 0 tall
        XCTAssertNil(P.headerFrame(layout, section: 0, bounds: vb(100)))
        // Its 0 height no longer holds the footer down: visible.maxY 50 -> 20; 20 - 0 >= 0 keeps 20.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: vb(-150))?.y, 20)
    }

    // MARK: - Rule 3, horizontal

    func testHorizontalPinsAlongX() {
        let layout = horizontal()
        // visible.minX 100 -> x 100; 100 + 70 <= 500.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: hb(100)), R(x: 100, y: 0, width: 40, height: 320))
        // x 450; 520 > 500 -> 430.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: hb(450)), R(x: 430, y: 0, width: 40, height: 320))
        // Pulled past the start: natural 0.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: hb(-50)), R(x: 0, y: 0, width: 40, height: 320))
        // visible.maxX 200 -> 170; 170 - 40 >= 0.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: hb(0)), R(x: 170, y: 0, width: 30, height: 320))
        // visible.maxX 50 -> 20; 20 - 40 < 0 -> 40.
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: hb(-150)), R(x: 40, y: 0, width: 30, height: 320))
    }

    func testHorizontalInsetsAndRounding() {
        let layout = horizontal(inset: P.Insets(top: 64, left: 10, bottom: 34, right: 20))
        // visible.minX = 110; visible.maxX = 100 + 200 - 20 = 280 -> footer 250; 250 - 40 >= 0. Top/bottom leave y.
        XCTAssertEqual(P.headerFrame(layout, section: 0, bounds: hb(100)), R(x: 110, y: 0, width: 40, height: 320))
        XCTAssertEqual(P.footerFrame(layout, section: 0, bounds: hb(100)), R(x: 250, y: 0, width: 30, height: 320))
        // Scale 3: x 100.3 -> 300.9 -> 301 -> 301/3.
        XCTAssertEqual(P.headerFrame(horizontal(scale: 3), section: 0, bounds: hb(100.3))?.x, 301.0 / 3)
    }

    // MARK: - Rule 4: the rect query

    func testIntersectsUsesOpenIntervals() {
        let a = R(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.intersects(R(x: 9, y: 9, width: 5, height: 5)))  // 9..10 overlaps on both axes
        XCTAssertFalse(a.intersects(R(x: 10, y: 0, width: 5, height: 10)))  // touches at x 10
        XCTAssertFalse(a.intersects(R(x: 0, y: 10, width: 10, height: 5)))  // touches at y 10
        XCTAssertFalse(R(x: -5, y: 0, width: 5, height: 10).intersects(a))  // touches at x 0
        XCTAssertFalse(a.intersects(R(x: 5, y: 2, width: 0, height: 5)))  // zero width, inside
        XCTAssertFalse(R(x: 2, y: 5, width: 5, height: 0).intersects(a))  // zero height, inside
        XCTAssertEqual(a.union(R(x: 20, y: -5, width: 5, height: 5)), R(x: 0, y: -5, width: 25, height: 15))
    }

    private func h(_ s: Int, _ r: R) -> P.Supplementary { P.Supplementary(kind: .header, section: s, frame: r) }
    private func f(_ s: Int, _ r: R) -> P.Supplementary { P.Supplementary(kind: .footer, section: s, frame: r) }

    func testRectQueryReturnsPinnedFramesInSectionOrder() {
        // Bounds y 450 (visible 450..650), rect = bounds. Section 0 (0..500) meets: header 450 -> 520 > 500 ->
        // 430, meets; footer: 650 >= 500 keeps 470, meets. Section 1 (500..800): header 500, meets; no footer.
        // Section 2 (800..1000) misses 450..650.
        XCTAssertEqual(
            P.supplementaries(vertical(), in: vb(450), bounds: vb(450)),
            [
                h(0, R(x: 0, y: 430, width: 320, height: 40)), f(0, R(x: 0, y: 470, width: 320, height: 30)),
                h(1, R(x: 0, y: 500, width: 320, height: 50)),
            ])
        // Bounds y 900 (visible.maxY 1100 >= 1000: footer 2 natural 980..1000); rect 990..1040 meets only it.
        XCTAssertEqual(
            P.supplementaries(vertical(), in: vb(990, height: 50), bounds: vb(900)),
            [f(2, R(x: 0, y: 980, width: 320, height: 20))])
    }

    func testRectQueryTestsThePinnedFrameNotTheNaturalOne() {
        // Bounds y 100: header 0 pinned at 100..140, footer 0 at 270..300 (300 < 500 -> 270; 230 >= 0).
        // Rect 0..50 holds the natural header (0..40) but neither pinned frame.
        XCTAssertEqual(P.supplementaries(vertical(), in: vb(0, height: 50), bounds: vb(100)), [])
        // Rect 100..150 holds the pinned header only.
        XCTAssertEqual(
            P.supplementaries(vertical(), in: vb(100, height: 50), bounds: vb(100)),
            [h(0, R(x: 0, y: 100, width: 320, height: 40))])
        // Without pinning the natural header 0..40 is returned for rect 0..50.
        let unpinned = vertical(headers: false, footers: false)
        XCTAssertEqual(
            P.supplementaries(unpinned, in: vb(0, height: 50), bounds: vb(100)),
            [h(0, R(x: 0, y: 0, width: 320, height: 40))])
    }

    func testRectQueryEdges() {
        // Touching edges do not intersect: rect 1000..1100 touches section 2's end.
        XCTAssertEqual(P.supplementaries(vertical(), in: vb(1000, height: 100), bounds: vb(900)), [])
        // A rect of zero height meets nothing.
        XCTAssertEqual(P.supplementaries(vertical(), in: vb(510, height: 0), bounds: vb(500)), [])
        // Beside the sections across the axis: x 320..400 touches their right edge at 320.
        XCTAssertEqual(P.supplementaries(vertical(), in: vb(450, x: 320, width: 80), bounds: vb(450)), [])
        // Horizontal, along x: rect 1000..1100 touches section 2's end.
        XCTAssertEqual(P.supplementaries(horizontal(), in: hb(1000, width: 100), bounds: hb(900)), [])
        // Horizontal: bounds x 450 = rect; same numbers as the vertical case along x.
        XCTAssertEqual(
            P.supplementaries(horizontal(), in: hb(450), bounds: hb(450)),
            [
                h(0, R(x: 430, y: 0, width: 40, height: 320)), f(0, R(x: 470, y: 0, width: 30, height: 320)),
                h(1, R(x: 500, y: 0, width: 50, height: 320)),
            ])
    }

    func testRectQueryNeedsTheSectionFrameToMeetTheRectToo() {
        // One section 0..100.6 (a fractional length) with a 50-point header, no footer, scale 1. From bounds y 60:
        // 60 + 50 > 100.6 -> y = 50.6, rounded after pinning to 51: the header spans 51..101, past the section.
        let section = P.Section(
            frame: R(x: 0, y: 0, width: 320, height: 100.6), header: R(x: 0, y: 0, width: 320, height: 50),
            footer: nil)
        let layout = P.Layout(
            axis: .vertical, sections: [section], pinHeaders: true, pinFooters: false, contentInset: P.Insets(),
            scale: 1)
        // Rect 100..150 meets the section (100 < 100.6) and the header (100 < 101).
        XCTAssertEqual(
            P.supplementaries(layout, in: vb(100, height: 50), bounds: vb(60)),
            [h(0, R(x: 0, y: 51, width: 320, height: 50))])
        // Rect 100.6..150.6 meets the header (100.6 < 101) but only touches the section: nothing.
        XCTAssertEqual(P.supplementaries(layout, in: vb(100.6, height: 50), bounds: vb(60)), [])
    }

    // MARK: - Rule 5

    func testShouldInvalidateWithoutPinningOnlyOnCrossAxisChanges() {
        let v = vertical(headers: false, footers: false)
        XCTAssertFalse(P.shouldInvalidate(v, old: vb(0), new: vb(100)))  // scroll only
        XCTAssertFalse(P.shouldInvalidate(v, old: vb(0), new: vb(0, height: 300)))  // scroll-axis size
        XCTAssertTrue(P.shouldInvalidate(v, old: vb(0), new: vb(100, width: 375)))  // width
        XCTAssertTrue(P.shouldInvalidate(v, old: vb(0), new: vb(0, x: 10)))  // x
        let hz = horizontal(headers: false, footers: false)
        XCTAssertFalse(P.shouldInvalidate(hz, old: hb(0), new: hb(100)))
        XCTAssertFalse(P.shouldInvalidate(hz, old: hb(0), new: hb(0, width: 300)))
        XCTAssertTrue(P.shouldInvalidate(hz, old: hb(0), new: hb(0, height: 400)))
        XCTAssertTrue(P.shouldInvalidate(hz, old: hb(0), new: hb(0, y: 5)))
    }

    func testShouldInvalidateWhenAPinnedElementMeetsEitherBounds() {
        // Header 0 from old bounds y 0 sits at 0..40, inside the old bounds.
        XCTAssertTrue(P.shouldInvalidate(vertical(footers: false), old: vb(0), new: vb(100)))
        // Old y 1200 (past the content): footer 2 from it stays natural (1400 >= 1000) at 980..1000, which
        // misses the old bounds 1200..1400 but meets the new 900..1100.
        XCTAssertTrue(P.shouldInvalidate(vertical(headers: false), old: vb(1200), new: vb(900)))
        // Headers only: from y 1200, header 0 -> 1200, 1270 > 500 -> 430..470; header 1 -> 1250 > 800 -> 750..800.
        // Neither meets 1200..1400 nor 900..1100; width unchanged.
        XCTAssertFalse(P.shouldInvalidate(vertical(footers: false), old: vb(1200), new: vb(900)))
        XCTAssertTrue(P.shouldInvalidate(vertical(footers: false), old: vb(1200), new: vb(900, width: 375)))
    }

    func testShouldInvalidateComputesPinnedFramesFromTheOldBounds() {
        // Old y -500 (visible -500..-300): header 0 natural 0..40, header 1 natural 500..550; neither meets the
        // old bounds nor the new 600..800. From the new bounds header 1 would sit at 600 and meet them.
        XCTAssertFalse(P.shouldInvalidate(vertical(footers: false), old: vb(-500), new: vb(600)))
    }

    // MARK: - Rule 6

    private func ctx(attributes: Bool = false, _ headers: [Int], _ footers: [Int]) -> P.Context {
        P.Context(
            invalidateFlowLayoutAttributes: attributes, invalidateFlowLayoutDelegateMetrics: false,
            headerSections: headers, footerSections: footers)
    }

    func testContextOnACrossAxisChangeInvalidatesTheFlowAttributesOnly() {
        XCTAssertEqual(P.context(vertical(), old: vb(0), new: vb(0, width: 375)), ctx(attributes: true, [], []))
        XCTAssertEqual(P.context(horizontal(), old: hb(0), new: hb(0, y: 3)), ctx(attributes: true, [], []))
    }

    func testContextListsThePinnedKindsFoundInTheUnionOfTheBounds() {
        // Old y 0, new y 450: union 0..650; frames from the old bounds (visible 0..200). Section 0 meets:
        // header 0..40 meets; footer 200 < 500 -> 170..200 meets. Section 1 meets: header 500..550 meets.
        // Section 2 (800..1000) misses.
        XCTAssertEqual(P.context(vertical(), old: vb(0), new: vb(450)), ctx([0, 1], [0]))
        XCTAssertEqual(P.context(vertical(footers: false), old: vb(0), new: vb(450)), ctx([0, 1], []))
        XCTAssertEqual(P.context(vertical(headers: false), old: vb(0), new: vb(450)), ctx([], [0]))
        XCTAssertEqual(P.context(vertical(headers: false, footers: false), old: vb(0), new: vb(450)), ctx([], []))
        // Old y 600, new y 700: union 600..900. Section 0 misses. Section 1: header from old 600 -> 650 <= 800,
        // meets. Section 2: footer from old: visible.maxY 800 -> 780; 780 < 800 -> 800..820, meets.
        XCTAssertEqual(P.context(vertical(), old: vb(600), new: vb(700)), ctx([1], [2]))
        // Horizontal, scrolling back: old x 450, new x 0: union 0..650; from old, header 0 at 430, footer 0 at
        // 470 (650 >= 500), header 1 at 500: all meet.
        XCTAssertEqual(P.context(horizontal(), old: hb(450), new: hb(0)), ctx([0, 1], [0]))
    }
}
