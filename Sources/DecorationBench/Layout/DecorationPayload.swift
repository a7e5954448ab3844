/// A colour as 8-bit red, green, blue and alpha packed in one word: cheap to copy, compare
/// and destroy, which matters when a prepare builds a hundred thousand decorations.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// 0xRRGGBBAA.
    public var rgba: UInt32

    @inlinable
    public init(rgba: UInt32) {
        self.rgba = rgba
    }

    /// Parses `#RRGGBB` (opaque) or `#RRGGBBAA`; `nil` for anything else.
    public init?(hex: String) {
        let digits = hex.dropFirst()
        guard hex.first == "#", digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        rgba = digits.count == 6 ? value << 8 | 0xFF : value
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
    public var description: String {
        let hex = String(rgba, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - hex.count) + hex
        return "#" + (rgba & 0xFF == 0xFF ? String(padded.prefix(6)) : padded)
    }

    // Computed and inlinable, not stored: a strategy in another module builds a payload without
    // a call through a global's addressor.
    /// Opaque white.
    @inlinable public static var white: RGBAColor { RGBAColor(rgba: 0xFFFF_FFFF) }
    /// Fully transparent.
    @inlinable public static var clear: RGBAColor { RGBAColor(rgba: 0) }
}

/// The custom properties a decoration's attributes carry, like the subclasses of
/// `UICollectionViewLayoutAttributes` in the section-background recipes (colour, corner radius,
/// shadow, image name): Beyza Sığınmış, "Creating Reusable Views with Custom Flow Layout in
/// Swift" (2023), and "UICollectionView-DecorationView 开发总结" (2018).
///
/// A value type: copying attributes copies it, and attributes equality compares it, which is
/// what those recipes' `copy(with:)` and `isEqual(_:)` overrides exist for. Only the image name
/// needs reference counting; everything else is plain numbers.
public struct DecorationPayload: Hashable, Sendable {
    /// Fill colour.
    public var color: RGBAColor
    /// Corner radius of the card, in points.
    public var cornerRadius: Double
    /// Shadow opacity, 0 to 1.
    public var shadowOpacity: Double
    /// Shadow blur radius, in points.
    public var shadowRadius: Double
    /// The image a badge shows; `nil` for backgrounds and shadows.
    public var imageName: String?

    @inlinable
    public init(
        color: RGBAColor = .white, cornerRadius: Double = 0, shadowOpacity: Double = 0,
        shadowRadius: Double = 0, imageName: String? = nil
    ) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
        self.imageName = imageName
    }

    /// A section background's payload for its configuration: its colour and corner radius, and
    /// the card shadow every background has.
    @inlinable
    public static func background(color: RGBAColor, cornerRadius: Double) -> DecorationPayload {
        DecorationPayload(color: color, cornerRadius: cornerRadius, shadowOpacity: 0.17, shadowRadius: 1)
    }

    /// A badge's payload: its image, on a clear ground.
    @inlinable
    public static func badge(imageName: String?) -> DecorationPayload {
        DecorationPayload(color: .clear, imageName: imageName)
    }

    /// The shadow `per-cell`'s recipe puts under each cell (njooma, "Decorating
    /// UICollectionViewCells" (2018)).
    @inlinable public static var cellShadow: DecorationPayload {
        DecorationPayload(color: RGBAColor(rgba: 0x8080_80FF), cornerRadius: 4, shadowOpacity: 0.2, shadowRadius: 4)
    }
}
