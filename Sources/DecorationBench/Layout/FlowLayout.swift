/// A model of `UICollectionViewFlowLayout`: the frames UIKit's flow layout produces, computed
/// without UIKit, and the queries a layout answers.
///
/// The layout reads a ``DataSet`` (standing for the collection view, its data source and its
/// flow-layout delegate). Like UIKit, it computes every frame in ``prepare()`` and answers
/// queries from that; unlike a naive subclass, ``layoutAttributesForElements(in:)`` finds the
/// sections and lines it needs by binary search instead of scanning.
///
/// Frames are stored in flat arrays (one `Rect` per item, three numbers per line) inside a
/// ``PreparedLayout``; attributes objects are created on first request and then cached, so the
/// same object comes back on every later query until the layout is invalidated, as UIKit's
/// cache does.
///
/// The rules it follows (vertical; horizontal swaps the axes) are in `LayoutBuilder.swift`.
public final class FlowLayout {
    /// The collection view, data source and delegate answers; setting it invalidates the layout.
    public var dataSet: DataSet {
        didSet {
            invalidateLayout()
            dataSetOnExactGrid = nil
        }
    }

    /// Whether every length of ``dataSet`` along the scroll axis lies on ``ExactGrid``, once
    /// asked (`FlowLayout+ExactGrid.swift`); `nil` until then.
    var dataSetOnExactGrid: Bool?

    /// What the last ``prepare()`` computed; `nil` while the layout is invalid.
    @usableFromInline var state: PreparedLayout?

    /// How many times ``prepare()`` has computed the geometry: a subclass that missed an
    /// invalidation (the data set set on the base layout directly) still sees it changed.
    ///
    /// - Complexity: O(1), without a run-time exclusivity check: a subclass reads it in every
    ///   `prepare()`, a pinned-header frame's included.
    @inlinable public var geometryGeneration: Int { generation }

    /// ``geometryGeneration``'s storage. Only ``prepare()`` writes it, never during a read, so its
    /// accesses go unchecked. It is not public: with the attribute on a public stored property,
    /// a read from another module still called `swift_beginAccess` (`objdump -d` of
    /// `SectionCacheStrategy.prepare(_:)`), so clients read it through the property above,
    /// inlined into them.
    @usableFromInline @exclusivity(unchecked) var generation = 0

    /// Self-sizing cells' measurements (`FlowLayout+SelfSizing.swift`).
    var sizing = SelfSizingState()

    /// The sections the last ``prepare()`` laid out again after a batched self-sizing context
    /// (every later section moved, not placed again), and the ``geometryGeneration`` it made;
    /// `nil` after a full computation. A subclass reads it to update rather than rebuild.
    public internal(set) var lastRemeasure: (sections: [Int], generation: Int)?

    /// The collection view's content offset: the origin of ``bounds``. Moving it does not
    /// invalidate the layout (a collection view asks ``shouldInvalidateLayout(forBoundsChange:)``
    /// first); only pinned headers and footers read it, when they are asked for.
    public var contentOffset: Point = .zero

    /// Creates a layout for a data set; call ``prepare()`` before querying it.
    public init(dataSet: DataSet) {
        self.dataSet = dataSet
    }

    /// The collection view's bounds: origin ``contentOffset``, size the data set's
    /// `collectionViewSize`. Setting a new size sets the data set's, which invalidates the layout
    /// when the size across the scroll axis changes; no frame depends on the length along it.
    ///
    /// - Complexity: O(1).
    public var bounds: Rect {
        get { Rect(origin: contentOffset, size: dataSet.collectionViewSize) }
        set {
            contentOffset = newValue.origin
            let old = dataSet.collectionViewSize
            guard newValue.size != old else { return }
            let kept = state, keptSizing = sizing
            dataSet.collectionViewSize = newValue.size
            let sameCross = scrollDirection == .vertical ? newValue.width == old.width : newValue.height == old.height
            if sameCross { (state, sizing) = (kept, keptSizing) }
        }
    }

    /// The bounds inset by the data set's `contentInset`: where pinned headers and footers stop.
    public var visibleRect: Rect { bounds.inset(by: dataSet.contentInset) }

    /// Whether ``prepare()`` has run since the last invalidation.
    public var isPrepared: Bool { state != nil }

    /// What the last ``prepare()`` computed: the geometry a subclass could work out itself.
    ///
    /// - Precondition: the layout is prepared.
    @inlinable
    public var prepared: PreparedLayout {
        guard let state else {
            preconditionFailure("FlowLayout: call prepare() after creating or invalidating the layout")
        }
        return state
    }

    /// Drops every computed frame and cached attributes object, as `invalidateLayout()`: the
    /// same as ``invalidateLayout(with:)`` of a default context.
    ///
    /// - Complexity: O(1), plus releasing the cached objects.
    public func invalidateLayout() {
        invalidateLayout(with: FlowLayoutInvalidationContext())
    }

    /// The scroll direction of the data set.
    public var scrollDirection: ScrollDirection { dataSet.scrollDirection }

    /// The number of sections, as `numberOfSections`.
    public var numberOfSections: Int { dataSet.sections.count }

    /// The number of items in a section, as `numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        dataSet.sections[section].itemCount
    }

    /// The size of the whole content, as `collectionViewContentSize`.
    ///
    /// - Complexity: O(1).
    public var collectionViewContentSize: Size {
        let p = prepared
        return p.scrollDirection == .vertical
            ? Size(width: p.crossExtent, height: p.contentMainLength)
            : Size(width: p.contentMainLength, height: p.crossExtent)
    }

    /// The geometry of a section along the scroll axis.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sectionGeometry(_ section: Int) -> SectionGeometry {
        prepared.sectionGeometries[section]
    }

    /// The frame of an item, without creating its attributes object.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        prepared.frameForItem(at: indexPath)
    }
}
