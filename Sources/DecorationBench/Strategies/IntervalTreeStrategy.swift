/// The `interval-tree` strategy: every decoration precomputed in `prepare()` and indexed by an
/// ``IntervalTree`` over its extent along the scroll axis; a query asks the tree for the
/// decorations overlapping the rect's scroll-axis range, then checks the cross axis.
///
/// O(log d + k) per query whatever the decorations' lengths or overlaps, no allocation beyond
/// the answer, and a build that costs one pass over already-sorted decorations.
public final class IntervalTreeStrategy: DecorationStrategy {
    public static let kind = StrategyKind.intervalTree
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var store = PrecomputedDecorations()
    private var tree = IntervalTree<LayoutAttributes>([])

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Builds every decoration and the tree over them.
    ///
    /// - Complexity: O(d), O(d log d) if decorations are out of order along the scroll axis.
    public func prepare(_ layout: FlowLayout) {
        store.rebuild(from: layout, rule: frameRule)
        let direction = layout.scrollDirection
        tree = IntervalTree(store.all.lazy.map {
            (start: $0.frame.minMain(direction), end: $0.frame.maxMain(direction), payload: $0)
        })
    }

    /// Appends the decorations that intersect `rect`, found by the tree.
    ///
    /// - Complexity: O(log d + k).
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        let direction = layout.scrollDirection
        examined += tree.forEachOverlapping(rect.minMain(direction), rect.maxMain(direction)) { index in
            let decoration = tree.payloads[index]
            if decoration.frame.intersects(rect) { elements.append(decoration) }
        }
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        store.lookup(kind, at: indexPath)
    }
}
