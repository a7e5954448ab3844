/// One way of answering a flow layout's decoration queries: a recipe from a blog post, a
/// careful strategy, the baseline, or a user's own (registered with `Decobench.main(strategies:)`).
///
/// A strategy sees the base layout as a `UICollectionViewFlowLayout` subclass sees `super`: its
/// frames, its section geometry (``FlowLayout/sectionGeometry(_:)``, or all of it at once in
/// ``PreparedLayout/sectionGeometries``) and the data set; the decorations' frames as the oracle
/// computes them are ``DecorationFrames``' (checked) and ``DecorationFactory``'s (for a hot
/// path). The built-in strategies (module `DecorationStrategies`) use nothing else.
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
    /// The strategy's name in the CLI, the CSV and the plots: lowercase letters, digits and `-`,
    /// unlike every other registered strategy's and broken recipe's (`StrategyRegistry`).
    static var name: String { get }

    /// What the strategy does, in one line, for `list` and `--help`.
    static var summary: String { get }

    /// What the brute-force oracle expects the strategy to add to the base layout's answer:
    /// every section decoration that meets the rect, unless it says otherwise.
    static var expectation: DecorationExpectation { get }

    /// Creates the strategy with the rule its section backgrounds follow.
    init(frameRule: FrameRule)

    /// The rule section backgrounds follow.
    var frameRule: FrameRule { get }

    /// Decorations looked at so far: computed, fetched or tested against a rect. A
    /// deterministic measure of the work done, whatever the clock says.
    var examined: Int { get }

    /// Decorations whose frames `prepare(_:)` has computed so far: a deterministic measure of
    /// the work each `prepare()` does (0 for strategies that compute on query).
    var recomputed: Int { get }

    /// Called with every invalidation context, before the base layout sees it, as a subclass's
    /// override of `invalidateLayout(with:)` is: a strategy notes what it must redo.
    func invalidateLayout(with context: FlowLayoutInvalidationContext)

    /// Called after the base layout's `prepare()`, after every invalidation; rebuilds whatever
    /// the strategy keeps and the invalidations since the last call made stale.
    func prepare(_ layout: FlowLayout)

    /// Called after `prepare()` in a batch update, as `prepare(forCollectionViewUpdates:)`: a
    /// strategy that waited for the batch (see ``invalidateLayout(with:)``) updates here.
    func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout)

    /// Whether the strategy has decorations at all: a layout without them keeps nothing of the
    /// old layout through a batch update.
    static var hasDecorations: Bool { get }

    /// Appends the decorations that belong in the answer for `rect`. The first `baseCount`
    /// elements are the base layout's cells and supplementary views for the same rect.
    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout)

    /// The attributes of one decoration, as `layoutAttributesForDecorationView(ofKind:at:)`.
    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes?
}

// MARK: - Default implementations

extension DecorationStrategy {
    /// Strategies that keep nothing between queries have nothing to prepare.
    public func prepare(_ layout: FlowLayout) {}

    /// Strategies that keep nothing between queries have nothing to invalidate.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {}

    /// Strategies that rebuild in `prepare()`, or compute on query, have nothing left to do.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {}

    public static var hasDecorations: Bool { true }

    /// No summary.
    public static var summary: String { "" }

    /// Every section background and badge that meets the rect.
    public static var expectation: DecorationExpectation { .sectionDecorations }

    /// The strategy's name as a ``StrategyKind``.
    public static var kind: StrategyKind { StrategyKind(checked: name) }

    /// Strategies that compute on query compute nothing in `prepare(_:)`.
    public var recomputed: Int { 0 }
}
