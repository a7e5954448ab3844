import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// Self-sizing scrolls from the top, each frame driven as `UICollectionView` drives it (new
/// bounds, the cells that became visible measured in one pass, one batched context, `prepare()`,
/// the visible rect queried): after every frame each strategy's answer matches the brute-force
/// oracle, pinned headers and footers included (the odd seeds, whose sizes are off the pixel
/// grid, pin them: a moved section's pinned header must start from its natural frame), and the
/// layout's frames match a fresh layout of the data set with the sizes known so far (sizes and
/// cross-axis positions exactly; along the scroll axis within one pixel, since later sections
/// are moved by the change rather than placed and rounded again).
final class SelfSizingScrollOracleTests: XCTestCase {
    /// Scrolls `layout` from the top in steps of 60% of the view, at most `frames` frames,
    /// calling `check` after each.
    private func scroll(_ layout: AnyDecoratedLayout, frames: Int, _ check: (Int) -> Bool) {
        let vertical = layout.base.scrollDirection == .vertical
        let view = layout.base.dataSet.collectionViewSize
        let step = (vertical ? view.height : view.width) * 0.6
        for frame in 0..<frames {
            let offset = Double(frame) * step
            var bounds = layout.bounds
            bounds.origin = vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
            layout.moveBounds(to: bounds)
            layout.measureVisibleCells(in: layout.bounds)
            guard check(frame) else { return }
            let content = layout.collectionViewContentSize
            if offset > (vertical ? content.height : content.width) { return }
        }
    }

    func testEveryStrategyMatchesTheOracleAfterEveryFrame() {
        for direction in ScrollDirection.allCases {
            for kind in StrategyKind.allCases {
                for seed in 1...UInt64(60) {
                    var dataSet = RandomDataSets.makeSelfSizing(seed: seed, direction: direction, onGrid: seed % 2 == 0)
                    if seed % 2 == 1 { dataSet = RandomDataSets.pinned(dataSet, seed: seed) }
                    let layout = kind.makeLayout(dataSet: dataSet)
                    layout.prepare()
                    var rng = SplitMix64(seed: seed ^ 0x5C1F)
                    scroll(layout, frames: 24) { frame in
                        for rect in [
                            layout.bounds,
                            RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout.base),
                        ] {
                            let got = BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect))
                            let expected = BruteForceOracle.answer(
                                of: layout.base, strategy: kind, rule: .standard, in: rect)
                            if let problem = Self.difference(got, expected, in: rect) {
                                XCTFail("\(kind) \(direction) seed \(seed) frame \(frame) rect \(rect): \(problem)")
                                return false
                            }
                        }
                        return true
                    }
                }
            }
        }
    }

    func testFramesMatchAFreshLayoutOfTheSizesKnownSoFar() {
        var measuredFrames = 0
        for direction in ScrollDirection.allCases {
            for seed in 1...UInt64(200) {
                // A fixed estimate: with "automatic", sections no cell of which changed keep the
                // mean they were laid out at (rule 5), which a fresh layout would not.
                let ds = RandomDataSets.makeSelfSizing(seed: seed, direction: direction, automatic: false)
                let layout = StrategyKind.none.makeLayout(dataSet: ds)
                layout.prepare()
                let pixel = 1 / ds.screenScale + 1e-9
                scroll(layout, frames: 24) { frame in
                    let base = layout.base
                    let fresh = FlowLayout(
                        dataSet: SelfSizingReference.plain(ds, measured: base.isMeasured, reports: []))
                    fresh.prepare()
                    if base.measuredCellCount > 0 { measuredFrames += 1 }
                    let label = "\(direction) seed \(seed) frame \(frame)"
                    for s in 0..<fresh.numberOfSections {
                        for i in 0..<fresh.numberOfItems(inSection: s) {
                            let path = IndexPath(item: i, section: s)
                            let got = base.frameForItem(at: path), want = fresh.frameForItem(at: path)
                            let mainOff = direction == .vertical ? abs(got.minY - want.minY) : abs(got.minX - want.minX)
                            let crossSame = direction == .vertical ? got.minX == want.minX : got.minY == want.minY
                            if got.size != want.size || !crossSame || mainOff > pixel {
                                XCTFail("\(label) item \(path): \(got), fresh layout \(want)")
                                return false
                            }
                        }
                    }
                    let length = { (l: FlowLayout) in
                        direction == .vertical ? l.collectionViewContentSize.height : l.collectionViewContentSize.width
                    }
                    XCTAssertEqual(length(base), length(fresh), accuracy: 1e-6, label)
                    return true
                }
            }
        }
        XCTAssertGreaterThan(measuredFrames, 500, "frames after a measurement")
    }

    /// On a frame that measured changed cells, the careful strategies compute again only the
    /// decorations of the sections laid out again (the rest are moved); linear all of them.
    func testCarefulStrategiesRecomputeOnlyTheMeasuredSections() {
        let dataSet = Preset.selfSizing.make(items: 2_000, seed: 3)
        for kind in [StrategyKind.linear, .binarySearch, .intervalTree, .augmentedList] {
            // The exact rule: its frames move by whole pixels (`movesExactly(rule:)`).
            let layout = kind.makeLayout(dataSet: dataSet, frameRule: .exact)
            layout.prepare()
            let all = BruteForceOracle.sectionDecorations(of: layout.base, rule: .exact)
            var changedFrames = 0
            var before = layout.decorationsRecomputed, generation = layout.base.geometryGeneration
            scroll(layout, frames: 40) { frame in
                defer { (before, generation) = (layout.decorationsRecomputed, layout.base.geometryGeneration) }
                guard layout.base.geometryGeneration != generation else {
                    XCTAssertEqual(
                        layout.decorationsRecomputed, before,
                        "\(kind) frame \(frame): nothing measured, nothing computed")
                    return true
                }
                changedFrames += 1
                let sections = Set(layout.base.lastRemeasure?.sections ?? [])
                let expected =
                    kind == .linear ? all.count : all.filter { sections.contains($0.key.indexPath.section) }.count
                XCTAssertEqual(
                    layout.decorationsRecomputed - before, expected,
                    "\(kind) frame \(frame) sections \(sections.sorted())")
                return true
            }
            XCTAssertGreaterThan(changedFrames, 5, "\(kind): frames that measured changed cells")
        }
    }

    /// The answers must hold the same elements with the same frames, to the last bit (a
    /// decoration moved by one addition is moved only where that gives the frame computed
    /// afresh: ``ExactGrid``). `nil` when they agree.
    static func difference(
        _ got: [BruteForceOracle.Expected], _ expected: [BruteForceOracle.Expected],
        in rect: Rect
    ) -> String? {
        let mine = Dictionary(got.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(expected.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        guard mine.count == got.count else { return "duplicate elements" }
        for (key, e) in theirs {
            guard let g = mine[key] else { return "missing \(e)" }
            if g.frame != e.frame || g.zIndex != e.zIndex { return "\(g), expected \(e)" }
        }
        for (key, g) in mine where theirs[key] == nil { return "extra \(g)" }
        return nil
    }
}
