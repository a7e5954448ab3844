import DecorationBench

/// The `per-section` strategy, the second try of njooma, "Decorating UICollectionViewCells" (2018):
/// for each section that has a cell or supplementary view in the answer, its background and badge,
/// recomputed from the layout and allocated afresh on every query; a set skips sections already
/// handled.
///
/// A section's rect comes from `super` as the post computes it: its first and last items'
/// attributes (`PublicFlowLayout.sectionRect(ofSection:rule:crossExtent:)`), two item calls a
/// section a query.
///
/// Its blind spot: a rect that shows only part of a section with none of its elements (only an
/// inset, say) gets no background, although the background covers it. The decorations it does
/// return are filtered to those that intersect the rect.
public final class PerSectionStrategy: PreparesNothing {
    public static let name = "per-section"
    public static let summary = "section shadows, second try: visible sections' decorations recomputed every query"
    public static let expectation = DecorationExpectation.sectionDecorationsOfVisibleSections
    public let frameRule: FrameRule
    public private(set) var examined = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends new decorations for every section represented among the first `baseCount`
    /// elements.
    ///
    /// - Complexity: O(k) for k base elements; a new set and one allocation per decoration.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let cross = surface.backgroundCrossExtent
        var seen = Set<Int>()
        var looked = 0
        for index in 0..<baseCount {
            let section = elements[index].indexPath.section
            guard seen.insert(section).inserted,
                let area = surface.sectionRect(ofSection: section, rule: frameRule, crossExtent: cross)
            else { continue }
            for decoration in surface.decorations(ofSection: section, in: area) {
                looked += 1
                if decoration.frame.intersects(rect) { elements.append(decoration) }
            }
        }
        examined += looked
    }

    /// A new background or badge for the section, recomputed through `super`.
    ///
    /// - Complexity: O(1); an allocation a decoration of the section.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        examined += 1
        return surface.decoration(kind, ofSection: indexPath.section, rule: frameRule)
    }
}
