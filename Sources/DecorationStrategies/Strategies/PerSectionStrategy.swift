import DecorationBench

/// The `per-section` strategy, the second try of njooma, "Decorating UICollectionViewCells" (2018):
/// for each section that has a cell or supplementary view in the answer, its background and badge,
/// recomputed from the layout and allocated afresh on every query; a set skips sections already
/// handled.
///
/// Its blind spot: a rect that shows only part of a section with none of its elements (only an
/// inset, say) gets no background, although the background covers it. The decorations it does
/// return are filtered to those that intersect the rect.
public final class PerSectionStrategy: DecorationStrategy {
    public static let name = "per-section"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "section shadows, second try: visible sections' decorations recomputed every query"
    public static let expectation = DecorationExpectation.sectionDecorationsOfVisibleSections
    public let frameRule: FrameRule
    public private(set) var examined = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Nothing to prepare: the decorations are made on every query.
    public func prepare(_ surface: PublicFlowLayout) {}

    /// Always 0: `prepare(_:)` computes nothing.
    public let recomputed = 0

    /// Appends new decorations for every section represented among the first `baseCount`
    /// elements.
    ///
    /// - Complexity: O(k) for k base elements; a new set and one allocation per decoration.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        let p = layout.prepared
        var seen = Set<Int>()
        var looked = 0
        for index in 0..<baseCount {
            let section = elements[index].indexPath.section
            guard seen.insert(section).inserted else { continue }
            if let decoration = DecorationFactory.background(section, in: p, rule: frameRule) {
                looked += 1
                if decoration.frame.intersects(rect) { elements.append(decoration) }
            }
            if let decoration = DecorationFactory.badge(section, in: p, rule: frameRule) {
                looked += 1
                if decoration.frame.intersects(rect) { elements.append(decoration) }
            }
        }
        examined += looked
    }

    /// A new background or badge for the section, recomputed.
    ///
    /// - Complexity: O(1); one allocation.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections else { return nil }
        examined += 1
        return DecorationFactory.sectionDecoration(kind, indexPath.section, in: layout.prepared, rule: frameRule)
    }
}
