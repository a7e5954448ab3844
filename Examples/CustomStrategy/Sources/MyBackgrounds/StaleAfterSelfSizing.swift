import DecobenchCLI

/// `MyBackgrounds` with a stale-after-self-sizing bug: it skips its rebuild when the context
/// names only measured cells, so its decorations stay where the estimated sizes put them. For
/// showing that `run` checks the self-sizing frames it times: `custom-bench` registers it only
/// when `CUSTOM_BENCH_BROKEN=1`.
public final class StaleAfterSelfSizing: DecorationStrategy {
    public static let name = "stale-after-self-sizing"
    public static var tier: StrategyTier { MyBackgrounds.tier }
    private let inner: MyBackgrounds
    private var needsRebuild = true
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        inner = MyBackgrounds(frameRule: frameRule)
    }

    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if !context.invalidatesOnlyMeasuredCells { needsRebuild = true }
    }

    public func prepare(_ surface: PublicFlowLayout) {
        guard needsRebuild else { return }
        needsRebuild = false
        inner.prepare(surface)
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
