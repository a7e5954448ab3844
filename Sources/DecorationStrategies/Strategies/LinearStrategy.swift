import DecorationBench

/// The `linear` strategy: every decoration's attributes object made in `prepare()`, and
/// `layoutAttributesForElements(in:)` scans all of them, keeping those that intersect the rect. The
/// recipe of Beyza Sığınmış, "Creating Reusable Views with Custom Flow Layout in Swift" (2023), and
/// of "UICollectionView-DecorationView 开发总结" (2018), as they write it: `prepare()` asks
/// `super` for each section's item count and its first and last items' attributes.
///
/// Simple and correct, with no allocation per query beyond the answer; but each query costs
/// O(decorations), so it grows with the number of sections however small the rect; and each
/// `prepare()` makes every decoration again, with up to three calls to super a section.
public final class LinearStrategy: DecorationStrategy {
    public static let name = "linear"
    public static let summary = "section backgrounds precomputed in prepare(), filtered by a scan of all"
    public let frameRule: FrameRule
    public private(set) var examined = 0
    public private(set) var recomputed = 0
    /// Every decoration, section by section, each background before its badge.
    private var decorations: [LayoutAttributes] = []
    /// Where each section's decorations start in `decorations` (one more entry than sections).
    private var starts: [Int] = [0]

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Makes every decoration and its attributes object, as the recipe does, after every
    /// invalidation: it reads no invalidation context, so a scroll frame that invalidates only a
    /// pinned header makes them all again.
    ///
    /// - Complexity: O(sections); one allocation a decoration, up to three calls to super a
    ///   section.
    public func prepare(_ surface: PublicFlowLayout) {
        let cross = surface.backgroundCrossExtent
        let sections = surface.numberOfSections
        decorations = []
        starts = [0]
        starts.reserveCapacity(sections + 1)
        for section in 0..<sections {
            if let area = surface.sectionRect(ofSection: section, rule: frameRule, crossExtent: cross) {
                decorations += surface.decorations(ofSection: section, in: area)
            }
            starts.append(decorations.count)
        }
        recomputed += decorations.count
    }

    /// Appends every decoration that intersects `rect`. (By index: a debug build's `for-in` over
    /// the stored array allocates once per element, and `AllocationCounterTests` counts a debug
    /// build's allocations.)
    ///
    /// - Complexity: O(d) for d decorations.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        for index in decorations.indices where decorations[index].frame.intersects(rect) {
            elements.append(decorations[index])
        }
        examined += decorations.count
    }

    /// The kept decoration of the section.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section + 1 < starts.count else { return nil }
        examined += 1
        return decorations[starts[section]..<starts[section + 1]].first { $0.kind == kind }
    }
}
