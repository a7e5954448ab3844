/// Reads typed fields from a JSON object, tracking the path for error messages.
struct FieldReader {
    let members: [(key: String, value: JSONValue)]
    let path: String

    init(value: JSONValue, path: String) throws {
        guard case .object(let members) = value else {
            throw DataSetError(field: path.isEmpty ? "(top level)" : path, message: "expected an object, got \(value.typeName)")
        }
        self.members = members
        self.path = path
    }

    func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func allowOnly(_ keys: Set<String>) throws {
        for (key, _) in members where !keys.contains(key) {
            throw DataSetError(field: join(key), message: "unknown field; expected one of \(keys.sorted().joined(separator: ", "))")
        }
    }

    func number(_ key: String) throws -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v else {
            throw DataSetError(field: join(key), message: "expected a number, got \(v.typeName) \(v.snippet)")
        }
        return n
    }

    /// A non-negative number: a size or a spacing.
    func length(_ key: String) throws -> Double? {
        guard let n = try number(key) else { return nil }
        if n < 0 { throw DataSetError(field: join(key), message: "\(n.formatted) is negative; it must be ≥ 0") }
        return n
    }

    func count(_ key: String) throws -> Int {
        guard let n = try number(key) else { throw DataSetError(field: join(key), message: "missing") }
        guard n >= 0, n == n.rounded(), n < 1e10 else {
            throw DataSetError(field: join(key), message: "\(n.formatted) is not a whole number ≥ 0")
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
            if required { throw DataSetError(field: join(key), message: "missing; expected {\"width\": …, \"height\": …}") }
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
        return EdgeInsets(top: try read("top"), left: try read("left"), bottom: try read("bottom"), right: try read("right"))
    }
}

extension Double {
    /// The number as JSON would print it: whole numbers without a fraction.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
