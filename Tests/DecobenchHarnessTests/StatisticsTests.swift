import XCTest

@testable import DecobenchHarness

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
