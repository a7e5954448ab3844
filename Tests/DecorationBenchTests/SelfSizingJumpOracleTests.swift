import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// Self-sizing frames that jump (to random offsets, up as well as down) instead of scrolling
/// from the top: cells are measured out of order, so the careful strategies' stores move their
/// pending move back as well as forward, and `augmented-list` writes past its limit and builds
/// its list again. After every frame each strategy's answer matches the brute-force oracle.
final class SelfSizingJumpOracleTests: XCTestCase {
    /// Moves `layout`'s bounds to `frames` random offsets, measuring the cells that became
    /// visible on each, and calls `check` after each.
    private func jump(
        _ layout: AnyDecoratedLayout, frames: Int, rng: inout SplitMix64, _ check: (Int, inout SplitMix64) -> Bool
    ) {
        let vertical = layout.base.scrollDirection == .vertical
        for frame in 0..<frames {
            let content = layout.collectionViewContentSize
            let extent = vertical ? content.height : content.width
            // Mostly short steps either way, now and then a jump anywhere.
            let current = vertical ? layout.bounds.minY : layout.bounds.minX
            let offset =
                rng.chance(0.3)
                ? rng.double(in: 0...max(1, extent))
                : max(0, current + rng.double(in: -900...900))
            var bounds = layout.bounds
            bounds.origin = vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
            layout.moveBounds(to: bounds)
            layout.measureVisibleCells(in: layout.bounds)
            guard check(frame, &rng) else { return }
        }
    }

    private func checkEveryFrame(_ layout: AnyDecoratedLayout, kind: StrategyKind, label: String, seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0x7A3B)
        jump(layout, frames: 30, rng: &rng) { frame, rng in
            for rect in [
                layout.bounds,
                RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout.base),
            ] {
                let got = BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect))
                let expected = BruteForceOracle.answer(of: layout.base, strategy: kind, rule: .standard, in: rect)
                if let problem = SelfSizingScrollOracleTests.difference(got, expected, in: rect) {
                    XCTFail("\(kind) \(label) seed \(seed) frame \(frame) rect \(rect): \(problem)")
                    return false
                }
            }
            return true
        }
    }

    func testEveryStrategyMatchesTheOracleOnRandomDataSets() {
        for direction in ScrollDirection.allCases {
            for kind in StrategyKind.allCases {
                for seed in 1...UInt64(30) {
                    let layout = kind.makeLayout(
                        dataSet: RandomDataSets.makeSelfSizing(seed: seed, direction: direction, onGrid: seed % 2 == 0))
                    layout.prepare()
                    checkEveryFrame(layout, kind: kind, label: "\(direction)", seed: seed)
                }
            }
        }
    }

    /// The careful strategies through jumps on the `self-sizing` preset of `items` items.
    private func checkFeed(items: Int, seeds: ClosedRange<UInt64>) {
        for seed in seeds {
            let dataSet = Preset.selfSizing.make(items: items, seed: seed)
            for kind in [StrategyKind.binarySearch, .intervalTree, .augmentedList, .sectionSearch, .sectionCache] {
                let layout = kind.makeLayout(dataSet: dataSet)
                layout.prepare()
                checkEveryFrame(layout, kind: kind, label: "self-sizing \(items)", seed: seed)
            }
        }
    }

    /// A data set of about 160 decorations, fewer than `augmented-list` keeps beside its list:
    /// a jump back up after a pending move writes the shorter stretch (the end of the store),
    /// which then lies inside the pending move and must be found only among the written ones.
    func testCarefulStrategiesMatchTheOracleOnASmallFeed() {
        checkFeed(items: 400, seeds: 1...12)
    }

    /// A data set of about 2,400 decorations: jumps write more of them than `augmented-list`
    /// keeps beside its list (256), so it builds the list again between frames.
    func testCarefulStrategiesMatchTheOracleOnALargerFeed() {
        checkFeed(items: 6_000, seeds: 1...4)
    }
}
