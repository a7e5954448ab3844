import DecorationBench

/// One section's decorations for the public-surface strategies that keep a section's extent
/// (`extent-table`, `lazy-extents`): the frames of its background and badge, from the app's
/// configuration and the section's rect, and their attributes objects, each made the first time
/// a query returns it and kept until the geometry changes (the lazy attributes of MagazineLayout's
/// pull request 94).
struct SectionDecorationSlots {
    /// The background's frame, or `nil` when the section has none.
    private(set) var background: Rect?
    /// The badge's frame, or `nil` when the section has none.
    private(set) var badge: Rect?
    private var madeBackground: LayoutAttributes?
    private var madeBadge: LayoutAttributes?

    /// No decorations.
    init() {}

    /// The decorations of `section`, whose section rect is `area`.
    ///
    /// - Complexity: O(1); no call to super.
    init(section: Int, in area: Rect, surface: PublicFlowLayout) {
        background = surface.decorationFrame(.background, ofSection: section, in: area)
        badge = surface.decorationFrame(.badge, ofSection: section, in: area)
    }

    /// How many decorations the section has.
    var count: Int { (background == nil ? 0 : 1) + (badge == nil ? 0 : 1) }

    /// The frames the section has, background first.
    var frames: [Rect] { [background, badge].compactMap { $0 } }

    /// The section's decoration of `kind`, made from the app's configuration the first time, or
    /// `nil` when the section has none.
    ///
    /// - Complexity: O(1); an allocation the first time.
    mutating func object(_ kind: ElementKind, section: Int, surface: PublicFlowLayout) -> LayoutAttributes? {
        switch kind {
        case .background: Self.kept(&madeBackground, kind, frame: background, section: section, surface: surface)
        case .badge: Self.kept(&madeBadge, kind, frame: badge, section: section, surface: surface)
        default: nil
        }
    }

    /// The object in `slot`, made at `frame` and kept there the first time; `nil` without a frame.
    private static func kept(
        _ slot: inout LayoutAttributes?, _ kind: ElementKind, frame: Rect?, section: Int, surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        guard let frame else { return nil }
        if let made = slot { return made }
        let made = surface.attributes(kind, ofSection: section, frame: frame)
        slot = made
        return made
    }

    /// Appends the section's decorations whose frames meet `rect`; returns how many it has (the
    /// decorations looked at).
    ///
    /// - Complexity: O(1); an allocation for each decoration appended for the first time.
    mutating func append(
        meeting rect: Rect, to elements: inout [LayoutAttributes], section: Int, surface: PublicFlowLayout
    ) -> Int {
        if background?.intersects(rect) == true {
            elements.append(object(.background, section: section, surface: surface)!)
        }
        if badge?.intersects(rect) == true { elements.append(object(.badge, section: section, surface: surface)!) }
        return count
    }
}
