import DecobenchCLI

#if canImport(Glibc)
import Glibc
#endif

/// `MyBackgrounds` that loops forever on a query far down the content: for showing that the
/// watchdog stops it, names it, and the sweep goes on. `custom-bench` registers it only when
/// `CUSTOM_BENCH_BROKEN=1`.
public final class HangsOnAFarRect: DecorationStrategy {
    public static let name = "hangs-on-a-far-rect"
    public static var tier: StrategyTier { MyBackgrounds.tier }
    /// Points along the scroll axis past which a query never returns.
    static let far = 20_000.0
    private let inner: MyBackgrounds
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }
    public var recomputed: Int { inner.recomputed }

    public init(frameRule: FrameRule) {
        inner = MyBackgrounds(frameRule: frameRule)
    }

    public func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        while max(rect.minX, rect.minY) > Self.far { usleep(1_000) }
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
    }
}
