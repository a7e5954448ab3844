import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Every strategy through many seeded random batch updates, vertical and horizontal: after each
/// batch its answers equal the brute-force oracle on a fresh layout of the updated data set, and
/// every decoration that existed before the batch has final attributes and an answer during the
/// update (UIKit asks for both; a `nil` crashes an app).
final class BatchUpdateOracleTests: XCTestCase {
    static let batchesPerSeed = 6

    /// Odd seeds' data sets as drawn (fractional sizes, scales 1 to 3: most are off
    /// ``ExactGrid``, where a careful strategy computes what a batch shifted); even seeds' moved
    /// onto the grid, where it moves them, and must move more than it computes.
    private func check(
        _ kind: StrategyKind, rule: FrameRule, seeds: ClosedRange<UInt64>, direction: ScrollDirection,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var batches = 0, moved = 0, gridBatches = 0
        for seed in seeds {
            let onGrid = seed % 2 == 0
            let ds =
                onGrid
                ? RandomDataSets.makeOnExactGrid(seed: seed, direction: direction)
                : RandomDataSets.make(seed: seed, direction: direction)
            let layout = kind.makeLayout(dataSet: ds, frameRule: rule) as! any BatchUpdatingLayout
            layout.prepare()
            var rng = SplitMix64(seed: seed ^ 0xBA7C)
            for b in 0..<Self.batchesPerSeed {
                let before = Self.sectionDecorations(of: layout.base, kind: kind, rule: rule)
                let batch = BatchUpdate.random(for: layout.dataSet, rng: &rng)
                let context =
                    "\(kind) \(rule) \(direction) seed \(seed)\(onGrid ? " on the grid" : "") batch \(b) "
                    + "\(batch.items.map(\.summary))"
                let recomputedBefore = layout.decorationsRecomputed
                XCTAssertNoThrow(try layout.performBatchUpdates(batch), context, file: file, line: line)
                let recomputed = layout.decorationsRecomputed - recomputedBefore
                let fresh = kind.makeLayout(dataSet: layout.dataSet, frameRule: rule)
                fresh.prepare()
                let after = Self.sectionDecorations(of: fresh.base, kind: kind, rule: rule)
                if kind.updatesInBatches, onGrid {
                    moved += after.count - recomputed
                    gridBatches += 1
                }
                guard checkAnswersDuringUpdate(layout, before: before, after: after, context, file: file, line: line)
                else { return }
                layout.finalizeCollectionViewUpdates()
                guard
                    compareQueries(
                        layout, fresh: fresh, kind: kind, rule: rule, rng: &rng, context: context, file: file,
                        line: line)
                else { return }
                batches += 1
            }
        }
        XCTAssertGreaterThan(batches, 0)
        if kind.updatesInBatches {
            XCTAssertGreaterThan(
                moved, gridBatches, "\(kind): decorations moved on the grid, not computed", file: file, line: line)
        }
    }

