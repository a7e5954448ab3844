import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Batches drawn at random and then made hostile, on random data sets with fractional sizes
/// (scales 1 to 3, sizes below a pixel among them): each batch either applies, and then every
/// strategy's answer after it equals the oracle's on a fresh layout of the updated data set, or
/// is refused with an error naming the batch and the update. Nothing traps.
final class BatchFuzzTests: XCTestCase {
    /// A random batch with one hostile change: an update repeated, an index moved off by one or
    /// far, a count made huge or zero, an explicit fractional or sub-pixel size.
    static func hostile(_ batch: BatchUpdate, rng: inout SplitMix64) -> [UpdateItem] {
        var items = batch.items
        guard !items.isEmpty else { return [.deleteSection(0)] }
        let i = rng.int(in: 0...(items.count - 1))
        switch rng.int(in: 0...5) {
        case 0: items.append(items[i])
        case 1:
            if case .deleteItems(let s, let item, let n) = items[i] {
                items[i] = .deleteItems(section: s, item: item + rng.int(in: -1...1), count: n)
            } else {
                items.append(.deleteSection(rng.int(in: -1...3)))
            }
        case 2:
            if case .insertItems(let s, let item, _, let size) = items[i] {
                items[i] = .insertItems(section: s, item: item, count: rng.chance(0.5) ? 0 : 20_000_000, size: size)
            }
        case 3, 4:
            let h = rng.chance(0.5) ? rng.double(in: 0.05...0.95) : (rng.double(in: 1...200) * 10).rounded() / 10
            items.append(.insertItems(section: 0, item: 0, count: rng.int(in: 1...3), size: Size(width: 40, height: h)))
        default: items.append(.moveSection(from: rng.int(in: 0...3), to: rng.int(in: -1...5)))
        }
        return items
    }

    func testHostileBatchesOnFractionalDataSetsApplyRightOrAreRefused() {
        var (applied, refused, checked) = (0, 0, 0)
        for seed in UInt64(1)...120 {
            let ds = RandomDataSets.make(seed: seed)
            var rng = SplitMix64(seed: seed ^ 0xF022)
            let layouts = StrategyKind.allCases.map { ($0, $0.makeLayout(dataSet: ds) as! any BatchUpdatingLayout) }
            for (_, layout) in layouts { layout.prepare() }
            for b in 0..<4 {
                let items = Self.hostile(BatchUpdate.random(for: layouts[0].1.dataSet, rng: &rng), rng: &rng)
                let batch = BatchUpdate(items, name: "seed \(seed) batch \(b)")
                let result: BatchUpdate.Applied
                do {
                    result = try batch.applied(to: layouts[0].1.dataSet)
                } catch {
                    XCTAssertTrue(error.description.hasPrefix("seed \(seed) batch \(b), update "), error.description)
                    refused += 1
                    continue
                }
                applied += 1
                let fresh = FlowLayout(dataSet: result.dataSet)
                fresh.prepare()
                let size = fresh.collectionViewContentSize
                let all = Rect(x: -1e4, y: -1e4, width: size.width + 2e4, height: size.height + 2e4)
                for (kind, layout) in layouts {
                    layout.performBatchUpdates(result)
                    layout.finalizeCollectionViewUpdates()
                    let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: all)))
                    let want = Set(BruteForceOracle.answer(of: fresh, strategy: kind, rule: .standard, in: all))
                    XCTAssertEqual(got, want, "\(kind) seed \(seed) batch \(b) \(items.map(\.summary))")
                    checked += 1
                }
            }
        }
        print(
            "BatchFuzzTests: \(applied) hostile batches applied (\(checked) strategy answers checked), "
                + "\(refused) refused"
        )
        XCTAssertGreaterThan(applied, 100)
        XCTAssertGreaterThan(refused, 50)
    }
}
