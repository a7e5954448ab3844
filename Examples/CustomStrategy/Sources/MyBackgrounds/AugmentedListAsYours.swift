import DecobenchCLI

/// The built-in `augmented-list`, registered as a user's strategy would be: every call forwarded
/// to it. Timed beside `augmented-list` in one run, it shows what being a user's strategy costs
/// (the harness's loop unspecialised for it, plus one forwarding call): `custom-bench` registers
/// it only when `CUSTOM_BENCH_AS_YOURS=1`.
public final class AugmentedListAsYours: DecorationStrategy {
    public static let name = "augmented-list-as-yours"
    public static var tier: StrategyTier { AugmentedListStrategy.tier }

    private let inner: AugmentedListStrategy
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        inner = AugmentedListStrategy(frameRule: frameRule)
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
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
    }
}
