/// A layout that computes its section backgrounds only in a full `prepare()`: it rebuilds when
/// the context invalidates the flow layout's attributes, the counts or everything, as if the
/// flow layout recomputed its geometry only then. Self-sizing cells invalidate with none of
/// those (their batched context names the measured cells), so its decorations stay at the
/// estimated frames after the cells report their sizes: the separators drawn at estimated cell
/// frames of IGListKit #571. Kept as evidence for the simulator
/// (``BrokenRecipe/naiveSelfSizing``); never among `StrategyKind.allCases`.
///
/// Otherwise `linear`: every decoration precomputed, filtered by a scan.
public final class NaiveSelfSizingStrategy: DecorationStrategy {
    /// The recipe this is a broken variant of; its own name is ``BrokenRecipe/naiveSelfSizing``.
    public static let kind = StrategyKind.linear
    public let frameRule: FrameRule
    private let state = PreparedIndex<DecorationStore>()
    private var needsRebuild = true

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }
    public var recomputed: Int { state.recomputed }

    /// The misreading: only a full invalidation counts.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidateFlowLayoutAttributes
        {
            needsRebuild = true
        }
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
