import DecorationBench
import DecorationStrategies
import Foundation

/// CSV as pure functions: rows in, RFC 4180 text out, and back. Writing to files happens
/// elsewhere, so these can be tested on strings.
package struct CSVTable: Equatable {
    package var header: [String]
    package var rows: [[String]]

    package init(header: [String], rows: [[String]]) {
        (self.header, self.rows) = (header, rows)
    }

    /// The table as text: a header line, one line per row, fields quoted only when they hold a
    /// comma, a quote or a line break.
    package func render() -> String {
        var text = ""
        for fields in [header] + rows {
            text += Self.line(fields) + "\n"
        }
        return text
    }

    /// The table for a person: each column right-aligned to its widest cell, cells separated by
    /// a space, a line break after every line.
    package func aligned() -> String {
        let widths = header.indices.map { c in max(header[c].count, rows.map { $0[c].count }.max() ?? 0) }
        return ([header] + rows).map { line in
            zip(line, widths).map { $0.leftPadding($1) }.joined(separator: " ") + "\n"
        }.joined()
    }

    /// One line of fields, without its line break: for a command that prints rows as it makes them.
    package static func line(_ fields: [String]) -> String {
        fields.map(quote).joined(separator: ",")
    }

    package static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Parses CSV text; the first record is the header.
    ///
    /// - Throws: `CLIError` naming the line of an unterminated quote or a row whose field count
    ///   differs from the header's.
    package static func parse(_ text: String, source: String) throws -> CSVTable {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var chars = Array(text.unicodeScalars)[...]
        // A byte-order mark, as spreadsheet programs write it, is not part of the first column's name.
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        while let c = chars.popFirst() {
            if inQuotes {
                if c == "\"" {
                    if chars.first == "\"" {
                        chars.removeFirst(); field.unicodeScalars.append("\"")
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"": inQuotes = true
            case ",": record.append(field); field = ""
            // A lone CR ends a line as LF does (classic Mac line ends); in CRLF the LF ends it.
            case "\r" where chars.first == "\n": break
            case "\n", "\r":
                record.append(field); field = ""
                records.append(record); record = []
                line += 1
            default: field.unicodeScalars.append(c)
            }
        }
        if inQuotes { throw CLIError("\(source): unterminated quoted field at line \(line)") }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        guard let header = records.first else { throw CLIError("\(source): empty file; expected a CSV header row") }
        let rows = Array(records.dropFirst())
        for (i, row) in rows.enumerated() where row.count != header.count {
            throw CLIError("\(source): row \(i + 2) has \(row.count) fields, the header has \(header.count)")
        }
        return CSVTable(header: header, rows: rows)
    }
}
