import XCTest

@testable import DecorationBench

/// The parser holds to RFC 8259's grammar: numbers without leading zeros or bare dots, and
/// `\u` escapes of surrogate pairs read as one character.
final class JSONParserTests: XCTestCase {
    func testNumbersFollowTheGrammar() throws {
        for good in ["0", "-0", "12", "-0.5", "1e5", "1E+2", "2.5e-3", "10"] {
            guard case .number(let n, _) = try JSONParser.parse(good) else { return XCTFail(good) }
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

    /// `\u` takes exactly four hex digits: a sign, a space or a short escape is an error, never a
    /// different character (`"vertica\u+06c"` once read as "vertical").
    func testUnicodeEscapesTakeExactlyFourHexDigits() throws {
        for bad in [
            #""vertica\u+06c""#, #""\u-06c""#, #""\u 06c""#, #""\u06c""#, #""\u06cg""#, #""\u0x6c""#, #""\u""#,
            #""\ud83d\u+e00""#,
        ] {
            XCTAssertThrowsError(try JSONParser.parse(bad), bad) { error in
                XCTAssertTrue("\(error)".contains("four hex digits"), "\(bad): \(error)")
            }
        }
        guard case .string(let text) = try JSONParser.parse(#""vertica\u006C\u006c""#) else { return XCTFail() }
        XCTAssertEqual(text, "verticall")
    }
}
