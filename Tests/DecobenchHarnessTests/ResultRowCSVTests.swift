import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// The run CSV's one schema: its columns, and `compare` refusing what it cannot read.
final class ResultRowCSVTests: XCTestCase {
    /// The columns as the reference run and the baselines have them: renaming or reordering one
    /// breaks every committed CSV and script, so it must be deliberate.
    func testColumnsKeepTheirNamesAndOrder() {
        XCTAssertEqual(
            ResultRow.schema.header,
            [
                "preset", "seed", "scroll_direction", "sections", "items", "strategy", "scenario", "allocator",
                "frame_rule",
                "samples", "median_ns", "p10_ns", "p90_ns", "p99_ns", "min_ns", "elements_per_query",
                "decorations_per_query",
                "examined_per_query", "allocations_per_query", "retained_bytes", "ratio_to_none", "ratio_to_linear",
                "build", "git_revision", "swift_version", "host", "cpu", "timestamp", "frames", "views_created",
                "views_reused", "configurations", "peak_views", "duplicate_decorations", "z_order_violations",
                "late_decorations", "stale_views", "ratio_to_none_ci_low", "ratio_to_none_ci_high", "median_ns_ci_low",
                "median_ns_ci_high", "flags", "kernel", "governor", "load_start", "load_end", "verified",
                "recomputed_per_query", "super_item_calls", "super_supplementary_calls", "super_element_queries",
                "super_size_and_count_calls",
            ])
        XCTAssertEqual(
            SimulationRow.schema.header,
            ["preset", "strategy"] + ResultRow.schema.header.dropLast(15).suffix(9)
                + ["over_pinned_headers", "stale_decorations", "missing_decorations"])
        XCTAssertEqual(
            ResultRow.schema.columns.filter(\.identifies).map(\.name),
            ["preset", "seed", "scroll_direction", "items", "strategy", "scenario", "allocator", "frame_rule"])
    }

