import DecorationBench
import XCTest
@testable import DecobenchCLI

final class StatisticsTests: XCTestCase {
    func testPercentilesOnKnownSamples() {
        let s = Statistics((1...100).map(Double.init).reversed())
        XCTAssertEqual(s.count, 100)
        XCTAssertEqual(s.min, 1)
        XCTAssertEqual(s.median, 50.5, accuracy: 1e-12)
        XCTAssertEqual(s.p10, 10.9, accuracy: 1e-12)
        XCTAssertEqual(s.p90, 90.1, accuracy: 1e-12)
        XCTAssertEqual(s.p99, 99.01, accuracy: 1e-12)
        XCTAssertEqual(Statistics([7]).median, 7)
        XCTAssertEqual(Statistics([1, 3]).median, 2)
        XCTAssertEqual(Statistics.percentile([10, 20, 30, 40], 0.25), 17.5, accuracy: 1e-12)
    }
}

final class CSVTests: XCTestCase {
    func testRoundTripWithQuoting() throws {
        let table = CSVTable(header: ["a", "b", "c"], rows: [["1", "x,y", "say \"hi\""], ["", "line\nbreak", "3"]])
        let text = table.render()
        XCTAssertEqual(text, "a,b,c\n1,\"x,y\",\"say \"\"hi\"\"\"\n,\"line\nbreak\",3\n")
        XCTAssertEqual(try CSVTable.parse(text, source: "t"), table)
    }

    func testRejectsRaggedRowsAndOpenQuotes() {
        XCTAssertThrowsError(try CSVTable.parse("a,b\n1\n", source: "f.csv")) {
            XCTAssertTrue("\($0)".contains("f.csv: row 2 has 1 fields"), "\($0)")
        }
        XCTAssertThrowsError(try CSVTable.parse("a\n\"open\n", source: "f.csv"))
    }

    func testPlainDecimalHasNoExponent() {
        XCTAssertEqual(plainDecimal(137.5), "137.5")
        XCTAssertEqual(plainDecimal(3), "3")
        XCTAssertEqual(plainDecimal(0.00001234), "0.00001234")
        XCTAssertEqual(plainDecimal(1e20), "100000000000000000000")
        XCTAssertEqual(plainDecimal(2.345678, places: 2), "2.35")
    }

    func testResultRowsRoundTrip() throws {
        var row = CompareTests.row(strategy: .intervalTree, median: 123.4, ratio: 1.2)
        var simulated = row
        simulated.simulation = CollectionViewSimulator.Report()
        simulated.simulation?.frames = 7
        simulated.simulation?.lateDecorations = 2
        let parsed = try ResultRow.rows(from: CSVTable.parse(ResultRow.table([row, simulated]).render(), source: "x"), source: "x")
        XCTAssertEqual(parsed, [row, simulated])
        row.simulation = nil
        XCTAssertNil(parsed[0].simulation)
    }
}

final class CompareTests: XCTestCase {
    static func row(strategy: StrategyKind, median: Double, ratio: Double?, examined: Double = 10,
                    allocations: Double = 1) -> ResultRow {
        ResultRow(preset: "grid", seed: 42, scrollDirection: .vertical, sections: 10, items: 1000, strategy: strategy,
                  scenario: .scroll, allocator: .system, frameRule: .exact,
                  timing: Statistics(count: 9, min: median, p10: median, median: median, p90: median, p99: median),
                  counters: .init(elements: 20, decorations: 2, examined: examined, allocations: allocations),
                  retainedBytes: 1000, ratioToNone: ratio, ratioToLinear: nil,
                  provenance: Provenance(build: "release", gitRevision: "abc", swiftVersion: "6.3.1", host: "h", cpu: "c",
                                         timestamp: "t"))
    }

    func testSameRunIsNotARegression() throws {
        let rows = [Self.row(strategy: .none, median: 100, ratio: 1), Self.row(strategy: .linear, median: 300, ratio: 3)]
        XCTAssertEqual(try Comparison(baseline: rows, current: rows, threshold: 0.25).regressions, 0)
    }

    func testSlowerRatioIsARegressionAndFasterIsNot() throws {
        let base = [Self.row(strategy: .none, median: 100, ratio: 1), Self.row(strategy: .linear, median: 300, ratio: 3)]
        // The whole machine got 2x slower: ratios hold, no regression.
        let drift = [Self.row(strategy: .none, median: 200, ratio: 1), Self.row(strategy: .linear, median: 600, ratio: 3)]
        XCTAssertEqual(try Comparison(baseline: base, current: drift, threshold: 0.25).regressions, 0)
        let slower = [Self.row(strategy: .none, median: 100, ratio: 1), Self.row(strategy: .linear, median: 450, ratio: 4.5)]
        let verdict = try Comparison(baseline: base, current: slower, threshold: 0.25)
        XCTAssertEqual(verdict.regressions, 1)
        XCTAssertTrue(verdict.render(baselineName: "b", currentName: "c").contains("SLOWER"))
        let faster = [Self.row(strategy: .none, median: 100, ratio: 1), Self.row(strategy: .linear, median: 150, ratio: 1.5)]
        let better = try Comparison(baseline: base, current: faster, threshold: 0.25)
        XCTAssertEqual(better.regressions, 0)
        XCTAssertEqual(better.improvements, 1)
    }

    func testSimulatorCountsAreComparedExactly() throws {
        var base = Self.row(strategy: .cached, median: 100, ratio: 1)
        base.simulation = CollectionViewSimulator.Report()
        var worse = base
        worse.simulation?.lateDecorations = 3
        let verdict = try Comparison(baseline: [base], current: [worse], threshold: 10)
        XCTAssertEqual(verdict.regressions, 1)
        XCTAssertTrue(verdict.render(baselineName: "b", currentName: "c").contains("late decorations 0 -> 3"))
    }

    func testCountersAreComparedExactly() throws {
        let base = [Self.row(strategy: .cached, median: 100, ratio: 1, examined: 3, allocations: 1)]
        let more = [Self.row(strategy: .cached, median: 100, ratio: 1, examined: 3, allocations: 2)]
        XCTAssertEqual(try Comparison(baseline: base, current: more, threshold: 10).regressions, 1)
        let fewer = [Self.row(strategy: .cached, median: 100, ratio: 1, examined: 2, allocations: 1)]
        XCTAssertEqual(try Comparison(baseline: base, current: fewer, threshold: 10).regressions, 0)
    }
}
