import DecorationBench

/// `per-cell`'s recipe, the first try of njooma, "Decorating UICollectionViewCells" (2018), without
/// `zIndex = -1`: shadows at the cells' own zIndex, so their stacking against neighbouring cells
/// depends on the order views were added. Kept as evidence (``BrokenRecipe/naivePerCell``); never
/// among `StrategyKind.allCases`.
public final class NaivePerCellStrategy: PreparesNothing {
    /// Its own name, never a strategy's: what it draws can never pass for a real strategy's.
    public static let name = BrokenRecipe.naivePerCell.rawValue
    public static let tier = StrategyTier.privateAPI
    /// What the oracle expects of the strategy it is a broken variant of.
    public static let expectation = DecorationExpectation.cellShadows
    public let frameRule: FrameRule
    public private(set) var examined = 0
    /// How far the shadow spreads past its cell, as a layer shadow does.
    public static let spread = 4.0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends a shadow, a little larger than its cell, at the cell's zIndex.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        for index in 0..<baseCount where elements[index].kind == .cell {
            examined += 1
            let cell = elements[index]
            let s = Self.spread
            let frame = Rect(
                x: cell.frame.minX - s, y: cell.frame.minY - s, width: cell.frame.width + 2 * s,
                height: cell.frame.height + 2 * s)
            elements.append(
                LayoutAttributes(
                    kind: .cellShadow, indexPath: cell.indexPath, frame: frame, zIndex: 0,
                    payload: .cellShadow))
        }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        nil
    }
}
