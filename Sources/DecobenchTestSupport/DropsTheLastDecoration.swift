import DecorationBench
import DecorationStrategies

/// `Inner` with the last decoration of every answer that has one left out: a strategy that draws
/// the wrong thing, for a test to show that its oracle check can fail.
///
/// ```swift
/// XCTAssertThrowsError(try StrategyCheck.check(DropsTheLastDecoration<MyBackgrounds>.self))
/// ```
public final class DropsTheLastDecoration<Inner: DecorationStrategy>: DecorationStrategy {
    public static var name: String { "drops-the-last-of-" + Inner.name }
    public static var tier: StrategyTier { Inner.tier }
    public static var expectation: DecorationExpectation { Inner.expectation }

    private let inner: Inner
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        inner = Inner(frameRule: frameRule)
    }

    public func invalidateLayout(with context: FlowLayoutInvalidationContext) { inner.invalidateLayout(with: context) }
    public func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }

    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        inner.prepare(forCollectionViewUpdates: update, layout: surface)
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
        if elements.count > baseCount { elements.removeLast() }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
    }
}
