import DecorationBench

/// The `extent-table` strategy, a careful design on the public tier: `prepare()` asks `super`
/// for each section's first and last items once (`PublicFlowLayout.sectionRect(ofSection:rule:crossExtent:)`)
/// and keeps a table of the sections' extents along the scroll axis and their decorations'
/// frames; a query binary-searches the table and never calls `super`; each attributes object is
/// made the first time a query returns it and kept until the geometry changes (the lazy
/// attributes of MagazineLayout's pull request 94).
///
/// The table is built again only when an invalidation changes geometry: a bounds change that
/// invalidates only pinned headers costs nothing. A batch update or a self-sizing frame builds it
/// all again, up to three calls to super a section: a subclass is not told how far later sections
/// moved without asking.
///
/// The sections' extents follow one another along the scroll axis, so a query finds the first
/// section that ends after the rect, less the farthest any decoration reaches out of its section
/// (a badge's offset, a background's negative inset), and scans while sections start before the
/// rect's end plus that reach: O(log s + k).
public final class ExtentTableStrategy: DecorationStrategy {
    public static let name = "extent-table"
    public static let summary = "public tier: a table of section extents from super, built once per geometry"
    public let frameRule: FrameRule
    // Unchecked exclusivity: a query modifies `table` across calls to `super`, so Swift would
    // check each access at run time; a layout is used from one thread and `super` never calls
    // back into its subclass's strategy.
    @exclusivity(unchecked) public private(set) var examined = 0
    @exclusivity(unchecked) public private(set) var recomputed = 0
    @exclusivity(unchecked) private var table = ExtentTable()
    /// Whether an invalidation since the last build changed the geometry.
    @exclusivity(unchecked) private var stale = true

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Notes that the table must be built again when `context` changes geometry.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if context.invalidatesGeometry { stale = true }
    }

    /// Builds the table when an invalidation changed the geometry; else does nothing.
    ///
    /// - Complexity: O(sections), up to three calls to super a section, when it builds; O(1)
    ///   otherwise.
    public func prepare(_ surface: PublicFlowLayout) {
        guard stale else { return }
        stale = false
        table = ExtentTable(surface, rule: frameRule)
        recomputed += table.decorationCount
    }

    /// Appends the decorations whose frames meet `rect`, found by binary search in the table.
    ///
    /// - Complexity: O(log s + k); an allocation for each decoration returned for the first time.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout surface: PublicFlowLayout
    ) {
        examined += table.append(in: rect, to: &elements, surface: surface)
    }

    /// The section's decoration from the table.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        examined += 1
        return table.decoration(kind, ofSection: indexPath.section, surface: surface)
    }
}
