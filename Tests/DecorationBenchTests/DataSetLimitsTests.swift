import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// The data-set reader refuses every number it cannot lay out faithfully, and every error names
/// the field, the value, the limit and the fix.
final class DataSetLimitsTests: XCTestCase {
    /// A data set with one section; `section` and `top` are spliced into the JSON.
    private func json(
        section: String = #""itemCount": 3, "itemSize": {"width": 100, "height": 100}"#,
        top: String = "", extra: String = ""
    ) -> String {
        #"{"collectionView": {"width": 390, "height": 844}, "# + top + #" "sections": [{"# + section + #"}]"# + extra
            + "}"
    }

    private func assertRefused(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertThrowsError(try DataSet(json: text), text, file: file, line: line) { error in
            XCTAssertTrue(error is DataSetError, "\(error)", file: file, line: line)
            for part in expected {
                XCTAssertTrue("\(error)".contains(part), "expected '\(part)' in: \(error)", file: file, line: line)
            }
        }
    }

    /// Item sizes so small, or a collection view so wide, that the items per
    /// row do not fit in an `Int` (the layout trapped).
    func testLengthsTooSmallOrTooLargeAreRefused() {
        assertRefused(
            json(
                section: #""itemCount": 3, "itemSize": {"width": 1e-300, "height": 10}"#,
                top: #""minimumInteritemSpacing": 0,"#),
            [
                "sections[0].itemSize.width: 1e-300 is below the smallest length, 0.001 points; "
                    + "use 0 or a value of at least 0.001"
            ])
        assertRefused(
            #"{"collectionView": {"width": 1e300, "height": 844}, "sections": []}"#,
            ["collectionView.width: 1e+300 is beyond the largest length, 1000000 points; use a value ≤ 1000000"])
        assertRefused(
            json(section: #""items": [[10, 20], [0.0001, 5]]"#),
            ["sections[0].items[1]: width 0.0001 is below the smallest length"])
        XCTAssertNoThrow(
            try DataSet(json: json(section: #""itemCount": 3, "itemSize": {"width": 0, "height": 0.001}"#)))
        XCTAssertNoThrow(
            try DataSet(
                json: #"{"collectionView": {"width": 1000000, "height": 1}, "#
                    + #""sections": [{"items": [[1000000, 1000000]]}]}"#
            ))
    }

    /// Content longer than any frame can say, and sums that overflowed
    /// to infinity (frames printed with `inf`).
    func testSumsThatWouldOverflowAreRefused() {
        assertRefused(
            json(section: #""items": [[10, 1e21]]"#),
            ["sections[0].items[0]: height 1e+21 is beyond the largest length"])
        assertRefused(
            json(top: #""minimumLineSpacing": 1e308,"#), ["minimumLineSpacing: 1e+308 is beyond the largest length"])
        assertRefused(
            json(top: #""sectionInset": {"top": 1e308},"#), ["sectionInset.top: 1e+308 is beyond the largest length"])
        assertRefused(
            json(
                section: #""itemCount": 3, "itemSize": {"width": 100, "height": 100}, "#
                    + #""decoration": {"insets": {"left": -1e308}}"#
            ),
            [
                "sections[0].decoration.insets.left: -1e+308 is beyond the largest length, 1000000 points; "
                    + "use a value ≥ -1000000"
            ])
        // Every length within bounds, but 2 million items of a million points: the content is too long.
        assertRefused(
            json(section: #""itemCount": 2000000, "itemSize": {"width": 300, "height": 1000000}"#),
            [
                "(data set): the content could be 2000019999990 points long", "more than the limit of 1000000000000",
                "use smaller sizes",
            ])
    }

    /// Counts beyond what `prepare()` can hold, refused by name and
    /// limit (a 1e12 count once said "is not a whole number ≥ 0").
    func testCountsBeyondTheLimitNameTheLimit() {
        assertRefused(
            json(section: #""itemCount": 400000000, "itemSize": {"width": 1, "height": 1}"#),
            [
                "sections[0].itemCount: 400000000 is more than 10000000, the most items a section may hold; "
                    + "use fewer items"
            ])
        assertRefused(
            json(section: #""itemCount": 1e12, "itemSize": {"width": 1, "height": 1}"#),
            ["sections[0].itemCount: 1000000000000 is more than 10000000"])
        assertRefused(
            json(extra: #", "separators": [{"section": 0, "item": 1e12}]"#),
            [
                "separators[0].item: 1000000000000 is more than 10000000, the most items a section may hold; "
                    + "name an existing item"
            ])
        let two =
            #"{"collectionView": {"width": 390, "height": 844}, "sections": ["#
            + #"{"itemCount": 6000000, "itemSize": {"width": 1, "height": 1}}, "#
            + #"{"itemCount": 6000000, "itemSize": {"width": 1, "height": 1}}]}"#
        assertRefused(two, ["sections: 12000000 items in all is more than the limit of 10000000 per data set"])
    }

    /// The memory estimate refuses before anything is allocated, and says how much and why.
    func testTheMemoryEstimateRefusesWithTheEstimate() throws {
        let ds = try DataSet(json: json(section: #""itemCount": 1000000, "itemSize": {"width": 1, "height": 1}"#))
        XCTAssertEqual(
            ds.preparedByteEstimate, Double(1_000_000 * DataSetLimits.bytesPerItem + DataSetLimits.bytesPerSection))
        XCTAssertThrowsError(try ds.checkLimits(memoryBudget: 64 << 20)) { error in
            XCTAssertEqual(
                "\(error)",
                "(data set): prepare() would need about 91.6 MiB (1000000 items × 96 B + 1 sections × "
                    + "\(DataSetLimits.bytesPerSection) B + 0 separators × 112 B), more than its budget of 64 MiB; "
                    + "use fewer items or sections"
            )
        }
        XCTAssertNoThrow(try ds.checkLimits())
    }

    /// Every preset at the largest size it may be asked for is within the limits (checked on the
    /// counts a preset makes, scaled: generating ten million items here would take minutes).
    func testPresetsAtTheirLargestStayWithinTheBudget() {
        for preset in Preset.allCases {
            let ds = preset.make(items: 100_000, seed: 42)
            let scaled = ds.preparedByteEstimate * Double(DataSetLimits.maxItems) / 100_000
            XCTAssertLessThan(
                scaled * 1.05, Double(DataSetLimits.memoryBudget), "\(preset) at \(DataSetLimits.maxItems) items")
            XCTAssertNoThrow(try ds.checkLimits(), "\(preset)")
            XCTAssertLessThan(
                ds.contentLengthBound * Double(DataSetLimits.maxItems) / 100_000, DataSetLimits.maxContentLength)
        }
    }

    /// Messages that misled.
    func testMessagesSayWhatIsWrong() {
        assertRefused(
            #"{"collectionView": {"width": 390, "height": 844}, "sections": [{"items": []}], "#
                + #""separators": [{"section": 0, "item": 0}]}"#,
            ["separators[0]: section 0 has no items, so no separator can sit there"])
        assertRefused(
            "\u{0}{}",
            ["line 1, column 1: invalid JSON: a NUL byte; the text looks like UTF-16 or UTF-32: save it as UTF-8"])
        let utf16 = String(
            decoding: Array(#"{"a": 1}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, as: UTF8.self)
        assertRefused(utf16, ["line 1, column 2: invalid JSON: a NUL byte"])
        assertRefused(
            #"{"collectionView": {"width": -Infinity, "height": 1}, "sections": []}"#,
            ["NaN and Infinity are not JSON numbers"])
        assertRefused(
            #"{"collectionView": {"width": 1e400, "height": 1}, "sections": []}"#,
            ["\"1e400\" is beyond the range of a double"])
        assertRefused("{\"a\": \u{7}}", ["unexpected byte 0x07"])
        assertRefused(json(top: #""screenScale": 1e300,"#), ["screenScale: 1e+300 is outside 1...16"])
        XCTAssertNoThrow(try DataSet(json: "\u{FEFF}" + json()), "a UTF-8 byte-order mark is ignored")
    }

    /// A huge string value is quoted by a short prefix, not whole.
    func testHugeStringsAreQuotedShort() {
        let huge = String(repeating: "x", count: 1_000_000)
        for text in [
            json(top: #""scrollDirection": "\#(huge)","#), json(top: #""\#(huge)": 1,"#),
            json(
                section: #""itemCount": 1, "itemSize": {"width": 1, "height": 1}, "#
                    + #""decoration": {"color": "\#(huge)"}"#),
            json(top: #""minimumLineSpacing": "\#(huge)","#),
        ] {
            XCTAssertThrowsError(try DataSet(json: text)) { error in
                XCTAssertLessThan("\(error)".utf8.count, 400, String("\(error)".prefix(200)))
                XCTAssertTrue("\(error)".contains("…\" (1000000 bytes)"), String("\(error)".prefix(200)))
            }
        }
        XCTAssertEqual("a\u{0}\"b".quotedForMessage, #""a\u{0}\"b""#)
    }
}
