import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// What `section-search` relies on and promises beyond the oracle comparisons every strategy
/// goes through: no batch widens the data set's decoration reach (so a batch need not look at
/// configurations), and a query examines only the sections whose bodies, widened by the reach,
/// meet the rect.
final class SectionSearchTests: XCTestCase {
    /// A batch never widens the ordinary sections' reach, and the far sections it leaves are the
    /// old ones remapped plus the inserted far ones: what a fresh split of the new data set finds.
    func testNoBatchWidensTheReachAndTheFarSectionsFollowIt() throws {
        var farSeen = 0
        for direction in ScrollDirection.allCases {
            for seed in 1...UInt64(80) {
                var ds = Self.withFarSections(RandomDataSets.make(seed: seed, direction: direction), seed: seed)
                var rng = SplitMix64(seed: seed ^ 0x5EA7)
                var (ordinary, far) = FarReachingSections.split(ds)
                for b in 0..<8 {
                    let applied = try BatchUpdate.random(for: ds, rng: &rng).applied(to: ds)
                    ds = applied.dataSet
                    far.follow(applied.sections, ds)
                    let fresh = FarReachingSections.split(ds)
                    let context = "\(direction) seed \(seed) batch \(b)"
                    XCTAssertLessThanOrEqual(fresh.ordinary.leading, ordinary.leading, context)
                    XCTAssertLessThanOrEqual(fresh.ordinary.trailing, ordinary.trailing, context)
                    XCTAssertEqual(far.sections, fresh.far.sections, context)
                    XCTAssertLessThanOrEqual(fresh.far.reach.leading, far.reach.leading, context)
                    XCTAssertLessThanOrEqual(fresh.far.reach.trailing, far.reach.trailing, context)
                    ordinary = fresh.ordinary
                    farSeen += far.sections.count
                }
            }
        }
        XCTAssertGreaterThan(farSeen, 100, "far sections through the batches")
    }

    /// `dataSet` with about one section in five given a background inset reaching 300 to 3,000
    /// points into its neighbours: far sections, for the oracle tests of `section-search`.
    static func withFarSections(_ dataSet: DataSet, seed: UInt64) -> DataSet {
        var ds = dataSet, rng = SplitMix64(seed: seed ^ 0xFA2)
        for s in ds.sections.indices where rng.chance(0.2) {
            let reach = -rng.double(in: 300...3_000).rounded()
            ds.sections[s].decoration.background = true
            ds.sections[s].decoration.insets =
                ds.scrollDirection == .vertical
                ? EdgeInsets(top: reach, left: 0, bottom: rng.chance(0.5) ? reach : 0, right: 0)
                : EdgeInsets(top: 0, left: reach, bottom: 0, right: rng.chance(0.5) ? reach : 0)
        }
        return ds
    }

