/// A flow layout with a decoration strategy: what a `UICollectionViewFlowLayout` subclass that
/// adds decoration views looks like, with the strategy as its overrides.
///
/// - `prepare()` runs the base layout's `prepare()`, then the strategy's.
/// - `layoutAttributesForElements(in:)` takes the base answer and lets the strategy append.
public final class DecoratedLayout<Strategy: DecorationStrategy>: AnyDecoratedLayout {
    /// The base flow layout.
    public let base: FlowLayout
    /// The base layout as the strategy reaches it, as a subclass reaches `super`: every call
    /// counted, the layout's own call for its elements in each query included.
    public let surface: PublicFlowLayout
    /// The decoration strategy.
    public let strategy: Strategy
    /// The batch update under way, from `performBatchUpdates` to
    /// `finalizeCollectionViewUpdates()`.
    var transaction: UpdateTransaction?

    /// Creates an unprepared layout; call ``prepare()`` before querying.
    public init(dataSet: DataSet, frameRule: FrameRule = .standard) {
        base = FlowLayout(dataSet: dataSet)
        surface = PublicFlowLayout(base)
        strategy = Strategy(frameRule: frameRule)
    }

    public var kind: StrategyKind { Strategy.kind }

    public var expectation: DecorationExpectation { Strategy.expectation }

    public func makeLayout(dataSet: DataSet) -> any AnyDecoratedLayout {
        DecoratedLayout(dataSet: dataSet, frameRule: strategy.frameRule)
    }

    /// The data set; setting it invalidates everything, in the base and the strategy.
    public var dataSet: DataSet {
        get { base.dataSet }
        set {
            strategy.invalidateLayout(with: FlowLayoutInvalidationContext())
            base.dataSet = newValue
        }
    }

    /// The base layout's bounds; setting them invalidates nothing (see
    /// ``shouldInvalidateLayout(forBoundsChange:)``).
    public var bounds: Rect {
        get { base.bounds }
        set { base.bounds = newValue }
    }

    /// The base layout's answer: strategies do not override it.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        base.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// The base layout's context: strategies do not override it.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> FlowLayoutInvalidationContext {
        base.invalidationContext(forBoundsChange: newBounds)
    }

    /// Hands `context` to the strategy (a subclass's override), then to the base layout.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        strategy.invalidateLayout(with: context)
        base.invalidateLayout(with: context)
    }

    /// `invalidateLayout(with:)` of a default context: everything.
    public func invalidateLayout() { invalidateLayout(with: FlowLayoutInvalidationContext()) }

    /// Prepares the base layout (which does nothing while its geometry is valid), then the
    /// strategy, after every invalidation, as UIKit calls a subclass's `prepare()`.
    ///
    /// - Complexity: O(items + sections) for the base when its geometry was invalidated, plus
    ///   the strategy's own work.
    public func prepare() {
        base.prepare()
        strategy.prepare(surface)
    }

    /// The elements whose frames intersect `rect`: the base layout's, then the strategy's.
    ///
    /// `@inlinable`, so that a caller holding a `DecoratedLayout<S>` of a concrete `S` (the
    /// harness's `Subject<S>`) gets a copy specialised for `S` that calls the strategy's
    /// `appendDecorations` directly, not through the protocol's witness table. Check with
    /// `nm .build/release/decobench | swift demangle | grep 'Subject.*query'` and callgrind
    /// (`scripts/instructions.sh`): no `protocol witness for appendDecorations` on the path.
    ///
    /// - Complexity: O(log n + k) for the base; the strategy's cost on top.
    @inlinable
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result = surface.layoutAttributesForElements(in: rect)
        let baseCount = result.count
        strategy.appendDecorations(in: rect, to: &result, baseCount: baseCount, layout: surface)
        return result
    }

    /// The strategy's decoration; during a batch update, for an index path whose decoration the
    /// batch removed or moved away, the one it had before (UIKit asks for every index path that
    /// existed before or exists after, and an app crashes on a `nil`).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        if let found = strategy.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface) {
            return found
        }
        return transaction.flatMap { oldDecoration(kind, at: indexPath, in: $0) }
    }

    /// The base layout places every cell and supplementary view.
    public var elementsLayout: FlowLayout { base }

    public var decorationsExamined: Int { strategy.examined }

    public var decorationsRecomputed: Int { strategy.recomputed }

    public var callsToSuper: CallsToSuper { surface.calls }

    /// The strategy's declared tier, or the private tier when it draws section decorations
    /// under a rule that needs private geometry (``FrameRule/readsPrivateGeometry``).
    public var tier: StrategyTier { strategy.frameRule.tier(of: Strategy.tier, drawing: Strategy.expectation) }

    public var privateReads: Int { surface.privateReads }
}

