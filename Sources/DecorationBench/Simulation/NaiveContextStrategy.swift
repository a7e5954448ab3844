/// A layout that reads the invalidation context the way sticky-header advice is often
/// misread: it rebuilds its decorations only when the context says `invalidateEverything` or
/// `invalidateDataSourceCounts`, so that a bounds change costs nothing. It misses what the flow
/// flags say: after a change of the view's width (`invalidateFlowLayoutAttributes`) or a plain
/// `invalidateLayout()` (a default context: both flow flags, nothing else) the base layout has
/// moved and its decorations have not. Kept as evidence for the simulator
/// (``BrokenRecipe/naiveContext``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public final class NaiveContextStrategy: DecorationStrategy {
    /// The recipe this is a broken variant of; its own name is ``BrokenRecipe/naiveContext``.
    public static let kind = StrategyKind.linear
    public let frameRule: FrameRule
    private let state = PreparedIndex<DecorationStore>()
    private var needsRebuild = true

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }
    public var recomputed: Int { state.recomputed }

    /// The misreading: only these two flags count.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsRebuild = true }
    }

    public func prepare(_ layout: FlowLayout) {
        guard needsRebuild else { return }
        needsRebuild = false
        state.rebuild { DecorationStore(layout.prepared, rule: frameRule, materialization: .lazy, pool: $0) }
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        guard let store = state.query else { return }
        let frames = store.frames
        state.count(
            store.append(to: &elements) { hit in
                for index in 0..<store.count where frames[index].intersects(rect) { hit(index) }
                return store.count
            })
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        state.lookup(kind, at: indexPath)
    }
}
