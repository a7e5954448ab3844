import DecorationBench

/// `extent-table`'s table: for each section with items, in section order, its rect along the
/// scroll axis (from its first and last items, asked of `super`) and its decorations.
struct ExtentTable {
    /// One section with items.
    struct Entry {
        var section: Int
        var start: Double
        var end: Double
        var decorations: SectionDecorationSlots
    }

    private var entries: [Entry] = []
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
                decorations: SectionDecorationSlots(section: section, in: area, surface: surface))
            for frame in entry.decorations.frames {
                reach = max(reach, entry.start - frame.minMain(direction), frame.maxMain(direction) - entry.end)
            }
            decorationCount += entry.decorations.count
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
            looked += entries[i].decorations.append(
                meeting: rect, to: &elements, section: entries[i].section, surface: surface)
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
        return entries[i].decorations.object(kind, section: section, surface: surface)
    }
}
