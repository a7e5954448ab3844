/// A model of `UICollectionViewFlowLayout`: the frames UIKit's flow layout produces, computed
/// without UIKit, and the queries a layout answers.
///
/// The layout reads a ``DataSet`` (standing for the collection view, its data source and its
/// flow-layout delegate). Like UIKit, it computes every frame in ``prepare()`` and answers
/// queries from that; unlike a naive subclass, ``layoutAttributesForElements(in:)`` finds the
/// sections and lines it needs by binary search instead of scanning.
///
/// Frames are stored in flat arrays (one `Rect` per item, three numbers per line); attributes
/// objects are created on first request and then cached, so the same object comes back on every
/// later query until the layout is invalidated, as UIKit's cache does.
///
/// The rules it follows (vertical; horizontal swaps the axes) are in `FlowLayout+Prepare.swift`.
public final class FlowLayout {
    /// The collection view, data source and delegate answers; setting it invalidates the layout.
    public var dataSet: DataSet {
        didSet { invalidateLayout() }
    }

    /// Whether ``prepare()`` has run since the last invalidation.
    public internal(set) var isPrepared = false

    // Storage written by prepare(); see FlowLayout+Prepare.swift.
    @usableFromInline var sectionGeometries: ContiguousArray<SectionGeometry> = []
    @usableFromInline var itemFrames: ContiguousArray<Rect> = []
    @usableFromInline var lineStarts: ContiguousArray<Double> = []
    @usableFromInline var lineEnds: ContiguousArray<Double> = []
    @usableFromInline var lineFirstItems: ContiguousArray<Int> = []
    @usableFromInline var itemCache: ContiguousArray<LayoutAttributes?> = []
    @usableFromInline var headerCache: ContiguousArray<LayoutAttributes?> = []
    @usableFromInline var footerCache: ContiguousArray<LayoutAttributes?> = []
    @usableFromInline var contentMainLength: Double = 0

    /// Creates a layout for a data set; call ``prepare()`` before querying it.
    public init(dataSet: DataSet) {
        self.dataSet = dataSet
    }

    /// Drops every computed frame and cached attributes object, as `invalidateLayout()`.
    ///
    /// - Complexity: O(1); the storage is released at the next ``prepare()``.
    public func invalidateLayout() {
        isPrepared = false
    }

    /// The scroll direction of the data set.
    @inlinable public var scrollDirection: ScrollDirection { dataSet.scrollDirection }

    /// The cross-axis extent of the content: the collection view's width when scrolling
    /// vertically, its height when scrolling horizontally.
    @inlinable public var crossExtent: Double {
        dataSet.scrollDirection == .vertical ? dataSet.collectionViewSize.width : dataSet.collectionViewSize.height
    }

    /// The number of sections, as `numberOfSections`.
    @inlinable public var numberOfSections: Int { dataSet.sections.count }

    /// The number of items in a section, as `numberOfItems(inSection:)`.
    @inlinable public func numberOfItems(inSection section: Int) -> Int {
        dataSet.sections[section].itemCount
    }

    /// The total number of items.
    @inlinable public var numberOfItems: Int { itemFrames.count }

    /// The size of the whole content, as `collectionViewContentSize`.
    ///
    /// - Complexity: O(1).
    public var collectionViewContentSize: Size {
        requirePrepared()
        return dataSet.scrollDirection == .vertical
            ? Size(width: crossExtent, height: contentMainLength)
            : Size(width: contentMainLength, height: crossExtent)
    }

    /// The geometry of a section along the scroll axis.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sectionGeometry(_ section: Int) -> SectionGeometry {
        requirePrepared()
        return sectionGeometries[section]
    }

    /// The frame of an item, without creating its attributes object.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        let g = sectionGeometries[indexPath.section]
        precondition(indexPath.item >= 0 && indexPath.item < g.itemCount,
                     "frameForItem(at:): item \(indexPath.item) out of range for section \(indexPath.section)")
        return itemFrames[g.firstItem + indexPath.item]
    }

    @inlinable
    func requirePrepared() {
        precondition(isPrepared, "FlowLayout: call prepare() after creating or invalidating the layout")
    }

    /// Creates a rectangle from scroll-axis and cross-axis coordinates.
    @inlinable
    func makeRect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        dataSet.scrollDirection == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
}
