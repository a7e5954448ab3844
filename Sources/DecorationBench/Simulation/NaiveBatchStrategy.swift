/// A layout that keeps its decorations until `reloadData()`: it rebuilds them only when the
/// context says `invalidateEverything`, reading a batch update's context (data-source counts
/// only) as "the same sections, nothing to redo". After `performBatchUpdates` its decorations
/// sit where the sections were, under the wrong cells, and those of deleted sections stay (the
/// decoration views duplicated or misplaced after a batch, openradar 12623956). Kept as evidence
/// (``BrokenRecipe/naiveBatch``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public final class NaiveBatchStrategy: DecorationStrategy {
    /// The recipe this is a broken variant of; its own name is ``BrokenRecipe/naiveBatch``.
    public static let kind = StrategyKind.linear
    public let frameRule: FrameRule
    private let state = PreparedIndex<DecorationStore>()
    private var needsRebuild = true

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }
    public var recomputed: Int { state.recomputed }

    /// The misreading: only a reload counts.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if context.invalidateEverything { needsRebuild = true }
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
