import DecorationBench
import DecorationStrategies

/// The columns of one kind of CSV file, in order: the only definition of the file's format.
/// Writing renders every column of every row; reading checks that every column the file must
/// have is there once, that every cell is valid, that the numbers of each ``ordered`` list do
/// not decrease along it, and that no two rows are the same measurement (the same cells in the
/// identifying columns); it names the file, row, column and value of the first that is not.
package struct CSVSchema<Row> {
    package var columns: [CSVColumn<Row>]
    /// Lists of numeric columns whose cells, where present and not empty, must not decrease
    /// along the list within a row: percentiles, a figure inside its own interval.
    package var ordered: [[String]]

    package init(_ columns: [CSVColumn<Row>], ordered: [[String]] = []) {
        self.columns = columns
        self.ordered = ordered
    }

    /// The header's names, in order.
    package var header: [String] { columns.map(\.name) }

    /// A row's cells, in column order.
    package func fields(_ row: Row) -> [String] { columns.map { $0.write(row) } }

    /// The rows as a table.
    package func table(_ rows: [Row]) -> CSVTable {
        CSVTable(header: header, rows: rows.map(fields))
    }

    /// Reads rows back from a table, each starting from `blank` and set column by column.
    ///
    /// - Throws: `CLIError` naming `source` and the missing column, or the row (counted as in
    ///   the file, the header being row 1), column and value of a cell its column cannot read.
    package func rows(from table: CSVTable, source: String, blank: Row) throws -> [Row] {
        var position: [String: Int] = [:]
        for (i, name) in table.header.enumerated() {
            if let first = position[name] {
                throw CLIError(
                    "\(source): row 1 (the header): column \(Self.quoted(name)) appears twice, as columns "
                        + "\(first + 1) and \(i + 1); a merged or hand-edited file? keep one of them")
            }
            position[name] = i
        }
        for column in columns where !column.mayBeAbsent && position[column.name] == nil {
            throw CLIError(
                "\(source): missing column '\(column.name)'; is this a CSV that `\(Executable.name) run` wrote?")
        }
        let present = columns.compactMap { column in position[column.name].map { (column, $0) } }
        let rows = try table.rows.enumerated().map { r, cells in
            var row = blank
            for (column, i) in present {
                do {
                    try column.read(&row, cells[i])
                } catch let error as CSVCellError {
                    throw CLIError(
                        "\(source): row \(r + 2), column \(column.name): \(Self.quoted(cells[i])) is not "
                            + error.expected)
                }
            }
            return row
        }
        try checkOrder(table, position: position, source: source)
        try checkUnique(rows, source: source)
        return rows
    }

    /// Throws on the first row whose numbers decrease along one of the ``ordered`` lists.
    private func checkOrder(_ table: CSVTable, position: [String: Int], source: String) throws {
        for (r, cells) in table.rows.enumerated() {
            for list in ordered {
                let values = list.compactMap { name -> (name: String, cell: String, value: Double)? in
                    guard let i = position[name], let value = Double(cells[i]) else { return nil }
                    return (name, cells[i], value)
                }
                for (i, a) in values.enumerated() {
                    guard let b = values[(i + 1)...].first(where: { $0.value < a.value }) else { continue }
                    throw CLIError(
                        "\(source): row \(r + 2), column \(a.name): \(Self.quoted(a.cell)) is above "
                            + "\(b.name) \(Self.quoted(b.cell)), but \(list.joined(separator: " ≤ ")) in every "
                            + "row; a hand-edited file? take the row from the run that wrote it")
                }
            }
        }
    }

    /// Throws on the first row that is the same measurement as an earlier one.
    private func checkUnique(_ rows: [Row], source: String) throws {
        let identifying = columns.filter(\.identifies)
        guard !identifying.isEmpty else { return }
        var seen: [[String]: Int] = [:]
        for (r, row) in rows.enumerated() {
            let key = identifying.map { $0.write(row) }
            if let first = seen.updateValue(r, forKey: key) {
                let cells = zip(identifying, key).map { "\($0.name) \(Self.quoted($1))" }.joined(separator: ", ")
                throw CLIError(
                    "\(source): row \(r + 2) measures what row \(first + 2) does (\(cells)); a merged or "
                        + "hand-edited file? keep one of them")
            }
        }
    }

    /// A cell as the error quotes it: at most 40 characters.
    package static func quoted(_ cell: String) -> String {
        cell.count <= 40 ? "'\(cell)'" : "'\(cell.prefix(40))…' (\(cell.count) characters)"
    }
}
