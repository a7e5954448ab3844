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
    /// A flat list with dividers (the separator recipe, ``Separator``): one full-width column of
    /// rows, long sections of 50–200, and a 24-point separator before about one row in twelve. Not
    /// in the default sweep; the data set on which the naive separator recipe shows its gaps.
    case separated
    /// Decorations that overlap for real: two columns, sections of 3–12 items, a background and a
    /// badge over it in every section, backgrounds grown by negative insets 48 points into the
    /// section before and 30 into the one after, and every 200th section's background grown
    /// 6,000 points each way, across about twenty sections.
    case overlapping
    /// A contacts-style list under a navigation bar: thousands of sections of 5–40 full-width
    /// rows, each with a 28-point header pinned to the visible bounds and a section background,
    /// a badge on every eighth section, and a content inset of 91 points at the top. Scrolled, every
    /// frame invalidates the pinned header in view (the `pinned-scroll` scenario).
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
        case .separated:
            return "flat list with 24-point separators before ~1 row in 12 (the separator recipe), 50-200 rows/section"
        case .pinned:
            return "contacts list: pinned headers, sections of 5-40 rows with backgrounds, contentInset top 91, badges"
        case .selfSizing:
            return "self-sizing feed: estimated 366x120, real heights 60-600, 2-8 items/section, backgrounds, badges"
        case .overlapping:
            return "2 columns, 3-12 items/section, badge over background everywhere, "
                + "backgrounds into neighbours, a few spanning ~20"
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
        let stream = seed ^ UInt64(truncatingIfNeeded: rawValue.hashValueStable)
        var g = Generator(total: total, rng: SplitMix64(seed: stream))
        switch self {
        case .feed: g.buildFeed(heights: 80...420)
        case .grid: g.buildGrid(horizontal: false)
        case .horizontal: g.buildGrid(horizontal: true)
        case .smallSections: g.buildSmallSections()
        case .hugeSections: g.buildHugeSections()
        case .mixed: g.buildMixed()
        case .variable: g.buildVariable()
        case .overlapping: g.buildOverlapping()
        case .pinned: g.buildPinned()
        case .selfSizing:
            // The feed's shape, but the heights are what the cells report; the layout starts
            // at the estimate.
            g.ds.estimatedItemSize = .size(Size(width: 366, height: 120))
            g.buildFeed(heights: 60...600)
        case .separated: g.buildSeparated()
        }
        return g.ds
    }
}
