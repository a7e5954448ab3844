import XCTest

@testable import DecorationBench

/// The pinning fields and the content inset: read, written back, and checked like every other
/// field (the error names the field, the value, the limit and the fix).
final class DataSetPinningTests: XCTestCase {
    private func json(_ extra: String) -> String {
        #"{"collectionView": {"width": 390, "height": 844}, "# + extra
            + #" "sections": [{"itemCount": 3, "itemSize": {"width": 100, "height": 100}}]}"#
    }

    private func assertRefused(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try DataSet(json: text), text, file: file, line: line) { error in
            XCTAssertTrue(error is DataSetError, "\(error)", file: file, line: line)
            XCTAssertTrue("\(error)".contains(expected), "expected '\(expected)' in: \(error)", file: file, line: line)
        }
    }

    func testReadsDefaultsAndWritesBack() throws {
        let plain = try DataSet(json: json(""))
        XCTAssertFalse(plain.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(plain.sectionFootersPinToVisibleBounds)
        XCTAssertEqual(plain.contentInset, .zero)
        XCTAssertFalse(plain.jsonText().contains("contentInset"), "an unset field is not written")

        let text = json(
            #""sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true, "#
                + #""contentInset": {"top": 91, "bottom": 34.5},"#)
        let ds = try DataSet(json: text)
        XCTAssertTrue(ds.sectionHeadersPinToVisibleBounds)
        XCTAssertTrue(ds.sectionFootersPinToVisibleBounds)
        XCTAssertEqual(ds.contentInset, EdgeInsets(top: 91, left: 0, bottom: 34.5, right: 0))
        XCTAssertEqual(try DataSet(json: ds.jsonText()), ds, "written text reads back equal")
    }

    func testBadValuesAreRefusedWithFieldValueLimitAndFix() {
        assertRefused(
            json(#""sectionHeadersPinToVisibleBounds": 1,"#),
            "sectionHeadersPinToVisibleBounds: expected true or false, got a number 1")
        assertRefused(json(#""contentInset": {"top": -5},"#), "contentInset.top: -5 is negative; it must be ≥ 0")
        assertRefused(
            json(#""contentInset": {"left": 1e300},"#),
            "contentInset.left: 1e+300 is beyond the largest length, 1000000 points; use a value ≤ 1000000")
        assertRefused(
            json(#""contentInset": {"top": 500, "bottom": 400},"#),
            "contentInset: top + bottom = 900 is larger than the collection view's height, 844; "
                + "make the insets add up to at most 844")
        assertRefused(
            json(#""contentInset": {"left": 391},"#),
            "left + right = 391 is larger than the collection view's width, 390")
        XCTAssertNoThrow(
            try DataSet(json: json(#""contentInset": {"top": 800, "bottom": 44},"#)), "exactly the view is allowed")
    }

    func testADataSetBuiltInCodeIsCheckedToo() {
        var ds = DataSet(collectionViewSize: Size(width: 390, height: 844), sections: [])
        ds.contentInset.top = .nan
        XCTAssertThrowsError(try ds.checkLimits()) {
            XCTAssertEqual("\($0)", "contentInset.top: nan is not a finite number; use a length ≥ 0")
        }
        ds.contentInset.top = .infinity
        XCTAssertThrowsError(try ds.checkLimits()) {
            XCTAssertTrue("\($0)".hasPrefix("contentInset.top: inf is not a finite"))
        }
    }
}
