// Laying out again after a batched self-sizing context: each changed section is placed again
// from its start with its sizes for layout (a superset of UIKit's "from the row before its first
// changed item": the rows before are placed by the same rules from the same sizes), and every
// later section moves along the scroll axis by the change before it. A later section's items are
// neither placed again (they keep the rounding they had) nor moved one by one: the section's
// `storageShift` records the move, as UIKit moves a section's rows by moving the section's origin,
// so the work per frame grows with the sections, not the items.
//
// When a section's number of lines changes (a measured width that breaks lines differently) the
// flat line storage cannot be patched in place and the whole layout is computed again.

extension FlowLayout {
    /// How much section `section`'s extent along the scroll axis changes when laid out with the
    /// sizes known now.
    ///
    /// - Complexity: O(items of the section).
    func sectionExtentChange(_ section: Int, in p: PreparedLayout) -> Double {
        let old = p.sectionGeometries[section]
        var builder = LayoutBuilder(relayingOut: section, of: p, separators: LayoutBuilder.checkedSeparators(dataSet))
        builder.placeSection(section, items: layoutItems(forSection: section))
        return (builder.sections[0].mainEnd - builder.sections[0].mainStart) - (old.mainEnd - old.mainStart)
    }

    /// Lays out the sections a batched context named, and moves the later ones.
    ///
    /// The old prepared layout is released before its storage is written, so the flat arrays
    /// are moved and written in place rather than copied (unless something else still holds
    /// the old layout). Its attributes cache, emptied, goes to the new one.
    ///
    /// - Complexity: O(items of the changed sections) to place them, plus O(sections after the
    ///   first changed one) to move them, plus O(attributes objects made since the last
    ///   `prepare()`) to drop them.
    func layOutMeasuredSections() {
        let p = prepared
        let changed = sizing.pendingSections.sorted()
        sizing.pendingSections.removeAll()
        let (data, crossExtent, separatorItems, cache) = (p.dataSet, p.crossExtent, p.separatorItems, p.cache)
        cache.removeAll()
        state = nil
        var store = MovableStorage(consume p)
        let separators = LayoutBuilder.checkedSeparators(data)
        var next = 0
        for section in changed {
            store.chain(next..<section)
            let old = store.geometries[section]
            var builder = LayoutBuilder(relayingOut: old, of: data, crossExtent: crossExtent, separators: separators)
            builder.main = section > 0 ? store.geometries[section - 1].mainEnd : 0
            builder.placeSection(section, items: layoutItems(forSection: section))
            guard builder.sections[0].lineCount == old.lineCount else {
                prepare()
                return
            }
            store.replace(section, with: builder)
            next = section + 1
        }
        store.chain(next..<store.geometries.count)
        state = PreparedLayout(
            dataSet: data, crossExtent: crossExtent, contentMainLength: store.geometries.last?.mainEnd ?? 0,
            sectionGeometries: store.geometries, itemFrames: store.frames, lineStarts: store.lineStarts,
            lineEnds: store.lineEnds, lineFirstItems: store.lineFirstItems, separatorFrames: store.separatorFrames,
            separatorItems: separatorItems, cache: cache,
            hasMovedSections: true)
        generation &+= 1
        lastRemeasure = (changed, generation)
        #if DECOBENCH_INVARIANTS
        _checkInvariants()
        #endif
    }
}

extension LayoutBuilder {
    /// A builder that places one section of `p` again, at the section's current start, with
    /// the layout's sorted separators.
    init(relayingOut section: Int, of p: PreparedLayout, separators: [Separator]) {
        self.init(
            relayingOut: p.sectionGeometries[section], of: p.dataSet, crossExtent: p.crossExtent,
            separators: separators)
    }

    /// A builder that places again the section whose geometry is `g`, at its start.
    init(relayingOut g: SectionGeometry, of dataSet: DataSet, crossExtent: Double, separators: [Separator]) {
        self.dataSet = dataSet
        vertical = dataSet.scrollDirection == .vertical
        cross = crossExtent
        scale = dataSet.screenScale
        main = g.mainStart
        self.separators = separators
        nextSeparator = g.firstSeparator
        frames.reserveCapacity(g.itemCount)
    }
}

/// A prepared layout's stored geometry, taken over so that sections can be replaced and moved.
private struct MovableStorage {
    var geometries: ContiguousArray<SectionGeometry>
    var frames: ContiguousArray<Rect>
    var lineStarts: ContiguousArray<Double>
    var lineEnds: ContiguousArray<Double>
    var lineFirstItems: ContiguousArray<Int>
    var separatorFrames: ContiguousArray<Rect>
    let vertical: Bool

    init(_ p: PreparedLayout) {
        geometries = p.sectionGeometries
        frames = p.itemFrames
        lineStarts = p.lineStarts
        lineEnds = p.lineEnds
        lineFirstItems = p.lineFirstItems
        separatorFrames = p.separatorFrames
        vertical = p.scrollDirection == .vertical
    }

    /// Moves each section of `range` so that it starts where the one before it ends: its
    /// geometry, header and footer move, its stored items, lines and separators stay, and its
    /// `storageShift` grows by the move (`SectionGeometry.storageShift`).
    mutating func chain(_ range: Range<Int>) {
        let direction: ScrollDirection = vertical ? .vertical : .horizontal
        for s in range {
            let start = s > 0 ? geometries[s - 1].mainEnd : 0
            let d = start - geometries[s].mainStart
            guard d != 0 else { continue }
            var g = geometries[s]
            g.mainStart = start
            g.bodyStart += d
            g.itemsStart += d
            g.itemsEnd += d
            g.bodyEnd += d
            g.mainEnd += d
            g.storageShift += d
            g.headerFrame = g.headerFrame?.moved(alongMain: direction, by: d)
            g.footerFrame = g.footerFrame?.moved(alongMain: direction, by: d)
            geometries[s] = g
        }
    }

    /// Puts a section placed again by `builder` (whose storage starts at 0) in place of the old.
    mutating func replace(_ section: Int, with builder: LayoutBuilder) {
        let old = geometries[section]
        var g = builder.sections[0]
        g.firstItem = old.firstItem
        g.firstLine = old.firstLine
        g.firstSeparator = old.firstSeparator
        geometries[section] = g
        for i in 0..<g.itemCount { frames[old.firstItem + i] = builder.frames[i] }
        for l in 0..<g.lineCount {
            lineStarts[old.firstLine + l] = builder.lineStarts[l]
            lineEnds[old.firstLine + l] = builder.lineEnds[l]
            lineFirstItems[old.firstLine + l] = builder.lineFirstItems[l]
        }
        for i in 0..<g.separatorCount { separatorFrames[old.firstSeparator + i] = builder.separatorFrames[i] }
    }
}
