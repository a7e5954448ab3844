import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// Rule 6's two views of a self-sizing data set, on seeded random data sets, vertical and
/// horizontal: with every cell measured, the frames of the same data set with the sizes for
/// layout (``SelfSizingReference``) as plain item sizes; with none measured, every item at the
/// effective estimate. Through every strategy too, so decorations follow the measured cells.
final class SelfSizingFrameTests: XCTestCase {
    private static let seeds: ClosedRange<UInt64> = 1...250

    /// Every base element of a layout, in the oracle's order.
    private func elements(_ layout: FlowLayout) -> [BruteForceOracle.Expected] {
        BruteForceOracle.baseElements(of: layout, in: everything(layout))
    }

    private func everything(_ layout: FlowLayout) -> Rect {
        let content = layout.collectionViewContentSize
        return Rect(x: -10_000, y: -10_000, width: content.width + 20_000, height: content.height + 20_000)
    }

    private func check(measured: Bool, file: StaticString = #filePath, line: UInt = #line) {
        for direction in ScrollDirection.allCases {
            for seed in Self.seeds {
                let ds = RandomDataSets.makeSelfSizing(seed: seed, direction: direction)
                let layout = FlowLayout(dataSet: ds)
                layout.prepare()
                if measured { layout.measureAllCells() }
                let reports = measured ? SelfSizingReference.allReports(ds) : []
                let plain = FlowLayout(
                    dataSet: SelfSizingReference.plain(ds, measured: { _ in measured }, reports: reports))
                plain.prepare()
                let label = "\(direction) seed \(seed) measured \(measured) estimate \(ds.estimatedItemSize!)"
                XCTAssertEqual(
                    layout.collectionViewContentSize, plain.collectionViewContentSize, label, file: file, line: line)
                guard elements(layout) == elements(plain) else {
                    let diff = zip(elements(layout), elements(plain)).first { $0 != $1 }
                    return XCTFail("\(label): first difference \(String(describing: diff))", file: file, line: line)
                }
            }
        }
    }

    func testEveryCellMeasuredGivesThePlainLayoutOfTheMeasuredSizes() {
        check(measured: true)
    }

    func testNoCellMeasuredGivesEveryItemAtTheEstimate() {
        check(measured: false)
    }

    func testStrategiesDecorateTheMeasuredCells() {
        for direction in ScrollDirection.allCases {
            for seed in 1...UInt64(40) {
                let ds = RandomDataSets.makeSelfSizing(seed: seed, direction: direction)
                let plain = FlowLayout(
                    dataSet: SelfSizingReference.plain(
                        ds, measured: { _ in true },
                        reports: SelfSizingReference.allReports(ds)))
                plain.prepare()
                for kind in StrategyKind.allCases {
                    let layout = kind.makeLayout(dataSet: ds)
                    layout.prepare()
                    layout.measureAllCells()
                    let rect = everything(plain)
                    let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect)))
                    let expected = Set(BruteForceOracle.answer(of: plain, strategy: kind, rule: .standard, in: rect))
                    if got != expected {
                        let missing = expected.subtracting(got).sorted { $0.key < $1.key }.prefix(3)
                        let extra = got.subtracting(expected).sorted { $0.key < $1.key }.prefix(3)
                        return XCTFail(
                            "\(kind) \(direction) seed \(seed): missing \(Array(missing)), extra \(Array(extra))")
                    }
                }
            }
        }
    }

    func testRandomDataSetsReachTheRuleTwoCorners() {
        var rejected = 0, accepted = 0, automatic = 0
        for direction in ScrollDirection.allCases {
            for seed in Self.seeds {
                let ds = RandomDataSets.makeSelfSizing(seed: seed, direction: direction)
                if ds.estimatedItemSize == .automatic { automatic += 1 }
                let available = SelfSizingReference.available(ds)
                for size in SelfSizingReference.allReports(ds) {
                    if (direction == .vertical ? size.width : size.height) < available {
                        accepted += 1
                    } else {
                        rejected += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(rejected, 50, "measured sizes at least as wide as the available width")
        XCTAssertGreaterThan(accepted, 1_000)
        XCTAssertGreaterThan(automatic, 50)
    }
}
