import DecorationBench
import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness

/// Run CSVs doctored row by row and column by column, as a merge or a hand edit would leave
/// them, through compare's reader. The columns come
/// from `decobench list --format json` (``ListCommand/Lists``), so a new column is doctored too.
final class CompareFuzzTests: XCTestCase {
    private let lists = ListCommand.Lists()
    /// The run CSV's columns, in order, as the listing gives them (`csv.run.columns`).
    private var columns: [String] { lists.csv["run"]?.columns.map(\.name) ?? [] }
    private let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../results/quick-baseline.csv").path

    /// What compare makes of `lines` as the current run against the baseline: its verdict
    /// lines, or the error it refuses them with.
    private func compare(_ lines: [[String]]) throws -> Result<[String], CLIError> {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("decobench-doctored-\(getpid()).csv")
            .path
        try (lines.map { $0.map(CSVTable.quote).joined(separator: ",") }.joined(separator: "\n") + "\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let report = try Comparison(
                baseline: try ResultRow.read(base), current: try ResultRow.read(path), threshold: 0.1)
            return .success(report.lines.map { "\($0.verdict.rawValue) \($0.key) \($0.detail)" })
        } catch let error as CLIError {
            return .failure(error)
        }
    }

    private func table() throws -> [[String]] {
        let parsed = try CSVTable.parse(String(contentsOfFile: base, encoding: .utf8), source: base)
        XCTAssertEqual(parsed.header, columns, "the baseline has every column the list names")
        return [parsed.header] + parsed.rows
    }

    private func assertRefused(
        _ outcome: Result<[String], CLIError>, naming parts: [String], _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard case .failure(let error) = outcome else { return XCTFail("\(context): accepted", file: file, line: line) }
        for part in parts where !error.description.contains(part) {
            XCTFail("\(context): '\(part)' not in \(error)", file: file, line: line)
        }
    }

    /// Each row duplicated (another counter), dropped and swapped with the next.
    func testRowByRow() throws {
        let csv = try table()
        let clean = try compare(csv).get()
        let examined = csv[0].firstIndex(of: "examined_per_query")!
        for r in 1..<csv.count {
            var repeated = csv
            repeated.insert(csv[r], at: r + 1)
            repeated[r + 1][examined] = "12345"
            assertRefused(
                try compare(repeated), naming: ["doctored", "row \(r + 2) measures what row \(r + 1) does"],
                "row \(r) repeated")
            var dropped = csv
            dropped.remove(at: r)
            let verdicts = try compare(dropped).get()
            XCTAssertEqual(verdicts.filter { $0.hasPrefix("MISSING") }.count, 1, "row \(r) dropped: fails as missing")
            XCTAssertFalse(
                verdicts.contains { $0.hasPrefix("SLOWER") || $0.hasPrefix("COUNTER UP") }, "row \(r) dropped")
            guard r + 1 < csv.count else { continue }
            var swapped = csv
            swapped.swapAt(r, r + 1)
            XCTAssertEqual(try compare(swapped).get(), clean, "rows \(r) and \(r + 1) swapped: the same verdicts")
        }
        print("doctored: \(3 * (csv.count - 1) - 1) row cases")
    }

    /// Each column duplicated, dropped, swapped with the next (header and cells), and each
    /// numeric column given non-finite and negative values.
    func testColumnByColumn() throws {
        let csv = try table()
        let clean = try compare(csv).get()
        var cases = 0
        for (c, name) in columns.enumerated() {
            let column = ResultRow.schema.columns.first { $0.name == name }!
            assertRefused(
                try compare(csv.map { $0 + [$0[c]] }), naming: ["row 1", "column '\(name)' appears twice"],
                "\(name) repeated")
            let dropped = try compare(csv.map { row in row.enumerated().filter { $0.offset != c }.map(\.element) })
            if column.mayBeAbsent {
                // Absent alone, or refused because a column it goes with is still there.
                if case .failure(let error) = dropped {
                    XCTAssertTrue(error.description.contains(", as "), "\(name): \(error)")
                }
            } else {
                assertRefused(dropped, naming: ["missing column '\(name)'"], "\(name) dropped")
            }
            if c + 1 < csv[0].count {
                XCTAssertEqual(
                    try compare(
                        csv.map {
                            var row = $0; row.swapAt(c, c + 1); return row
                        }
                    ).get(), clean, "\(name) swapped")
            }
            cases += 3
            guard column.isNumber else { continue }
            for value in ["nan", "inf", "-inf", "1e999", "-1", "0x10", ""] {
                var doctored = csv
                doctored[2][c] = value
                let outcome = try compare(doctored)
                cases += 1
                // An empty cell or -1 is valid in some columns (no ratio, no simulation, an unknown retained size).
                if value.isEmpty || value == "-1", case .success = outcome { continue }
                assertRefused(outcome, naming: ["row 3", name], "\(name) = '\(value)'")
            }
        }
        print("doctored: \(cases) column cases")
    }

    /// Within a row, each pair of an ordered list (percentiles, a figure and its interval)
    /// crossed, and each figure moved far outside its list: refused, naming the row and column.
    func testFiguresOutOfTheirOwnOrder() throws {
        let csv = try table()
        var cases = 0
        for list in ResultRow.schema.ordered {
            let indices = list.map { csv[0].firstIndex(of: $0)! }
            for r in 1..<min(csv.count, 25) {
                for (a, b) in zip(indices, indices.dropFirst()) {
                    guard let x = Double(csv[r][a]), let y = Double(csv[r][b]), x < y else { continue }
                    var crossed = csv
                    crossed[r].swapAt(a, b)
                    // Refused on this list, or on another that the swap also breaks (a median below its minimum).
                    let outcome = try compare(crossed)
                    assertRefused(outcome, naming: ["row \(r + 1)"], "\(csv[0][a]) crossed")
                    if case .failure(let error) = outcome {
                        XCTAssertTrue([csv[0][a], csv[0][b]].contains { error.description.contains($0) }, "\(error)")
                    }
                    cases += 1
                }
                for (i, c) in indices.enumerated() where !csv[r][c].isEmpty {
                    var far = csv
                    far[r][c] = i == 0 ? "1e300" : "0"
                    let values = indices.map { Double(far[r][$0]) }
                    let violated = values.indices.contains { i in
                        values[(i + 1)...].contains { j in values[i].map { v in j.map { v > $0 } ?? false } ?? false }
                    }
                    let outcome = try compare(far)
                    if violated {
                        assertRefused(outcome, naming: ["row \(r + 1)"], "\(csv[0][c]) = \(far[r][c])")
                    } else if case .failure(let error) = outcome {
                        XCTFail("\(csv[0][c]) = \(far[r][c]) keeps the order, yet: \(error)")
                    }
                    cases += 1
                }
            }
        }
        print("doctored: \(cases) order cases")
        XCTAssertGreaterThan(cases, 100)
    }
}
