import DecobenchCLI

/// A strategy that wraps another and forwards to it the tier and every instance requirement it does
/// not write itself (its name, summary and expectation are its own): the broken copies of
/// `MyBackgrounds` (`WalksTwice`, `HangsOnAFarRect`, `StaleAfterSelfSizing`, `NeverRebuilds`), each
/// writing only the method it changes, and `AugmentedListAsYours`, which changes none. The
/// forwarding is written once here, as the `DecorationStrategy` requirements' implementations; a
/// package with several variants of one strategy can copy the pattern.
protocol ForwardingStrategy: DecorationStrategy {
    associatedtype Inner: DecorationStrategy
    /// The strategy this one wraps.
    var inner: Inner { get }
    init(inner: Inner)
}

extension ForwardingStrategy {
    public static var tier: StrategyTier { Inner.tier }
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        self.init(inner: Inner(frameRule: frameRule))
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
