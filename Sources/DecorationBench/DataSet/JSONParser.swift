/// Parses JSON text into a ``JSONValue``; errors name the line and column.
///
/// - Complexity: O(n) in the length of the text.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0

    /// Parses a whole document.
    ///
    /// - Throws: ``DataSetError`` at the position of the first syntax error.
    package static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        // JSON has no NUL bytes (not in strings, not between tokens); UTF-16 and UTF-32 text has
        // them between the characters of ASCII.
        if let nul = parser.bytes.firstIndex(of: 0) {
            parser.index = nul
            throw parser.error("a NUL byte; the text looks like UTF-16 or UTF-32: save it as UTF-8")
        }
        // RFC 8259 §8.1: a parser may ignore a UTF-8 byte-order mark.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> DataSetError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return DataSetError(field: "line \(line), column \(column)", message: "invalid JSON: \(message)")
    }

    /// A byte for a message: a printable ASCII character in quotes, anything else by its value
    /// (so that a NUL or half a UTF-8 sequence cannot garble the message).
    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "character '\(Character(UnicodeScalar(byte)))'"
            : "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < 256 else { throw error("nesting deeper than 256 levels") }
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            let value = try parseNumber()
            return .number(value, text: String(decoding: bytes[start..<index], as: UTF8.self))
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("NaN and Infinity are not JSON numbers; sizes and spacings must be finite")
        default: throw error("unexpected \(describe(bytes[index]))")
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
            throw error("expected '\(word)'")
        }
        index += w.count
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error("duplicate key \(key.quotedForMessage)") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \(key.quotedForMessage)")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            if b == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") { scalars.append(b); continue }
            guard index < bytes.count else { break }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(e)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                // A surrogate pair (RFC 8259 §7) is one character; a lone surrogate is none, and
                // reads as U+FFFD.
                if (0xD800...0xDBFF).contains(code), index + 6 <= bytes.count,
                    bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                {
                    let save = index
                    index += 2
                    let low = try parseHex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                let scalar = UnicodeScalar(code) ?? "\u{FFFD}"
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("bad escape: backslash, then \(describe(e))")
            }
        }
        throw error("unterminated string")
    }

    /// Exactly four hex digits after `\\u` (RFC 8259 §7). Checked digit by digit: `UInt32(_:radix:)`
    /// would also take a sign, so `\\u+06c` read as "l".
    private mutating func parseHex4() throws -> UInt32 {
        var code: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count, let digit = Self.hexValue(bytes[index + offset]) else {
                let got = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
                throw error(
                    "bad \\u escape: \\u takes exactly four hex digits (0-9, a-f, A-F), got \(got.quotedForMessage)")
            }
            code = code << 4 | digit
        }
        index += 4
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Whether `text` has RFC 8259's number grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` (no `01`, `1.`, `.5` or `+1`).
    static func isJSONNumber(_ text: Substring.UTF8View) -> Bool {
        var i = text.startIndex
        func digits() -> Int {
            var n = 0
            while i < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[i]) {
                i = text.index(after: i); n += 1
            }
            return n
        }
        if i < text.endIndex, text[i] == UInt8(ascii: "-") { i = text.index(after: i) }
        guard i < text.endIndex else { return false }
        if text[i] == UInt8(ascii: "0") { i = text.index(after: i) } else if digits() == 0 { return false }
        if i < text.endIndex, text[i] == UInt8(ascii: ".") {
            i = text.index(after: i)
            if digits() == 0 { return false }
        }
        if i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i = text.index(after: i)
            if i < text.endIndex, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                i = text.index(after: i)
            }
            if digits() == 0 { return false }
        }
        return i == text.endIndex
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        while index < bytes.count,
            digits.contains(bytes[index])
                || [
                    UInt8(ascii: "."), UInt8(ascii: "e"),
                    UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                ].contains(bytes[index])
        {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text == "-", index < bytes.count, [UInt8(ascii: "I"), UInt8(ascii: "N")].contains(bytes[index]) {
            throw error("NaN and Infinity are not JSON numbers; sizes and spacings must be finite")
        }
        guard Self.isJSONNumber(Substring(text).utf8), let value = Double(text) else {
            index = start
            throw error("bad number \(text.quotedForMessage)")
        }
        guard value.isFinite else {
            index = start
            throw error("\(text.quotedForMessage) is beyond the range of a double (about 1.8e308)")
        }
        return value
    }
}
