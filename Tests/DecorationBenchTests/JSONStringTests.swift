import XCTest

@testable import DecorationBench

/// `jsonString`, the one writer of JSON strings: RFC 8259's escapes, and what it writes reads back
/// through the data set's own parser as the text it was given.
final class JSONStringTests: XCTestCase {
    func testEscapesQuotesBackslashesAndEveryControlCharacter() {
        XCTAssertEqual(jsonString("a\"b\\c"), #""a\"b\\c""#)
        XCTAssertEqual(jsonString("\n\r\t"), #""\n\r\t""#)
        XCTAssertEqual(jsonString("\u{1}\u{1f}"), #""\u0001\u001f""#)
        XCTAssertEqual(jsonString("é ✓ \u{7f}"), "\"é ✓ \u{7f}\"")
    }

    func testABadgeNameWithControlCharactersReadsBackAsItWas() throws {
        let name = "line\nbreak \"quoted\" \\ \u{0}\u{1b}"
        var dataSet = Preset.grid.make(items: 20, seed: 1)
        dataSet.sections[0].decoration.badge = SectionDecoration.Badge(imageName: name)
        let back = try DataSet(json: dataSet.jsonText())
        XCTAssertEqual(back.sections[0].decoration.badge?.imageName, name)
    }
}
