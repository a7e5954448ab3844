/// Named synthetic data sets, generated from a seed at any size: the shapes real apps have.
///
/// Every preset scales with a target item count (the generator stops at exactly that many
/// items), so a sweep runs the same shape from a thousand to millions of items. The same
/// preset, size and seed always give the same data set.
public enum Preset: String, CaseIterable, Sendable {
    /// A social feed: one full-width column, variable heights, headers and footers, sections of
    /// 2–8 posts, backgrounds grown 4 points past the section (they overlap), a badge on every
    /// fourth section.
    case feed
    /// A photo grid: uniform 120-point squares in rows of three, sections of 4–16 with a header
    /// (about 100 thousand sections at a million items), a badge on every third section.
    case grid
    /// Many tiny sections of 1–3 items: the case where per-section work dominates.
    case smallSections = "small-sections"
    /// Four huge sections of uniform items: few decorations, each very long.
    case hugeSections = "huge-sections"
    /// Tags or chips: variable widths that wrap, sections of 10–30, per-section insets and
    /// spacings.
    case variable
    /// A horizontal carousel: columns that fill top to bottom, sections of 4–16.
    case horizontal
    /// Mostly small sections (2–12 items) with a few giant ones (about 2% of the items each, every
    /// 500th section): backgrounds of wildly different lengths, where a search by start with a
    /// longest-decoration window degrades and an interval tree does not.
    case mixed
    /// A flat list with dividers (seed 002): one full-width column of rows, long sections of
    /// 50–200, and a 24-point separator before about one row in twelve. Not in the default
    /// sweep; the data set on which the naive separator recipe shows its gaps.
    case separated
    /// Decorations that overlap for real: two columns, sections of 3–12 items, a background and a
    /// badge over it in every section, backgrounds grown by negative insets 48 points into the
    /// section before and 30 into the one after, and every 200th section's background grown
    /// 6,000 points each way, across about twenty sections.
    case overlapping
    /// A contacts-style list under a navigation bar: thousands of sections of 5–40 full-width
    /// rows, each with a 28-point header pinned to the visible bounds and a section background,
    /// a badge on every eighth section, and a content inset of 91 points at the top. Scrolled, every frame invalidates the pinned
    /// header in view (the `pinned-scroll` scenario).
    case pinned
    /// Self-sizing cells (Auto Layout): the feed's shape with `estimatedItemSize` 366×120, every
    /// cell narrower than the available width (366 < 390), reporting a real height of 60–600
    /// points when it first becomes visible.
    case selfSizing = "self-sizing"

    /// One line on what the preset models, for `decobench list`.
    public var summary: String {
        switch self {
        case .feed:
            return "vertical feed: 1 column, variable heights, 2-8 items/section, overlapping backgrounds, badges"
        case .grid: return "photo grid: 3 per row, uniform 120x120, 4-16 items/section, headers, badges"
        case .smallSections: return "many tiny sections of 1-3 items, headers and footers"
        case .hugeSections: return "4 huge sections of uniform items: few, very long decorations"
        case .variable: return "chips: variable widths that wrap, 10-30 items/section, per-section overrides"
        case .horizontal: return "horizontal scrolling: columns of 4, 4-16 items/section, badges"
        case .mixed:
            return "small sections (2-12 items) with a giant one (~2% of items) every 500th: very uneven backgrounds"
        case .separated: return "flat list with 24-point separators before ~1 row in 12 (seed 002), 50-200 rows/section"
        case .pinned:
            return "contacts list: pinned headers, sections of 5-40 rows with backgrounds, contentInset top 91, badges"
        case .selfSizing:
            return "self-sizing feed: estimated 366x120, real heights 60-600, 2-8 items/section, backgrounds, badges"
        case .overlapping:
            return
                "2 columns, 3-12 items/section, badge over background everywhere, backgrounds into neighbours, a few spanning ~20"
        }
    }

