import DecobenchCLI

/// `MyBackgrounds` with a mistake that only a clock can see, for proving that the timing gate
/// sees a user's own code get slower (DecorationBench's scripts/prove-gates.sh): each query walks
/// the decorations once more, counting the ones that meet the rect, before the walk that appends
/// them. The answer, `examined` and the allocations are `MyBackgrounds`' own; only the work
/// doubles. It takes `MyBackgrounds`' name, so that a sweep of it compares with one of the real
/// strategy: `custom-bench` registers it in place of `MyBackgrounds` only when
/// `CUSTOM_BENCH_WALK_TWICE=1`.
public final class WalksTwice: ForwardingStrategy {
    public static let name = MyBackgrounds.name
    public static let summary = MyBackgrounds.summary
    let inner: MyBackgrounds
    /// Decorations that met a query's rect, counted by the extra walk: kept, so that the walk
    /// is not optimised away.
    public private(set) var counted = 0

    init(inner: MyBackgrounds) {
        self.inner = inner
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        for decoration in inner.decorations where decoration.frame.intersects(rect) { counted &+= 1 }
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }
}
