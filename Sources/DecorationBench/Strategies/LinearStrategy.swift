/// The `linear` strategy, seeds 001 and 003: every decoration precomputed in `prepare()`, and
/// `layoutAttributesForElements(in:)` scans all of them, keeping those that intersect the rect.
///
/// Simple and correct, with no allocation per query beyond the answer; but each query costs
/// O(decorations), so it grows with the number of sections however small the rect.
public final class LinearStrategy: DecorationStrategy {
    public static let kind = StrategyKind.linear
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var store = PrecomputedDecorations()

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Builds every decoration.
    ///
    /// - Complexity: O(sections).
    public func prepare(_ layout: FlowLayout) {
        store.rebuild(from: layout, rule: frameRule)
    }

    /// Appends every stored decoration that intersects `rect`.
    ///
    /// - Complexity: O(d) for d decorations.
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        let all = store.all
        examined += all.count
        for decoration in all where decoration.frame.intersects(rect) {
            elements.append(decoration)
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
