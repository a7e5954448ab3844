// Self-sizing input: `estimatedItemSize` and the sizes cells report. UIKit asserts on a
// reported size that is empty ("received layout attributes with an empty size"); the model
// refuses such a data set up front, naming the item, instead.

extension DataSet {
    /// Whether cells report their own sizes: an `estimatedItemSize` is set.
    @inlinable
    public var isEstimatingSizes: Bool { estimatedItemSize != nil }

    /// Checks ``estimatedItemSize`` and, when it is set, every size a cell would report.
    ///
    /// An estimate must be positive and finite on both axes (`"automatic"` always passes); a
    /// reported size (an item's size in its section) must not be zero on either axis.
    ///
    /// - Throws: ``DataSetError`` naming the field, the value and the fix.
    /// - Complexity: O(items) in sections with a list of sizes, O(1) per uniform section;
    ///   O(1) without an estimate.
    public func checkSelfSizing() throws {
        guard let estimate = estimatedItemSize else { return }
        if case .size(let size) = estimate {
            for (name, value) in [("width", size.width), ("height", size.height)] {
                let field = "estimatedItemSize.\(name)"
                guard value.isFinite else {
                    throw DataSetError(
                        field: field,
                        message: "\(value) is not a finite number; give a length > 0, "
                            + "or \"automatic\" to estimate from the sizes cells report")
                }
                guard value > 0 else {
                    throw DataSetError(
                        field: field,
                        message: "\(shortestDecimal(value)) is not allowed: an estimate must be > 0 "
                            + "on both axes: give a length > 0, or remove "
                            + "\"estimatedItemSize\" for cells that do not size themselves")
                }
                try FieldReader.checkLength(value, field: field)
            }
        }
        for (s, spec) in sections.enumerated() {
            switch spec.items {
            case .uniform(let count, let size) where count > 0 && Self.isEmpty(size):
                throw Self.emptyReport(field: "sections[\(s)].itemSize", size)
            case .sizes(let sizes):
                if let j = sizes.firstIndex(where: Self.isEmpty) {
                    throw Self.emptyReport(field: "sections[\(s)].items[\(j)]", sizes[j])
                }
            default: break
            }
        }
    }

    private static func isEmpty(_ size: Size) -> Bool { size.width == 0 || size.height == 0 }

    private static func emptyReport(field: String, _ size: Size) -> DataSetError {
        DataSetError(
            field: field,
            message: "a cell would report the empty size \(shortestDecimal(size.width))×"
                + "\(shortestDecimal(size.height)), which UIKit refuses (\"received layout attributes with an empty "
                + "size\"); with \"estimatedItemSize\" set, every item's size must be > 0 on both axes")
    }

    /// Reads `estimatedItemSize`: `"automatic"` or `{"width": w, "height": h}`.
    static func estimatedItemSize(_ root: FieldReader) throws -> EstimatedItemSize? {
        guard let value = root.value("estimatedItemSize") else { return nil }
        if case .string(let text) = value {
            guard text == "automatic" else {
                throw DataSetError(
                    field: root.join("estimatedItemSize"),
                    message: "\(text.quotedForMessage) is not an "
                        + "estimate; use \"automatic\" or {\"width\": w, \"height\": h}")
            }
            return .automatic
        }
        guard let o = try root.object("estimatedItemSize") else { return nil }
        try o.allowOnly(["width", "height"])
        var size = Size.zero
        for (name, keyPath) in [("width", \Size.width), ("height", \Size.height)] {
            guard let n = try o.rawNumber(name) else {
                throw DataSetError(field: o.join(name), message: "missing; expected a length > 0")
            }
            size[keyPath: keyPath] = n
        }
        // Range and sign are checked with the rest of the data set (`checkSelfSizing()`).
        return .size(size)
    }

    /// `estimatedItemSize` as the JSON ``init(json:)`` reads.
    var estimatedItemSizeJSON: String? {
        switch estimatedItemSize {
        case nil: return nil
        case .automatic: return "\"automatic\""
        case .size(let s): return "{\"width\": \(shortestDecimal(s.width)), \"height\": \(shortestDecimal(s.height))}"
        }
    }
}
