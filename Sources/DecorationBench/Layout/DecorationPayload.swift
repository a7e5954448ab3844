/// The custom properties a decoration's attributes carry, like the subclasses of
/// `UICollectionViewLayoutAttributes` in seeds 001 and 003 (colour, corner radius, shadow,
/// image name).
///
/// A value type: copying attributes copies it, and attributes equality compares it, which is
/// what the seeds' `copy(with:)` and `isEqual(_:)` overrides exist for.
public struct DecorationPayload: Hashable, Sendable {
    /// Fill colour as `#RRGGBB` or `#RRGGBBAA`.
    public var color: String
    /// Corner radius of the card, in points.
    public var cornerRadius: Double
    /// Shadow opacity, 0 to 1.
    public var shadowOpacity: Double
    /// Shadow blur radius, in points.
    public var shadowRadius: Double
    /// The image a badge shows; `nil` for backgrounds and shadows.
    public var imageName: String?

    public init(
        color: String = "#FFFFFF",
        cornerRadius: Double = 0,
        shadowOpacity: Double = 0,
        shadowRadius: Double = 0,
        imageName: String? = nil
    ) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
        self.imageName = imageName
    }

    /// The shadow seed 000 puts under each cell.
    public static let cellShadow = DecorationPayload(
        color: "#808080", cornerRadius: 4, shadowOpacity: 0.2, shadowRadius: 4)
}
