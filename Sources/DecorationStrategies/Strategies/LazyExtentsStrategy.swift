import DecorationBench

/// The `lazy-extents` strategy, a careful design on the public tier that asks `super` only
/// for the sections a query reaches: a query names its sections from the base layout's own
/// answer (its elements carry their index paths), asks `super` for each new section's first and
/// last items (`PublicFlowLayout.sectionRect(ofSection:rule:crossExtent:)`), and keeps the
/// section's extent, its decorations' frames and their attributes objects until the geometry
/// changes (the lazy attributes of MagazineLayout's pull request 94).
///
/// A change of geometry forgets every section at once, so `prepare()` asks `super` only for the
/// section count, and a batch update or a self-sizing frame pays for the sections its next query
/// reaches, not for every section after the first one it changed. The data set's widest
/// decoration reach, read from the app's configuration when a full invalidation may have changed
/// it (and for the sections a batch touched), tells a query how far beyond its answer's sections
/// a decoration can still meet the rect.
public final class LazyExtentsStrategy: DecorationStrategy {
    public static let name = "lazy-extents"
    public static let summary = "public tier: each section's extent asked of super when a query first reaches it"
    public let frameRule: FrameRule
    // Unchecked exclusivity: a query modifies `sections` across calls to `super`, so Swift would
    // check each access at run time; a layout is used from one thread and `super` never calls
    // back into its subclass's strategy.
    @exclusivity(unchecked) public private(set) var examined = 0
    public let recomputed = 0
    @exclusivity(unchecked) private var sections = LazyExtents()
    /// Whether an invalidation since the last `prepare()` changed the geometry.
    @exclusivity(unchecked) private var stale = true
    /// Whether a full invalidation may have changed the app's decoration configuration.
    @exclusivity(unchecked) private var reconfigured = true
    /// Whether the counts changed and the batch that names the sections it touched is still to
    /// come; a query that comes first reads every section's configuration.
    @exclusivity(unchecked) private var awaitingBatch = false

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Notes what `context` makes stale: the geometry, unless it invalidates only supplementary
    /// views; and the configuration's reach, for a full invalidation (a change of counts waits
    /// for its batch to say which sections it touched).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        guard context.invalidatesGeometry else { return }
        stale = true
        if context.invalidateDataSourceCounts && !context.invalidateEverything {
            awaitingBatch = true
        } else if context.invalidateEverything || context.invalidateFlowLayoutAttributes {
            reconfigured = true
        }
    }

    /// Forgets every section when the geometry changed; else does nothing.
    ///
    /// - Complexity: one call to super when the geometry changed, none otherwise; O(sections)
    ///   reads of the app's configuration after a full invalidation.
    public func prepare(_ surface: PublicFlowLayout) {
        guard stale else { return }
        sections.forget(surface, rule: frameRule)
        if reconfigured { sections.measureReach(surface) }
        (stale, reconfigured) = (false, false)
    }

    /// Widens the reach for the sections the batch inserted or reloaded.
    ///
    /// - Complexity: O(sections) reads of a flag, and the configuration of each touched section.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        guard awaitingBatch else { return }
        sections.include(sections: update.sections.touchedSections, of: surface)
        awaitingBatch = false
    }

    /// Appends the decorations that meet `rect`, from the sections the base answer names and
    /// those within reach of them.
    ///
    /// - Complexity: O(k) for k decorations near the rect, O(log s) when the answer is empty; up
    ///   to three calls to super for each section reached for the first time since the geometry
    ///   changed, and an allocation for each decoration returned for the first time.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        if awaitingBatch {
            sections.measureReach(surface)
            awaitingBatch = false
        }
        examined += sections.append(in: rect, to: &elements, baseCount: baseCount, surface: surface)
    }

    /// The section's decoration, its extent asked of `super` when it is not yet known.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        examined += 1
        return sections.decoration(kind, ofSection: indexPath.section, surface: surface)
    }
}
