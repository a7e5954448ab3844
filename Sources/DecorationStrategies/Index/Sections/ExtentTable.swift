import DecorationBench

/// `extent-table`'s table: for each section with items, in section order, its rect along the
/// scroll axis (from its first and last items, asked of `super`), its decorations' frames, and
/// their attributes objects once made.
struct ExtentTable {
    /// One section with items.
    struct Entry {
        var section: Int
        var start: Double
        var end: Double
        var background: Rect?
        var badge: Rect?
        var madeBackground: LayoutAttributes?
        var madeBadge: LayoutAttributes?
    }

    private(set) var entries: [Entry] = []
    /// The entry of each section, or -1 for a section with no items.
    private var entryOfSection: [Int] = []
    /// How far any decoration reaches out of its section's extent along the scroll axis.
    private var reach = 0.0
    private var direction = ScrollDirection.vertical
    private(set) var decorationCount = 0

    init() {}

    /// The table of `surface`'s sections under `rule`.
    ///
    /// - Complexity: O(sections); up to three calls to super a section.
    init(_ surface: PublicFlowLayout, rule: FrameRule) {
        direction = surface.scrollDirection
        let cross = surface.backgroundCrossExtent
        let sections = surface.numberOfSections
        entryOfSection = Array(repeating: -1, count: sections)
        for section in 0..<sections {
            guard let area = surface.sectionRect(ofSection: section, rule: rule, crossExtent: cross) else { continue }
            var entry = Entry(
                section: section, start: area.minMain(direction), end: area.maxMain(direction),
                background: surface.decorationFrame(.background, ofSection: section, in: area),
                badge: surface.decorationFrame(.badge, ofSection: section, in: area))
            for frame in [entry.background, entry.badge].compactMap({ $0 }) {
                reach = max(reach, entry.start - frame.minMain(direction), frame.maxMain(direction) - entry.end)
                decorationCount += 1
            }
            entry.start = min(entry.start, entry.end)
            entryOfSection[section] = entries.count
            entries.append(entry)
        }
    }

    /// Appends the decorations that meet `rect`, making each object the first time; returns the
    /// decorations looked at.
    ///
    /// - Complexity: O(log s + k).
    mutating func append(in rect: Rect, to elements: inout [LayoutAttributes], surface: PublicFlowLayout) -> Int {
        let low = rect.minMain(direction) - reach, high = rect.maxMain(direction) + reach
        var first = 0, last = entries.count
        while first < last {
            let middle = (first + last) / 2
            if entries[middle].end < low { first = middle + 1 } else { last = middle }
        }
        var looked = 0
        var i = first
        while i < entries.count, entries[i].start <= high {
            if let frame = entries[i].background, frame.intersects(rect) {
                elements.append(made(.background, entry: i, surface: surface))
            }
            if let frame = entries[i].badge, frame.intersects(rect) {
                elements.append(made(.badge, entry: i, surface: surface))
            }
            looked += (entries[i].background == nil ? 0 : 1) + (entries[i].badge == nil ? 0 : 1)
            i += 1
        }
        return looked
    }

    /// The section's decoration of `kind`, or `nil` when it has none.
    ///
    /// - Complexity: O(1).
    mutating func decoration(
        _ kind: ElementKind, ofSection section: Int, surface: PublicFlowLayout
    )
        -> LayoutAttributes?
    {
        guard section >= 0, section < entryOfSection.count, entryOfSection[section] >= 0 else { return nil }
        let i = entryOfSection[section]
        switch kind {
        case .background where entries[i].background != nil, .badge where entries[i].badge != nil:
            return made(kind, entry: i, surface: surface)
        default:
            return nil
        }
    }

    /// Entry `i`'s decoration of `kind`, made from the app's configuration the first time.
    private mutating func made(_ kind: ElementKind, entry i: Int, surface: PublicFlowLayout) -> LayoutAttributes {
        if kind == .background, let kept = entries[i].madeBackground { return kept }
        if kind == .badge, let kept = entries[i].madeBadge { return kept }
        let frame = kind == .background ? entries[i].background! : entries[i].badge!
        let made = surface.attributes(kind, ofSection: entries[i].section, frame: frame)
        if kind == .background { entries[i].madeBackground = made } else { entries[i].madeBadge = made }
        return made
    }
}
