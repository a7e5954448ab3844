/// Seed 002's separator layout as the post first wrote it, kept as evidence: the flow layout
/// runs as if there were no separators, and `layoutAttributesForElements(in:)` asks it for the
/// same rect, then moves each element it got past the separators before it and adds the
/// separators of the items it got.
///
/// What it gets wrong is the seed's "gap": an item whose unshifted frame lies before the rect but
/// whose moved frame reaches into it is never asked for, so a correct layout shows it and this
/// one leaves a hole, growing with every separator above. The moves themselves are right (the
/// same rule as ``Separator``'s), so the gap is the only difference from ``FlowLayout``. It adds
/// no decorations; ``kind`` is `.none`. Never among the strategies: the simulator and the tests
/// name it.
public final class NaiveSeparatorLayout: AnyDecoratedLayout {
    /// The flow layout of the data set without its separators: the recipe's `super`.
    public let base: FlowLayout
    private var separators: [Separator] = []
    /// `shiftAfter[i]`: the thicknesses of `separators[0...i]` (sorted by index path) summed.
    private var shiftAfter: [Double] = []

    public init(dataSet: DataSet) {
        var plain = dataSet
        plain.separators = []
        base = FlowLayout(dataSet: plain)
        self.dataSet = dataSet
    }

    public var kind: StrategyKind { .none }

    /// The data set with its separators; the base layout sees it without them.
    public var dataSet: DataSet {
        didSet {
            var plain = dataSet
            plain.separators = []
            base.dataSet = plain
        }
    }

    public func invalidateLayout() { base.invalidateLayout() }

    /// Prepares the base layout and sums the separators' thicknesses in index-path order.
    ///
    /// - Complexity: O(items + s log s) for s separators.
    public func prepare() {
        precondition(dataSet.separatorProblem() == nil, "NaiveSeparatorLayout.prepare(): invalid separators")
        base.prepare()
        separators = dataSet.separators.sorted { $0.indexPath < $1.indexPath }
        shiftAfter = []
        var sum = 0.0
        for s in separators { sum += s.thickness; shiftAfter.append(sum) }
    }

    /// The thicknesses of the separators at or before `path` (or strictly before, if not `inclusive`).
    private func shift(_ path: IndexPath, inclusive: Bool) -> Double {
        let n = separators.partitioningIndex { inclusive ? $0.indexPath > path : $0.indexPath >= path }
        return n == 0 ? 0 : shiftAfter[n - 1]
    }

    private func moved(_ a: LayoutAttributes) -> LayoutAttributes {
        let by: Double
        switch a.kind {
        case .header: by = shift(IndexPath(item: -1, section: a.indexPath.section), inclusive: true)
        case .footer: by = shift(IndexPath(item: Int.max, section: a.indexPath.section), inclusive: true)
        default: by = shift(a.indexPath, inclusive: true)
        }
        return LayoutAttributes(kind: a.kind, indexPath: a.indexPath, frame: a.frame.movedAlongMain(by: by, base.scrollDirection),
                                zIndex: a.zIndex)
    }

    /// The base answer for the same rect, moved, plus the separators of the items in it: the
    /// recipe without its extra rect math.
    ///
    /// - Complexity: O(log n + k log s) for k elements and s separators; a new object per element.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for a in base.layoutAttributesForElements(in: rect) {
            let i = separators.partitioningIndex { $0.indexPath >= a.indexPath }
            if a.kind == .cell, i < separators.count, separators[i].indexPath == a.indexPath {
                let at = a.frame.movedAlongMain(by: i == 0 ? 0 : shiftAfter[i - 1], base.scrollDirection)
                let t = separators[i].thickness
                let frame = base.scrollDirection == .vertical
                    ? Rect(x: at.minX, y: at.minY, width: at.width, height: t)
                    : Rect(x: at.minX, y: at.minY, width: t, height: at.height)
                result.append(LayoutAttributes(kind: .separator, indexPath: a.indexPath, frame: frame))
            }
            result.append(moved(a))
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForItem(at: indexPath).map(moved)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(moved)
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// The base content size grown by every separator, as the seed's override does.
    public var collectionViewContentSize: Size {
        let s = base.collectionViewContentSize, total = shiftAfter.last ?? 0
        return base.scrollDirection == .vertical ? Size(width: s.width, height: s.height + total)
            : Size(width: s.width + total, height: s.height)
    }

    public var decorationsExamined: Int { 0 }
}
