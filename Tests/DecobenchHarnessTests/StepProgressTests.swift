import XCTest

@testable import DecobenchHarness

/// `batches` and `simulate`'s progress: one line per step, numbered in the whole command.
final class StepProgressTests: XCTestCase {
    func testLinesNumberEveryStepAndEstimateFromTheSecond() {
        var progress = StepProgress(steps: 3)
        let lines = ["a", "b", "c"].map { progress.starting($0) }
        XCTAssertEqual(lines.map { $0.prefix(5) }, ["[1/3,", "[2/3,", "[3/3,"])
        XCTAssertFalse(lines[0].contains("left"), "no rate before a step has run: \(lines[0])")
        XCTAssertTrue(lines[1].hasSuffix("left] b"), lines[1])
    }
}
