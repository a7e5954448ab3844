// The batch JSON format (a user replays their app's updates):
//
// { "batches": [
//     [ {"action": "delete", "section": 2, "item": 3, "count": 2},        (items 3 and 4 of section 2)
//       {"action": "insert", "section": 0, "item": 0, "size": {"width": 120, "height": 120}},
//       {"action": "insert", "section": 5, "items": 8},                  (no "item": a section; "copying": 4)
//       {"action": "move", "section": 1, "item": 0, "to": {"section": 3, "item": 2}},
//       {"action": "move", "section": 7, "to": {"section": 2}},
//       {"action": "reload", "section": 4} ],
//     … ] }
//
// An update without "item" names a whole section. Indexes are read as UIKit reads them (see
// BatchUpdate): deletes against the data set before the batch, inserts against the one after.

extension BatchUpdate {
    /// Reads batches from JSON text, checking every field's type and range; whether each update
    /// applies is checked when it is applied (``applied(to:)``), against the data set as the
    /// batches before it left it.
    ///
    /// - Throws: ``DataSetError`` naming the field (`batches[2][5].section`), its value and the fix.
    /// - Complexity: O(n) in the size of the text.
    public static func batches(json text: String) throws -> [BatchUpdate] {
        if text.utf8.count > DataSetLimits.maxJSONBytes {
            throw DataSetError(
                field: "(text)",
                message: "\(text.utf8.count) bytes is more than the limit of "
                    + "\(DataSetLimits.maxJSONBytes) bytes; split the batches into several files")
        }
        let root = try FieldReader(value: JSONParser.parse(text), path: "")
        try root.allowOnly(["batches"])
        return try root.array("batches").enumerated().map { b, value in
            guard case .array(let updates) = value else {
                throw DataSetError(
                    field: "batches[\(b)]", message: "expected an array of updates, got \(value.typeName)")
            }
            let items = try updates.enumerated().map { u, update in
                try item(FieldReader(value: update, path: "batches[\(b)][\(u)]"))
            }
            return BatchUpdate(items, name: "batches[\(b)]")
        }
    }

    private static func item(_ r: FieldReader) throws -> UpdateItem {
        try r.allowOnly(["action", "section", "item", "count", "size", "items", "copying", "to"])
        let limit = DataSetLimits.maxSections, itemLimit = DataSetLimits.maxItemsPerSection
        let section = try r.count(
            "section", limit: limit, what: "the most sections a data set has", fix: "name a smaller section")
        let item =
            r.has("item")
            ? try r.count("item", limit: itemLimit, what: "the most items a section has", fix: "name a smaller item")
            : nil
        guard let action = try r.string("action") else {
            throw DataSetError(
                field: r.join("action"),
                message: "missing; "
                    + "expected insert, delete, move or reload")
        }
        func count() throws -> Int {
            r.has("count")
                ? try r.count("count", limit: itemLimit, what: "the most items a section has", fix: "split the update")
                : 1
        }
        switch (action, item) {
        case ("insert", let item?):
            return .insertItems(
                section: section, item: item, count: try count(), size: try r.size("size", positive: true))
        case ("insert", nil):
            let copying =
                r.has("copying")
                ? try r.count("copying", limit: limit, what: "the most sections", fix: "name a smaller section") : nil
            let items =
                r.has("items")
                ? try r.count("items", limit: itemLimit, what: "the most items a section has", fix: "use fewer") : nil
            return .insertSection(section, copying: copying, items: items)
        case ("delete", let item?): return .deleteItems(section: section, item: item, count: try count())
        case ("delete", nil): return .deleteSection(section)
        case ("reload", let item?): return .reloadItem(IndexPath(item: item, section: section))
        case ("reload", nil): return .reloadSection(section)
        case ("move", _):
            guard let to = try r.object("to") else {
                throw DataSetError(
                    field: r.join("to"),
                    message: "missing; a move names its destination, {\"section\": s"
                        + (item == nil ? "}" : ", \"item\": i}"))
            }
            try to.allowOnly(item == nil ? ["section"] : ["section", "item"])
            let toSection = try to.count(
                "section", limit: limit, what: "the most sections", fix: "name a smaller section")
            guard let item else { return .moveSection(from: section, to: toSection) }
            let toItem = try to.count(
                "item", limit: itemLimit, what: "the most items a section has", fix: "name a smaller item")
            return .moveItem(
                from: IndexPath(item: item, section: section), to: IndexPath(item: toItem, section: toSection))
        default:
            throw DataSetError(
                field: r.join("action"), message: "\"\(action)\" is not an action; use insert, delete, move or reload")
        }
    }
}
