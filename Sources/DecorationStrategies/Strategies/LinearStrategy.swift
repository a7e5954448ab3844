import DecorationBench

/// The `linear` strategy, seeds 001 and 003: every decoration's attributes object made in
/// `prepare()`, and `layoutAttributesForElements(in:)` scans all of them, keeping those that
/// intersect the rect.
///
/// Simple and correct, with no allocation per query beyond the answer; but each query costs
/// O(decorations), so it grows with the number of sections however small the rect.
public final class LinearStrategy: DecorationStrategy {
    public static let name = "linear"
    public static let summary = "seeds 001/003: precomputed in prepare(), filtered by a scan of all"
    public let frameRule: FrameRule
    private let state = PreparedIndex<DecorationStore>()

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }

    /// Every decoration of every `prepare()`: the seeds rebuild whatever was invalidated.
    public var recomputed: Int { state.recomputed }

    /// Builds every decoration and its attributes object, as the seeds do, after every
    /// invalidation: they read no invalidation context, so a scroll frame that invalidates only a
    /// pinned header rebuilds them all.
    ///
    /// - Complexity: O(sections); one allocation per decoration.
    public func prepare(_ layout: FlowLayout) {
        // The seeds' recipe allocates afresh each time: no pool.
        state.rebuild { _ in DecorationStore(layout.prepared, rule: frameRule, materialization: .eager) }
    }

    /// Appends every stored decoration that intersects `rect`.
    ///
    /// - Complexity: O(d) for d decorations.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        guard let store = state.query else { return }
        state.count(store.appendScanningAll(in: rect, to: &elements))
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(log d).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        state.lookup(kind, at: indexPath)
    }
}

extension DecorationStore: DecorationIndex {
    /// The store is its own index (the `linear` strategy scans it).
    var store: DecorationStore { self }
    var query: View { view }
}