    /// What UIKit asks during the update: every decoration that existed before it has final
    /// attributes and an answer, every one after it its new frame and initial attributes, and
    /// each kind's deleted and inserted index paths account for the change in its count. False,
    /// after failing, at the first decoration without an answer.
    private func checkAnswersDuringUpdate(
        _ layout: any BatchUpdatingLayout, before: [BruteForceOracle.Expected], after: [BruteForceOracle.Expected],
        _ context: String, file: StaticString, line: UInt
    ) -> Bool {
        for d in before {
            let final = layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: d.key.kind, at: d.key.indexPath)
            guard final != nil,
                layout.layoutAttributesForDecorationView(ofKind: d.key.kind, at: d.key.indexPath) != nil
            else {
                XCTFail("\(context): no final attributes or answer for old \(d.key)", file: file, line: line)
                return false
            }
        }
        for d in after {
            let now = layout.layoutAttributesForDecorationView(ofKind: d.key.kind, at: d.key.indexPath)
            guard now.map({ Self.same($0.frame, d.frame) }) == true,
                layout.initialLayoutAttributesForAppearingDecorationElement(
                    ofKind: d.key.kind, at: d.key.indexPath) != nil
            else {
                XCTFail(
                    "\(context): new \(d.key) answered \(String(describing: now)), expected \(d.frame)",
                    file: file, line: line)
                return false
            }
        }
        for k in UpdateTransaction.kinds {
            let (old, new) = (before.filter { $0.key.kind == k }.count, after.filter { $0.key.kind == k }.count)
            let (deleted, inserted) = (
                layout.indexPathsToDeleteForDecorationView(ofKind: k).count,
                layout.indexPathsToInsertForDecorationView(ofKind: k).count
            )
            XCTAssertEqual(
                old - deleted, new - inserted,
                "\(context): \(k) before \(old) - deleted \(deleted) "
                    + "!= after \(new) - inserted \(inserted)", file: file, line: line)
        }
        return true
    }

    /// Random rects: the updated layout's answer equals the oracle's on the fresh layout.
    private func compareQueries(
        _ layout: any AnyDecoratedLayout, fresh: any AnyDecoratedLayout, kind: StrategyKind, rule: FrameRule,
        rng: inout SplitMix64, context: String, file: StaticString, line: UInt
    ) -> Bool {
        for _ in 0..<8 {
            let rect = RandomDataSets.rect(&rng, content: fresh.collectionViewContentSize, layout: fresh.base)
            let answer = layout.layoutAttributesForElements(in: rect)
            let keys = answer.map(\.key)
            guard keys.count == Set(keys).count else {
                XCTFail("\(context): duplicate elements in \(rect)", file: file, line: line)
                return false
            }
            let got = BruteForceOracle.expected(from: answer).sorted { $0.key < $1.key }
            let expected = BruteForceOracle.answer(of: fresh.base, strategy: kind, rule: rule, in: rect).sorted {
                $0.key < $1.key
            }
            let equal =
                got.count == expected.count
                && zip(got, expected).allSatisfy {
                    $0.key == $1.key && $0.zIndex == $1.zIndex && Self.same($0.frame, $1.frame)
                }
            if !equal {
                let missing = Set(expected.map(\.key)).subtracting(got.map(\.key)).sorted().prefix(5)
                let extra = Set(got.map(\.key)).subtracting(expected.map(\.key)).sorted().prefix(5)
                let moved = zip(got, expected).first { $0.key == $1.key && !Self.same($0.frame, $1.frame) }
                XCTFail(
                    "\(context) rect \(rect): missing \(Array(missing)), extra \(Array(extra)), first wrong frame "
                        + "\(String(describing: moved))", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// Frames equal to the last bit, as the oracle and `decobench batches` compare them: a
    /// decoration moved by its section's shift must be the frame a fresh layout computes.
    static func same(_ a: Rect, _ b: Rect) -> Bool { a == b }

    /// Every background and badge of a prepared layout, as the oracle computes them.
    static func sectionDecorations(
        of layout: FlowLayout, kind: StrategyKind, rule: FrameRule
    ) -> [BruteForceOracle.Expected] {
        let size = layout.collectionViewContentSize
        let all = Rect(x: -1e7, y: -1e7, width: size.width + 2e7, height: size.height + 2e7)
        return BruteForceOracle.answer(of: layout, strategy: kind, rule: rule, in: all)
            .filter { UpdateTransaction.kinds.contains($0.key.kind) }
    }

    /// On a preset of whole-point sizes every shift is a whole number of pixels: the careful
    /// strategies compute only the decorations of the sections a batch touched; `linear`
    /// computes every one.
    func testCarefulStrategiesComputeOnlyTheSectionsABatchTouches() throws {
        let ds = Preset.grid.make(items: 5_000, seed: 3)
        for kind in [StrategyKind.linear, .binarySearch, .intervalTree, .augmentedList] {
            let layout = kind.makeLayout(dataSet: ds, frameRule: .exact) as! any BatchUpdatingLayout
            layout.prepare()
            var rng = SplitMix64(seed: 4)
            var total = 0
            for _ in 0..<20 {
                let applied = try BatchUpdate.random(for: layout.dataSet, rng: &rng).applied(to: layout.dataSet)
                let before = layout.decorationsRecomputed
                layout.runBatchUpdate(applied, onScreen: []) { Workload.viewport($0, at: 0) }
                let recomputed = layout.decorationsRecomputed - before, touched = applied.sections.touchedSections.count
                if kind == .linear {
                    XCTAssertGreaterThan(recomputed, layout.dataSet.sections.count, "linear rebuilds everything")
                } else {
                    XCTAssertLessThanOrEqual(recomputed, 2 * touched, "\(kind): \(touched) sections touched")
                }
                total += recomputed
            }
            XCTAssertGreaterThan(total, 0, "\(kind): the touched sections are computed")
        }
    }

    /// A counts invalidation outside a batch (no `prepare(forCollectionViewUpdates:)` follows):
    /// the careful strategies, which leave their index for the update, rebuild on the first
    /// query or lookup instead of answering from the old data set.
    func testACountsInvalidationWithoutABatchIsNotAnsweredStale() throws {
        for kind in StrategyKind.allCases {
            let layout = kind.makeLayout(dataSet: RandomDataSets.make(seed: 7, direction: .vertical))
            layout.prepare()
            var rng = SplitMix64(seed: 8)
            let applied = try BatchUpdate.random(for: layout.dataSet, rng: &rng).applied(to: layout.dataSet)
            layout.base.dataSet = applied.dataSet
            var context = FlowLayoutInvalidationContext()
            context.invalidateDataSourceCounts = true
            layout.invalidateLayout(with: context)
            layout.prepare()
            let fresh = kind.makeLayout(dataSet: applied.dataSet)
            fresh.prepare()
            let rect = Rect(x: -1, y: -1, width: 1e6, height: 1e7)
            XCTAssertEqual(
                Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect))),
                Set(BruteForceOracle.answer(of: fresh.base, strategy: kind, rule: .standard, in: rect)),
                "\(kind): query")
            // A lookup first, on a layout of its own.
            let other = kind.makeLayout(dataSet: layout.dataSet)
            other.prepare()
            other.base.dataSet = Preset.grid.make(items: 300, seed: 9)
            other.invalidateLayout(with: context)
            other.prepare()
            let again = kind.makeLayout(dataSet: other.dataSet)
            again.prepare()
            for d in Self.sectionDecorations(of: again.base, kind: kind, rule: .exact) {
                let looked = other.layoutAttributesForDecorationView(ofKind: d.key.kind, at: d.key.indexPath)
                XCTAssertEqual(looked.map { BruteForceOracle.expected(from: [$0]) }, [d], "\(kind): lookup of \(d.key)")
            }
        }
    }

    func testEveryStrategyMatchesTheOracleAfterEveryBatchVertically() {
        for kind in StrategyKind.allCases {
            for rule in FrameRule.allCases { check(kind, rule: rule, seeds: 1...60, direction: .vertical) }
        }
    }

    func testEveryStrategyMatchesTheOracleAfterEveryBatchHorizontally() {
        for kind in StrategyKind.allCases {
            for rule in FrameRule.allCases { check(kind, rule: rule, seeds: 1001...1060, direction: .horizontal) }
        }
    }
}

extension StrategyKind {
    /// The strategies that update their index in a batch instead of rebuilding it.
    var updatesInBatches: Bool { [.binarySearch, .intervalTree, .augmentedList].contains(self) }
}
