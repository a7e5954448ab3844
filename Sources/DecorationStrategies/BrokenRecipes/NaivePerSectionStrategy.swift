import DecorationBench

/// `per-section`'s recipe, the second try of njooma, "Decorating UICollectionViewCells" (2018),
/// without its set: one background per element of the answer, so a section with five visible cells
/// gets five backgrounds. Kept as evidence for the simulator and the tests
/// (``BrokenRecipe/naivePerSection``); never among `StrategyKind.allCases`.
public final class NaivePerSectionStrategy: PreparesNothing {
    /// Its own name, never a strategy's: what it draws can never pass for a real strategy's.
    public static let name = BrokenRecipe.naivePerSection.rawValue
    public static let tier = StrategyTier.privateAPI
    /// What the oracle expects of the strategy it is a broken variant of.
    public static let expectation = DecorationExpectation.sectionDecorationsOfVisibleSections
    public let frameRule: FrameRule
    public private(set) var examined = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends a new background for every base element: duplicates included.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        let p = layout.prepared
        for index in 0..<baseCount {
            examined += 1
            if let b = DecorationFactory.background(elements[index].indexPath.section, in: p, rule: frameRule) {
                elements.append(b)
            }
        }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
        return DecorationFactory.sectionDecoration(kind, indexPath.section, in: layout.prepared, rule: frameRule)
    }
}
