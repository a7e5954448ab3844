import DecorationBench

/// The `linear` strategy: every decoration's attributes object made in `prepare()`, and
/// `layoutAttributesForElements(in:)` scans all of them, keeping those that intersect the rect. The
/// recipe of Beyza Sığınmış, "Creating Reusable Views with Custom Flow Layout in Swift" (2023), and
/// of "UICollectionView-DecorationView 开发总结" (2018).
///
/// Simple and correct, with no allocation per query beyond the answer; but each query costs
/// O(decorations), so it grows with the number of sections however small the rect; and its
/// `recomputed` counter grows by every decoration at every `prepare()`, as the recipe rebuilds
/// whatever was invalidated.
public final class LinearStrategy: StoreScanningStrategy {
    public static let name = "linear"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "section backgrounds precomputed in prepare(), filtered by a scan of all"
    public let frameRule: FrameRule
    let state = PreparedIndex<DecorationStore>()

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Builds every decoration and its attributes object, as the recipe does, after every
    /// invalidation: it reads no invalidation context, so a scroll frame that invalidates only a
    /// pinned header rebuilds them all.
    ///
    /// - Complexity: O(sections); one allocation per decoration.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        // The recipe allocates afresh each time: no pool.
        state.rebuild { _ in DecorationStore(layout.prepared, rule: frameRule, materialization: .eager) }
    }
}

extension DecorationStore: DecorationIndex {
    /// The store is its own index (the `linear` strategy scans it).
    var store: DecorationStore { self }
    var query: View { view }
}
