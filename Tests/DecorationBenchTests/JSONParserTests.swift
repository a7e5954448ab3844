import XCTest
@testable import DecorationBench

/// The parser holds to RFC 8259's grammar: numbers without leading zeros or bare dots, and
/// `\u` escapes of surrogate pairs read as one character.
final class JSONParserTests: XCTestCase {
    func testNumbersFollowTheGrammar() throws {
        for good in ["0", "-0", "12", "-0.5", "1e5", "1E+2", "2.5e-3", "10"] {
            guard case .number(let n) = try JSONParser.parse(good) else { return XCTFail(good) }
            XCTAssertEqual(n, Double(good), good)
        }
        for bad in ["01", "-01", "1.", ".5", "+1", "-", "1e", "1e+", "1.e3", "00"] {
            XCTAssertThrowsError(try JSONParser.parse(bad), bad)
        }
    }

    func testSurrogatePairsAreOneCharacter() throws {
        guard case .string(let pair) = try JSONParser.parse(#""\ud83d\ude00""#) else { return XCTFail() }
        XCTAssertEqual(pair.unicodeScalars.map(\.value), [0x1F600])
        guard case .string(let lone) = try JSONParser.parse(#""\ud800x""#) else { return XCTFail() }
        XCTAssertEqual(lone.unicodeScalars.map(\.value), [0xFFFD, 0x78])
        guard case .string(let twoHighs) = try JSONParser.parse(#""\ud800\ud800""#) else { return XCTFail() }
        XCTAssertEqual(twoHighs.unicodeScalars.map(\.value), [0xFFFD, 0xFFFD])
    }
}
