/// Everything a flow layout needs to know about one collection view: its size, the flow
/// layout's properties, and the sections with their items, overrides and decorations.
///
/// It stands for the collection view, its data source and its flow-layout delegate together. A
/// data set comes from JSON (`DataSet(json:)`) or from the seeded generator (`Preset`).
public struct DataSet: Hashable, Sendable {
    /// The collection view's bounds size; the cross-axis extent of the content is its width
    /// (vertical scrolling) or height (horizontal).
    public var collectionViewSize: Size
    public var scrollDirection: ScrollDirection
    /// Spacing between lines (rows when vertical, columns when horizontal). UIKit's default: 10.
    public var minimumLineSpacing: Double
    /// Spacing between items in a line. UIKit's default: 10.
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var sections: [SectionSpec]
    /// Separators before chosen items, in any order; see ``Separator``. Empty for a plain flow
    /// layout.
    public var separators: [Separator]
    /// The screen's scale (points to pixels): UIKit rounds every cell, header and footer origin
    /// to a multiple of `1 / screenScale`. Positive; 3 for today's iPhones.
    public var screenScale: Double
    /// Whether section headers stay in view while their section does, as the flow layout's
    /// `sectionHeadersPinToVisibleBounds`. Default false.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether section footers stay in view while their section does, as
    /// `sectionFootersPinToVisibleBounds`. Default false.
    public var sectionFootersPinToVisibleBounds: Bool
    /// The collection view's effective content inset (`adjustedContentInset`): pinned headers
    /// and footers stop at the bounds inset by it. A navigation bar makes the top about 91–103
    /// points on a phone. Default zero.
    public var contentInset: EdgeInsets
    /// The flow layout's `estimatedItemSize`; `nil` (the default) when cells are not
    /// self-sizing. With an estimate the sections' sizes are what cells report when measured.
    public var estimatedItemSize: EstimatedItemSize? = nil

    /// The screen scale a data set has when it names none: today's iPhones.
    public static let defaultScreenScale = 3.0

    public init(
        collectionViewSize: Size, scrollDirection: ScrollDirection = .vertical,
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero, sections: [SectionSpec], separators: [Separator] = [],
        screenScale: Double = DataSet.defaultScreenScale,
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
        contentInset: EdgeInsets = .zero
    ) {
        precondition(screenScale > 0 && screenScale.isFinite, "DataSet: screenScale must be a positive number")
        self.collectionViewSize = collectionViewSize
        self.scrollDirection = scrollDirection
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sections = sections
        self.separators = separators
        self.screenScale = screenScale
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.contentInset = contentInset
    }

    /// Whether headers or footers pin to the visible bounds.
    @inlinable
    public var pinsSupplementaryViews: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// The total number of items over all sections.
    ///
    /// - Complexity: O(sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// The section's inset, its own or the layout's.
    @inlinable
    public func inset(forSection section: Int) -> EdgeInsets {
        sections[section].inset ?? sectionInset
    }

    /// The section's line spacing, its own or the layout's.
    @inlinable
    public func lineSpacing(forSection section: Int) -> Double {
        sections[section].minimumLineSpacing ?? minimumLineSpacing
    }

    /// The section's interitem spacing, its own or the layout's.
    @inlinable
    public func interitemSpacing(forSection section: Int) -> Double {
        sections[section].minimumInteritemSpacing ?? minimumInteritemSpacing
    }

    /// The section's header reference size, its own or the layout's.
    @inlinable
    public func headerSize(forSection section: Int) -> Size {
        sections[section].headerReferenceSize ?? headerReferenceSize
    }

    /// The section's footer reference size, its own or the layout's.
    @inlinable
    public func footerSize(forSection section: Int) -> Size {
        sections[section].footerReferenceSize ?? footerReferenceSize
    }
}
