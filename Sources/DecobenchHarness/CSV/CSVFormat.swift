import DecorationBench
import DecorationStrategies

/// How a value of one type is written to a CSV cell and read back, with what a valid cell is.
///
/// A format reads strictly: a cell that is not a value of the type, or is out of the format's
/// range (a NaN, a negative count), reads as `nil`, and the schema turns that into an error
/// naming the file, the row and the column. Nothing reads as a silent 0.
package struct CSVFormat<Value> {
    /// The cell for a value.
    package let write: (Value) -> String
    /// The value of a cell, or nil when the cell is not a valid one.
    package let read: (String) -> Value?
    /// What a valid cell is, for the error on one that is not: "a whole number ≥ 0".
    package let expected: String
    /// Whether a cell is a number (JSON writes it bare; an empty cell is null).
    package var isNumber = false
}

extension CSVFormat where Value == String {
    /// Any text, the empty string included.
    package static var text: CSVFormat { CSVFormat(write: { $0 }, read: { $0 }, expected: "text") }
}

extension CSVFormat where Value == Int {
    /// A whole number of at least `minimum`.
    package static func count(atLeast minimum: Int = 0) -> CSVFormat {
        CSVFormat(
            write: { String($0) }, read: { Int($0).flatMap { $0 >= minimum ? $0 : nil } },
            expected: "a whole number ≥ \(minimum)", isNumber: true)
    }

    /// Any whole number, negative included.
    package static var integer: CSVFormat {
        CSVFormat(write: { String($0) }, read: { Int($0) }, expected: "a whole number", isNumber: true)
    }
}

extension CSVFormat where Value == UInt64 {
    /// A seed: a whole number in 0...2⁶⁴−1.
    package static var seed: CSVFormat {
        CSVFormat(
            write: { String($0) }, read: { UInt64($0) }, expected: "a whole number in 0...\(UInt64.max)",
            isNumber: true)
    }
}

extension CSVFormat where Value == Double {
    /// A finite number ≥ 0 in plain decimal, rounded to `places` decimals when written. Read
    /// back in decimal only (digits, a point, an exponent): `Double("0x10")` is 16, and a hex
    /// cell is a hand edit, not a figure.
    package static func decimal(places: Int) -> CSVFormat {
        CSVFormat(
            write: { plainDecimal($0, places: places) }, read: readDecimal, expected: "a finite number ≥ 0",
            isNumber: true)
    }

    /// A finite number ≥ 0 in the shortest decimal that reads back as the same `Double` (a mean
    /// of counts, which rounding would blur); read as ``decimal(places:)`` reads.
    package static var shortest: CSVFormat {
        CSVFormat(write: { shortestDecimal($0) }, read: readDecimal, expected: "a finite number ≥ 0", isNumber: true)
    }

    private static func readDecimal(_ cell: String) -> Double? {
        guard cell.utf8.allSatisfy({ decimalCharacters.contains($0) }) else { return nil }
        return Double(cell).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    private static let decimalCharacters = Set("0123456789.eE+-".utf8)
}

extension CSVFormat where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the type's names: a strategy, a scenario, a scroll direction.
    package static var name: CSVFormat {
        CSVFormat(
            write: { $0.rawValue }, read: { Value(rawValue: $0) },
            expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
    }
}

extension CSVFormat where Value == StrategyKind {
    /// A strategy's name, registered here or not: a run from another executable (with strategies
    /// of its own) reads as plain text.
    package static var strategyName: CSVFormat {
        CSVFormat(
            write: { $0.rawValue }, read: { StrategyKind(rawValue: $0) },
            expected: "a strategy name (lowercase letters, digits and '-')")
    }
}

extension CSVFormat {
    /// The format of `wrapped`, or an empty cell for `nil`.
    package static func optional<Wrapped>(_ wrapped: CSVFormat<Wrapped>) -> CSVFormat where Value == Wrapped? {
        CSVFormat(
            write: { $0.map(wrapped.write) ?? "" },
            read: { cell in cell.isEmpty ? .some(nil) : wrapped.read(cell).map { .some($0) } },
            expected: wrapped.expected + ", or empty", isNumber: wrapped.isNumber)
    }
}

extension CSVFormat where Value: CaseIterable & RawRepresentable & Hashable, Value.RawValue == String {
    /// A set of the type's names, in declaration order, joined by ";" (no comma, no quoting);
    /// an empty cell is the empty set.
    package static var names: CSVFormat<[Value]> {
        CSVFormat<[Value]>(
            write: { values in Value.allCases.filter(values.contains).map(\.rawValue).joined(separator: ";") },
            read: { cell in
                let names = cell.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                if cell.isEmpty { return [] }
                let values = names.compactMap(Value.init(rawValue:))
                return values.count == names.count ? values : nil
            },
            expected: "names from " + Value.allCases.map(\.rawValue).joined(separator: ", ")
                + ", joined by ';', or empty")
    }
}
