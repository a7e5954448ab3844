import XCTest
@testable import DecorationBench

/// Every strategy through many seeded random batch updates, vertical and horizontal: after each
/// batch its answers equal the brute-force oracle on a fresh layout of the updated data set, and
/// every decoration that existed before the batch has final attributes and an answer during the
/// update (UIKit asks for both; a `nil` crashes an app).
final class BatchUpdateOracleTests: XCTestCase {
    static let batchesPerSeed = 6

    private func check(_ kind: StrategyKind, seeds: ClosedRange<UInt64>, direction: ScrollDirection,
                       file: StaticString = #filePath, line: UInt = #line) {
        var batches = 0
        for seed in seeds {
            let ds = RandomDataSets.make(seed: seed, direction: direction)
            let layout = kind.makeLayout(dataSet: ds) as! any BatchUpdatingLayout
            layout.prepare()
            var rng = SplitMix64(seed: seed ^ 0xBA7C)
            for b in 0..<Self.batchesPerSeed {
                let before = Self.sectionDecorations(of: layout.base, kind: kind)
                let batch = BatchUpdate.random(for: layout.dataSet, rng: &rng)
                let context = "\(kind) \(direction) seed \(seed) batch \(b) \(batch.items.map(\.summary))"
                XCTAssertNoThrow(try layout.performBatchUpdates(batch), context, file: file, line: line)
                let fresh = kind.makeLayout(dataSet: layout.dataSet)
                fresh.prepare()
                let after = Self.sectionDecorations(of: fresh.base, kind: kind)
                for d in before {
                    let final = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: d.key.kind, at: d.key.indexPath)
                    guard final != nil, layout.layoutAttributesForDecorationView(ofKind: d.key.kind, at: d.key.indexPath) != nil else {
                        return XCTFail("\(context): no final attributes or answer for old \(d.key)", file: file, line: line)
                    }
                }
                for d in after {
                    let now = layout.layoutAttributesForDecorationView(ofKind: d.key.kind, at: d.key.indexPath)
                    guard now.map({ Self.same($0.frame, d.frame) }) == true,
                          layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: d.key.kind, at: d.key.indexPath) != nil
                    else { return XCTFail("\(context): new \(d.key) answered \(String(describing: now)), expected \(d.frame)", file: file, line: line) }
                }
                for k in UpdateTransaction.kinds {
                    let (old, new) = (before.filter { $0.key.kind == k }.count, after.filter { $0.key.kind == k }.count)
                    let (deleted, inserted) = (layout.indexPathsToDeleteForDecorationView(ofKind: k).count,
                                               layout.indexPathsToInsertForDecorationView(ofKind: k).count)
                    XCTAssertEqual(old - deleted, new - inserted, "\(context): \(k) before \(old) - deleted \(deleted) "
                                   + "!= after \(new) - inserted \(inserted)", file: file, line: line)
                }
                layout.finalizeCollectionViewUpdates()
                guard compareQueries(layout, fresh: fresh, kind: kind, rng: &rng, context: context, file: file, line: line) else { return }
                batches += 1
            }
        }
        XCTAssertGreaterThan(batches, 0)
    }

    /// Random rects: the updated layout's answer equals the oracle's on the fresh layout.
    private func compareQueries(_ layout: any AnyDecoratedLayout, fresh: any AnyDecoratedLayout, kind: StrategyKind,
                                rng: inout SplitMix64, context: String, file: StaticString, line: UInt) -> Bool {
        for _ in 0..<8 {
            let rect = RandomDataSets.rect(&rng, content: fresh.collectionViewContentSize, layout: fresh.base)
            let answer = layout.layoutAttributesForElements(in: rect)
            let keys = answer.map(\.key)
            guard keys.count == Set(keys).count else {
                XCTFail("\(context): duplicate elements in \(rect)", file: file, line: line)
                return false
            }
            let got = BruteForceOracle.expected(from: answer).sorted { $0.key < $1.key }
            let expected = BruteForceOracle.answer(of: fresh.base, strategy: kind, rule: .exact, in: rect).sorted { $0.key < $1.key }
            let equal = got.count == expected.count && zip(got, expected).allSatisfy {
                $0.key == $1.key && $0.zIndex == $1.zIndex && Self.same($0.frame, $1.frame)
            }
            if !equal {
                let missing = Set(expected.map(\.key)).subtracting(got.map(\.key)).sorted().prefix(5)
                let extra = Set(got.map(\.key)).subtracting(expected.map(\.key)).sorted().prefix(5)
                let moved = zip(got, expected).first { $0.key == $1.key && !Self.same($0.frame, $1.frame) }
                XCTFail("\(context) rect \(rect): missing \(Array(missing)), extra \(Array(extra)), first wrong frame "
                        + "\(String(describing: moved))", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// Frames equal to a millionth of a point: a decoration moved by its section's shift may
    /// round differently in the last bit from one computed afresh (far below a pixel).
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// Every background and badge of a prepared layout, as the oracle computes them.
    static func sectionDecorations(of layout: FlowLayout, kind: StrategyKind) -> [BruteForceOracle.Expected] {
        let size = layout.collectionViewContentSize
        let all = Rect(x: -1e7, y: -1e7, width: size.width + 2e7, height: size.height + 2e7)
        return BruteForceOracle.answer(of: layout, strategy: kind, rule: .exact, in: all)
            .filter { UpdateTransaction.kinds.contains($0.key.kind) }
    }

    func testEveryStrategyMatchesTheOracleAfterEveryBatchVertically() {
        for kind in StrategyKind.allCases { check(kind, seeds: 1...60, direction: .vertical) }
    }

    func testEveryStrategyMatchesTheOracleAfterEveryBatchHorizontally() {
        for kind in StrategyKind.allCases { check(kind, seeds: 1001...1060, direction: .horizontal) }
    }
}
