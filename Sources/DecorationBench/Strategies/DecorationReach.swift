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

    /// Widens the reach to cover `config`'s decorations.
    ///
    /// - Complexity: O(1).
    mutating func include(_ config: SectionDecoration, _ direction: ScrollDirection) {
        let vertical = direction == .vertical
        if config.background {
            leading = Swift.max(leading, -(vertical ? config.insets.top : config.insets.left))
            trailing = Swift.max(trailing, -(vertical ? config.insets.bottom : config.insets.right))
        }
        if let badge = config.badge {
            let offset = vertical ? badge.offset.y : badge.offset.x
            let length = vertical ? badge.size.height : badge.size.width
            leading = Swift.max(leading, -offset)
            trailing = Swift.max(trailing, offset + length)
        }
    }

    /// The reach of every section of `dataSet`.
    ///
    /// - Complexity: O(sections).
    init(of dataSet: DataSet) {
        // Through the buffer: a `for section in` loop copies every section's whole spec.
        dataSet.sections.withUnsafeBufferPointer { sections in
            for i in sections.indices { include(sections[i].decoration, dataSet.scrollDirection) }
        }
    }

    /// No reach: decorations within their bodies.
    init() {}
}
