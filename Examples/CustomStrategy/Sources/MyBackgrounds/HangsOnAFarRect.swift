import DecobenchCLI

#if canImport(Glibc)
import Glibc
#endif

/// `MyBackgrounds` that loops forever on a query far down the content: for showing that the
/// watchdog stops it, names it, and the sweep goes on. `custom-bench` registers it only when
/// `CUSTOM_BENCH_BROKEN=1`.
public final class HangsOnAFarRect: ForwardingStrategy {
    public static let name = "hangs-on-a-far-rect"
    /// Points along the scroll axis past which a query never returns.
    static let far = 20_000.0
    let inner: MyBackgrounds

    init(inner: MyBackgrounds) {
        self.inner = inner
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        while max(rect.minX, rect.minY) > Self.far { usleep(1_000) }
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }
}
