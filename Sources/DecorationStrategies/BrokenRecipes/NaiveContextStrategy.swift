import DecorationBench

/// A layout that reads the invalidation context the way sticky-header advice is often
/// misread: it rebuilds its decorations only when the context says `invalidateEverything` or
/// `invalidateDataSourceCounts`, so that a bounds change costs nothing. It misses what the flow
/// flags say: after a change of the view's width (`invalidateFlowLayoutAttributes`) or a plain
/// `invalidateLayout()` (a default context: both flow flags, nothing else) the base layout has
/// moved and its decorations have not. Kept as evidence for the simulator
/// (``BrokenRecipe/naiveContext``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public typealias NaiveContextStrategy = NaiveRebuildStrategy<NaiveContextTrigger>

/// The trigger of ``NaiveContextStrategy``: only `invalidateEverything` and
/// `invalidateDataSourceCounts` count.
public enum NaiveContextTrigger: RebuildTrigger {
    public static let recipe = BrokenRecipe.naiveContext

    public static func rebuilds(on context: FlowLayoutInvalidationContext) -> Bool {
        context.invalidateEverything || context.invalidateDataSourceCounts
    }
}
