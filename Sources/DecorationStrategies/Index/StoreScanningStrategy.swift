import DecorationBench

/// A strategy that keeps every decoration in a ``DecorationStore`` and answers a query by a scan
/// of all of them: `linear` (the recipe that makes every decoration in `prepare()`) and the
/// broken recipes built like it
/// (`NaiveRebuildStrategy`). They differ only in when `prepare()` builds the store; the query,
/// the lookup and the counters are written once, here.
protocol StoreScanningStrategy: DecorationStrategy {
    /// The store of the last rebuild and the counters (`PreparedIndex`).
    var state: PreparedIndex<DecorationStore> { get }
}

extension StoreScanningStrategy {
    /// Decorations examined by every query so far.
    public var examined: Int { state.examined }

    /// Decorations computed by every rebuild so far.
    public var recomputed: Int { state.recomputed }

    /// Appends every stored decoration that intersects `rect`.
    ///
    /// - Complexity: O(d) for d decorations.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        guard let store = state.query else { return }
        state.count(store.appendScanningAll(in: rect, to: &elements))
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(log d).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        state.lookup(kind, at: indexPath)
    }
}
