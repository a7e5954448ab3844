/// Reads typed fields from a JSON object, tracking the path for error messages.
struct FieldReader {
    let members: [(key: String, value: JSONValue)]
    let path: String

    init(value: JSONValue, path: String) throws {
        guard case .object(let members) = value else {
            throw DataSetError(
                field: path.isEmpty ? "(top level)" : path, message: "expected an object, got \(value.typeName)")
        }
        self.members = members
        self.path = path
    }

    func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func allowOnly(_ keys: Set<String>) throws {
        for (key, _) in members where !keys.contains(key) {
            let name = key.quotedForMessage == "\"\(key)\"" ? key : key.quotedForMessage
            throw DataSetError(
                field: join(name), message: "unknown field; expected one of \(keys.sorted().joined(separator: ", "))")
        }
    }

    /// A number as written, unchecked: for counts and the screen scale, which have limits of
    /// their own.
    func rawNumber(_ key: String) throws -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n, _) = v else {
            throw DataSetError(field: join(key), message: "expected a number, got \(v.typeName) \(v.snippet)")
        }
        return n
    }

    /// A coordinate or length, within ``DataSetLimits``: 0, or between `minLength` and
    /// `maxLength` in magnitude.
    func number(_ key: String) throws -> Double? {
        guard let n = try rawNumber(key) else { return nil }
        try Self.checkLength(n, field: join(key))
        return n
    }

    /// Throws unless `n` is 0 or between ``DataSetLimits/minLength`` and
    /// ``DataSetLimits/maxLength`` in magnitude; `name` prefixes the value in the message.
    static func checkLength(_ n: Double, field: String, name: String? = nil) throws {
        let value = (name.map { $0 + " " } ?? "") + shortestDecimal(n)
        let largest = shortestDecimal(DataSetLimits.maxLength), smallest = shortestDecimal(DataSetLimits.minLength)
        if abs(n) > DataSetLimits.maxLength {
            throw DataSetError(
                field: field,
                message: "\(value) is beyond the largest length, \(largest) points; "
                    + (n < 0 ? "use a value ≥ -\(largest)" : "use a value ≤ \(largest)"))
        }
        if n != 0, abs(n) < DataSetLimits.minLength {
            throw DataSetError(
                field: field,
                message: "\(value) is below the smallest length, \(smallest) points; "
                    + "use 0 or a value of at least \(smallest)")
        }
    }

    /// A non-negative number: a size or a spacing.
    func length(_ key: String) throws -> Double? {
        guard let n = try number(key) else { return nil }
        if n < 0 { throw DataSetError(field: join(key), message: "\(shortestDecimal(n)) is negative; it must be ≥ 0") }
        return n
    }

    /// A whole number in `0...limit`; `what` names the limit and `fix` says what to do in the
    /// message for a larger one.
    func count(_ key: String, limit: Int, what: String, fix: String) throws -> Int {
        guard let n = try rawNumber(key) else { throw DataSetError(field: join(key), message: "missing") }
        guard n >= 0, n == n.rounded() else {
            throw DataSetError(field: join(key), message: "\(shortestDecimal(n)) is not a whole number ≥ 0")
        }
        guard n <= Double(limit) else {
            throw DataSetError(
                field: join(key), message: "\(shortestDecimal(n)) is more than \(limit), \(what); \(fix)")
        }
        return Int(n)
    }

    func bool(_ key: String) throws -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else {
            throw DataSetError(field: join(key), message: "expected true or false, got \(v.typeName) \(v.snippet)")
        }
        return b
    }

    func string(_ key: String) throws -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else {
            throw DataSetError(field: join(key), message: "expected a string, got \(v.typeName) \(v.snippet)")
        }
        return s
    }

    func array(_ key: String) throws -> [JSONValue] {
        guard let v = value(key) else {
            throw DataSetError(field: join(key), message: "missing; expected an array")
        }
        guard case .array(let a) = v else {
            throw DataSetError(field: join(key), message: "expected an array, got \(v.typeName) \(v.snippet)")
        }
        return a
    }

    func object(_ key: String) throws -> FieldReader? {
        guard let v = value(key) else { return nil }
        return try FieldReader(value: v, path: join(key))
    }

    func size(_ key: String, required: Bool = false, positive: Bool = false) throws -> Size? {
        guard let o = try object(key) else {
            if required {
                throw DataSetError(field: join(key), message: "missing; expected {\"width\": …, \"height\": …}")
            }
            return nil
        }
        try o.allowOnly(["width", "height"])
        var result = Size.zero
        for (name, keyPath) in [("width", \Size.width), ("height", \Size.height)] {
            guard let n = try o.length(name) else {
                throw DataSetError(field: o.join(name), message: "missing; expected a number ≥ 0")
            }
            if positive, n == 0 { throw DataSetError(field: o.join(name), message: "0 is not allowed; it must be > 0") }
            result[keyPath: keyPath] = n
        }
        return result
    }

    func point(_ key: String) throws -> Point? {
        guard let o = try object(key) else { return nil }
        try o.allowOnly(["x", "y"])
        return Point(x: try o.number("x") ?? 0, y: try o.number("y") ?? 0)
    }

    func insets(_ key: String, allowNegative: Bool) throws -> EdgeInsets? {
        guard let o = try object(key) else { return nil }
        try o.allowOnly(["top", "left", "bottom", "right"])
        let read: (String) throws -> Double = { allowNegative ? (try o.number($0) ?? 0) : (try o.length($0) ?? 0) }
        return EdgeInsets(
            top: try read("top"), left: try read("left"), bottom: try read("bottom"), right: try read("right"))
    }
}

extension String {
    /// The string in quotes for an error message: at most 40 characters (then "…" and its full
    /// length), control characters escaped, so that a 50 MB value or a NUL byte can neither
    /// flood nor garble the message.
    var quotedForMessage: String {
        var out = "\""
        for (n, scalar) in unicodeScalars.enumerated() {
            if n == 40 { return out + "…\" (\(utf8.count) bytes)" }
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
