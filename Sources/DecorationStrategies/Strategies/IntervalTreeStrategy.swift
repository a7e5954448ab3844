import DecorationBench

/// The `interval-tree` strategy: every decoration's frame computed in `prepare()` and indexed by
/// an `IntervalTree` over its extent along the scroll axis; a query asks the tree for the
/// decorations overlapping the rect's scroll-axis range, then checks the cross axis.
///
/// O(log d + k) per query whatever the decorations' lengths or overlaps, no allocation beyond
/// the answer, and a build that costs one pass over decorations already sorted by section.
/// Attributes objects are made on first request and kept until the next `prepare()`
/// (`DecorationStore`), as the base layout does for its cells.
public final class IntervalTreeStrategy: StoreIndexedStrategy {
    public static let name = "interval-tree"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "precomputed, implicit interval tree over the scroll axis, O(log n + k)"
    public let frameRule: FrameRule
    let state = PreparedIndex<Index>(defersToUpdates: true)

    /// Everything a query reads, immutable.
    final class Index: StoreIndex {
        let store: DecorationStore
        let tree: IntervalTree<Int32>

        init(store: DecorationStore) {
            self.store = store
            let frames = store.frames, direction = store.direction
            tree = IntervalTree(
                (0..<store.count).lazy.map {
                    (start: frames[$0].minMain(direction), end: frames[$0].maxMain(direction), payload: Int32($0))
                })
        }

        /// The index itself, borrowed by queries (the tree's arrays are not raw buffers).
        var query: Query { Query(index: Unmanaged.passUnretained(self)) }

        /// Patches the store after a self-sizing frame, its move written: the tree is built
        /// again over it (`init(reindexing:)`).
        func remeasure(_ sections: [Int], in p: PreparedLayout, rule: FrameRule) -> Int? {
            store.remeasure(sections, in: p, rule: rule, deferringTail: false)?.recomputed
        }

        /// Appends the decorations that intersect `rect`; returns how many it examined.
        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = store.view, frames = decorations.frames
            #if DECOBENCH_SLOW_TREE
            // An injected regression (build with -Xswiftc -DDECOBENCH_SLOW_TREE): `linear`'s filter over
            // every decoration, into a temporary array. Only scripts/prove-gates.sh builds this.
            let hits = (0..<store.count).filter { frames[$0].intersects(rect) }
            for hit in hits { elements.append(decorations.attributes(at: hit)) }
            return store.count
            #else
            return decorations.append(to: &elements) { hit in
                tree.forEachOverlapping(rect.minMain(decorations.direction), rect.maxMain(decorations.direction)) { i in
                    let decoration = Int(tree.payload(at: i))
                    if frames[decoration].intersects(rect) { hit(decoration) }
                }
            }
            #endif
        }
    }

    /// What a query reads: the index, unretained.
    struct Query: DecorationQuery {
        let index: Unmanaged<Index>

        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            index._withUnsafeGuaranteedRef { $0.append(in: rect, to: &elements) }
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }
}
