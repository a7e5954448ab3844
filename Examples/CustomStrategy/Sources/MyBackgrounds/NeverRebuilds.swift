import DecobenchCLI

/// `MyBackgrounds` that builds its decorations in the first `prepare()` only: after a batch
/// update it serves the old sections' decorations and answers nil for the new ones. For showing
/// that `run` checks the batches it times: `custom-bench` registers it only when
/// `CUSTOM_BENCH_BROKEN=1`.
public final class NeverRebuilds: DecorationStrategy {
    public static let name = "never-rebuilds"
    public static var tier: StrategyTier { MyBackgrounds.tier }
    private let inner: MyBackgrounds
    private var built = false
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        inner = MyBackgrounds(frameRule: frameRule)
    }

    public func prepare(_ surface: PublicFlowLayout) {
        guard !built else { return }
        built = true
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
