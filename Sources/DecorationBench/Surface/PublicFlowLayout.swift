/// The base flow layout as a `UICollectionViewFlowLayout` subclass sees it through `super`, and
/// nothing more: the public calls, the flow layout's properties and its delegate's answers, the
/// collection view's bounds, and the app's own decoration configuration per section (in an app,
/// the app's own data). What UIKit keeps private, its sections' frames (`_UIFlowLayoutSection`,
/// the private `_layoutFrameForSection:`), is not here: a strategy that needs a section's extent
/// asks for items or supplementary views and works it out.
///
/// Each call to the base layout is counted by kind (``calls``). An attributes object is made the
/// first time an element is asked for and kept until the layout is invalidated, as UIKit's
/// flow layout keeps it; the model keeps it in a slot per element where UIKit hashes an
/// `NSIndexPath`, and a call here is a Swift method call where UIKit sends an Objective-C
/// message, so the model's price of a call is lower than UIKit's (the Method article says which
/// way that leans for each design). The counts are the same on both.
///
/// ```swift
/// let surface = PublicFlowLayout(base)
/// let first = surface.layoutAttributesForItem(at: IndexPath(item: 0, section: 3))
/// let last = surface.layoutAttributesForItem(at: IndexPath(item: surface.numberOfItems(inSection: 3) - 1, section: 3))
/// ```
public final class PublicFlowLayout {
    /// The model behind the surface; a strategy reads it through ``privateLayout``.
    @usableFromInline let base: FlowLayout
    /// The calls made so far, by kind.
    public var calls: CallsToSuper { counted }
    /// ``calls``' storage. Written on every call, never during a read of it, so its accesses go
    /// unchecked: a checked write is a run-time exclusivity check on every query.
    @exclusivity(unchecked) private var counted = CallsToSuper()

    /// The surface of `base`, which must be prepared before any call.
    public init(_ base: FlowLayout) {
        self.base = base
    }

    /// The model itself, with what UIKit keeps private: its sections' frames
    /// (``FlowLayout/sectionGeometry(_:)``), its frame storage (``FlowLayout/prepared``), and so
    /// ``DecorationFrames`` and ``DecorationFactory``. A strategy that reads it is on the private
    /// tier (``StrategyTier/privateAPI``) and must say so; each read is counted
    /// (``privateReads``) so that a check can tell.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var privateLayout: FlowLayout {
        privateReadCount &+= 1
        return base
    }

    /// The times ``privateLayout`` has been read.
    public var privateReads: Int { privateReadCount }
    /// ``privateReads``' storage, written without a run-time exclusivity check as ``calls``' is.
    @usableFromInline @exclusivity(unchecked) var privateReadCount = 0

    // MARK: - Calls to super

    /// `super.layoutAttributesForItem(at:)`: the cell's attributes, `nil` outside the layout.
    ///
    /// - Complexity: O(1); an allocation the first time an item is asked for after a prepare.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        counted.items += 1
        return base.layoutAttributesForItem(at: indexPath)
    }

    /// `super.layoutAttributesForSupplementaryView(ofKind:at:)`: a header's, footer's or
    /// separator's attributes (a pinned one at its pinned frame), `nil` when there is none.
    ///
    /// - Complexity: O(1) for headers and footers, O(log s) for a section's s separators.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    )
        -> LayoutAttributes?
    {
        counted.supplementaryViews += 1
        return base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// `super.layoutAttributesForElements(in:)`: the cells and supplementary views in `rect`,
    /// each with its index path.
    ///
    /// - Complexity: O(log n + k) for the k elements returned.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let answer = base.layoutAttributesForElements(in: rect)
        counted.elementQueries += 1
        counted.elementsReturned += answer.count
        return answer
    }

    /// `collectionViewContentSize`.
    public var collectionViewContentSize: Size {
        counted.sizesAndCounts += 1
        return base.collectionViewContentSize
    }

    /// `collectionView.numberOfSections`.
    public var numberOfSections: Int {
        counted.sizesAndCounts += 1
        return base.numberOfSections
    }

    /// `collectionView.numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        counted.sizesAndCounts += 1
        return base.numberOfItems(inSection: section)
    }

    // MARK: - Properties, the delegate's answers, the collection view, the app's data

    /// `scrollDirection`.
    public var scrollDirection: ScrollDirection { base.scrollDirection }

    /// The collection view's `bounds`.
    public var collectionViewBounds: Rect { base.bounds }

    /// The collection view's `traitCollection.displayScale`: frames are rounded to its pixels.
    public var displayScale: Double { base.dataSet.screenScale }

    /// `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds: Bool { base.dataSet.sectionHeadersPinToVisibleBounds }

    /// `sectionFootersPinToVisibleBounds`.
    public var sectionFootersPinToVisibleBounds: Bool { base.dataSet.sectionFootersPinToVisibleBounds }

    /// `estimatedItemSize` (nil for `.zero`, no self-sizing).
    public var estimatedItemSize: EstimatedItemSize? { base.dataSet.estimatedItemSize }

    /// The delegate's `collectionView(_:layout:insetForSectionAt:)`, or `sectionInset`.
    public func insetForSection(at section: Int) -> EdgeInsets { base.dataSet.inset(forSection: section) }

    /// The delegate's `minimumLineSpacingForSectionAt`, or `minimumLineSpacing`.
    public func minimumLineSpacingForSection(at section: Int) -> Double {
        base.dataSet.lineSpacing(forSection: section)
    }

    /// The delegate's `minimumInteritemSpacingForSectionAt`, or `minimumInteritemSpacing`.
    public func minimumInteritemSpacingForSection(at section: Int) -> Double {
        base.dataSet.interitemSpacing(forSection: section)
    }

    /// The delegate's `referenceSizeForHeaderInSection`, or `headerReferenceSize`.
    public func referenceSizeForHeader(inSection section: Int) -> Size { base.dataSet.headerSize(forSection: section) }

    /// The delegate's `referenceSizeForFooterInSection`, or `footerReferenceSize`.
    public func referenceSizeForFooter(inSection section: Int) -> Size { base.dataSet.footerSize(forSection: section) }

    /// The app's decoration configuration of a section: its background and badge. In an app this
    /// is the app's own data (a view model, a delegate of the layout's own), not UIKit's.
    public func decoration(forSection section: Int) -> SectionDecoration { base.dataSet.sections[section].decoration }

    /// Calls `body` with every section's configuration, the app's own array read in place, as a
    /// layout reads the array of section styles it holds: a pass over every section's decoration
    /// without a copy of each (a copy retains its badge's name) or an access check per section.
    ///
    /// - Complexity: O(1), plus `body`.
    public func withSectionConfigurations<R>(_ body: (UnsafeBufferPointer<SectionSpec>) throws -> R) rethrows -> R {
        try base.dataSet.sections.withUnsafeBufferPointer(body)
    }
}
