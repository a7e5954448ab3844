/// One way of answering a flow layout's decoration queries: a recipe from a blog post, a
/// careful strategy, the baseline, or a user's own (registered with `Decobench.main(strategies:)`).
///
/// A strategy reaches the base layout through a ``PublicFlowLayout``: what a
/// `UICollectionViewFlowLayout` subclass gets from `super` (its item, supplementary-view and
/// elements calls, each counted), the flow layout's properties and delegate answers, and the
/// app's own decoration configuration. A strategy that also reads the geometry UIKit keeps
/// private (``PublicFlowLayout/privateLayout``: the sections' frames, the frame storage, and so
/// ``DecorationFrames`` and ``DecorationFactory``) is on the private tier and says so
/// (``tier``): its figures show what private access would buy, and it cannot ship.
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

    /// Whether the strategy reaches the base layout only as a subclass reaches `super`
    /// (``StrategyTier/publicAPI``, the default) or also reads what UIKit keeps private
    /// (``StrategyTier/privateAPI``). `StrategyCheck` fails a strategy that says public and
    /// reads ``PublicFlowLayout/privateLayout``.
    static var tier: StrategyTier { get }

    /// Creates the strategy with the rule its section backgrounds follow.
    init(frameRule: FrameRule)

    /// The rule section backgrounds follow.
    var frameRule: FrameRule { get }

    /// Decorations looked at so far: computed, fetched or tested against a rect. A
    /// deterministic measure of the work done, whatever the clock says.
    var examined: Int { get }

    /// Decorations whose frames `prepare(_:)` has computed so far: a deterministic measure of
    /// the work each `prepare()` does. No default: a strategy that computes on query conforms to
    /// ``PreparesNothing``, which says 0, and one that rebuilds everything counts everything.
    var recomputed: Int { get }

    /// Called with every invalidation context, before the base layout sees it, as a subclass's
    /// override of `invalidateLayout(with:)` is: a strategy notes what it must redo.
    func invalidateLayout(with context: FlowLayoutInvalidationContext)

    /// Called after the base layout's `prepare()`, after every invalidation; rebuilds whatever
    /// the strategy keeps and the invalidations since the last call made stale. No default, so
    /// that a misspelt one (`prepare(layout:)`) is a compile error, not a strategy that never
    /// prepares; one that keeps nothing writes `public func prepare(_ layout: PublicFlowLayout) {}`.
    func prepare(_ layout: PublicFlowLayout)

    /// Called after `prepare()` in a batch update, as `prepare(forCollectionViewUpdates:)`: a
    /// strategy that waited for the batch (see ``invalidateLayout(with:)``) updates here.
    func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: PublicFlowLayout)

    /// Whether the strategy has decorations at all: a layout without them keeps nothing of the
    /// old layout through a batch update.
    static var hasDecorations: Bool { get }

    /// Appends the decorations that belong in the answer for `rect`. The first `baseCount`
    /// elements are the base layout's cells and supplementary views for the same rect.
    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: PublicFlowLayout)

    /// The attributes of one decoration, as `layoutAttributesForDecorationView(ofKind:at:)`.
    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: PublicFlowLayout
    ) -> LayoutAttributes?
}

// MARK: - Default implementations

// What the article `MeasuringYourOwnStrategy` lists as the defaults, each with what it does.
extension DecorationStrategy {
    /// Strategies that keep nothing between queries have nothing to invalidate.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {}

    /// Strategies that rebuild in `prepare()`, or compute on query, have nothing left to do.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: PublicFlowLayout) {}

    /// A strategy has decorations unless it says otherwise (`none` does).
    public static var hasDecorations: Bool { true }

    /// No summary.
    public static var summary: String { "" }

    /// Every section background and badge that meets the rect.
    public static var expectation: DecorationExpectation { .sectionDecorations }

    /// The public surface: what a `UICollectionViewFlowLayout` subclass can ship.
    public static var tier: StrategyTier { .publicAPI }

    /// The strategy's name as a ``StrategyKind``.
    public static var kind: StrategyKind { StrategyKind(checked: name) }
}
