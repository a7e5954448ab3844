/// The columns of one kind of CSV file, in order: the only definition of the file's format.
/// Writing renders every column of every row; reading checks that every column the file must
/// have is there and that every cell is valid, and names the file, row and column of the first
/// that is not.
struct CSVSchema<Row> {
    var columns: [CSVColumn<Row>]

    init(_ columns: [CSVColumn<Row>]) {
        self.columns = columns
    }

    /// The header's names, in order.
    var header: [String] { columns.map(\.name) }

    /// A row's cells, in column order.
    func fields(_ row: Row) -> [String] { columns.map { $0.write(row) } }

    /// The rows as a table.
    func table(_ rows: [Row]) -> CSVTable {
        CSVTable(header: header, rows: rows.map(fields))
    }

    /// Reads rows back from a table, each starting from `blank` and set column by column.
    ///
    /// - Throws: `CLIError` naming `source` and the missing column, or the row (counted as in
    ///   the file, the header being row 1), column and value of a cell its column cannot read.
    func rows(from table: CSVTable, source: String, blank: Row) throws -> [Row] {
        var position: [String: Int] = [:]
        for (i, name) in table.header.enumerated() where position[name] == nil { position[name] = i }
        for column in columns where !column.mayBeAbsent && position[column.name] == nil {
            throw CLIError("\(source): missing column '\(column.name)'; is this a CSV that this decobench wrote?")
        }
        let present = columns.compactMap { column in position[column.name].map { (column, $0) } }
        return try table.rows.enumerated().map { r, cells in
            var row = blank
            for (column, i) in present {
                do {
                    try column.read(&row, cells[i])
                } catch let error as CSVCellError {
                    throw CLIError("\(source): row \(r + 2), column \(column.name): \(Self.quoted(cells[i])) is not "
                                   + error.expected)
                }
            }
            return row
        }
    }

    /// A cell as the error quotes it: at most 40 characters.
    static func quoted(_ cell: String) -> String {
        cell.count <= 40 ? "'\(cell)'" : "'\(cell.prefix(40))…' (\(cell.count) characters)"
    }
}
