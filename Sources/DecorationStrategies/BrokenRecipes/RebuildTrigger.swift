import DecorationBench

/// Which invalidation contexts make a ``NaiveRebuildStrategy`` rebuild its decorations.
///
/// The broken recipes that cache `linear`'s decorations differ only in which context flags they
/// trust; each is a trigger type (``NaiveContextTrigger``, ``NaiveSelfSizingTrigger``,
/// ``NaiveBatchTrigger``) rather
/// than a copy of the strategy.
public protocol RebuildTrigger {
    /// The broken recipe the trigger makes: its name is the strategy's.
    static var recipe: BrokenRecipe { get }

    /// Whether `context` marks the cached decorations stale.
    ///
    /// - Complexity: O(1).
    static func rebuilds(on context: FlowLayoutInvalidationContext) -> Bool
}
