/// The grid of 1/64 point on which a layout's arithmetic along the scroll axis is exact.
///
/// Every origin and extent along the scroll axis is a sum of the data set's lengths (items,
/// headers, footers, insets, spacings, separators), halves of their differences (an item
/// centred in its line) and whole multiples of them (grid rows). When every such length is a
/// multiple of 1/64 and the content is below 2^40 points (the data-set limit is 10^12), every
/// one of those sums is a multiple of 1/128 below 2^45: representable in a `Double`'s 53 bits,
/// so computed with no rounding error, in any order. A frame moved by a section's shift is
/// then the very frame a fresh layout computes, to the last bit.
///
/// Off the grid (33.3 points, a third of a pixel), `(a + b) + shift` and `(a + shift) + b`
/// round in different places and may differ in the last bits: a strategy that moves stored
/// frames instead of computing them again must not move them there.
///
/// ```swift
/// ExactGrid.contains(44.5)   // true
/// ExactGrid.contains(33.3)   // false
/// ```
public enum ExactGrid {
    /// Grid steps per point: the grid's step is 1/64 point.
    @inlinable static var stepsPerPoint: Double { 64 }

    /// Whether `length` is a whole number of grid steps, small enough for exact sums.
    ///
    /// Adding and subtracting 1.5·2^52 rounds a `Double` below 2^51 to a whole number without
    /// a libm call (as ``FlowLayout``'s pixel rounding does): `length` is on the grid when that
    /// leaves `length × stepsPerPoint` unchanged. NaN and infinities are not on it.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public static func contains(_ length: Double) -> Bool {
        let steps = length * stepsPerPoint
        return abs(steps) < 0x1p46 && (steps + 6_755_399_441_055_744) - 6_755_399_441_055_744 == steps
    }

    /// Whether four lengths all lie on the grid: one test of four lanes, for the builder's and
    /// the store's loops, one branch where a test per length would take four.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public static func contains(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Bool {
        let steps = SIMD4(a, b, c, d) * stepsPerPoint
        let whole = (steps + 6_755_399_441_055_744) - 6_755_399_441_055_744
        return all((whole .== steps) .& (steps .< 0x1p46) .& (steps .> -0x1p46))
    }

    /// Whether a decoration's own lengths along the scroll axis (its insets, and its badge's
    /// offset and size) lie on the grid. Borrowed, and read field by field: a copy of the
    /// configuration retains its badge's image name.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public static func contains(_ decoration: borrowing SectionDecoration, along direction: ScrollDirection) -> Bool {
        let vertical = direction == .vertical
        let offset = decoration.badge?.offset ?? Point(x: 0, y: 0)
        let size = decoration.badge?.size ?? Size(width: 0, height: 0)
        return contains(
            vertical ? decoration.insets.top : decoration.insets.left,
            vertical ? decoration.insets.bottom : decoration.insets.right,
            vertical ? offset.y : offset.x, vertical ? size.height : size.width)
    }
}
