import DecorationBench
import DecorationStrategies

extension ResultRow {
    /// A run's rows from its CSV file, or the JSON that `run --format json` writes; every cell
    /// that compare uses must be valid, every row consistent and measured once, and there must be rows.
    ///
    /// - Throws: `CLIError` naming the file, and the row and column of a bad cell.
    package static func read(_ path: String) throws -> [ResultRow] {
        let text = try TextFile.read(path)
        let table =
            text.drop { $0.isWhitespace }.first == "{"
            ? try ResultRow.schema.table(json: text, source: path) : try CSVTable.parse(text, source: path)
        let rows = try ResultRow.rows(from: table, source: path)
        if rows.isEmpty { throw CLIError("\(path): no rows after the header (row 1); is the run complete?") }
        return rows
    }
}
