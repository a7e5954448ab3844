import DecobenchTestSupport
import MyBackgrounds
import XCTest

final class MyBackgroundsTests: XCTestCase {
    /// Scroll queries, jumps, batches, pinned and self-sizing frames over 20 seeded random data
    /// sets, both directions, both frame rules: every answer is the oracle's.
    func testMatchesTheOracle() throws {
        try StrategyCheck.check(MyBackgrounds.self)
    }

    /// The same strategy written in a file that imports Foundation (`DecorationBench.IndexPath`).
    func testTheCopyThatImportsFoundationMatchesTheOracle() throws {
        try StrategyCheck.check(MyBackgroundsByIndexPath.self)
    }

    /// The slower copy the gates are proved on draws what `MyBackgrounds` draws: only its time differs.
    func testTheCopyThatWalksTwiceMatchesTheOracle() throws {
        try StrategyCheck.check(WalksTwice.self)
    }

    /// The check can fail: a copy that drops a decoration is caught, naming what is missing.
    func testACopyThatDropsADecorationIsCaught() {
        XCTAssertThrowsError(try StrategyCheck.check(DropsTheLastDecoration<MyBackgrounds>.self)) { error in
            XCTAssertTrue(String(describing: error).contains(": missing "), "\(error)")
        }
    }
}
