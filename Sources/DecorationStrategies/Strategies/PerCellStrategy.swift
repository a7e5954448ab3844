import DecorationBench

/// The `per-cell` strategy, the first try of njooma, "Decorating UICollectionViewCells" (2018): for
/// every cell in the answer, a new shadow decoration with the cell's frame, made afresh on every
/// query.
///
/// Cheap to write and correct per query, but it allocates one object per visible cell per
/// query, and the shadows of neighbouring cells of different widths do not line up (the post's
/// reason to move on). Only cells in sections whose configuration has a background get one. It
/// reads only what `super` answers and the app's configuration.
public final class PerCellStrategy: PreparesNothing {
    public static let name = "per-cell"
    public static let summary = "cell shadows, first try: a new cell-shadow decoration per cell, every query"
    public static let expectation = DecorationExpectation.cellShadows
    public let frameRule: FrameRule
    public private(set) var examined = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends a new cell-shadow decoration for each cell among the first `baseCount` elements.
    ///
    /// - Complexity: O(k) for k base elements; one allocation per shadow.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        var looked = 0
        for index in 0..<baseCount {
            let element = elements[index]
            guard element.kind == .cell else { continue }
            looked += 1
            if let shadow = surface.cellShadow(under: element) {
                elements.append(shadow)
            }
        }
        examined += looked
    }

    /// A new shadow with the cell's frame, for kind `cell-shadow`: one item call to super.
    ///
    /// - Complexity: O(1); one allocation.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        guard kind == .cellShadow, let cell = surface.layoutAttributesForItem(at: indexPath) else { return nil }
        examined += 1
        return surface.cellShadow(under: cell)
    }
}
