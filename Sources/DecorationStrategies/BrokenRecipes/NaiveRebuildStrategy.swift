import DecorationBench

/// `linear` that rebuilds its decorations only when its `Trigger` says so: the shared body of
/// the broken recipes that misread the invalidation context (``NaiveContextStrategy``,
/// ``NaiveSelfSizingStrategy``, ``NaiveBatchStrategy``). Never among `StrategyKind.allCases`.
///
/// Every decoration is precomputed and filtered by a scan, as in `linear`; only
/// ``invalidateLayout(with:)`` differs, and that is the trigger's.
public final class NaiveRebuildStrategy<Trigger: RebuildTrigger>: StoreScanningStrategy {
    /// The recipe's own name, never a strategy's.
    public static var name: String { Trigger.recipe.rawValue }
    public static var tier: StrategyTier { .privateAPI }
    public let frameRule: FrameRule
    let state = PreparedIndex<DecorationStore>()
    private var needsRebuild = true

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// The misreading: only the contexts `Trigger` names mark the decorations stale.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if Trigger.rebuilds(on: context) { needsRebuild = true }
    }

    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        guard needsRebuild else { return }
        needsRebuild = false
        state.rebuild { DecorationStore(layout.prepared, rule: frameRule, materialization: .lazy, pool: $0) }
    }
}
