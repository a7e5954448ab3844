/// One way of answering a flow layout's decoration queries: a recipe from the seeds, or a
/// baseline. Each works only through the base layout's public surface (and its section
/// geometry), as a `UICollectionViewFlowLayout` subclass would, so its costs transfer to a phone.
///
/// A strategy is driven by ``DecoratedLayout``: `prepare(_:)` after the base layout's
/// `prepare()`; `appendDecorations(in:to:baseCount:layout:)` after the base layout has put its
/// cells and supplementary views into the answer of `layoutAttributesForElements(in:)`. Every
/// strategy must
/// - return each decoration at most once per answer,
/// - answer `layoutAttributesForDecorationView(ofKind:at:)` with the same values it returns in
///   queries, and
/// - serve nothing stale after the data changes and the layout is prepared again.
///
/// Strategies are `final class`es driven through generics (`DecoratedLayout<S>`), so the query
/// path has no existential dispatch.
public protocol DecorationStrategy: AnyObject {
    /// The strategy's name in the CLI, the CSV and the plots.
    static var kind: StrategyKind { get }

    /// Creates the strategy with the rule its section backgrounds follow.
    init(frameRule: FrameRule)

    /// The rule section backgrounds follow.
    var frameRule: FrameRule { get }

    /// Decorations looked at so far: computed, fetched or tested against a rect. A
    /// deterministic measure of the work done, whatever the clock says.
    var examined: Int { get }

    /// Called after the base layout's `prepare()`; rebuilds whatever the strategy keeps.
    func prepare(_ layout: FlowLayout)

    /// Appends the decorations that belong in the answer for `rect`. The first `baseCount`
    /// elements are the base layout's cells and supplementary views for the same rect.
    func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                           layout: FlowLayout)

    /// The attributes of one decoration, as `layoutAttributesForDecorationView(ofKind:at:)`.
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                           layout: FlowLayout) -> LayoutAttributes?
}

// MARK: - Default implementations

extension DecorationStrategy {
    /// Strategies that keep nothing between queries have nothing to prepare.
    public func prepare(_ layout: FlowLayout) {}
}