    /// Generates the preset with exactly `items` items from `seed`, at most
    /// ``DataSetLimits/maxItems``; every preset at that size is within ``DataSetLimits``.
    ///
    /// - Complexity: O(items).
    public func make(items total: Int, seed: UInt64) -> DataSet {
        precondition(
            total >= 0 && total <= DataSetLimits.maxItems, "Preset.make: items must be in 0...DataSetLimits.maxItems")
        // Each preset draws from its own stream, so presets with one seed stay independent.
        var rng = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: rawValue.hashValueStable))
        var ds = DataSet(collectionViewSize: Size(width: 390, height: 844), sections: [])
        var remaining = total
        func sectionSize(_ range: ClosedRange<Int>) -> Int { min(remaining, rng.int(in: range)) }
        // Sections of `counts` items of one size, a badge on every `every`-th: `grid`, `horizontal`
        // and `pinned`.
        func appendUniform(_ counts: ClosedRange<Int>, _ size: Size, badge: String, every: Int) {
            while remaining > 0 {
                let n = sectionSize(counts)
                var spec = SectionSpec(items: .uniform(count: n, size: size))
                if ds.sections.count % every == 0 { spec.decoration.badge = .init(imageName: badge) }
                ds.sections.append(spec)
                remaining -= n
            }
        }
        // The feed's sections, shared by `feed` and `selfSizing` (which differ in the heights drawn).
        func appendFeed(heights: ClosedRange<Double>) {
            ds.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            ds.headerReferenceSize = Size(width: 0, height: 44)
            ds.footerReferenceSize = Size(width: 0, height: 24)
            while remaining > 0 {
                let n = sectionSize(2...8)
                let sizes = (0..<n).map { _ in Size(width: 366, height: rng.double(in: heights).rounded()) }
                var spec = SectionSpec(items: .sizes(sizes))
                spec.decoration.insets = EdgeInsets(top: -4, left: 4, bottom: -4, right: 4)
                if ds.sections.count % 4 == 0 { spec.decoration.badge = .init(imageName: "new") }
                ds.sections.append(spec)
                remaining -= n
            }
        }
        switch self {
        case .feed:
            appendFeed(heights: 80...420)
        case .grid, .horizontal:
            if self == .horizontal {
                ds.scrollDirection = .horizontal
                ds.collectionViewSize = Size(width: 390, height: 560)
                ds.headerReferenceSize = Size(width: 32, height: 0)
            } else {
                ds.headerReferenceSize = Size(width: 0, height: 40)
            }
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            ds.minimumInteritemSpacing = 4
            ds.minimumLineSpacing = 4
            appendUniform(4...16, Size(width: 120, height: 120), badge: "album", every: 3)
        case .smallSections:
            ds.headerReferenceSize = Size(width: 0, height: 28)
            ds.footerReferenceSize = Size(width: 0, height: 12)
            ds.sectionInset = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
            while remaining > 0 {
                let n = sectionSize(1...3)
                ds.sections.append(SectionSpec(items: .uniform(count: n, size: Size(width: 358, height: 56))))
                remaining -= n
            }
        case .hugeSections:
            ds.headerReferenceSize = Size(width: 0, height: 60)
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            for s in 0..<4 {
                let n = total / 4 + (s < total % 4 ? 1 : 0)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 90, height: 90)))
                spec.decoration.badge = .init(imageName: "section")
                ds.sections.append(spec)
            }
        case .mixed:
            ds.headerReferenceSize = Size(width: 0, height: 32)
            ds.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            ds.minimumInteritemSpacing = 4
            ds.minimumLineSpacing = 4
            let giant = max(1, total / 50)
            while remaining > 0 {
                let n = ds.sections.count % 500 == 499 ? min(remaining, giant) : sectionSize(2...12)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 90, height: 90)))
                if ds.sections.count % 7 == 0 { spec.decoration.badge = .init(imageName: "tag") }
                ds.sections.append(spec)
                remaining -= n
            }
        case .variable:
            ds.sectionInset = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
            ds.headerReferenceSize = Size(width: 0, height: 36)
            while remaining > 0 {
                let n = sectionSize(10...30)
                let sizes = (0..<n).map { _ in
                    Size(width: rng.double(in: 40...220).rounded(), height: rng.chance(0.2) ? 44 : 32)
                }
                var spec = SectionSpec(items: .sizes(sizes))
                if rng.chance(0.3) { spec.minimumInteritemSpacing = 6 }
                if rng.chance(0.3) { spec.inset = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8) }
                spec.decoration.color = RGBAColor(rgba: rng.chance(0.5) ? 0xF2F2_F7FF : 0xFFF4_E5FF)
                ds.sections.append(spec)
                remaining -= n
            }
        case .overlapping:
            ds.headerReferenceSize = Size(width: 0, height: 36)
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            while remaining > 0 {
                let n = sectionSize(3...12)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 180, height: 140)))
                let reach = ds.sections.count % 200 == 199 ? 6_000.0 : 0
                spec.decoration.insets = EdgeInsets(top: -48 - reach, left: -4, bottom: -30 - reach, right: -4)
                spec.decoration.badge = .init(imageName: "badge")
                ds.sections.append(spec)
                remaining -= n
            }
        case .pinned:
            // A contacts list under a navigation bar: a letter header pinned below the bar (the
            // adjusted content inset's top), rows in a card per section.
            ds.sectionHeadersPinToVisibleBounds = true
            ds.contentInset = EdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
            ds.headerReferenceSize = Size(width: 0, height: 28)
            ds.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 12, right: 16)
            ds.minimumLineSpacing = 0
            appendUniform(5...40, Size(width: 358, height: 44), badge: "favourite", every: 8)
        case .selfSizing:
            // The feed's shape, but the heights are what the cells report; the layout starts
            // at the estimate.
            ds.estimatedItemSize = .size(Size(width: 366, height: 120))
            appendFeed(heights: 60...600)
        case .separated:
            ds.headerReferenceSize = Size(width: 0, height: 36)
            ds.minimumLineSpacing = 1
            while remaining > 0 {
                let n = sectionSize(50...200)
                let section = ds.sections.count
                let sizes = (0..<n).map { _ in Size(width: 390, height: rng.chance(0.3) ? 88 : 60) }
                for item in 1..<max(1, n) where rng.chance(1.0 / 12) {
                    ds.separators.append(Separator(before: IndexPath(item: item, section: section), thickness: 24))
                }
                ds.sections.append(SectionSpec(items: .sizes(sizes)))
                remaining -= n
            }
        }
        return ds
    }
}
