/// What an invalidation invalidates, as `UICollectionViewFlowLayoutInvalidationContext`: handed
/// to ``FlowLayout/invalidateLayout(with:)`` (and a subclass's override of it), then read by
/// the next `prepare()`.
///
/// A default context invalidates the flow layout's attributes and delegate metrics: UIKit's
/// initialiser sets both flags to true (whatever its documentation says), so
/// `invalidateLayout()`, which is `invalidateLayout(with:)` of a default context, recomputes
/// all the geometry. A bounds change with pinned headers asks for less:
/// ``FlowLayout/invalidationContext(forBoundsChange:)`` clears both flags and names only the
/// pinned headers and footers in view.
///
/// ```swift
/// let context = layout.invalidationContext(forBoundsChange: newBounds)
/// layout.invalidateLayout(with: context)   // only supplementary index paths: prepare() keeps the geometry
/// ```
public struct FlowLayoutInvalidationContext: Hashable, Sendable {
    /// Everything is invalid (a data reload): UIKit sets it for `reloadData()`.
    public var invalidateEverything = false
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts = false
    /// The delegate's sizes, insets or spacings must be asked again. True by default.
    public var invalidateFlowLayoutDelegateMetrics = true
    /// The flow layout's computed attributes are invalid. True by default.
    public var invalidateFlowLayoutAttributes = true
    /// Cells whose attributes are invalid.
    public var invalidatedItemIndexPaths: [IndexPath] = []
    /// Supplementary views whose attributes are invalid, by kind.
    public var invalidatedSupplementaryIndexPaths: [ElementKind: [IndexPath]] = [:]
    /// How much the content size changes.
    public var contentSizeAdjustment = Size.zero

    /// A default context: both flow flags true, nothing else.
    public init() {}

    /// Whether the context asks for no geometry to be recomputed: no flag set, no cell and no
    /// content-size change named; at most supplementary or decoration index paths. The flow
    /// layout's `prepare()` then does nothing, and a careful subclass does no decoration work.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var invalidatesOnlySupplementaryElements: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && !invalidateFlowLayoutDelegateMetrics
            && !invalidateFlowLayoutAttributes && invalidatedItemIndexPaths.isEmpty && contentSizeAdjustment == .zero
    }

    /// Whether the layout's geometry must be recomputed: the opposite of
    /// ``invalidatesOnlySupplementaryElements``.
    @inlinable
    public var invalidatesGeometry: Bool { !invalidatesOnlySupplementaryElements }

    /// Whether the context is the batched context of a visible-cells pass (or one like it): it
    /// names cells whose sizes changed and neither the flow layout's attributes, the counts nor
    /// everything. The flow layout lays out those cells' sections again and moves the later
    /// ones; a careful subclass updates the same sections' decorations and moves the rest.
    ///
    /// - Complexity: O(1).
    public var invalidatesOnlyMeasuredCells: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && !invalidateFlowLayoutAttributes
            && !invalidatedItemIndexPaths.isEmpty
    }
}
