import DecorationBench

/// The `cached` strategy, the working code of njooma, "Decorating UICollectionViewCells" (2018):
/// like `per-section`, but each section's attributes object is kept in a section → attributes
/// dictionary and handed back on every query, with its frame recomputed, so UIKit sees one object
/// per decoration. The frames come from each section's first and last items, asked of `super`.
///
/// The dictionaries are emptied when an invalidation recomputes the geometry, which is what
/// stops stale decorations from surviving a data change; a scroll frame that invalidates only
/// pinned headers keeps them. The set that skips repeated sections is kept between queries and
/// emptied in place, so a query allocates nothing once the caches are warm. Same blind spot as
/// `per-section`.
public final class CachedStrategy: PreparesNothing {
    public static let name = "cached"
    public static let summary = "section shadows, working code: per-section attributes kept in a dictionary and reused"
    public static let expectation = DecorationExpectation.sectionDecorationsOfVisibleSections
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var backgrounds: [Int: LayoutAttributes] = [:]
    private var badges: [Int: LayoutAttributes] = [:]
    private var seen = Set<Int>()

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Forgets every cached object when `context` invalidates geometry (a data change, or
    /// `invalidateLayout()`), which is what stops stale decorations from surviving it; keeps
    /// them through a bounds change that invalidates only pinned headers (the post's layout
    /// overrides neither `prepare()` nor `invalidateLayout(with:)`, so its dictionary lives
    /// through scrolling, and frames are recomputed on every query anyway).
    ///
    /// - Complexity: O(cached sections).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        guard context.invalidatesGeometry else { return }
        backgrounds.removeAll()
        badges.removeAll()
    }

    /// Appends the cached decorations of every section represented among the first `baseCount`
    /// elements, their frames recomputed from the section's first and last items (two item
    /// calls to super a section a query).
    ///
    /// - Complexity: O(k) expected for k base elements; no allocation once warm.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let cross = surface.backgroundCrossExtent
        seen.removeAll(keepingCapacity: true)
        for index in 0..<baseCount {
            let section = elements[index].indexPath.section
            guard seen.insert(section).inserted,
                let area = surface.sectionRect(ofSection: section, rule: frameRule, crossExtent: cross)
            else { continue }
            if let d = decoration(.background, section, area, surface), d.frame.intersects(rect) { elements.append(d) }
            if let d = decoration(.badge, section, area, surface), d.frame.intersects(rect) { elements.append(d) }
        }
    }

    /// The cached background or badge of the section, its frame recomputed.
    ///
    /// - Complexity: O(1) expected.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < surface.numberOfSections,
            let area = surface.sectionRect(
                ofSection: section, rule: frameRule, crossExtent: surface.backgroundCrossExtent)
        else { return nil }
        return decoration(kind, section, area, surface)
    }

    /// The section's cached decoration of `kind` with its frame set from `area`, or a new one
    /// kept for next time.
    private func decoration(
        _ kind: ElementKind, _ section: Int, _ area: Rect, _ surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        guard let frame = surface.decorationFrame(kind, ofSection: section, in: area) else { return nil }
        examined += 1
        if kind == .background {
            if let cached = backgrounds[section] { cached.frame = frame; return cached }
        } else if let cached = badges[section] {
            cached.frame = frame; return cached
        }
        let made = surface.attributes(kind, ofSection: section, frame: frame)
        if kind == .background { backgrounds[section] = made } else { badges[section] = made }
        return made
    }
}
