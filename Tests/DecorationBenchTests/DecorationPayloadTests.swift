import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Every strategy's decorations carry their own section's payload, after a data change and
/// after batch updates too. The oracle compares frames and z-order only; these tests check the
/// rest of what a decoration view draws. The rules are the recipes', written here rather than
/// read from `DecorationFactory`:
/// - a background: its section's colour and corner radius, under the card shadow of
///   "UICollectionView-DecorationView 开发总结" (2018) (opacity 0.17, blur 2, so a radius of 1);
/// - a badge: its section's image on a clear fill;
/// - a cell's shadow: that of njooma, "Decorating UICollectionViewCells" (2018) (grey
///   `#808080`, corner radius 4, opacity 0.2, radius 4).
final class DecorationPayloadTests: XCTestCase {
    /// `ds` with each section's colour, corner radius and badge image its own (`salt` changes
    /// every one of them).
    private func distinct(_ ds: DataSet, salt: Int) -> DataSet {
        var ds = ds
        for s in ds.sections.indices {
            let n = s &* 31 &+ salt
            ds.sections[s].decoration.color = RGBAColor(rgba: UInt32(truncatingIfNeeded: n &* 0x9E37_79B9) | 0xFF)
            ds.sections[s].decoration.cornerRadius = Double(n % 13) + 0.5
            if ds.sections[s].decoration.badge != nil { ds.sections[s].decoration.badge?.imageName = "badge-\(n)" }
        }
        return ds
    }

    /// What decoration `d` must carry in data set `ds`.
    private func expected(_ d: LayoutAttributes, in ds: DataSet) -> DecorationPayload? {
        let config = ds.sections[d.indexPath.section].decoration
        switch d.kind {
        case .background:
            return DecorationPayload(
                color: config.color, cornerRadius: config.cornerRadius, shadowOpacity: 0.17, shadowRadius: 1)
        case .badge: return DecorationPayload(color: .clear, imageName: config.badge?.imageName)
        case .cellShadow:
            return DecorationPayload(
                color: RGBAColor(rgba: 0x8080_80FF), cornerRadius: 4, shadowOpacity: 0.2, shadowRadius: 4)
        default: return nil
        }
    }

    /// Checks every decoration of the whole content, as looked up first (a lookup may make the
    /// object), then as queried; fails unless the query returned as many decorations as the
    /// oracle expects there. Returns how many it checked.
    private func check(_ layout: any AnyDecoratedLayout, _ kind: StrategyKind, _ label: String) -> Int {
        let ds = layout.dataSet
        let size = layout.collectionViewContentSize
        let rect = Rect(x: -50, y: -50, width: size.width + 100, height: size.height + 100)
        let keys = BruteForceOracle.answer(of: layout.base, strategy: kind, rule: .exact, in: rect)
            .map(\.key).filter { $0.kind.category == .decoration }
        for key in keys {
            guard let looked = layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath) else {
                XCTFail("\(label): no answer to a lookup of \(key)")
                continue
            }
            XCTAssertEqual(looked.payload, expected(looked, in: ds), "\(label): \(key) as looked up")
        }
        let all = layout.layoutAttributesForElements(in: rect).filter { $0.category == .decoration }
        XCTAssertEqual(all.count, keys.count, "\(label): decorations in the whole content")
        for d in all {
            guard d.indexPath.section < ds.sections.count else {
                XCTFail("\(label): \(d.key) is in no section")
                continue
            }
            XCTAssertEqual(d.payload, expected(d, in: ds), "\(label): \(d.key) as queried")
        }
        return all.count
    }

    /// `batch` with each section it inserts copying a section other than the one at its index,
    /// which is what a random batch copies: the new section then differs from its predecessor
    /// there, and a strategy that hands it that predecessor's object or configuration fails.
    private func copyingElsewhere(_ batch: BatchUpdate, for ds: DataSet) -> (BatchUpdate, inserts: Int) {
        var inserts = 0
        let items = batch.items.map { item -> UpdateItem in
            guard case .insertSection(let s, nil, let n) = item else { return item }
            inserts += 1
            return .insertSection(s, copying: s == 0 ? 1 : 0, items: n)
        }
        let changed = BatchUpdate(items, name: batch.name)
        return (try? changed.applied(to: ds)) != nil ? (changed, inserts) : (batch, 0)
    }

    func testEveryStrategysDecorationsCarryTheirSectionsPayload() {
        for kind in StrategyKind.allCases where kind != .none {
            var checked = 0
            for seed in UInt64(1)...30 {
                let direction: ScrollDirection = seed % 2 == 0 ? .horizontal : .vertical
                let layout = kind.makeLayout(
                    dataSet: distinct(RandomDataSets.make(seed: seed, direction: direction), salt: 0))
                layout.prepare()
                checked += check(layout, kind, "\(kind) seed \(seed)")
                // The same sections with new colours, radii and images: none of the last may show.
                layout.dataSet = distinct(layout.dataSet, salt: 7)
                layout.prepare()
                checked += check(layout, kind, "\(kind) seed \(seed) after a data change")
            }
            XCTAssertGreaterThan(checked, 100, "\(kind)")
        }
    }

    /// Batches delete, insert and move sections: each decoration must carry the configuration of
    /// the section it now belongs to, whether a strategy computed it again or moved it.
    func testPayloadsFollowTheirSectionsThroughBatchUpdates() throws {
        for kind in StrategyKind.allCases where kind != .none {
            var checked = 0, inserted = 0
            for seed in UInt64(40)...55 {
                let direction: ScrollDirection = seed % 2 == 0 ? .horizontal : .vertical
                let ds = distinct(RandomDataSets.make(seed: seed, direction: direction), salt: 3)
                let layout = try XCTUnwrap(kind.makeLayout(dataSet: ds) as? any BatchUpdatingLayout, "\(kind)")
                layout.prepare()
                var rng = SplitMix64(seed: seed ^ 0x9A71)
                for b in 0..<4 {
                    let (batch, n) = copyingElsewhere(
                        BatchUpdate.random(for: layout.dataSet, rng: &rng), for: layout.dataSet)
                    inserted += n
                    try layout.performBatchUpdates(batch)
                    layout.finalizeCollectionViewUpdates()
                    checked += check(layout, kind, "\(kind) seed \(seed) after batch \(b)")
                }
            }
            XCTAssertGreaterThan(checked, 50, "\(kind)")
            XCTAssertGreaterThan(inserted, 5, "\(kind): sections inserted copying another")
        }
    }
}
