/// The calls a strategy made to the base layout through ``PublicFlowLayout``, by kind: what a
/// `UICollectionViewFlowLayout` subclass's calls to `super` would be on a device. Unlike a time,
/// these counts carry over from this model to UIKit.
///
/// ```swift
/// let before = layout.calls
/// strategy.prepare(layout)
/// print(layout.calls - before)   // items: 2 × sections for a first-and-last-item recipe
/// ```
public struct CallsToSuper: Hashable, Sendable, CustomStringConvertible {
    /// `layoutAttributesForItem(at:)`.
    public var items = 0
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    public var supplementaryViews = 0
    /// `layoutAttributesForElements(in:)`.
    public var elementQueries = 0
    /// The attributes those element queries handed back, summed.
    public var elementsReturned = 0
    /// `collectionViewContentSize`, `numberOfSections` and `numberOfItems(inSection:)`.
    public var sizesAndCounts = 0

    public init() {}

    /// Every call, of whatever kind (elements returned are not calls).
    public var total: Int { items + supplementaryViews + elementQueries + sizesAndCounts }

    /// The calls made between `earlier` and `self`.
    public static func - (later: CallsToSuper, earlier: CallsToSuper) -> CallsToSuper {
        var d = CallsToSuper()
        d.items = later.items - earlier.items
        d.supplementaryViews = later.supplementaryViews - earlier.supplementaryViews
        d.elementQueries = later.elementQueries - earlier.elementQueries
        d.elementsReturned = later.elementsReturned - earlier.elementsReturned
        d.sizesAndCounts = later.sizesAndCounts - earlier.sizesAndCounts
        return d
    }

    /// "items 2, supplementary 0, element queries 1 (40 returned), sizes and counts 3".
    public var description: String {
        "items \(items), supplementary \(supplementaryViews), element queries \(elementQueries) "
            + "(\(elementsReturned) returned), sizes and counts \(sizesAndCounts)"
    }
}
