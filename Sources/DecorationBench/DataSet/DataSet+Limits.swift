extension DataSet {
    /// The bytes ``FlowLayout/prepare()`` would allocate for this data set, at most: items,
    /// sections and separators at their ``DataSetLimits`` rates. Computed from the counts alone,
    /// before anything is allocated.
    ///
    /// - Complexity: O(sections).
    public var preparedByteEstimate: Double {
        let items = sections.reduce(0.0) { $0 + Double($1.itemCount) }
        let slots = items + 2 * Double(sections.count) + Double(separators.count)
        return items * Double(DataSetLimits.bytesPerItem)
            + Double(sections.count) * Double(DataSetLimits.bytesPerSection)
            + Double(separators.count) * Double(DataSetLimits.bytesPerSeparator)
            + (isEstimatingSizes ? slots * Double(DataSetLimits.bytesPerTrackedSlot) : 0)
    }

    /// The longest the content can be along the scroll axis: the section's header, insets and
    /// footer, and every item on a line of its own with the line spacing between them, plus the
    /// separators. The flow layout never makes it longer (a line is as long as its longest item).
    ///
    /// - Complexity: O(items) for sections with a list of sizes, O(1) per uniform section.
    public var contentLengthBound: Double {
        let vertical = scrollDirection == .vertical
        @inline(__always) func main(_ s: Size) -> Double { vertical ? s.height : s.width }
        var total = separators.reduce(0.0) { $0 + $1.thickness }
        for s in sections.indices {
            let inset = inset(forSection: s)
            total += main(headerSize(forSection: s)) + main(footerSize(forSection: s))
            total += vertical ? inset.top + inset.bottom : inset.left + inset.right
            let spec = sections[s]
            total += Double(max(0, spec.itemCount - 1)) * lineSpacing(forSection: s)
            switch spec.items {
            case .uniform(let count, let size): total += Double(count) * main(size)
            case .sizes(let sizes): total += sizes.reduce(0.0) { $0 + main($1) }
            }
        }
        return total
    }

    /// Checks the data set against ``DataSetLimits`` as a whole: the number of sections and
    /// items, the memory `prepare()` would need, and the longest the content could be. The JSON
    /// reader calls it after reading every field (each of which it checks against the limits
    /// on lengths); call it on a data set built in code before preparing it.
    ///
    /// - Throws: ``DataSetError`` naming the limit, the value and the fix.
    /// - Complexity: O(items) for sections with a list of sizes, else O(sections).
    public func checkLimits() throws {
        try checkLimits(memoryBudget: DataSetLimits.memoryBudget)
    }

    /// ``checkLimits()`` against another memory budget, so that tests can see the refusal
    /// without building a data set of gigabytes.
    func checkLimits(memoryBudget: Int) throws {
        try checkContentInset()
        try checkSelfSizing()
        if sections.count > DataSetLimits.maxSections {
            throw DataSetError(
                field: "sections",
                message: "\(sections.count) sections is more than the limit of "
                    + "\(DataSetLimits.maxSections); merge sections or split the data set")
        }
        let items = sections.reduce(0) { $0 &+ $1.itemCount }
        if items > DataSetLimits.maxItems {
            throw DataSetError(
                field: "sections",
                message: "\(items) items in all is more than the limit of "
                    + "\(DataSetLimits.maxItems) per data set; use fewer items")
        }
        let bytes = preparedByteEstimate
        if bytes > Double(memoryBudget) {
            throw DataSetError(
                field: "(data set)",
                message: "prepare() would need about \(Self.describe(bytes: bytes)) "
                    + "(\(items) items × \(DataSetLimits.bytesPerItem) B + "
                    + "\(sections.count) sections × \(DataSetLimits.bytesPerSection) B + "
                    + "\(separators.count) separators × \(DataSetLimits.bytesPerSeparator) B"
                    + (isEstimatingSizes ? ", \(DataSetLimits.bytesPerTrackedSlot) B per cache slot to self-size" : "")
                    + "), more than its budget of "
                    + "\(Self.describe(bytes: Double(memoryBudget))); use fewer items or sections")
        }
        let length = contentLengthBound
        if length > DataSetLimits.maxContentLength {
            throw DataSetError(
                field: "(data set)",
                message: "the content could be \(shortestDecimal(length)) points long along the "
                    + "scroll axis (every item on a line of its own), more than the limit of "
                    + "\(shortestDecimal(DataSetLimits.maxContentLength)); "
                    + "use smaller sizes, spacings or insets, or fewer items")
        }
    }

    /// Checks ``contentInset``: each side a finite length in ``DataSetLimits``, not negative,
    /// and the two sides of an axis together no larger than the collection view along it.
    ///
    /// - Throws: ``DataSetError`` naming the side, its value, the limit and the fix.
    /// - Complexity: O(1).
    public func checkContentInset() throws {
        let i = contentInset
        for (side, value) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
            let field = "contentInset.\(side)"
            guard value.isFinite else {
                throw DataSetError(field: field, message: "\(value) is not a finite number; use a length ≥ 0")
            }
            try FieldReader.checkLength(value, field: field)
            if value < 0 {
                throw DataSetError(field: field, message: "\(shortestDecimal(value)) is negative; it must be ≥ 0")
            }
        }
        let view = collectionViewSize
        for (sides, sum, extent, name) in [
            ("top + bottom", i.top + i.bottom, view.height, "height"),
            ("left + right", i.left + i.right, view.width, "width"),
        ] where sum > extent {
            throw DataSetError(
                field: "contentInset",
                message: "\(sides) = \(shortestDecimal(sum)) is larger than the collection "
                    + "view's \(name), \(shortestDecimal(extent)); "
                    + "make the insets add up to at most \(shortestDecimal(extent))")
        }
    }

    /// 2147483648 → "2 GiB", 1610612736 → "1.5 GiB", 5242880 → "5 MiB".
    static func describe(bytes: Double) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= Double(size) {
            return shortestDecimal((bytes / Double(size) * 10).rounded() / 10) + " " + unit
        }
        return shortestDecimal(bytes) + " B"
    }
}
