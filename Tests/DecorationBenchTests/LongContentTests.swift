import DecobenchTestSupport
import XCTest

/// `StrategyCheck` reaches far down the content: its long data sets run 10⁵ to a few 10⁶ points
/// along the scroll axis, and a strategy that goes wrong only past 100,000 points fails it.
final class LongContentTests: XCTestCase {
    private func length(_ dataSet: DataSet) -> Double {
        let layout = FlowLayout(dataSet: dataSet)
        layout.prepare()
        let size = layout.collectionViewContentSize
        return dataSet.scrollDirection == .vertical ? size.height : size.width
    }

    func testLongDataSetsRunPastAHundredThousandPoints() {
        for seed in UInt64(1)...100 {
            for direction in ScrollDirection.allCases {
                let long = length(RandomDataSets.makeLong(seed: seed, direction: direction))
                XCTAssertGreaterThanOrEqual(long, RandomDataSets.longContentFloor, "seed \(seed) \(direction)")
                XCTAssertLessThan(long, 3_000_000, "seed \(seed) \(direction): a few 10⁶ at most")
                XCTAssertLessThan(
                    length(RandomDataSets.make(seed: seed, direction: direction)), 20_000, "the short ones stay short")
            }
        }
    }

    func testAStrategyWrongOnlyPastAHundredThousandPointsFails() {
        XCTAssertThrowsError(try StrategyCheck.check(ForgetsPastAHundredThousand<SectionCacheStrategy>.self)) {
            error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains(" on long data set of seed "), text)
            XCTAssertTrue(text.contains(": missing "), text)
        }
    }
}

/// `Inner` with every decoration that starts 100,000 points or more along the scroll axis left
/// out of its answers, as a table of buckets sized for shorter content would leave it out.
private final class ForgetsPastAHundredThousand<Inner: DecorationStrategy>: DecorationStrategy {
    static var name: String { "forgets-past-100k-" + Inner.name }
    static var tier: StrategyTier { Inner.tier }
    private let inner: Inner
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }
    var recomputed: Int { inner.recomputed }

    init(frameRule: FrameRule) { inner = Inner(frameRule: frameRule) }

    func invalidateLayout(with context: FlowLayoutInvalidationContext) { inner.invalidateLayout(with: context) }
    func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }
    func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        inner.prepare(forCollectionViewUpdates: update, layout: surface)
    }

    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
        let direction = layout.scrollDirection
        elements.removeAll { $0.kind.category == .decoration && $0.frame.minMain(direction) >= 100_000 }
    }

    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
    }
}
