// The data-set JSON format (see README.md, "Bring your own data set"):
//
// { "collectionView": {"width": 390, "height": 844},
//   "scrollDirection": "vertical" | "horizontal",
//   "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,          (defaults: 10, as UIKit)
//   "sectionInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
//   "headerReferenceSize": {"width": 0, "height": 0}, "footerReferenceSize": {…},
//   "sections": [ {"items": [[w, h], …]} or {"itemCount": N, "itemSize": {"width": w, "height": h}},
//                 with optional "inset", "minimumLineSpacing", "minimumInteritemSpacing",
//                 "headerReferenceSize", "footerReferenceSize" and
//                 "decoration": {"background": true, "color": "#RRGGBB", "cornerRadius": 6, "insets": {…},
//                                "badge": {"image": "name", "size": {…}, "offset": {"x": 1, "y": 18}}} ],
//   "separators": [ {"section": 0, "item": 4, "thickness": 24}, … ],            (thickness default: 1)
//   "screenScale": 3,                        (points to pixels; origins are rounded to 1/scale; default 3)
//   "sectionHeadersPinToVisibleBounds": false, "sectionFootersPinToVisibleBounds": false,
//   "contentInset": {"top": 91, "left": 0, "bottom": 34, "right": 0},      (the adjusted content inset; default 0)
//   "estimatedItemSize": {"width": 366, "height": 120} | "automatic" }  (self-sizing cells; the items' sizes are
//                                                                       what the cells report; default none)

extension DataSet {
    /// Reads a data set from JSON text, checking every field.
    ///
    /// - Throws: ``DataSetError`` naming the first bad field, its value and the fix: malformed
    ///   JSON, a missing or unknown field, a wrong type, a negative or non-finite size, an
    ///   unknown scroll direction, insets wider than the collection view, or any number or count
    ///   beyond ``DataSetLimits`` (see ``checkLimits()``).
    /// - Complexity: O(n) in the size of the text.
    public init(json text: String) throws {
        try Self.checkSize(ofJSON: text)
        let root = try FieldReader(value: JSONParser.parse(text), path: "")
        try root.allowOnly([
            "collectionView", "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing",
            "sectionInset", "headerReferenceSize", "footerReferenceSize", "sections", "separators",
            "screenScale", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
            "contentInset", "estimatedItemSize",
        ])
        let cv = try root.size("collectionView", required: true, positive: true)!
        let direction = try Self.scrollDirection(root)
        self.init(
            collectionViewSize: cv, scrollDirection: direction,
            minimumLineSpacing: try root.length("minimumLineSpacing") ?? 10,
            minimumInteritemSpacing: try root.length("minimumInteritemSpacing") ?? 10,
            sectionInset: try root.insets("sectionInset", allowNegative: false) ?? .zero,
            headerReferenceSize: try root.size("headerReferenceSize") ?? .zero,
            footerReferenceSize: try root.size("footerReferenceSize") ?? .zero,
            sections: [])
        if let scale = try Self.screenScale(root) { screenScale = scale }
        sectionHeadersPinToVisibleBounds = try root.bool("sectionHeadersPinToVisibleBounds") ?? false
        sectionFootersPinToVisibleBounds = try root.bool("sectionFootersPinToVisibleBounds") ?? false
        contentInset = try root.insets("contentInset", allowNegative: false) ?? .zero
        try checkContentInset()
        estimatedItemSize = try Self.estimatedItemSize(root)
        let sectionValues = try root.array("sections")
        sections.reserveCapacity(sectionValues.count)
        for (i, value) in sectionValues.enumerated() {
            sections.append(try Self.section(FieldReader(value: value, path: root.join("sections") + "[\(i)]")))
        }
        try validateInsets()
        if root.has("separators") {
            separators = try Self.separators(root)
            if let (i, message) = separatorProblem() {
                throw DataSetError(field: "separators[\(i)]", message: message)
            }
        }
        try checkLimits()
    }

    /// Throws for a text longer than ``DataSetLimits/maxJSONBytes``, before it is parsed.
    private static func checkSize(ofJSON text: String) throws {
        guard text.utf8.count > DataSetLimits.maxJSONBytes else { return }
        let limit = DataSetLimits.maxJSONBytes
        throw DataSetError(
            field: "(text)",
            message: "\(text.utf8.count) bytes is more than the limit of "
                + "\(limit) bytes (\(describe(bytes: Double(limit)))) for a data set; "
                + "use uniform sections (\"itemCount\" with \"itemSize\") or fewer items")
    }

    /// The root's `scrollDirection`: vertical when absent.
    private static func scrollDirection(_ root: FieldReader) throws -> ScrollDirection {
        let name = try root.string("scrollDirection") ?? "vertical"
        guard let direction = ScrollDirection(rawValue: name) else {
            throw DataSetError(
                field: root.join("scrollDirection"),
                message: "unknown scroll direction \(name.quotedForMessage); use \"vertical\" or \"horizontal\"")
        }
        return direction
    }

    /// The root's `screenScale`, within ``DataSetLimits/screenScales``; nil when absent.
    private static func screenScale(_ root: FieldReader) throws -> Double? {
        guard let scale = try root.rawNumber("screenScale") else { return nil }
        let range = DataSetLimits.screenScales
        guard range.contains(scale) else {
            let bounds = "\(shortestDecimal(range.lowerBound))...\(shortestDecimal(range.upperBound))"
            throw DataSetError(
                field: root.join("screenScale"),
                message: "\(shortestDecimal(scale)) is outside \(bounds); use the screen's scale, e.g. 2 or 3")
        }
        return scale
    }

