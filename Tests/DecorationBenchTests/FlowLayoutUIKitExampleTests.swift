import XCTest

@testable import DecorationBench

/// Literal frames for every worked example of the flow-layout rules (UIKit's flow layout as of iOS 26), worked out by
/// hand in `UIKitExample+Grid.swift` and `UIKitExample+Line.swift`, held against the model and
/// against the independent reference, so the reference is checked against the text too.
final class FlowLayoutUIKitExampleTests: XCTestCase {
    func testFractionalColumnsWrapEarly() {
        XCTAssertEqual(
            (768.0 + 10) / ((768.0 - 20) / 3 + 10), 2.9999999999999996, "the Double arithmetic the example rests on")
        for scale in [1.0, 2.0, 3.0] { check(.fractionalColumnsWrapEarly(scale: scale)) }
        check(.fractionalColumnsAsAnEqualSizedList)
    }

    func testTwoItemsStayOnTheGrid() { for scale in [1.0, 2.0, 3.0] { check(.twoItemsStayOnTheGrid(scale: scale)) } }
    func testOneItemSitsAtTheLeadingInset() { check(.oneItemAtTheLeadingInset); check(.oneItemAtAnInset) }
    func testAnEqualSizedItemsListTakesTheGridPath() { check(.equalSizedListTakesTheGridPath) }
    func testOnePerRowIsCentredUnclamped() {
        for scale in [1.0, 2.0, 3.0] { check(.onePerRowCentredUnclamped(scale: scale)) }
    }
    func testSevenItemsAtScaleThree() { check(.sevenItemsAtScaleThree) }
    func testHorizontalLinePathSwapsTheSpacings() { check(.horizontalLinePathSwapsTheSpacings) }
    func testHorizontalGridKeepsTheDocumentedRoles() { check(.horizontalGridKeepsTheDocumentedRoles) }
    func testAnOverWideFirstItemOpensAnEmptyLine() {
        check(.overWideFirstItemOpensAnEmptyLine); check(.overWideFirstItemClampedToTheInset)
    }
    func testLoneCompleteLinesAreCentredAndClamped() { check(.loneCompleteLinesCentredAndClamped) }

    func testTheLastLineIsCompleteOnlyOnExactEquality() {
        check(.lastLineLeftAlignedWithoutExactEquality)
        check(.lastLineJustifiedOnExactEquality)
    }

    func testOriginsAreRoundedLengthsAndContentAreNot() { check(.originsRoundedLengthsNot) }
    func testSeparatorsMoveTheRoundedFrames() { check(.separatorsMoveTheRoundedFrames) }

    /// The model's frames for `example`, then the reference's; messages start with which one.
    private func check(_ example: UIKitExample, file: StaticString = #filePath, line: UInt = #line) {
        let layout = FlowLayout(dataSet: example.dataSet)
        layout.prepare()
        let reference = ReferenceFlowLayout.frames(example.dataSet)
        let model = "model: \(example.name)"
        for (ip, expected) in example.items {
            Self.assertFrame(layout.frameForItem(at: ip), expected, "\(model) item \(ip)", file: file, line: line)
        }
        for s in example.dataSet.sections.indices {
            Self.assertFrame(
                layout.sectionGeometry(s).headerFrame, example.headers[s], "\(model) header \(s)", file: file,
                line: line)
            Self.assertFrame(
                layout.sectionGeometry(s).footerFrame, example.footers[s], "\(model) footer \(s)", file: file,
                line: line)
        }
        for (ip, expected) in example.separators {
            Self.assertFrame(
                layout.prepared.separatorFrame(before: ip), expected, "\(model) separator \(ip)", file: file, line: line
            )
        }
        Self.assertSize(
            layout.collectionViewContentSize, example.contentSize, "\(model) content size", file: file, line: line)
        Self.checkReference(reference, example, file: file, line: line)
    }

    /// The reference's frames for `example`; messages start with "reference".
    static func checkReference(
        _ reference: ReferenceFlowLayout.Output, _ example: UIKitExample,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let name = "reference: \(example.name)"
        XCTAssertEqual(reference.items.count, example.dataSet.itemCount, "\(name) item count", file: file, line: line)
        for (ip, expected) in example.items {
            assertFrame(reference.items[ip], expected, "\(name) item \(ip)", file: file, line: line)
        }
        XCTAssertEqual(
            Set(reference.headers.keys), Set(example.headers.keys), "\(name) headers", file: file, line: line)
        XCTAssertEqual(
            Set(reference.footers.keys), Set(example.footers.keys), "\(name) footers", file: file, line: line)
        for (s, expected) in example.headers {
            assertFrame(reference.headers[s], expected, "\(name) header \(s)", file: file, line: line)
        }
        for (s, expected) in example.footers {
            assertFrame(reference.footers[s], expected, "\(name) footer \(s)", file: file, line: line)
        }
        XCTAssertEqual(
            Set(reference.separators.keys), Set(example.separators.keys), "\(name) separators", file: file, line: line)
        for (ip, expected) in example.separators {
            assertFrame(reference.separators[ip], expected, "\(name) separator \(ip)", file: file, line: line)
        }
        assertSize(reference.contentSize, example.contentSize, "\(name) content size", file: file, line: line)
    }

    /// Origins within 1e-9 of the literal (a rounding mistake is at least 1/3 point), sizes equal.
    static func assertFrame(_ got: Rect?, _ expected: Rect?, _ message: String, file: StaticString, line: UInt) {
        guard let got, let expected else { return XCTAssertEqual(got, expected, message, file: file, line: line) }
        let text = "\(message): got \(got), expected \(expected)"
        XCTAssertEqual(got.minX, expected.minX, accuracy: 1e-9, text, file: file, line: line)
        XCTAssertEqual(got.minY, expected.minY, accuracy: 1e-9, text, file: file, line: line)
        XCTAssertEqual(got.size, expected.size, text, file: file, line: line)
    }

    static func assertSize(_ got: Size, _ expected: Size, _ message: String, file: StaticString, line: UInt) {
        XCTAssertEqual(got.width, expected.width, accuracy: 1e-9, "\(message): got \(got)", file: file, line: line)
        XCTAssertEqual(got.height, expected.height, accuracy: 1e-9, "\(message): got \(got)", file: file, line: line)
    }
}
