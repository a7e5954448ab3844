import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Every strategy against the brute-force oracle through pinned scrolls: each frame driven as
/// `UICollectionView` drives it (``AnyDecoratedLayout/moveBounds(to:)``: should-invalidate,
/// context, invalidate, new bounds, prepare), then the visible rect and a random rect queried;
/// now and then the data set replaced mid-scroll. Also the work each strategy's `prepare()` does
/// on a frame that invalidates only pinned headers.
final class PinnedScrollOracleTests: XCTestCase {
    private func check(
        _ kind: StrategyKind, direction: ScrollDirection, seeds: ClosedRange<UInt64>,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (frames: Int, boundsOnly: Int) {
        var counted = (frames: 0, boundsOnly: 0)
        for seed in seeds {
            let layout = kind.makeLayout(dataSet: RandomDataSets.makePinned(seed: seed, direction: direction))
            layout.prepare()
            var rng = SplitMix64(seed: seed ^ 0x5C01)
            var bounds = RandomDataSets.bounds(&rng, layout: layout.base)
            for frame in 0..<16 {
                if frame == 10, rng.chance(0.3) {
                    layout.dataSet = RandomDataSets.makePinned(seed: seed &+ 77, direction: direction)
                    layout.prepare()
                }
                bounds = RandomDataSets.nextBounds(&rng, after: bounds, direction: direction)
                let context = layout.base.isPrepared ? layout.invalidationContext(forBoundsChange: bounds) : nil
                let before = layout.decorationsRecomputed
                let invalidated = layout.moveBounds(to: bounds)
                let label = "\(kind) \(direction) seed \(seed) frame \(frame) bounds \(bounds)"
                if invalidated, let context, context.invalidatesOnlySupplementaryElements {
                    counted.boundsOnly += 1
                    let recomputed = layout.decorationsRecomputed - before
                    switch kind {
                    case .linear:
                        XCTAssertEqual(
                            recomputed, BruteForceOracle.sectionDecorations(of: layout.base, rule: .standard).count,
                            "\(label): linear rebuilds every decoration", file: file, line: line)
                    default:
                        XCTAssertEqual(
                            recomputed, 0, "\(label): no decoration work when only the bounds moved",
                            file: file, line: line)
                    }
                }
                let visible = layout.base.bounds
                for rect in [
                    visible, RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout.base),
                ] {
                    let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect)))
                    let expected = Set(
                        BruteForceOracle.answer(of: layout.base, strategy: kind, rule: .standard, in: rect))
                    if got != expected {
                        let missing = expected.subtracting(got).sorted { $0.key < $1.key }.prefix(4)
                        let extra = got.subtracting(expected).sorted { $0.key < $1.key }.prefix(4)
                        XCTFail(
                            "\(label) rect \(rect): missing \(Array(missing)), extra \(Array(extra))", file: file,
                            line: line)
                        return counted
                    }
                }
                counted.frames += 1
            }
        }
        return counted
    }

    func testEveryStrategyMatchesTheOracleThroughPinnedScrolls() {
        for direction in ScrollDirection.allCases {
            for kind in StrategyKind.allCases {
                let seeds: ClosedRange<UInt64> = direction == .vertical ? 1...80 : 3001...3080
                let counted = check(kind, direction: direction, seeds: seeds)
                XCTAssertGreaterThan(
                    counted.boundsOnly, counted.frames / 10,
                    "\(kind) \(direction): frames that move only pinned headers")
            }
        }
    }

    /// A contacts-style list scrolled a screen at a time: the careful strategies compute no
    /// decoration after the first `prepare()`; `linear` computes all of them on every frame.
    func testOnlyLinearRebuildsDecorationsWhileScrolling() {
        let ds = Preset.pinned.make(items: 2_000, seed: 1)
        for kind in StrategyKind.allCases {
            let layout = kind.makeLayout(dataSet: ds)
            layout.prepare()
            let first = layout.decorationsRecomputed
            var frames = 0
            for step in 1...50 {
                var bounds = layout.base.bounds
                bounds.origin.y = Double(step) * 37
                if layout.moveBounds(to: bounds) { frames += 1 }
            }
            XCTAssertEqual(frames, 50, "\(kind): every frame with a pinned header in view invalidates")
            let perFrame = Double(layout.decorationsRecomputed - first) / 50
            XCTAssertEqual(perFrame, kind == .linear ? Double(first) : 0, "\(kind)")
        }
    }
}
