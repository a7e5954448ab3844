/// An axis-aligned rectangle, as `CGRect`, with a non-negative size.
///
/// Intersection follows `CGRect.intersects(_:)`: two rectangles intersect only when they
/// overlap by a positive amount on both axes' open intervals, so rectangles that merely touch
/// along an edge do not intersect. Every strategy, the base layout and the brute-force oracle use
/// this one definition, so they agree on the boundary cases.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rect at the origin (computed, as ``Point/zero``).
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }

    /// Whether the two rectangles overlap, with CoreGraphics' strict-edge rule.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle that contains both, as `CGRect.union(_:)`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `insets` on each side (grown where an inset is negative), as
    /// `UIEdgeInsetsInsetRect`. A side that would cross its opposite collapses to zero size.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom)
        )
    }

    /// The rectangle moved by `d` along the scroll axis: what a section's move does to the
    /// frames inside it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func moved(alongMain direction: ScrollDirection, by d: Double) -> Rect {
        direction == .vertical
            ? Rect(x: minX, y: minY + d, width: width, height: height)
            : Rect(x: minX + d, y: minY, width: width, height: height)
    }

    /// The start of the rectangle along the scroll axis.
    @inlinable
    public func minMain(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? minY : minX
    }

    /// The end of the rectangle along the scroll axis.
    @inlinable
    public func maxMain(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? maxY : maxX
    }

    /// The length of the rectangle along the scroll axis.
    @inlinable
    public func mainLength(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? height : width
    }

    /// The start of the rectangle across the scroll axis.
    @inlinable
    public func minCross(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? minX : minY
    }

    /// The end of the rectangle across the scroll axis.
    @inlinable
    public func maxCross(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? maxX : maxY
    }

    /// The length of the rectangle across the scroll axis.
    @inlinable
    public func crossLength(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? width : height
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
