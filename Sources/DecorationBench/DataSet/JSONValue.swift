/// A parsed JSON value. The data-set reader parses JSON itself (RFC 8259's grammar, no
/// extensions: `01` and `1.` are errors, a surrogate pair is one character, a lone surrogate
/// reads as U+FFFD) so that every error can name the line and column, or the field path, of the
/// bad input.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number, and its text as written (which a reader of whole numbers beyond 2^53 needs).
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; duplicate keys are rejected by the parser.
    case object([(key: String, value: JSONValue)])

    /// The name of the value's JSON type, for error messages.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as it would appear in JSON, shortened, for error messages.
    var snippet: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n, _): return shortestDecimal(n)
        case .string(let s): return s.quotedForMessage
        case .array(let a): return "[…] (\(a.count) elements)"
        case .object: return "{…}"
        }
    }
}