    /// The root's `separators`, each read and checked on its own (their order is checked by
    /// ``separatorProblem()``).
    private static func separators(_ root: FieldReader) throws -> [Separator] {
        let values = try root.array("separators")
        var separators: [Separator] = []
        separators.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            let r = try FieldReader(value: value, path: root.join("separators") + "[\(i)]")
            try r.allowOnly(["section", "item", "thickness"])
            let item = try r.count(
                "item", limit: DataSetLimits.maxItemsPerSection, what: "the most items a section may hold",
                fix: "name an existing item")
            let section = try r.count(
                "section", limit: DataSetLimits.maxSections, what: "the most sections a data set may have",
                fix: "name an existing section")
            separators.append(
                Separator(
                    before: IndexPath(item: item, section: section),
                    thickness: try r.length("thickness") ?? Separator.defaultThickness))
        }
        return separators
    }

    private static func section(_ r: FieldReader) throws -> SectionSpec {
        try r.allowOnly([
            "items", "itemCount", "itemSize", "inset", "minimumLineSpacing", "minimumInteritemSpacing",
            "headerReferenceSize", "footerReferenceSize", "decoration",
        ])
        var spec = SectionSpec(
            items: try items(r), inset: try r.insets("inset", allowNegative: false),
            minimumLineSpacing: try r.length("minimumLineSpacing"),
            minimumInteritemSpacing: try r.length("minimumInteritemSpacing"),
            headerReferenceSize: try r.size("headerReferenceSize"),
            footerReferenceSize: try r.size("footerReferenceSize"))
        if let d = try r.object("decoration") {
            spec.decoration = try decoration(d, over: spec.decoration)
        }
        return spec
    }

    /// A section's items: `items` (one size each) or `itemCount` with `itemSize`, never both.
    private static func items(_ r: FieldReader) throws -> SectionSpec.Items {
        if r.has("items") {
            if r.has("itemCount") || r.has("itemSize") {
                throw DataSetError(
                    field: r.path, message: "give either \"items\" or \"itemCount\" with \"itemSize\", not both")
            }
            return .sizes(try sizes(r))
        } else if r.has("itemCount") {
            let count = try r.count(
                "itemCount", limit: DataSetLimits.maxItemsPerSection,
                what: "the most items a section may hold", fix: "use fewer items, or split the section")
            guard let size = try r.size("itemSize") else {
                throw DataSetError(
                    field: r.join("itemSize"), message: "missing; \"itemCount\" needs an \"itemSize\" {width, height}")
            }
            return .uniform(count: count, size: size)
        } else {
            throw DataSetError(
                field: r.path, message: "missing items; give \"items\": [[w, h], …] or \"itemCount\" with \"itemSize\"")
        }
    }

    /// A section's `items`: a `[width, height]` pair per item.
    private static func sizes(_ r: FieldReader) throws -> [Size] {
        let list = try r.array("items")
        var sizes: [Size] = []
        sizes.reserveCapacity(list.count)
        for (j, pair) in list.enumerated() {
            let field = r.join("items") + "[\(j)]"
            guard case .array(let wh) = pair, wh.count == 2, case .number(let w, _) = wh[0],
                case .number(let h, _) = wh[1]
            else {
                throw DataSetError(field: field, message: "expected [width, height], got \(pair.snippet)")
            }
            for (name, v) in [("width", w), ("height", h)] {
                if v < 0 {
                    throw DataSetError(
                        field: field, message: "\(name) \(shortestDecimal(v)) is negative; sizes must be ≥ 0")
                }
                try FieldReader.checkLength(v, field: field, name: name)
            }
            sizes.append(Size(width: w, height: h))
        }
        return sizes
    }

    /// A section's `decoration`: the fields it gives, over `base` for the others.
    private static func decoration(_ d: FieldReader, over base: SectionDecoration) throws -> SectionDecoration {
        try d.allowOnly(["background", "color", "cornerRadius", "insets", "badge"])
        var decoration = base
        decoration.background = try d.bool("background") ?? true
        if let text = try d.string("color") {
            guard let color = RGBAColor(hex: text) else {
                throw DataSetError(
                    field: d.join("color"),
                    message: "\(text.quotedForMessage) is not a colour; use \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            decoration.color = color
        }
        decoration.cornerRadius = try d.length("cornerRadius") ?? decoration.cornerRadius
        decoration.insets = try d.insets("insets", allowNegative: true) ?? .zero
        if let b = try d.object("badge") {
            try b.allowOnly(["image", "size", "offset"])
            guard let image = try b.string("image") else {
                throw DataSetError(field: b.join("image"), message: "missing; a badge needs an image name")
            }
            var badge = SectionDecoration.Badge(imageName: image)
            badge.size = try b.size("size") ?? badge.size
            badge.offset = try b.point("offset") ?? badge.offset
            decoration.badge = badge
        }
        return decoration
    }

    /// Checks that section insets leave room for items across the cross axis (after the
    /// collection view's size changes, too).
    ///
    /// - Throws: ``DataSetError`` naming the inset, the sum and the fix.
    /// - Complexity: O(sections).
    public func validateInsets() throws {
        let cross = scrollDirection == .vertical ? collectionViewSize.width : collectionViewSize.height
        for s in sections.indices {
            let inset = self.inset(forSection: s)
            let used = scrollDirection == .vertical ? inset.left + inset.right : inset.top + inset.bottom
            if used >= cross {
                let field = sections[s].inset == nil ? "sectionInset" : "sections[\(s)].inset"
                throw DataSetError(
                    field: field,
                    message: "cross-axis insets add up to \(used), which leaves no room in a collection view "
                        + "\(cross) across; make them smaller")
            }
        }
    }
}