/// The query surface of a decorated layout, for code that picks the strategy at run time
/// (tests, the attributes dump). Timed code uses `DecoratedLayout<S>` directly.
public protocol AnyDecoratedLayout: AnyObject {
    var kind: StrategyKind { get }
    /// What the brute-force oracle expects of the layout's decorations.
    var expectation: DecorationExpectation { get }
    /// A new, unprepared layout of the same strategy and frame rule over `dataSet`.
    func makeLayout(dataSet: DataSet) -> any AnyDecoratedLayout
    var base: FlowLayout { get }
    var dataSet: DataSet { get set }
    /// The collection view's bounds: origin the content offset, size the data set's.
    var bounds: Rect { get set }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    func invalidationContext(forBoundsChange newBounds: Rect) -> FlowLayoutInvalidationContext
    func invalidateLayout(with context: FlowLayoutInvalidationContext)
    func invalidateLayout()
    func prepare()
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    var collectionViewContentSize: Size { get }
    var decorationsExamined: Int { get }
    /// Decorations whose frames `prepare()` has computed so far (see
    /// ``DecorationStrategy/recomputed``).
    var decorationsRecomputed: Int { get }
    /// The flow layout whose cells, supplementary views and content size this layout hands out
    /// unchanged (the base layout; for the naive separator recipe, its model with separators).
    var elementsLayout: FlowLayout { get }
    /// The calls made to the base layout so far, as a subclass's calls to `super`.
    var callsToSuper: CallsToSuper { get }
    /// What of the base layout the strategy reads under its frame rule.
    var tier: StrategyTier { get }
    /// The times the strategy has read what UIKit keeps private (``PublicFlowLayout/privateLayout``).
    var privateReads: Int { get }
}

// MARK: - Default implementations

extension AnyDecoratedLayout {
    /// The cell of ``elementsLayout``.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        elementsLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The header, footer or separator of ``elementsLayout``.
    ///
    /// - Complexity: O(1), O(log s) for a separator.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        elementsLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The content size of ``elementsLayout``.
    public var collectionViewContentSize: Size { elementsLayout.collectionViewContentSize }
}

extension AnyDecoratedLayout {
    /// Moves the bounds as `UICollectionView` does on a scroll frame: asks
    /// ``shouldInvalidateLayout(forBoundsChange:)`` (with the old bounds still set); if true,
    /// invalidates with ``invalidationContext(forBoundsChange:)``; takes the new bounds; and,
    /// if it invalidated, calls ``prepare()``. The caller then queries the visible rect.
    ///
    /// - Returns: whether the layout was invalidated (and prepared again).
    /// - Complexity: that of the calls it makes.
    @inlinable @discardableResult
    public func moveBounds(to newBounds: Rect) -> Bool {
        let invalidates = shouldInvalidateLayout(forBoundsChange: newBounds)
        if invalidates { invalidateLayout(with: invalidationContext(forBoundsChange: newBounds)) }
        bounds = newBounds
        if invalidates { prepare() }
        return invalidates
    }
}