    /// The committed baseline reads back and renders to the same text.
    func testTheQuickBaselineRoundTrips() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../results/quick-baseline.csv"
        ).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rows = try ResultRow.rows(from: CSVTable.parse(text, source: path), source: path)
        // Columns added after the baseline was refreshed render empty; the rest must be the file.
        let file = try CSVTable.parse(text, source: path)
        let rendered = ResultRow.table(rows)
        let kept = rendered.header.indices.filter { file.header.contains(rendered.header[$0]) }
        XCTAssertEqual(
            CSVTable(header: kept.map { rendered.header[$0] }, rows: rendered.rows.map { row in kept.map { row[$0] } })
                .render(), text)
        // The baseline refreshed on branch i10 (at ed9e9fb8ba25) predates main's augmented-list;
        // the merge keeps it until the baselines are refreshed (scripts/refresh-baselines.sh),
        // which gives a new revision and ends this skip.
        try XCTSkipIf(
            rows.first?.provenance.gitRevision == "ed9e9fb8ba25" && !rows.contains { $0.strategy == .augmentedList },
            "results/quick-baseline.csv predates augmented-list: refresh it with scripts/refresh-baselines.sh quick")
        XCTAssertEqual(
            rows.count,
            SweepPlan.quickPresets.count * SweepPlan.quickSizes.count * StrategyKind.allCases.count
                * SweepPlan.quickScenarios.count, "the quick sweep, every row")
        XCTAssertTrue(rows.contains { $0.simulation != nil } && rows.contains { $0.simulation == nil })
        XCTAssertFalse(rows[0].provenance.gitRevision.hasSuffix("-dirty"), "refreshed from a committed revision")
        XCTAssertNotNil(rows.first { $0.strategy == .intervalTree }?.ratioToNoneHigh, "with intervals")
    }

    /// The table with one cell of the second data row (row 3 of the file) replaced.
    private func doctored(_ column: String, _ value: String) -> CSVTable {
        var table = ResultRow.validTable()
        guard let index = table.header.firstIndex(of: column) else {
            XCTFail("no column \(column)")
            return table
        }
        table.rows[1][index] = value
        return table
    }

    private func readError(_ table: CSVTable) -> String? {
        do {
            _ = try ResultRow.rows(from: table, source: "run.csv")
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testEveryCellMustBeValid() {
        XCTAssertNil(readError(ResultRow.validTable()))
        let cases: [(column: String, value: String, expected: String)] = [
            ("ratio_to_none", "nan", "a finite number ≥ 0, or empty"),
            ("ratio_to_none", "-1.5", "a finite number ≥ 0, or empty"),
            ("examined_per_query", "nan", "a finite number ≥ 0"),
            ("allocations_per_query", "inf", "a finite number ≥ 0"),
            ("median_ns", "-3", "a finite number ≥ 0"),
            ("samples", "abc", "a whole number ≥ 1"),
            ("samples", "0", "a whole number ≥ 1"),
            ("seed", "abc", "a whole number in 0...18446744073709551615"),
            ("items", "-1", "a whole number ≥ 0"),
            ("strategy", "Fastest", "a strategy name (lowercase letters, digits and '-')"),
            ("scenario", "Scroll", "one of scroll, jump"),
            ("late_decorations", "nan", "a whole number ≥ 0"),
            ("late_decorations", "", "a count, as frames is one"),
            ("flags", "busy;slow", "names from below-floor, wide-ci, busy, joined by ';', or empty"),
            ("ratio_to_none_ci_low", "-1", "a finite number ≥ 0, or empty"),
        ]
        for (column, value, expected) in cases {
            let message = readError(doctored(column, value)) ?? "no error"
            XCTAssertTrue(
                message.hasPrefix("run.csv: row 3, column \(column): '\(value)' is not \(expected)"),
                "\(column)=\(value): \(message)")
        }
        // The simulator's other counts filled where the first is empty.
        XCTAssertEqual(
            readError(doctored("frames", "")), "run.csv: row 3, column views_created: '0' is not empty, as frames is")
    }

    func testAMissingColumnIsNamedButTheSimulatorsMayBeAbsent() throws {
        let table = ResultRow.validTable()
        func without(_ names: Set<String>) -> CSVTable {
            let keep = table.header.indices.filter { !names.contains(table.header[$0]) }
            return CSVTable(header: keep.map { table.header[$0] }, rows: table.rows.map { row in keep.map { row[$0] } })
        }
        XCTAssertEqual(
            readError(without(["elements_per_query"])),
            "run.csv: missing column 'elements_per_query'; is this a CSV that `\(Executable.name) run` wrote?")
        let simulator = Set(CollectionViewSimulator.Report.columns.map(\.name))
        let older = try ResultRow.rows(from: without(simulator), source: "run.csv")
        XCTAssertEqual(older.map(\.simulation), [nil, nil])
        // Runs from before the intervals, flags and machine state still read.
        let later: Set = [
            "ratio_to_none_ci_low", "ratio_to_none_ci_high", "median_ns_ci_low", "median_ns_ci_high", "flags",
            "kernel", "governor", "load_start", "load_end",
        ]
        let oldest = try ResultRow.rows(from: without(simulator.union(later)), source: "run.csv")
        XCTAssertEqual(oldest.map(\.ratioToNoneHigh), [nil, nil])
    }

}

/// A run's JSON is read by the library's parser, as data sets and batch files are: one error
/// style (line and column, or the field path), numbers kept as written.
final class RunJSONReadingTests: XCTestCase {
    func testErrorsNameTheLineAndColumnOrTheFieldPath() {
        let cases = [
            "{\"provenance\": {},\n \"rows\": [}":
                "run.json: not a run's JSON ({\"provenance\": {…}, \"rows\": [{…}]}) nor CSV: line 2, column 11: "
                + "invalid JSON",
            #"{"provenance": {}, "rows": [{"median_ns": [1]}]}"#:
                "rows[0].median_ns: an array, expected a string, a number or null",
            #"{"provenance": [], "rows": []}"#: "provenance: an array, expected an object",
            #"[1, 2]"#: "the top level is an array, not an object",
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try ResultRow.schema.table(json: text, source: "run.json"), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    func testNumbersKeepTheirTextAsWritten() throws {
        let table = try ResultRow.schema.table(
            json: #"{"provenance": {"seed": 18446744073709551615}, "rows": [{"items": 10000, "median_ns": 1.5e-7}]}"#,
            source: "run.json")
        XCTAssertEqual(table.header, ["seed", "items", "median_ns"])
        XCTAssertEqual(table.rows, [["18446744073709551615", "10000", "1.5e-7"]])
    }
}
