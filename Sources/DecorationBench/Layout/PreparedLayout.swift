/// Everything ``FlowLayout/prepare()`` computes, frozen: the data set it was computed from, the
/// section geometry, one frame per item, the lines, the separators, and the attributes-object
/// caches.
///
/// Why a separate, immutable object: Swift checks exclusive access to a class's stored `var`s
/// at run time, and on a query that touches a few hundred frames those checks cost more than
/// the geometry (callgrind put `swift_beginAccess` at a quarter of all instructions of a
/// prepare). The layout reads its one `var state` once per call; everything below is a `let`,
/// and the caches, the only state a query writes, sit behind pointers owned by this object.
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
    @usableFromInline let sectionGeometries: ContiguousArray<SectionGeometry>
    @usableFromInline let itemFrames: ContiguousArray<Rect>
    @usableFromInline let lineStarts: ContiguousArray<Double>
    @usableFromInline let lineEnds: ContiguousArray<Double>
    @usableFromInline let lineFirstItems: ContiguousArray<Int>
    /// Separator frames in index-path order; each section's run starts at its `firstSeparator`.
    @usableFromInline let separatorFrames: ContiguousArray<Rect>
    /// The item (within its section) each separator sits before.
    @usableFromInline let separatorItems: ContiguousArray<Int>
    @usableFromInline let itemCache: UnsafeMutablePointer<LayoutAttributes?>
    /// The header, footer and separator caches: three runs of one allocation.
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

    init(
        dataSet: DataSet, crossExtent: Double, contentMainLength: Double,
        sectionGeometries: ContiguousArray<SectionGeometry>, itemFrames: ContiguousArray<Rect>,
        lineStarts: ContiguousArray<Double>, lineEnds: ContiguousArray<Double>, lineFirstItems: ContiguousArray<Int>,
        separatorFrames: ContiguousArray<Rect>, separatorItems: ContiguousArray<Int>
    ) {
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
        itemCache = .allocate(capacity: itemFrames.count)
        itemCache.initialize(repeating: nil, count: itemFrames.count)
        // Headers, footers and separators share one buffer: one allocation, not three.
        let supplementaryCount = 2 * sectionGeometries.count + separatorFrames.count
        headerCache = .allocate(capacity: supplementaryCount)
        headerCache.initialize(repeating: nil, count: supplementaryCount)
        footerCache = headerCache + sectionGeometries.count
        separatorCache = footerCache + sectionGeometries.count
        lastAnswerCount = .allocate(capacity: 1)
        lastAnswerCount.initialize(to: 0)
    }

    deinit {
        itemCache.deinitialize(count: itemFrames.count)
        itemCache.deallocate()
        headerCache.deinitialize(count: 2 * sectionGeometries.count + separatorFrames.count)
        headerCache.deallocate()
        lastAnswerCount.deallocate()
    }

    /// Creates a rectangle from scroll-axis and cross-axis coordinates.
    @inlinable
    public func makeRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The geometry of a section.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sectionGeometry(_ section: Int) -> SectionGeometry { sectionGeometries[section] }

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
        return itemFrames[g.firstItem + indexPath.item]
    }

    @inlinable
    func cellAttributes(global: Int, section: Int, item: Int) -> LayoutAttributes {
        if let cached = itemCache[global] { return cached }
        let made = LayoutAttributes(
            kind: .cell, indexPath: IndexPath(item: item, section: section),
            frame: itemFrames[global], zIndex: 0)
        itemCache[global] = made
        return made
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
        cache[section] = made
        return made
    }
}
