/// The `interval-tree` strategy: every decoration's frame computed in `prepare()` and indexed by
/// an ``IntervalTree`` over its extent along the scroll axis; a query asks the tree for the
/// decorations overlapping the rect's scroll-axis range, then checks the cross axis.
///
/// O(log d + k) per query whatever the decorations' lengths or overlaps, no allocation beyond
/// the answer, and a build that costs one pass over decorations already sorted by section.
/// Attributes objects are made on first request and kept until the next `prepare()`
/// (``DecorationStore``), as the base layout does for its cells.
public final class IntervalTreeStrategy: DecorationStrategy {
    public static let kind = StrategyKind.intervalTree
    public let frameRule: FrameRule
    public private(set) var examined = 0
    /// Everything a query reads, in one immutable object: one access check and one retain per
    /// query instead of one per array.
    private var index: Index?

    private final class Index {
        let store: DecorationStore
        let tree: IntervalTree<Int32>
        let direction: ScrollDirection

        init(store: DecorationStore, direction: ScrollDirection) {
            self.store = store
            self.direction = direction
            let frames = store.frames
            tree = IntervalTree((0..<store.count).lazy.map {
                (start: frames[$0].minMain(direction), end: frames[$0].maxMain(direction), payload: Int32($0))
            })
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Computes every decoration's frame and the tree over them.
    ///
    /// - Complexity: O(d), O(d log d) if decorations are out of order along the scroll axis.
    public func prepare(_ layout: FlowLayout) {
        let p = layout.prepared
        index = Index(store: DecorationStore(p, rule: frameRule, materialization: .lazy), direction: p.scrollDirection)
    }

    /// Appends the decorations that intersect `rect`, found by the tree.
    ///
    /// - Complexity: O(log d + k).
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        guard let index else { return }
        let store = index.store
        let frames = store.frames
        #if DECOBENCH_SLOW_TREE
        // An injected regression (build with DECOBENCH_SLOW_TREE=1): the seeds' filter over
        // every decoration, into a temporary array. Only scripts/prove-gates.sh builds this.
        let hits = frames.indices.filter { frames[$0].intersects(rect) }
        for hit in hits { elements.append(store.attributes(at: hit)) }
        examined += frames.count
        return
        #endif
        examined += index.tree.forEachOverlapping(rect.minMain(index.direction), rect.maxMain(index.direction)) { i in
            let decoration = Int(index.tree.payloads[i])
            if frames[decoration].intersects(rect) { elements.append(store.attributes(at: decoration)) }
        }
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        index?.store.lookup(kind, at: indexPath)
    }
}
