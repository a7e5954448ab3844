import DecobenchHarnessFixtures
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

final class CSVTableTests: XCTestCase {
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
        var row = ResultRow.fixture(strategy: .intervalTree, median: 123.4, ratio: 1.2)
        var simulated = row
        simulated.strategy = .cached
        simulated.simulation = CollectionViewSimulator.Report()
        simulated.simulation?.frames = 7
        simulated.simulation?.lateDecorations = 2
        let parsed = try ResultRow.rows(
            from: CSVTable.parse(ResultRow.table([row, simulated]).render(), source: "x"), source: "x")
        XCTAssertEqual(parsed, [row, simulated])
        row.simulation = nil
        XCTAssertNil(parsed[0].simulation)
    }
}
