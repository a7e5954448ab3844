import DecorationBench
import DecorationStrategies

extension CSVSchema {
    /// The table of a file that ``json(_:)`` wrote: its `"provenance"` cells in every row, then
    /// each row object's, under the schema's column names in its order, so that a run written
    /// with `--format json` is read by the same checks as its CSV. Row numbers in later errors
    /// count as in the CSV (the header is row 1, the first object row 2).
    ///
    /// Read with the library's JSON parser, as data sets and batch files are: a syntax error
    /// names the line and column, a value of the wrong type its field path (`rows[3].median_ns`),
    /// and a number keeps its text as written (a seed beyond 2^53 reads back exactly).
    ///
    /// - Throws: `CLIError` naming `source` when the text is not such JSON, or a row lacks a
    ///   field that another has.
    /// - Complexity: O(rows × columns).
    package func table(json text: String, source: String) throws -> CSVTable {
        func refuse(_ reason: String) -> CLIError {
            CLIError(
                "\(source): not a run's JSON ({\"provenance\": {…}, \"rows\": [{…}]}) nor CSV: \(reason); "
                    + "give a file that `\(Executable.name) run` wrote")
        }
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw refuse("\(error)") }
        guard case .object(let top) = root else { throw refuse("the top level is \(root.typeName), not an object") }
        guard let provenanceValue = top.first(where: { $0.key == "provenance" })?.value else {
            throw refuse("no \"provenance\" object")
        }
        guard let rowsValue = top.first(where: { $0.key == "rows" })?.value else { throw refuse("no \"rows\" array") }
        let provenance = try Self.cells(provenanceValue, path: "provenance", refuse)
        guard case .array(let rowValues) = rowsValue else {
            throw refuse("rows: \(rowsValue.typeName), expected an array of row objects")
        }
        let rows = try rowValues.enumerated().map { try Self.cells($1, path: "rows[\($0)]", refuse) }
        let names = Set(provenance.keys).union(rows.first?.keys ?? [:].keys)
        let header = columns.map(\.name).filter(names.contains)
        let table = try rows.enumerated().map { r, object in
            try header.map { name -> String in
                guard let cell = object[name] ?? provenance[name] else {
                    throw CLIError(
                        "\(source): rows[\(r)] (row \(r + 2)) has no \"\(name)\", which the first row has; "
                            + "is the file complete?")
                }
                return cell
            }
        }
        return CSVTable(header: header, rows: table)
    }

    /// An object's fields as the CSV cells they stand for: a string as it is, a number as written,
    /// null as an empty cell.
    private static func cells(
        _ value: JSONValue, path: String, _ refuse: (String) -> CLIError
    ) throws -> [String: String] {
        guard case .object(let members) = value else { throw refuse("\(path): \(value.typeName), expected an object") }
        var cells: [String: String] = [:]
        for (key, field) in members {
            switch field {
            case .string(let text): cells[key] = text
            case .number(_, let text): cells[key] = text
            case .null: cells[key] = ""
            default: throw refuse("\(path).\(key): \(field.typeName), expected a string, a number or null")
            }
        }
        return cells
    }
}
