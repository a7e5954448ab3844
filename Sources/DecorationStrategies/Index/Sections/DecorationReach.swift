import DecorationBench

/// How far a data set's section decorations reach beyond their sections' bodies along the
/// scroll axis, at most: what lets `section-search` and `lazy-extents` find every section whose
/// decorations can meet a rect from the sections' bodies alone.
///
/// A section's background is its section rect (within the body, under either frame rule) inset
/// by its configuration's insets, so a negative inset reaches out by its size, and a top inset
/// longer than the section puts a background of no length past its end; its badge sits at
/// the rect's origin plus its offset, so it can start before the body by a negative offset and
/// end past it by at most the offset plus its size. Under the `first-last` rule the section rect
/// is its first and last items' frames, placed at whole pixels, so it can lie up to a pixel
/// outside the body: ``rounding`` covers that.
struct DecorationReach: Equatable {
    /// A point: more than a pixel at any screen scale.
    static let rounding = 1.0

    /// Before a section's body starts.
    var leading = 0.0
    /// After a section's body ends.
    var trailing = 0.0

    /// The reach of the section `spec` points to, from its decoration configuration.
    ///
    /// Read through the pointer, field by field: a configuration passed as a value is copied
    /// out of the array, and the copy retains and releases its badge's name once per section
    /// (`objdump -d` of `FarReachingSections.split`), in a pass over every section.
    ///
    /// - Complexity: O(1).
    init(_ spec: UnsafePointer<SectionSpec>, _ direction: ScrollDirection) {
        let vertical = direction == .vertical
        if spec.pointee.decoration.background {
            // The inset rect starts `top` in and ends at the larger of its start and `bottom` in
            // from the end (`Rect.inset(by:)` keeps its length at least 0): a section shorter
            // than its top inset has a background of no length `top` in, past its end.
            let insets = spec.pointee.decoration.insets
            let (top, bottom) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
            leading = Swift.max(0, -top)
            trailing = Swift.max(0, -bottom, top)
        }
        if let offset = spec.pointee.decoration.badge?.offset, let size = spec.pointee.decoration.badge?.size {
            let start = vertical ? offset.y : offset.x
            let length = vertical ? size.height : size.width
            leading = Swift.max(leading, -start)
            trailing = Swift.max(trailing, start + length)
        }
    }

    /// Widens the reach to cover `other`.
    ///
    /// - Complexity: O(1).
    mutating func include(_ other: DecorationReach) {
        (leading, trailing) = (Swift.max(leading, other.leading), Swift.max(trailing, other.trailing))
    }

    /// No reach: decorations within their bodies.
    init() {}

}
