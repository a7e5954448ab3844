import DecorationBench

/// The `cached` strategy, the working code of njooma, "Decorating UICollectionViewCells" (2018):
/// like `per-section`, but each section's attributes object is kept in a section → attributes
/// dictionary and handed back on every query, with its frame recomputed, so UIKit sees one object
/// per decoration.
///
/// The dictionaries are emptied when an invalidation recomputes the geometry, which is what
/// stops stale decorations from surviving a data change; a scroll frame that invalidates only
/// pinned headers keeps them. The set that skips repeated sections is kept between queries and
/// emptied in place, so a query allocates nothing once the caches are warm. Same blind spot as
/// `per-section`.
public final class CachedStrategy: DecorationStrategy {
    public static let name = "cached"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "section shadows, working code: per-section attributes kept in a dictionary and reused"
    public static let expectation = DecorationExpectation.sectionDecorationsOfVisibleSections
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var backgrounds: [Int: LayoutAttributes] = [:]
    private var badges: [Int: LayoutAttributes] = [:]
    private var seen = Set<Int>()
    /// The base layout's geometry generation the dictionaries were filled under.
    private var filledUnder = -1

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

    /// Always 0: `prepare(_:)` computes no frame; a query computes those it returns.
    public let recomputed = 0

    /// Empties the dictionaries when the base layout recomputed its geometry through an
    /// invalidation the strategy did not see (the base's data set set directly).
    ///
    /// - Complexity: O(1), or O(cached sections) when it empties them.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        if filledUnder != layout.geometryGeneration {
            backgrounds.removeAll()
            badges.removeAll()
            filledUnder = layout.geometryGeneration
        }
    }

    /// Appends the cached decorations of every section represented among the first `baseCount`
    /// elements, recomputing their frames.
    ///
    /// - Complexity: O(k) expected for k base elements; no allocation once warm.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        let layout = surface.privateLayout
        let p = layout.prepared
        seen.removeAll(keepingCapacity: true)
        for index in 0..<baseCount {
            let section = elements[index].indexPath.section
            guard seen.insert(section).inserted else { continue }
            if let d = decoration(.background, section, p), d.frame.intersects(rect) { elements.append(d) }
            if let d = decoration(.badge, section, p), d.frame.intersects(rect) { elements.append(d) }
        }
    }

    /// The cached background or badge of the section, its frame recomputed.
    ///
    /// - Complexity: O(1) expected.
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let layout = surface.privateLayout
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections else { return nil }
        return decoration(kind, indexPath.section, layout.prepared)
    }

    private func decoration(_ kind: ElementKind, _ section: Int, _ p: PreparedLayout) -> LayoutAttributes? {
        guard let frame = DecorationFactory.frame(kind, section, in: p, rule: frameRule) else { return nil }
        examined += 1
        if kind == .background {
            if let cached = backgrounds[section] { cached.frame = frame; return cached }
        } else if let cached = badges[section] {
            cached.frame = frame; return cached
        }
        guard let made = DecorationFactory.sectionDecoration(kind, section, in: p, rule: frameRule) else { return nil }
        if kind == .background { backgrounds[section] = made } else { badges[section] = made }
        return made
    }
}
