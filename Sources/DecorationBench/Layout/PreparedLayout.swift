/// Everything ``FlowLayout/prepare()`` computes, frozen: the data set it was computed from, the
/// section geometry, one frame per item, the lines, the separators, and the attributes-object
/// caches.
///
/// Why a separate, immutable object: Swift checks exclusive access to a class's stored `var`s at
/// run time, and on a query that touches a few hundred frames those checks cost more than the
/// geometry (`swift_beginAccess` under callgrind, `scripts/instructions.sh`). The layout reads its
/// one `var state` once per call; everything below is a `let`, and the caches, the only state a
/// query writes, sit behind pointers into its `AttributesCache`.
public final class PreparedLayout {
    /// The data set the layout was prepared from.
    public let dataSet: DataSet
    public let scrollDirection: ScrollDirection
    /// The cross-axis extent of the content (width when vertical, height when horizontal).
    public let crossExtent: Double
    /// The length of the content along the scroll axis.
    public let contentMainLength: Double
    /// How far a rounded origin can lie from its unrounded place, with room to spare: one pixel
    /// (`1 / screenScale`). Sections are searched by their unrounded extents widened by this.
    @usableFromInline let roundingSlack: Double
    /// Every section's geometry, in section order: what a strategy searches to find the sections
    /// a rect meets. Sections follow one another along the scroll axis, so `mainStart` and
    /// `mainEnd` never decrease from one section to the next.
    ///
    /// - Complexity: O(1) to read; the array is the layout's own, not a copy.
    public let sectionGeometries: ContiguousArray<SectionGeometry>
    @usableFromInline let itemFrames: ContiguousArray<Rect>
    @usableFromInline let lineStarts: ContiguousArray<Double>
    @usableFromInline let lineEnds: ContiguousArray<Double>
    @usableFromInline let lineFirstItems: ContiguousArray<Int>
    /// Separator frames in index-path order; each section's run starts at its `firstSeparator`.
    @usableFromInline let separatorFrames: ContiguousArray<Rect>
    /// The item (within its section) each separator sits before.
    @usableFromInline let separatorItems: ContiguousArray<Int>
    /// The attributes objects made so far; a self-sizing re-layout hands it on, emptied, to the
    /// layout it makes (``AttributesCache``).
    @usableFromInline let cache: AttributesCache
    @usableFromInline let itemCache: UnsafeMutablePointer<LayoutAttributes?>
    /// The cache's list of filled slots and its length, read here so that filling a slot does
    /// not go through the cache object (a retain and a release per object made).
    @usableFromInline let filledSlots: UnsafeMutablePointer<Int>
    @usableFromInline let filledCount: UnsafeMutablePointer<Int>
    @usableFromInline let tracksFilled: Bool
    /// The header, footer and separator caches: three runs of the same buffer.
    @usableFromInline let headerCache: UnsafeMutablePointer<LayoutAttributes?>
    @usableFromInline let footerCache: UnsafeMutablePointer<LayoutAttributes?>
    @usableFromInline let separatorCache: UnsafeMutablePointer<LayoutAttributes?>
    /// The size of the last answer, to reserve room for the next one.
    @usableFromInline let lastAnswerCount: UnsafeMutablePointer<Int>
    /// Whether headers (footers) pin to the visible bounds: their frames then depend on the
    /// bounds and are placed at query time (`FlowLayout+Pinning.swift`).
    @usableFromInline let pinsHeaders: Bool
    @usableFromInline let pinsFooters: Bool
    /// Either of the two: the one test that sends a query down the pinned path.
    @usableFromInline let pinsSupplementaryViews: Bool
    /// Whether any section's `storageShift` may be non-zero (the layout was made by a
    /// self-sizing re-layout): a query of any other layout skips reading it.
    @usableFromInline let hasMovedSections: Bool

