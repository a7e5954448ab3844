import DecorationBench

/// `lazy-extents`' sections: each section's extent along the scroll axis, its decorations' frames
/// and their attributes objects, asked of `super` the first time a query reaches the section and
/// kept until the geometry changes.
///
/// A query names the sections it must look at from the base layout's own answer, whose elements
/// carry their index paths, and walks out from them to the sections whose decorations reach into
/// the rect; an answer with no element (a rect in a gap, or past the content) binary-searches the
/// sections, filling only those it probes. A change of geometry forgets every section in O(1)
/// (a new generation), so `prepare()` asks `super` nothing per section, and a batch or a
/// self-sizing frame pays only for the sections its next queries reach.
struct LazyExtents {
    /// One section, valid while ``generation`` is the table's.
    struct Entry {
        var generation = 0
        var hasItems = false
        var start = 0.0
        var end = 0.0
        var decorations = SectionDecorationSlots()
    }

    private var entries: [Entry] = []
    /// The generation whose entries are valid; entries start at 0, never valid.
    private var generation = 0
    private var rule = FrameRule.standard
    private var direction = ScrollDirection.vertical
    /// The cross-axis extent section backgrounds span, read once per generation.
    private var cross = 0.0
    /// How far any section's decorations reach out of its extent, from the app's configuration.
    private var reach = DecorationReach()
    /// ``reach`` plus ``DecorationReach/rounding``, for the rounding of a frame's sums.
    private var before = 0.0, after = 0.0

    init() {}

    /// Forgets every section: their extents are asked again when a query reaches them. Reads the
    /// section count.
    ///
    /// - Complexity: one call to super; O(1), or O(sections added or removed).
    mutating func forget(_ surface: PublicFlowLayout, rule: FrameRule) {
        (self.rule, direction, cross) = (rule, surface.scrollDirection, surface.backgroundCrossExtent)
        generation += 1
        let count = surface.numberOfSections
        if count < entries.count {
            entries.removeLast(entries.count - count)
        } else if count > entries.count {
            entries.append(contentsOf: repeatElement(Entry(), count: count - entries.count))
        }
    }

    /// Reads the widest reach from every section's decoration configuration (the app's data, no
    /// call to super).
    ///
    /// - Complexity: O(sections).
    mutating func measureReach(_ surface: PublicFlowLayout) {
        // `forget` left one entry per section, and the layout has one configuration per section.
        reach = DecorationReach()
        include(sections: entries.indices, of: surface)
    }

    /// Widens the reach for sections whose configuration a batch set, reading each in place.
    ///
    /// - Complexity: O(sections named).
    mutating func include(sections: some Sequence<Int>, of surface: PublicFlowLayout) {
        let direction = direction
        reach.include(
            surface.withSectionConfigurations { specs in
                var widest = DecorationReach()
                for s in sections {
                    precondition(specs.indices.contains(s), "section \(s) is not among the \(specs.count) configured")
                    widest.include(DecorationReach(specs.baseAddress! + s, direction))
                }
                return widest
            })
        widenMargins()
    }

    /// ``before`` and ``after`` from ``reach``.
    private mutating func widenMargins() {
        (before, after) = (reach.leading + DecorationReach.rounding, reach.trailing + DecorationReach.rounding)
    }

    /// Appends the decorations that meet `rect`, making each object the first time; returns the
    /// decorations looked at. The first `baseCount` elements are the base layout's answer.
    ///
    /// - Complexity: O(k + sections between the answer's) for k decorations near the rect, and
    ///   O(log s) probes when the answer is empty; two calls to super a section filled.
    mutating func append(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, surface: PublicFlowLayout
    ) -> Int {
        guard !entries.isEmpty else { return 0 }
        let low = rect.minMain(direction), high = rect.maxMain(direction)
        // Any section of the answer is a correct place to start: the walks below go out from it by
        // the sections' extents. Its first and last elements' usually bound it.
        var first = entries.count, last = -1
        if baseCount > 0 {
            let (a, b) = (elements[0].indexPath.section, elements[baseCount - 1].indexPath.section)
            (first, last) = (Swift.min(a, b), Swift.max(a, b))
        }
        var looked = 0
        if last < 0 {
            first = firstReaching(low, surface: surface)
        } else {
            for section in first...last { looked += check(section, rect, &elements, surface) }
            var section = first - 1
            while section >= 0 {
                fill(section, surface)
                if entries[section].hasItems {
                    if entries[section].end + after < low { break }
                    looked += check(section, rect, &elements, surface)
                }
                section -= 1
            }
        }
        var section = Swift.max(first, last + 1)
        while section < entries.count {
            fill(section, surface)
            if entries[section].hasItems {
                if entries[section].start - before > high { break }
                looked += check(section, rect, &elements, surface)
            }
            section += 1
        }
        return looked
    }

    /// The section's decoration of `kind`, or `nil` when it has none or is not in the layout.
    ///
    /// - Complexity: O(1); two calls to super when the section is not yet filled.
    mutating func decoration(
        _ kind: ElementKind, ofSection section: Int, surface: PublicFlowLayout
    )
        -> LayoutAttributes?
    {
        guard section >= 0, section < entries.count else { return nil }
        fill(section, surface)
        return entries[section].decorations.object(kind, section: section, surface: surface)
    }

    /// The first section whose decorations can reach `low` or beyond: the sections' ends follow
    /// one another, so a binary search over them, each probe on the first section with items at
    /// or after it, finds it.
    ///
    /// - Complexity: O(log s) probes, plus the sections without items each probe passes.
    private mutating func firstReaching(_ low: Double, surface: PublicFlowLayout) -> Int {
        var lo = 0, hi = entries.count
        while lo < hi {
            let middle = (lo + hi) / 2
            var probe = middle
            while probe < hi {
                fill(probe, surface)
                if entries[probe].hasItems { break }
                probe += 1
            }
            // No section with items in middle..<hi: they answer as `hi` does.
            if probe < hi, entries[probe].end + after < low { lo = probe + 1 } else { hi = middle }
        }
        return lo
    }

    /// Appends the section's decorations that meet `rect`; returns how many it has.
    private mutating func check(
        _ section: Int, _ rect: Rect, _ elements: inout [LayoutAttributes], _ surface: PublicFlowLayout
    ) -> Int {
        fill(section, surface)
        guard entries[section].hasItems else { return 0 }
        return entries[section].decorations.append(meeting: rect, to: &elements, section: section, surface: surface)
    }

    /// Asks `super` for the section's extent when this generation has not yet.
    ///
    /// Inlined: a query's walk calls it for every section it passes, and on data sets whose
    /// decorations reach far that is dozens a query, nearly all already filled. The filling
    /// itself stays out of line.
    ///
    /// - Complexity: O(1); up to three calls to super.
    @inline(__always)
    private mutating func fill(_ section: Int, _ surface: PublicFlowLayout) {
        if entries[section].generation != generation { fillNow(section, surface) }
    }

    /// ``fill(_:_:)``'s work for a section this generation has not filled.
    @inline(never)
    private mutating func fillNow(_ section: Int, _ surface: PublicFlowLayout) {
        var entry = Entry(generation: generation)
        if let area = surface.sectionRect(ofSection: section, rule: rule, crossExtent: cross) {
            entry.hasItems = true
            entry.start = Swift.min(area.minMain(direction), area.maxMain(direction))
            entry.end = area.maxMain(direction)
            entry.decorations = SectionDecorationSlots(section: section, in: area, surface: surface)
        }
        entries[section] = entry
    }
}
