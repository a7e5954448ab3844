import XCTest

@testable import DecorationBench

/// What `section-search` relies on and promises beyond the oracle comparisons every strategy
/// goes through: no batch widens the data set's decoration reach (so a batch need not look at
/// configurations), and a query examines only the sections whose bodies, widened by the reach,
/// meet the rect.
final class SectionSearchTests: XCTestCase {
    func testNoBatchWidensTheReach() throws {
        for direction in ScrollDirection.allCases {
            for seed in 1...UInt64(80) {
                var ds = RandomDataSets.make(seed: seed, direction: direction)
                var rng = SplitMix64(seed: seed ^ 0x5EA7)
                for b in 0..<8 {
                    let before = DecorationReach(of: ds)
                    ds = try BatchUpdate.random(for: ds, rng: &rng).applied(to: ds).dataSet
                    let after = DecorationReach(of: ds)
                    XCTAssertLessThanOrEqual(after.leading, before.leading, "\(direction) seed \(seed) batch \(b)")
                    XCTAssertLessThanOrEqual(after.trailing, before.trailing, "\(direction) seed \(seed) batch \(b)")
                }
            }
        }
    }

    /// The reach covers every decoration: each lies within its section's body widened by it.
    func testEveryDecorationLiesWithinItsBodyWidenedByTheReach() {
        for direction in ScrollDirection.allCases {
            for rule in [FrameRule.exact, .firstLast] {
                for seed in 1...UInt64(80) {
                    let ds = RandomDataSets.make(seed: seed, direction: direction)
                    let layout = FlowLayout(dataSet: ds)
                    layout.prepare()
                    let reach = DecorationReach(of: ds)
                    for d in BruteForceOracle.sectionDecorations(of: layout, rule: rule) {
                        let g = layout.sectionGeometry(d.key.indexPath.section)
                        let eps = 1e-9 * max(1, abs(g.bodyEnd)) + DecorationReach.rounding
                        XCTAssertGreaterThanOrEqual(
                            d.frame.minMain(direction), g.bodyStart - reach.leading - eps, "\(rule) seed \(seed) \(d)")
                        XCTAssertLessThanOrEqual(
                            d.frame.maxMain(direction), g.bodyEnd + reach.trailing + eps, "\(rule) seed \(seed) \(d)")
                    }
                }
            }
        }
    }

    /// A query looks at the two decorations of each section whose widened body meets the rect,
    /// not at the sections before it: flat in the size of the data set.
    func testAQueryExaminesOnlyTheSectionsWithinReach() {
        for preset in [Preset.grid, .overlapping, .mixed, .hugeSections] {
            let ds = preset.make(items: 20_000, seed: 5)
            let layout = StrategyKind.sectionSearch.makeLayout(dataSet: ds)
            layout.prepare()
            let base = layout.base, reach = DecorationReach(of: ds)
            for offset in [0.0, 0.3, 0.7, 0.95] {
                let rect = Workload.viewport(base, at: offset * base.collectionViewContentSize.height)
                let before = layout.decorationsExamined
                _ = layout.layoutAttributesForElements(in: rect)
                let within = (0..<base.numberOfSections).filter { s in
                    let g = base.sectionGeometry(s)
                    let slack = DecorationReach.rounding + 1e-6
                    return g.itemCount > 0 && g.bodyEnd + reach.trailing + slack >= rect.minY
                        && g.bodyStart - reach.leading - slack <= rect.maxY
                }
                XCTAssertLessThanOrEqual(
                    layout.decorationsExamined - before, 2 * within.count, "\(preset) at \(offset)")
                XCTAssertGreaterThan(layout.decorationsExamined - before, 0, "\(preset) at \(offset)")
            }
        }
    }
}
