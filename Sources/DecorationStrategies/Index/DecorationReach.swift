import DecorationBench

/// How far a data set's section decorations reach beyond their sections' bodies along the
/// scroll axis, at most: what lets `section-search` find every section whose decorations can
/// meet a rect by searching the sections' bodies alone.
///
/// A section's background is its section rect (within the body, under either frame rule) inset
/// by its configuration's insets, so a negative inset reaches out by its size; its badge sits at
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

    /// The reach of one section configured as `config`.
    ///
    /// Borrowed, and read field by field: a copy of the configuration retains its badge's name
    /// (callgrind: most of `section-search`'s `prepare()` beyond the base layout's, before).
    ///
    /// - Complexity: O(1).
    init(_ config: borrowing SectionDecoration, _ direction: ScrollDirection) {
        let vertical = direction == .vertical
        if config.background {
            leading = Swift.max(0, -(vertical ? config.insets.top : config.insets.left))
            trailing = Swift.max(0, -(vertical ? config.insets.bottom : config.insets.right))
        }
        if let offset = config.badge?.offset, let size = config.badge?.size {
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
