import DecorationBench

/// A strategy that keeps every decoration in a ``DecorationStore`` read from the private layout
/// and answers a query by a scan of all of them: the broken recipe that rebuilds on the wrong
/// trigger (`NaiveRebuildStrategy`). The query, the lookup and the counters are written once, here.
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

extension DecorationStore: DecorationIndex {
    /// The store is its own index (a store-scanning strategy scans it).
    var store: DecorationStore { self }
    var query: View { view }
}
