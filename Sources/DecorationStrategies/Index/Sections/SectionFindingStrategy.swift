import DecorationBench

/// A strategy that finds a query's sections by searching the base layout's section geometry
/// (``SectionFinder``) and keeps nothing per decoration that a change must build again:
/// `section-search` and `section-cache`. What the finder follows of the base layout's changes
/// is written once, here, as the `DecorationStrategy` requirements' implementations; each
/// strategy's own `prepare()` asks the finder what changed and forgets what it kept.
protocol SectionFindingStrategy: DecorationStrategy {
    /// The sections a query searches, and which of the base layout's changes were followed.
    var finder: SectionFinder { get set }
}

extension SectionFindingStrategy {
    /// Notes a data change for the finder (`SectionFinder/invalidate(with:)`).
    ///
    /// - Complexity: O(1).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        finder.invalidate(with: context)
    }

    /// Keeps the reach through a batch update (`SectionFinder/prepare(forCollectionViewUpdates:layout:)`).
    ///
    /// - Complexity: O(1) when no section is far; otherwise O(s) to find the inserted ones.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        return finder.prepare(forCollectionViewUpdates: update, layout: layout)
    }
}
