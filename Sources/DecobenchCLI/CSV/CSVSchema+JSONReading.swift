import Foundation

extension CSVSchema {
    /// The table of a file that ``json(_:)`` wrote: its `"provenance"` cells in every row, then
    /// each row object's, under the schema's column names in its order, so that a run written
    /// with `--format json` is read by the same checks as its CSV. Row numbers in later errors
    /// count as in the CSV (the header is row 1, the first object row 2).
    ///
    /// - Throws: `CLIError` naming `source` when the text is not such JSON, or a row lacks a
    ///   field that another has.
    /// - Complexity: O(rows × columns).
    func table(json text: String, source: String) throws -> CSVTable {
        let file: RunJSON
        do {
            file = try JSONDecoder().decode(RunJSON.self, from: Data(text.utf8))
        } catch {
            throw CLIError(
                "\(source): not a run's JSON ({\"provenance\": {…}, \"rows\": [{…}]}) nor CSV: "
                    + "\(Self.reason(error)); "
                    + "give a file that `decobench run` wrote")
        }
        let names = Set(file.provenance.keys).union(file.rows.first?.keys ?? [:].keys)
        let header = columns.map(\.name).filter(names.contains)
        let rows = try file.rows.enumerated().map { r, object in
            try header.map { name -> String in
                guard let cell = object[name] ?? file.provenance[name] else {
                    throw CLIError(
                        "\(source): rows[\(r)] (row \(r + 2)) has no \"\(name)\", which the first row has; "
                            + "is the file complete?")
                }
                return cell.text
            }
        }
        return CSVTable(header: header, rows: rows)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        default:
            return String(describing: error)
        }
    }
}

/// What `run --format json` writes: the run's provenance once, then its rows.
private struct RunJSON: Decodable {
    var provenance: [String: JSONCell]
    var rows: [[String: JSONCell]]
}

/// One field of a run's JSON as the CSV cell it stands for: a string as it is, a number in a form
/// the column reads back exactly, null as an empty cell.
private struct JSONCell: Decodable {
    var text: String

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            text = ""
        } else if let string = try? value.decode(String.self) {
            text = string
        } else if let whole = try? value.decode(Int.self) {
            text = String(whole)
        } else if let whole = try? value.decode(UInt64.self) {
            text = String(whole)
        } else {
            text = String(try value.decode(Double.self))
        }
    }
}
