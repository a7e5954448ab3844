import DecorationBench

/// The separator layout of "How to add a custom separator supplementary view to UICollectionView"
/// (2014) as the post first wrote it, kept as evidence: the flow layout runs as if there were no
/// separators, and `layoutAttributesForElements(in:)` asks it for the same rect, then moves each
/// element it got past the separators before it and adds the separators of the items it got.
///
/// What it gets wrong is the post's "gap": an item whose unshifted frame lies before the rect but
/// whose moved frame reaches into it is never asked for, so a correct layout shows it and this
/// one leaves a hole, growing with every separator above. The moved frames and the separators
/// are taken from a `FlowLayout` of the whole data set, so the rule lives in one place and the
/// gap is by construction the only difference from the model. It adds no decorations (its
/// ``expectation`` is `.none`). Never among the strategies: the simulator and the tests name it.
public final class NaiveSeparatorLayout: AnyDecoratedLayout {
    /// The flow layout of the data set without its separators: the recipe's `super`, asked for
    /// each rect.
    public let base: FlowLayout
    /// The layout with the separators, where each returned element's moved frame is looked up.
    private let model: FlowLayout

    public init(dataSet: DataSet) {
        base = FlowLayout(dataSet: Self.withoutSeparators(dataSet))
        model = FlowLayout(dataSet: dataSet)
    }

    private static func withoutSeparators(_ dataSet: DataSet) -> DataSet {
        var plain = dataSet
        plain.separators = []
        return plain
    }

    public var kind: StrategyKind { StrategyKind(rawValue: BrokenRecipe.naiveSeparator.rawValue)! }

    /// The base layout's elements alone: it adds no decorations.
    public var expectation: DecorationExpectation { .none }

    public func makeLayout(dataSet: DataSet) -> any AnyDecoratedLayout { NaiveSeparatorLayout(dataSet: dataSet) }

    /// The data set with its separators; the base layout sees it without them.
    public var dataSet: DataSet {
        get { model.dataSet }
        set {
            model.dataSet = newValue
            base.dataSet = Self.withoutSeparators(newValue)
        }
    }

    public func invalidateLayout() {
        base.invalidateLayout()
        model.invalidateLayout()
    }

    /// The bounds of both layouts.
    public var bounds: Rect {
        get { model.bounds }
        set {
            base.bounds = newValue
            model.bounds = newValue
        }
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        model.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> FlowLayoutInvalidationContext {
        model.invalidationContext(forBoundsChange: newBounds)
    }

    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        base.invalidateLayout(with: context)
        model.invalidateLayout(with: context)
    }

    /// Prepares both layouts.
    ///
    /// - Complexity: O(items + s log s) for s separators.
    public func prepare() {
        base.prepare()
        model.prepare()
    }

    /// The base answer for the same rect, each element moved, plus the separators of the items
    /// in it: the recipe without its extra rect math.
    ///
    /// - Complexity: O(log n + k log s) for k elements and s separators.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for a in base.layoutAttributesForElements(in: rect) {
            switch a.kind {
            case .cell:
                if let separator = model.layoutAttributesForSupplementaryView(ofKind: .separator, at: a.indexPath) {
                    result.append(separator)
                }
                if let moved = model.layoutAttributesForItem(at: a.indexPath) { result.append(moved) }
            default:
                if let moved = model.layoutAttributesForSupplementaryView(ofKind: a.kind, at: a.indexPath) {
                    result.append(moved)
                }
            }
        }
        return result
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        nil
    }

    /// The model: moved frames, separators, and the content size grown by every separator, as
    /// the post's overrides hand out.
    public var elementsLayout: FlowLayout { model }

    public var decorationsExamined: Int { 0 }

    public var decorationsRecomputed: Int { 0 }

    /// The recipe works on its own model of the layout, not through `super`.
    public var callsToSuper: CallsToSuper { CallsToSuper() }

    /// The recipe lays out its own model, which no subclass could.
    public var tier: StrategyTier { .privateAPI }

    public var privateReads: Int { 0 }
}
