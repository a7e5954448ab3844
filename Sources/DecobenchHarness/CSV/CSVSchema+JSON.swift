import DecorationBench
import DecorationStrategies

extension CSVSchema {
    /// The rows as JSON, the fields the CSV has: the columns that describe the run (its
    /// provenance) once, from the first row, under `"provenance"`, and one object per row with
    /// every other column under `"rows"`, keys in column order. A numeric column's cell is a bare
    /// number and its empty cell `null`; every other cell is a string.
    ///
    /// - Complexity: O(rows × columns).
    package func json(_ rows: [Row]) -> String {
        let run = columns.filter(\.describesRun)
        let perRow = columns.filter { !$0.describesRun }
        func object(_ row: Row, _ columns: [CSVColumn<Row>], indent: String) -> String {
            "{"
                + columns.map { column in
                    "\n\(indent)  " + jsonString(column.name) + ": "
                        + Self.jsonValue(column.write(row), number: column.isNumber)
                }.joined(separator: ",") + "\n\(indent)}"
        }
        let provenance = rows.first.map { object($0, run, indent: "  ") } ?? "{}"
        let objects = rows.map { "\n    " + object($0, perRow, indent: "    ") }.joined(separator: ",")
        return "{\n  \"provenance\": \(provenance),\n  \"rows\": [\(objects)\(rows.isEmpty ? "" : "\n  ")]\n}\n"
    }

    /// A cell as a JSON value.
    package static func jsonValue(_ cell: String, number: Bool) -> String {
        guard number else { return jsonString(cell) }
        return cell.isEmpty ? "null" : cell
    }
}
