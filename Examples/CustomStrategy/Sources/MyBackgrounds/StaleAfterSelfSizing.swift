import DecobenchCLI

/// `MyBackgrounds` with a stale-after-self-sizing bug: it skips its rebuild when the context
/// names only measured cells, so its decorations stay where the estimated sizes put them. For
/// showing that `run` checks the self-sizing frames it times: `custom-bench` registers it only
/// when `CUSTOM_BENCH_BROKEN=1`.
public final class StaleAfterSelfSizing: ForwardingStrategy {
    public static let name = "stale-after-self-sizing"
    let inner: MyBackgrounds
    private var needsRebuild = true

    init(inner: MyBackgrounds) {
        self.inner = inner
    }

    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if !context.invalidatesOnlyMeasuredCells { needsRebuild = true }
    }

    public func prepare(_ surface: PublicFlowLayout) {
        guard needsRebuild else { return }
        needsRebuild = false
        inner.prepare(surface)
    }
}
