extension DataSet {
    /// The data set as JSON in the format ``init(json:)`` reads: one section per line, so large
    /// data sets stay readable and diffable. Reading the text back gives an equal data set.
    ///
    /// - Complexity: O(items + sections).
    public func jsonText() -> String {
        var lines: [String] = ["{"]
        lines.append("  \"collectionView\": \(Self.json(collectionViewSize)),")
        lines.append("  \"scrollDirection\": \"\(scrollDirection.rawValue)\",")
        lines.append("  \"minimumLineSpacing\": \(shortestDecimal(minimumLineSpacing)),")
        lines.append("  \"minimumInteritemSpacing\": \(shortestDecimal(minimumInteritemSpacing)),")
        lines.append("  \"sectionInset\": \(Self.json(sectionInset)),")
        lines.append("  \"headerReferenceSize\": \(Self.json(headerReferenceSize)),")
        lines.append("  \"footerReferenceSize\": \(Self.json(footerReferenceSize)),")
        lines.append("  \"screenScale\": \(shortestDecimal(screenScale)),")
        // Written only when set, so the text of a data set without them is unchanged.
        if sectionHeadersPinToVisibleBounds { lines.append("  \"sectionHeadersPinToVisibleBounds\": true,") }
        if sectionFootersPinToVisibleBounds { lines.append("  \"sectionFootersPinToVisibleBounds\": true,") }
        if contentInset != .zero { lines.append("  \"contentInset\": \(Self.json(contentInset)),") }
        if let estimate = estimatedItemSizeJSON { lines.append("  \"estimatedItemSize\": \(estimate),") }
        lines.append("  \"sections\": [")
        for (i, spec) in sections.enumerated() {
            lines.append("    " + Self.json(spec) + (i + 1 < sections.count ? "," : ""))
        }
        if separators.isEmpty {
            lines.append("  ]")
        } else {
            lines.append("  ],")
            lines.append("  \"separators\": [")
            for (i, sep) in separators.enumerated() {
                lines.append("    " + Self.json(sep) + (i + 1 < separators.count ? "," : ""))
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func json(_ s: Size) -> String {
        "{\"width\": \(shortestDecimal(s.width)), \"height\": \(shortestDecimal(s.height))}"
    }

    private static func json(_ p: Point) -> String {
        "{\"x\": \(shortestDecimal(p.x)), \"y\": \(shortestDecimal(p.y))}"
    }

    private static func json(_ i: EdgeInsets) -> String {
        "{\"top\": \(shortestDecimal(i.top)), \"left\": \(shortestDecimal(i.left)), "
            + "\"bottom\": \(shortestDecimal(i.bottom)), \"right\": \(shortestDecimal(i.right))}"
    }

    private static func json(_ sep: Separator) -> String {
        "{\"section\": \(sep.indexPath.section), \"item\": \(sep.indexPath.item), "
            + "\"thickness\": \(shortestDecimal(sep.thickness))}"
    }

    private static func json(_ spec: SectionSpec) -> String {
        var fields: [String] = []
        switch spec.items {
        case .uniform(let count, let size): fields += ["\"itemCount\": \(count)", "\"itemSize\": \(json(size))"]
        case .sizes(let sizes):
            let pairs = sizes.map { "[\(shortestDecimal($0.width)), \(shortestDecimal($0.height))]" }
            fields.append("\"items\": [" + pairs.joined(separator: ", ") + "]")
        }
        if let v = spec.inset { fields.append("\"inset\": \(json(v))") }
        if let v = spec.minimumLineSpacing { fields.append("\"minimumLineSpacing\": \(shortestDecimal(v))") }
        if let v = spec.minimumInteritemSpacing { fields.append("\"minimumInteritemSpacing\": \(shortestDecimal(v))") }
        if let v = spec.headerReferenceSize { fields.append("\"headerReferenceSize\": \(json(v))") }
        if let v = spec.footerReferenceSize { fields.append("\"footerReferenceSize\": \(json(v))") }
        let d = spec.decoration
        if d != .default {
            var dec = [
                "\"background\": \(d.background)", "\"color\": \"\(d.color)\"",
                "\"cornerRadius\": \(shortestDecimal(d.cornerRadius))",
            ]
            if d.insets != .zero { dec.append("\"insets\": \(json(d.insets))") }
            if let b = d.badge {
                dec.append(
                    "\"badge\": {\"image\": \(jsonString(b.imageName)), \"size\": \(json(b.size)), "
                        + "\"offset\": \(json(b.offset))}")
            }
            fields.append("\"decoration\": {" + dec.joined(separator: ", ") + "}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
