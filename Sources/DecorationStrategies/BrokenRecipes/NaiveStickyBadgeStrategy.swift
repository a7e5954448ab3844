import DecorationBench

/// A badge raised "above everything" with the zIndex third-party sticky-header layouts give
/// their headers (1024): correct everywhere but under a pinned header, where UIKit's header
/// (zIndex 10) ends up beneath the badges of the rows it covers. Kept as evidence for the
/// simulator (``BrokenRecipe/naiveStickyBadge``); never among `StrategyKind.allCases`.
///
/// Otherwise `augmented-list`: the same decorations, found the same way.
public final class NaiveStickyBadgeStrategy: DecorationStrategy {
    /// Its own name, never a strategy's: what it draws can never pass for a real strategy's.
    public static let name = BrokenRecipe.naiveStickyBadge.rawValue
    public static var tier: StrategyTier { AugmentedListStrategy.tier }
    /// The zIndex the recipe gives its badges: third-party sticky headers' number, not UIKit's.
    public static let badgeZIndex = 1024
    private let inner: AugmentedListStrategy

    public init(frameRule: FrameRule) {
        inner = AugmentedListStrategy(frameRule: frameRule)
    }

    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        inner.invalidateLayout(with: context)
    }

    public func prepare(_ surface: PublicFlowLayout) {
        inner.prepare(surface)
    }

    /// `augmented-list`'s decorations, each badge raised to ``badgeZIndex``.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let first = elements.count
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
        for index in first..<elements.count where elements[index].kind == .badge {
            elements[index].zIndex = Self.badgeZIndex
        }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let found = inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
        if kind == .badge { found?.zIndex = Self.badgeZIndex }
        return found
    }
}
