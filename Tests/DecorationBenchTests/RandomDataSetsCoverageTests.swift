import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// The 400 seeds of `FlowLayoutReferenceTests` really reach every corner of the flow-layout rules: a
/// comparison that never meets a corner cannot catch a mistake there. Counts data sets (not
/// sections) per corner, as the reference saw them, and asserts a floor for each.
final class RandomDataSetsCoverageTests: XCTestCase {
    /// The data sets of the 400 seeds, with the corners the reference met in each.
    private func survey() -> [(ds: DataSet, cases: Set<ReferenceFlowLayout.Case>)] {
        (UInt64(1)...400).map { seed in
            let ds = RandomDataSets.make(seed: seed)
            return (ds, ReferenceFlowLayout.frames(ds).cases)
        }
    }

    func testTheGeneratorReachesEveryCornerOfTheRules() {
        let all = survey()
        // More than this many of the 400 data sets reach each corner. Seen when written (of 400):
        // grid 330, line 286, empty section 165, equal-sized list 161, fewer than fit 209, lone grid
        // item 152, negative centring 153, early wrap 21, over-wide first item 122, lone line 258,
        // clamped lone line 191, complete by equality 37, left-aligned last line 123, fractional
        // input 356, rounding moved an origin 351.
        let floors: [ReferenceFlowLayout.Case: Int] = [
            .gridPath: 200, .linePath: 200, .emptySection: 80, .equalSizedList: 80, .fewerThanFit: 100,
            .loneGridItem: 80, .gridCentredNegative: 80, .gridWrapsEarly: 10, .overWideFirstItem: 60,
            .loneLine: 120, .loneLineClamped: 100, .lastLineCompleteByEquality: 20, .lastLineLeftAligned: 60,
            .fractionalInput: 250, .roundingMoved: 250,
        ]
        XCTAssertEqual(Set(floors.keys), Set(ReferenceFlowLayout.Case.allCases), "a floor for every corner")
        for (corner, floor) in floors.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            let count = all.filter { $0.cases.contains(corner) }.count
            XCTAssertGreaterThan(count, floor, "\(corner): \(count) of 400 data sets")
        }
    }

    func testTheGeneratorCoversBothDirectionsEachScaleAndBothPathsInEachDirection() {
        let all = survey()
        for direction in ScrollDirection.allCases {
            let sets = all.filter { $0.ds.scrollDirection == direction }
            XCTAssertGreaterThan(sets.count, 150, "\(direction)")
            for path in [ReferenceFlowLayout.Case.gridPath, .linePath, .overWideFirstItem, .fractionalInput] {
                XCTAssertGreaterThan(sets.filter { $0.cases.contains(path) }.count, 30, "\(direction) \(path)")
            }
        }
        for scale in [1.0, 2.0, 3.0] {
            let sets = all.filter { $0.ds.screenScale == scale }
            XCTAssertGreaterThan(sets.count, 100, "screen scale \(scale)")
            XCTAssertGreaterThan(
                sets.filter { $0.cases.contains(.roundingMoved) }.count, 30, "rounding at scale \(scale)")
        }
        XCTAssertGreaterThan(
            all.filter { !$0.ds.separators.isEmpty && $0.cases.contains(.roundingMoved) }.count, 50,
            "separators over rounded frames")
    }

    /// Counts per corner, printed so a reader can see what the floors above stand on.
    func testPrintTheSurvey() {
        let all = survey()
        for corner in ReferenceFlowLayout.Case.allCases {
            print("coverage \(corner): \(all.filter { $0.cases.contains(corner) }.count) of 400")
        }
    }
}
