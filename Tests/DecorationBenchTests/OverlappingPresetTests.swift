import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// The `overlapping` preset overlaps for real, and that is where the structures part ways:
/// `binary-search`'s window widens to the longest decoration, `augmented-list` moves the long
/// ones aside and keeps examining only what it returns (deterministic counters, not time).
final class OverlappingPresetTests: XCTestCase {
    private let dataSet = Preset.overlapping.make(items: 20_000, seed: 3)

    func testDecorationsOverlapTheirNeighboursAndSomeSpanDozensOfSections() throws {
        let layout = FlowLayout(dataSet: dataSet)
        layout.prepare()
        let sections = layout.numberOfSections
        var spanning = 0
        for s in 0..<sections {
            let background = try XCTUnwrap(DecorationFrames.frame(.background, ofSection: s, in: layout, rule: .exact))
            let badge = try XCTUnwrap(
                DecorationFrames.frame(.badge, ofSection: s, in: layout, rule: .exact), "section \(s) has no badge")
            XCTAssertTrue(background.intersects(badge), "section \(s): the badge is not over the background")
            if s > 0 {
                XCTAssertLessThan(
                    background.minY, layout.sectionGeometry(s - 1).mainEnd, "section \(s) does not reach back")
            }
            if s + 1 < sections {
                XCTAssertGreaterThan(
                    background.maxY, layout.sectionGeometry(s + 1).mainStart, "section \(s) does not reach on")
            }
            let covered = (0..<sections).filter {
                let g = layout.sectionGeometry($0)
                return g.mainStart < background.maxY && background.minY < g.mainEnd
            }.count
            if covered > 12 { spanning += 1 }
        }
        XCTAssertEqual(spanning, sections / 200, "every 200th section's background spans more than 12 sections")
    }

    func testTheListSetsLongDecorationsAsideAndExaminesLittleBeyondItsAnswer() throws {
        var examined: [StrategyKind: Double] = [:]
        var returned = 0.0
        for kind in [StrategyKind.binarySearch, .augmentedList] {
            let layout = kind.makeLayout(dataSet: dataSet)
            layout.prepare()
            let height = layout.collectionViewContentSize.height
            let rects = stride(from: 0.0, to: height - 844, by: 50).map { Rect(x: 0, y: $0, width: 390, height: 844) }
            var decorations = 0
            for rect in rects {
                decorations += layout.layoutAttributesForElements(in: rect).filter { $0.category == .decoration }.count
            }
            examined[kind] = Double(layout.decorationsExamined) / Double(rects.count)
            returned = Double(decorations) / Double(rects.count)
        }
        let list = try XCTUnwrap(examined[.augmentedList]), binary = try XCTUnwrap(examined[.binarySearch])
        XCTAssertLessThan(list, returned + 2, "augmented-list examines what it returns, and little more")
        XCTAssertGreaterThan(binary, 5 * returned, "binary-search's window spans the longest decoration")
    }
}