    /// The reach covers every decoration: each lies within its section's body widened by it.
    func testEveryDecorationLiesWithinItsBodyWidenedByTheReach() {
        for direction in ScrollDirection.allCases {
            for rule in [FrameRule.exact, .firstLast] {
                for seed in 1...UInt64(80) {
                    let ds = RandomDataSets.make(seed: seed, direction: direction)
                    let layout = FlowLayout(dataSet: ds)
                    layout.prepare()
                    let split = FarReachingSections.split(ds)
                    var reach = split.ordinary
                    reach.include(split.far.reach)
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

    /// A query looks at the two decorations of each section whose body, widened by the ordinary
    /// reach, meets the rect, and of each far section whose body, widened by the far reach,
    /// does: not at the sections before it, and not at every section within the far reach.
    func testAQueryExaminesOnlyTheSectionsWithinReach() {
        for preset in [Preset.grid, .overlapping, .mixed, .hugeSections] {
            let ds = preset.make(items: 20_000, seed: 5)
            let layout = StrategyKind.sectionSearch.makeLayout(dataSet: ds)
            layout.prepare()
            let (ordinary, far) = FarReachingSections.split(ds)
            let base = layout.base, slack = DecorationReach.rounding + 1e-6
            for offset in [0.0, 0.3, 0.7, 0.95] {
                let rect = Workload.viewport(base, at: offset * base.collectionViewContentSize.height)
                let before = layout.decorationsExamined
                _ = layout.layoutAttributesForElements(in: rect)
                func meets(_ g: SectionGeometry, _ reach: DecorationReach) -> Bool {
                    g.itemCount > 0 && g.bodyEnd + reach.trailing + slack >= rect.minY
                        && g.bodyStart - reach.leading - slack <= rect.maxY
                }
                let within = (0..<base.numberOfSections).filter { s in
                    meets(base.sectionGeometry(s), ordinary)
                        || (far.sections.contains(s) && meets(base.sectionGeometry(s), far.reach))
                }
                XCTAssertLessThanOrEqual(
                    layout.decorationsExamined - before, 2 * within.count, "\(preset) at \(offset)")
                XCTAssertGreaterThan(layout.decorationsExamined - before, 0, "\(preset) at \(offset)")
            }
        }
    }

    /// Scrolls and batches over random data sets with far sections, vertical and horizontal,
    /// under both frame rules: every answer matches the brute-force oracle.
    func testFarSectionsMatchTheOracleThroughQueriesAndBatches() throws {
        var farSections = 0
        for direction in ScrollDirection.allCases {
            for rule in [FrameRule.exact, .firstLast] {
                for seed in 1...UInt64(40) {
                    let ds = Self.withFarSections(RandomDataSets.make(seed: seed, direction: direction), seed: seed)
                    farSections += FarReachingSections.split(ds).far.sections.count
                    // Both strategies that find sections by the finder.
                    let kind = seed % 2 == 0 ? StrategyKind.sectionSearch : .sectionCache
                    let layout = kind.makeLayout(dataSet: ds, frameRule: rule)
                    layout.prepare()
                    var rng = SplitMix64(seed: seed ^ 0xFA57)
                    for step in 0..<12 {
                        if step % 3 == 2, let batching = layout as? any BatchUpdatingLayout {
                            try batching.performBatchUpdates(BatchUpdate.random(for: batching.dataSet, rng: &rng))
                            batching.finalizeCollectionViewUpdates()
                        }
                        let rect = RandomDataSets.rect(
                            &rng, content: layout.collectionViewContentSize, layout: layout.base)
                        let got = BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect))
                        let expected = BruteForceOracle.answer(
                            of: layout.base, strategy: kind, rule: rule, in: rect)
                        if let problem = SelfSizingScrollOracleTests.difference(got, expected, in: rect) {
                            return XCTFail(
                                "\(kind) \(direction) \(rule) seed \(seed) step \(step) rect \(rect): \(problem)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(farSections, 50, "far sections in the data sets")
    }

    /// `section-cache` releases every object it kept when it goes, those a jump made without
    /// filling their entries included.
    func testSectionCacheReleasesTheObjectsAJumpKept() {
        weak var jumped: LayoutAttributes?
        do {
            let ds = Preset.grid.make(items: 20_000, seed: 3)
            let layout = StrategyKind.sectionCache.makeLayout(dataSet: ds)
            layout.prepare()
            _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
            let far = Rect(x: 0, y: layout.collectionViewContentSize.height / 2, width: 390, height: 844)
            jumped = layout.layoutAttributesForElements(in: far).first { $0.category == .decoration }
            XCTAssertNotNil(jumped, "the jump returned a decoration")
        }
        XCTAssertNil(jumped, "the object a jump kept outlived its layout")
    }

    /// `section-cache` reads the prepared layout its jumps search without retaining it, so it
    /// keeps it, but only until an invalidation: the base layout lets go of its own then, and the
    /// old one must not live on while the next is built (at a million items, twice the memory).
    func testSectionCacheLetsGoOfThePreparedLayoutAtAnInvalidation() {
        let ds = Preset.grid.make(items: 20_000, seed: 3)
        let layout = StrategyKind.sectionCache.makeLayout(dataSet: ds)
        layout.prepare()
        weak var old: PreparedLayout?
        old = layout.base.prepared
        let far = Rect(x: 0, y: layout.collectionViewContentSize.height / 2, width: 390, height: 844)
        XCTAssertTrue(layout.layoutAttributesForElements(in: far).contains { $0.category == .decoration })
        layout.invalidateLayout()
        XCTAssertNil(old, "section-cache kept the prepared layout through an invalidation")
        layout.prepare()
        XCTAssertNil(OracleCheck.check(layout, name: "section-cache", seed: 5), "the queries after the new prepare()")
    }
}
