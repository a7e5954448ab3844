/// Which decorations a section gets and how they look: the per-section configuration that the
/// decoration delegate of "UICollectionView-DecorationView 开发总结" (2018) answers
/// (`decorationDisplayedForSectionAt`, its colour, its insets, and the armband badge's image and
/// offset).
public struct SectionDecoration: Hashable, Sendable {
    /// Whether the section gets a background card. Sections without items never do.
    public var background: Bool
    /// The background's fill colour.
    public var color: RGBAColor
    /// The background's corner radius, in points.
    public var cornerRadius: Double
    /// Insets applied to the background's frame after the frame rule: positive shrinks it,
    /// negative grows it past the section (so it overlaps its neighbours).
    public var insets: EdgeInsets
    /// The section's badge, if any. Sections without items never get one.
    public var badge: Badge?

    public init(
        background: Bool = true, color: RGBAColor = .white, cornerRadius: Double = 6,
        insets: EdgeInsets = .zero, badge: Badge? = nil
    ) {
        self.background = background
        self.color = color
        self.cornerRadius = cornerRadius
        self.insets = insets
        self.badge = badge
    }

    /// The default: a white background card and no badge.
    public static let `default` = SectionDecoration()

    /// A fixed-size image pinned at an offset from the section body's origin (that post's
    /// armband: 80 × 53 points, 1 point in from the cross-axis edge, 18 along the scroll axis).
    public struct Badge: Hashable, Sendable {
        public var imageName: String
        public var size: Size
        /// Offset from the origin of the section's background rect before decoration insets.
        public var offset: Point

        public init(
            imageName: String, size: Size = Size(width: 80, height: 53),
            offset: Point = Point(x: 1, y: 18)
        ) {
            self.imageName = imageName
            self.size = size
            self.offset = offset
        }
    }
}
