import DecorationBench

/// The `none` strategy: the base flow layout alone, with no decorations. Every other strategy's
/// overhead is measured against it.
public final class NoDecorations: PreparesNothing {
    public static let name = "none"
    public static let summary = "no decorations: the base flow layout alone"
    public static let expectation = DecorationExpectation.none
    public let frameRule: FrameRule
    public private(set) var examined = 0
    public static var hasDecorations: Bool { false }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends nothing.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {}

    /// There are no decorations.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        nil
    }
}
