/// A point in the layout's coordinate space, in points.
///
/// The layout model has no UIKit, so it brings its own small value types. They mirror
/// CoreGraphics' `CGPoint`, `CGSize` and `UIEdgeInsets` closely enough that frames read the
/// same way in tests as they would on a phone.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin. Computed, not a stored `static let`: a global's read costs a call to its
    /// one-time initialiser's check from every other module (a pinned frame's invalidation reads
    /// ``Size/zero``).
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height (computed, as ``Point/zero``).
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

/// Insets on the four sides of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side (computed, as ``Point/zero``).
    @inlinable public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

/// The axis along which a layout scrolls, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, CaseIterable, Sendable {
    /// Sections stack top to bottom; items fill rows left to right.
    case vertical
    /// Sections stack left to right; items fill columns top to bottom.
    case horizontal
}

/// An item's position: its section and its index within the section.
///
/// Ordered by section, then item, as `IndexPath` is for a collection view. Foundation's
/// `IndexPath` is another type: a file that imports Foundation (or XCTest) writes this one
/// `DecorationBench.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
