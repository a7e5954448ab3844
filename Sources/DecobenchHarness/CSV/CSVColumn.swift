import DecorationBench
import DecorationStrategies

/// One column of a CSV file: its name, how a row's value is written to it and how a cell is read
/// back into a row. A ``CSVSchema`` lists them; nothing else names a column.
///
/// Not `Sendable` (its closures capture key paths), so the static tables of columns are declared
/// `nonisolated(unsafe)`: each is immutable once made.
package struct CSVColumn<Row> {
    /// The header's name for the column.
    package let name: String
    /// Whether the column is part of what identifies a measurement across runs.
    package let identifies: Bool
    /// Whether a file may leave the column out (it came later); the row then keeps its default.
    package let mayBeAbsent: Bool
    /// Whether the cell is a number (JSON writes it bare, an empty cell as null).
    package let isNumber: Bool
    /// Whether the cell is the same in every row of a run (its provenance): JSON writes it once.
    package let describesRun: Bool
    /// The cell for a row.
    package let write: (Row) -> String
    /// Sets the row's value from a cell; throws ``CSVCellError`` when the cell is not valid.
    package let read: (inout Row, String) throws -> Void

    /// A column holding the value at `path`, in `format`.
    package init<Value>(
        _ name: String, _ path: WritableKeyPath<Row, Value>, _ format: CSVFormat<Value>,
        identifies: Bool = false, mayBeAbsent: Bool = false, describesRun: Bool = false
    ) {
        self.name = name
        self.identifies = identifies
        self.mayBeAbsent = mayBeAbsent
        self.isNumber = format.isNumber
        self.describesRun = describesRun
        write = { format.write($0[keyPath: path]) }
        read = { row, cell in
            guard let value = format.read(cell) else { throw CSVCellError(expected: format.expected) }
            row[keyPath: path] = value
        }
    }

    /// A column with its own writing and reading.
    package init(
        _ name: String, identifies: Bool = false, mayBeAbsent: Bool = false, isNumber: Bool = false,
        describesRun: Bool = false, write: @escaping (Row) -> String, read: @escaping (inout Row, String) throws -> Void
    ) {
        (self.name, self.identifies, self.mayBeAbsent, self.write, self.read) = (
            name, identifies, mayBeAbsent, write, read
        )
        (self.isNumber, self.describesRun) = (isNumber, describesRun)
    }
}

/// A cell that is not what its column holds.
package struct CSVCellError: Error {
    /// What the column holds: "a whole number ≥ 0".
    package var expected: String
}

extension CSVColumn {
    /// The same column for a row that holds this one's row at `path`.
    package func pulledBack<Outer>(_ path: WritableKeyPath<Outer, Row>) -> CSVColumn<Outer> {
        let (write, read) = (self.write, self.read)
        return CSVColumn<Outer>(
            name, identifies: identifies, mayBeAbsent: mayBeAbsent, isNumber: isNumber,
            describesRun: describesRun, write: { write($0[keyPath: path]) }, read: { try read(&$0[keyPath: path], $1) })
    }
}
