/// A JSON string literal, quotes included, escaped as RFC 8259 requires: `"` and `\`, the
/// short escapes for line feed, carriage return and tab, `\u00XX` for every other control
/// character; everything else as it is.
///
/// The one writer of JSON strings in the package: the data set's JSON and the CLI's JSON reports.
/// `package`, not public: the CLI calls it, a user need not.
///
/// - Complexity: O(n) in the text's scalars.
package func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
