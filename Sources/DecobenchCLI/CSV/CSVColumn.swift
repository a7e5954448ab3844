/// One column of a CSV file: its name, how a row's value is written to it and how a cell is read
/// back into a row. A ``CSVSchema`` lists them; nothing else names a column.
struct CSVColumn<Row> {
    /// The header's name for the column.
    let name: String
    /// Whether the column is part of what identifies a measurement across runs.
    let identifies: Bool
    /// Whether a file may leave the column out (it came later); the row then keeps its default.
    let mayBeAbsent: Bool
    /// The cell for a row.
    let write: (Row) -> String
    /// Sets the row's value from a cell; throws ``CSVCellError`` when the cell is not valid.
    let read: (inout Row, String) throws -> Void

    /// A column holding the value at `path`, in `format`.
    init<Value>(_ name: String, _ path: WritableKeyPath<Row, Value>, _ format: CSVFormat<Value>,
                identifies: Bool = false, mayBeAbsent: Bool = false) {
        self.name = name
        self.identifies = identifies
        self.mayBeAbsent = mayBeAbsent
        write = { format.write($0[keyPath: path]) }
        read = { row, cell in
            guard let value = format.read(cell) else { throw CSVCellError(expected: format.expected) }
            row[keyPath: path] = value
        }
    }

    /// A column with its own writing and reading.
    init(_ name: String, identifies: Bool = false, mayBeAbsent: Bool = false, write: @escaping (Row) -> String,
         read: @escaping (inout Row, String) throws -> Void) {
        (self.name, self.identifies, self.mayBeAbsent) = (name, identifies, mayBeAbsent)
        (self.write, self.read) = (write, read)
    }
}

/// A cell that is not what its column holds.
struct CSVCellError: Error {
    /// What the column holds: "a whole number ≥ 0".
    var expected: String
}

extension CSVColumn {
    /// The same column for a row that holds this one's row at `path`.
    func pulledBack<Outer>(_ path: WritableKeyPath<Outer, Row>) -> CSVColumn<Outer> {
        let (write, read) = (self.write, self.read)
        return CSVColumn<Outer>(name, identifies: identifies, mayBeAbsent: mayBeAbsent,
                                write: { write($0[keyPath: path]) }, read: { try read(&$0[keyPath: path], $1) })
    }
}
