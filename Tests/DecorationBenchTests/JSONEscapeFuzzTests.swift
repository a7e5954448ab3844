import XCTest

@testable import DecorationBench

/// `\u` escapes, generated: every position of the four digits given every hostile character
/// (a sign, a space, a letter past f, a quote, a backslash, a non-ASCII digit), every short
/// escape, and 500 random code points in either case.
final class JSONEscapeFuzzTests: XCTestCase {
    /// `\u` followed by anything but four hex digits is an error naming the escape; four hex
    /// digits in any case read as their character.
    func testUnicodeEscapes() throws {
        var cases = 0
        let hostile = ["+", "-", " ", "g", "G", "x", "X", ".", "\\\"", "\\\\", "\\u", "é", "٣"]
        for position in 0..<4 {
            for bad in hostile {
                let digits = String("006c".prefix(position)) + bad + String("006c".dropFirst(position + 1))
                let json =
                    #"{"collectionView": {"width": 390, "height": 844}, "scrollDirection": "vertica\u"# + digits
                    + #"", "sections": []}"#
                XCTAssertThrowsError(try DataSet(json: json), digits) { error in
                    XCTAssertTrue("\(error)".contains("four hex digits"), "\(digits): \(error)")
                }
                cases += 1
            }
            let short = #""\u"# + String("006c".prefix(position)) + #"""#
            XCTAssertThrowsError(try JSONParser.parse(short), short)
            cases += 1
        }
        var rng = SplitMix64(seed: 0x5C_0022)
        for _ in 0..<500 {
            let code = UInt32(rng.int(in: 0x20...0xD7FF))
            let hex = String(code, radix: 16)
            let digits =
                String(repeating: "0", count: 4 - hex.count) + (rng.int(in: 0...1) == 0 ? hex : hex.uppercased())
            guard case .string(let text) = try JSONParser.parse(#""\u"# + digits + #"""#) else {
                return XCTFail(digits)
            }
            XCTAssertEqual(text.unicodeScalars.map(\.value), [code], digits)
            cases += 1
        }
        print("escapes: \(cases) cases")
    }
}
