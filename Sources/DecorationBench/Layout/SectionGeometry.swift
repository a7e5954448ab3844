/// Where one section lies along the scroll axis, and where its items and lines are stored.
///
/// "Main" is the scroll axis (y when vertical, x when horizontal); a section occupies
/// `mainStart..<mainEnd` and sections follow one another with no gap. This is the geometry a
/// `UICollectionViewFlowLayout` subclass could work out from the header, the first and last
/// items and the footer; the layout exposes it so strategies need not do so on every query.
public struct SectionGeometry: Hashable, Sendable {
    /// Start of the section: the top (leading edge) of its header.
    public var mainStart: Double
    /// End of the header: where the section's body begins.
    public var bodyStart: Double
    /// Where the first line of items begins: `bodyStart` + the section inset's leading edge.
    public var itemsStart: Double
    /// Where the last line of items ends (`itemsStart` when the section has no items).
    public var itemsEnd: Double
    /// End of the body: `itemsEnd` + the inset's trailing edge; the footer starts here.
    public var bodyEnd: Double
    /// End of the section: the bottom (trailing edge) of its footer.
    public var mainEnd: Double
    /// Global index of the section's first item in the layout's flat frame storage.
    public var firstItem: Int
    /// The number of items in the section.
    public var itemCount: Int
    /// Global index of the section's first line in the layout's line storage.
    public var firstLine: Int
    /// The number of lines (rows when vertical, columns when horizontal).
    public var lineCount: Int
    /// Global index of the section's first separator in the layout's separator storage.
    public var firstSeparator: Int
    /// The number of separators in the section.
    public var separatorCount: Int
    /// The header's frame, when its reference size along the scroll axis is positive.
    public var headerFrame: Rect?
    /// The footer's frame, when its reference size along the scroll axis is positive.
    public var footerFrame: Rect?
    /// How far along the scroll axis the section has moved since its items, lines and separators
    /// were stored: each lies at its stored frame plus this. 0 after `prepare()`; a self-sizing
    /// re-layout moves a later section by changing this one number, as UIKit moves a section's
    /// rows with the section's origin, instead of moving each frame.
    @usableFromInline var storageShift: Double = 0
}
