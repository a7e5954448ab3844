/// The `section-search` strategy: nothing per decoration is kept across a change of the data or
/// the sizes. A query binary-searches the base layout's own section geometry (which the base
/// layout computes anyway, in order along the scroll axis) for the sections whose decorations
/// can reach the rect, and computes those sections' decorations from it.
///
/// Which sections can: a section's decorations lie within its body widened by the data set's
/// largest decoration reach (`DecorationReach`: negative background insets, badge offsets),
/// kept as two numbers. A full `prepare()` computes them again; a batch update (which inserts
/// copies of existing configurations) and a self-sizing re-layout change no configuration's
/// reach. So after a batch or a self-sizing frame there is nothing to move or to build again:
/// the strategy's own work is O(1) (O(s) after a batch when far sections are kept apart, below),
/// against O(decorations) for a precomputing one.
///
/// What it pays instead is on every query: O(log s) over the sections and O(1) per section in
/// the window, each decoration's frame computed again (as `cached` does) and handed back in one
/// object per decoration, kept until the data or the sizes change (`DecorationSlots`). Sections
/// whose decorations reach far into their neighbours are kept apart (`FarReachingSections`), so
/// that one long reach does not widen every query's window, as one long decoration widens
/// `binary-search`'s.
///
/// Unlike `per-section` and `cached`, it finds sections by their geometry, not by the cells in
/// the answer, so a rect that shows only a section's inset still gets its background.
public final class SectionSearchStrategy: DecorationStrategy {
    public static let name = "section-search"
    public static let summary = "on query: binary search over the section geometry, sections within reach"
    public let frameRule: FrameRule
    @exclusivity(unchecked) public private(set) var examined = 0
    /// Where the last query's sections began (a hint, never part of an answer).
    @exclusivity(unchecked) private var finger = 0
    /// The reach of the sections that are not far, and the far ones (`FarReachingSections`).
    @exclusivity(unchecked) private var reach = DecorationReach()
    @exclusivity(unchecked) private var far = FarReachingSections()
    private let slots = DecorationSlots()
    /// The base layout's geometry generation the slots were filled under, and whether the data
    /// changed since the reach was computed (`awaitingUpdates`: inside a batch, which keeps it).
    /// (Unchecked exclusivity on what a query reads: a layout is not shared across threads.)
    private var filledUnder = -1
    /// Counts the base layout's geometry changes: an object's frame is set once per change.
    @exclusivity(unchecked) private var frameStamp: UInt32 = 0
    @exclusivity(unchecked) private var reachStale = true
    private var awaitingUpdates = false

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Notes a data change: the reach is computed again in `prepare()`, but inside a batch
    /// update, which cannot widen it.
    ///
    /// - Complexity: O(1).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        guard context.invalidateEverything || context.invalidateDataSourceCounts else { return }
        reachStale = true
        awaitingUpdates = context.invalidateDataSourceCounts && !context.invalidateEverything
    }

    /// Forgets the objects made when the base layout's geometry changed (but for a self-sizing
    /// re-layout, which changes frames, not decorations: their frames are computed on every
    /// query anyway), and computes the reach again after a data change outside a batch.
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again.
    public func prepare(_ layout: FlowLayout) {
        let generation = layout.geometryGeneration
        guard generation != filledUnder else { return }
        let remeasured = layout.lastRemeasure?.generation == generation && filledUnder == generation - 1
        frameStamp &+= 1
        if !remeasured {
            slots.clear()
            if !awaitingUpdates { reachStale = true }
        }
        filledUnder = generation
        slots.reserve(2 * layout.numberOfSections)
        if reachStale && !awaitingUpdates { computeReach(layout) }
    }

    /// Keeps the reach through a batch update: a batch inserts copies of existing sections'
    /// configurations and reloads keep theirs (`UpdateItem`), so it can only narrow the reach,
    /// which then stays a bound (`SectionSearchTests` checks that no batch widens it). The far
    /// sections follow the batch's section map.
    ///
    /// - Complexity: O(1) when no section is far; otherwise O(s) to find the inserted ones.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {
        guard awaitingUpdates else { return }
        far.follow(update.sections, layout.dataSet)
        (reachStale, awaitingUpdates) = (false, false)
    }

    /// The ordinary sections' reach and the far ones, from every section's configuration.
    ///
    /// - Complexity: O(sections).
    private func computeReach(_ layout: FlowLayout) {
        (reach, far) = FarReachingSections.split(layout.dataSet)
        (reachStale, awaitingUpdates) = (false, false)
    }

    /// Appends the decorations that intersect `rect`, of the sections within reach: found from
    /// where the last query's were (a scroll's next viewport starts there or at the next
    /// section), else by binary search over the section geometry.
    ///
    /// - Complexity: O(1 + w) near the last query's sections, O(log s + w) elsewhere, for the w
    ///   sections whose widened bodies meet the rect; one allocation per decoration the first
    ///   time it is returned after a change.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        if reachStale { computeReach(layout) }
        let p = layout.prepared, direction = p.scrollDirection
        let lo = rect.minMain(direction), hi = rect.maxMain(direction)
        // The bound is a sum the decoration's frame does not compute the same way, and a
        // first-last rect can lie a pixel outside its body: a margin for both, and each
        // decoration is then tested at its frame.
        let margin =
            (Swift.abs(lo) + Swift.abs(hi) + reach.leading + reach.trailing) * 0x1p-40 + DecorationReach.rounding
        let (after, before) = (lo - reach.trailing - margin, hi + reach.leading + margin)
        var looked = 0
        p.sectionGeometries.withUnsafeBufferPointer { g in
            p.dataSet.sections.withUnsafeBufferPointer { sections in
                let first = firstSection(endingAfter: after, in: g)
                finger = first
                var s = first
                while s < g.count, g[s].bodyStart < before {
                    looked &+= appendDecorations(of: s, g, sections, p, in: rect, to: &elements)
                    s &+= 1
                }
                if !far.sections.isEmpty {
                    for i in far.positions(meeting: lo, hi, margin: margin, in: g) {
                        let f = far.sections[i]
                        if f < first || f >= s {
                            looked &+= appendDecorations(of: f, g, sections, p, in: rect, to: &elements)
                        }
                    }
                }
            }
        }
        examined &+= looked
    }

    /// Appends the decorations of section `s` that intersect `rect`; returns how many it looked
    /// at. (A method, not a local function: a local one capturing the answer allocated a
    /// context per query in debug builds.)
    @inline(__always)
    private func appendDecorations(
        of s: Int, _ g: UnsafeBufferPointer<SectionGeometry>, _ sections: UnsafeBufferPointer<SectionSpec>,
        _ p: PreparedLayout, in rect: Rect, to elements: inout [LayoutAttributes]
    ) -> Int {
        guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return 0 }
        // Field by field: a copy of the configuration retains its badge's name.
        if sections[s].decoration.background {
            let frame = area.inset(by: sections[s].decoration.insets)
            if frame.intersects(rect) { elements.append(object(.background, s, frame, p)) }
        }
        if let size = sections[s].decoration.badge?.size, let offset = sections[s].decoration.badge?.offset {
            let frame = DecorationFactory.badgeFrame(in: area, offset: offset, size: size)
            if frame.intersects(rect) { elements.append(object(.badge, s, frame, p)) }
        }
        return 2
    }

    /// The first section whose body ends after `bound`: the finger or the section after it when
    /// either is, else by binary search.
    @inline(__always)
    private func firstSection(endingAfter bound: Double, in g: UnsafeBufferPointer<SectionGeometry>) -> Int {
        let f = finger
        if f < g.count, g[f].bodyEnd > bound {
            if f == 0 || g[f - 1].bodyEnd <= bound { return f }
        } else if f + 1 < g.count, g[f + 1].bodyEnd > bound {
            return f + 1
        }
        var low = 0, high = g.count
        while low < high {
            let mid = low &+ (high &- low) >> 1
            if g[mid].bodyEnd > bound { high = mid } else { low = mid &+ 1 }
        }
        return low
    }

    /// The section's background or badge, computed from its geometry.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections, indexPath.item == 0 else {
            return nil
        }
        let p = layout.prepared, s = indexPath.section
        let frame: Rect?
        switch kind {
        case .background: frame = DecorationFactory.backgroundFrame(s, in: p, rule: frameRule)
        case .badge: frame = DecorationFactory.badgeFrame(s, in: p, rule: frameRule)
        default: return nil
        }
        examined &+= 1
        return frame.map { object(kind, s, $0, p) }
    }

    /// The kept object of a decoration whose frame is `frame`, brought to it; made when none is
    /// kept.
    @inline(__always)
    private func object(_ kind: ElementKind, _ section: Int, _ frame: Rect, _ p: PreparedLayout) -> LayoutAttributes {
        let key = DecorationKey.slot(section: section, kind: kind)
        if let kept = slots.object(key, stamp: frameStamp) {
            if !kept.framed {
                kept.object.frame = frame
                slots.setFramed(key, stamp: frameStamp)
            }
            return kept.object
        }
        return make(kind, section, frame, p, key: key)
    }

    @inline(never)
    private func make(
        _ kind: ElementKind, _ section: Int, _ frame: Rect, _ p: PreparedLayout, key: Int
    )
        -> LayoutAttributes
    {
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: kind.defaultZIndex,
            payload: DecorationFactory.payload(kind, p.dataSet.sections[section].decoration))
        slots.keep(made, at: key, stamp: frameStamp)
        return made
    }
}