    /// - Parameter cache: the emptied cache of the layout this one was made from, with the same
    ///   storage sizes; `nil` for a new one.
    /// - Parameter hasMovedSections: whether a section may have a non-zero `storageShift`.
    init(
        dataSet: DataSet, crossExtent: Double, contentMainLength: Double,
        sectionGeometries: ContiguousArray<SectionGeometry>, itemFrames: ContiguousArray<Rect>,
        lineStarts: ContiguousArray<Double>, lineEnds: ContiguousArray<Double>, lineFirstItems: ContiguousArray<Int>,
        separatorFrames: ContiguousArray<Rect>, separatorItems: ContiguousArray<Int>, cache: AttributesCache? = nil,
        hasMovedSections: Bool = false
    ) {
        self.hasMovedSections = hasMovedSections
        self.dataSet = dataSet
        self.scrollDirection = dataSet.scrollDirection
        self.crossExtent = crossExtent
        self.contentMainLength = contentMainLength
        self.roundingSlack = 1 / dataSet.screenScale
        pinsHeaders = dataSet.sectionHeadersPinToVisibleBounds
        pinsFooters = dataSet.sectionFootersPinToVisibleBounds
        pinsSupplementaryViews = pinsHeaders || pinsFooters
        self.sectionGeometries = sectionGeometries
        self.itemFrames = itemFrames
        self.lineStarts = lineStarts
        self.lineEnds = lineEnds
        self.lineFirstItems = lineFirstItems
        self.separatorFrames = separatorFrames
        self.separatorItems = separatorItems
        let slots = itemFrames.count + 2 * sectionGeometries.count + separatorFrames.count
        precondition(cache == nil || cache!.count == slots, "PreparedLayout: the cache handed on has other sizes")
        self.cache =
            cache
            ?? AttributesCache(
                count: slots, spare: 2 * sectionGeometries.count, tracksFilled: dataSet.isEstimatingSizes)
        itemCache = self.cache.slots
        filledSlots = self.cache.filled
        filledCount = self.cache.filledCount
        tracksFilled = self.cache.tracksFilled
        headerCache = itemCache + itemFrames.count
        footerCache = headerCache + sectionGeometries.count
        separatorCache = footerCache + sectionGeometries.count
        lastAnswerCount = self.cache.lastAnswerCount
        lastAnswerCount.pointee = 0
    }

    /// Creates a rectangle from scroll-axis and cross-axis coordinates.
    @inlinable
    public func makeRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sectionGeometries.count }

    /// The frame of an item, without creating its attributes object.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        let g = sectionGeometries[indexPath.section]
        precondition(
            indexPath.item >= 0 && indexPath.item < g.itemCount,
            "frameForItem(at:): item \(indexPath.item) out of range for section \(indexPath.section)")
        return storedFrame(itemFrames[g.firstItem + indexPath.item], movedBy: g.storageShift)
    }

    /// A stored item, line or separator frame where its section now lies
    /// (``SectionGeometry/storageShift``).
    @inlinable
    func storedFrame(_ r: Rect, movedBy shift: Double) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: r.minX, y: r.minY + shift, width: r.width, height: r.height)
            : Rect(x: r.minX + shift, y: r.minY, width: r.width, height: r.height)
    }

    /// The cached object of cell `global`, made on first request at its stored frame moved by
    /// `shift`, its section's ``SectionGeometry/storageShift``.
    @inlinable
    func cellAttributes(global: Int, section: Int, item: Int, shift: Double) -> LayoutAttributes {
        if let cached = itemCache[global] { return cached }
        let made = LayoutAttributes(
            kind: .cell, indexPath: IndexPath(item: item, section: section),
            frame: storedFrame(itemFrames[global], movedBy: shift), zIndex: 0)
        fill(global, with: made)
        return made
    }

    /// Stores `object` in the empty cache slot `offset` (counted from `itemCache`) and notes the
    /// slot, for `AttributesCache.removeAll()`.
    @inlinable
    func fill(_ offset: Int, with object: LayoutAttributes) {
        itemCache[offset] = object
        guard tracksFilled else { return }
        filledSlots[filledCount.pointee] = offset
        filledCount.pointee &+= 1
    }

    @inlinable
    func headerAttributes(_ section: Int, _ frame: Rect) -> LayoutAttributes {
        supplementaryAttributes(.header, in: headerCache, section, frame)
    }

    @inlinable
    func footerAttributes(_ section: Int, _ frame: Rect) -> LayoutAttributes {
        supplementaryAttributes(.footer, in: footerCache, section, frame)
    }

    /// The cached header or footer object of a section, made on first request.
    @inlinable
    func supplementaryAttributes(
        _ kind: ElementKind, in cache: UnsafeMutablePointer<LayoutAttributes?>,
        _ section: Int, _ frame: Rect
    ) -> LayoutAttributes {
        if let cached = cache[section] { return cached }
        let made = LayoutAttributes(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame)
        fill(cache + section - itemCache, with: made)
        return made
    }
}
