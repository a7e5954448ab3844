import DecorationBench

/// The recipes' first drafts, by name: kept as evidence of what the recipes break, run by the
/// simulator and the tests when named, never by default and never timed. Their names are their
/// own, so nothing they produce can pass for a real strategy's.
public enum BrokenRecipe: String, CaseIterable, Sendable {
    /// `per-section`'s recipe without its set: duplicate backgrounds (``NaivePerSectionStrategy``).
    case naivePerSection = "naive-per-section"
    /// `per-cell`'s recipe without `zIndex = -1`: shadows stacked over neighbouring cells
    /// (``NaivePerCellStrategy``).
    case naivePerCell = "naive-per-cell"
    /// The separator recipe without the extra rect math: rows missing near separators
    /// (``NaiveSeparatorLayout``).
    case naiveSeparator = "naive-separator"
    /// Badges at zIndex 1024, above UIKit's pinned headers (``NaiveStickyBadgeStrategy``).
    case naiveStickyBadge = "naive-sticky-badge"
    /// Decorations rebuilt only on `invalidateEverything` or data-source counts: stale and
    /// missing after the view's width changes (``NaiveContextStrategy``).
    case naiveContext = "naive-context"
    /// Decorations computed only in a full `prepare()`: left at the estimated frames after
    /// self-sizing cells report their sizes (``NaiveSelfSizingStrategy``).
    case naiveSelfSizing = "naive-self-sizing"
    /// Decorations rebuilt only on `invalidateEverything`: stale after every batch update
    /// (``NaiveBatchStrategy``).
    case naiveBatch = "naive-batch"

    /// A new, unprepared layout of the recipe over `dataSet`, its section backgrounds framed by
    /// `rule` (the separator recipe draws none).
    ///
    /// - Complexity: O(1); the layout's `prepare()` does the work.
    public func makeLayout(dataSet: DataSet, frameRule rule: FrameRule = .standard) -> any AnyDecoratedLayout {
        switch self {
        case .naivePerSection: return DecoratedLayout<NaivePerSectionStrategy>(dataSet: dataSet, frameRule: rule)
        case .naivePerCell: return DecoratedLayout<NaivePerCellStrategy>(dataSet: dataSet, frameRule: rule)
        case .naiveSeparator: return NaiveSeparatorLayout(dataSet: dataSet)
        case .naiveStickyBadge: return DecoratedLayout<NaiveStickyBadgeStrategy>(dataSet: dataSet, frameRule: rule)
        case .naiveContext: return DecoratedLayout<NaiveContextStrategy>(dataSet: dataSet, frameRule: rule)
        case .naiveSelfSizing: return DecoratedLayout<NaiveSelfSizingStrategy>(dataSet: dataSet, frameRule: rule)
        case .naiveBatch: return DecoratedLayout<NaiveBatchStrategy>(dataSet: dataSet, frameRule: rule)
        }
    }
}
