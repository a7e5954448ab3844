import DecorationBench

/// A layout that computes its section backgrounds only in a full `prepare()`: it rebuilds when
/// the context invalidates the flow layout's attributes, the counts or everything, as if the
/// flow layout recomputed its geometry only then. Self-sizing cells invalidate with none of
/// those (their batched context names the measured cells), so its decorations stay at the
/// estimated frames after the cells report their sizes: the separators drawn at estimated cell
/// frames of IGListKit #571. Kept as evidence for the simulator
/// (``BrokenRecipe/naiveSelfSizing``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public typealias NaiveSelfSizingStrategy = NaiveRebuildStrategy<NaiveSelfSizingTrigger>

/// The trigger of ``NaiveSelfSizingStrategy``: only a full invalidation counts.
public enum NaiveSelfSizingTrigger: RebuildTrigger {
    public static let recipe = BrokenRecipe.naiveSelfSizing

    public static func rebuilds(on context: FlowLayoutInvalidationContext) -> Bool {
        context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidateFlowLayoutAttributes
    }
}
