import DecorationBench

/// A layout that keeps its decorations until `reloadData()`: it rebuilds them only when the
/// context says `invalidateEverything`, reading a batch update's context (data-source counts
/// only) as "the same sections, nothing to redo". After `performBatchUpdates` its decorations
/// sit where the sections were, under the wrong cells, and those of deleted sections stay (the
/// decoration views duplicated or misplaced after a batch, openradar 12623956). Kept as evidence
/// (``BrokenRecipe/naiveBatch``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public typealias NaiveBatchStrategy = NaiveRebuildStrategy<NaiveBatchTrigger>

/// The trigger of ``NaiveBatchStrategy``: only a reload (`invalidateEverything`) counts.
public enum NaiveBatchTrigger: RebuildTrigger {
    public static let recipe = BrokenRecipe.naiveBatch

    public static func rebuilds(on context: FlowLayoutInvalidationContext) -> Bool {
        context.invalidateEverything
    }
}
