/// The section decorations of a prepared layout, exactly as the brute-force oracle computes them:
/// what a strategy of one's own builds its answers from.
///
/// A section's background covers its body (from the end of its header to the start of its
/// footer, across the whole collection view) under ``FrameRule/exact``, or the union of its
/// first and last items grown by the section inset under ``FrameRule/firstLast``, then shrunk by
/// the decoration's own insets; its badge sits at the configured offset from that rect's origin.
/// A section with no items has neither.
///
/// ```swift
/// for section in 0..<layout.numberOfSections {
///     if let background = DecorationFrames.attributes(.background, ofSection: section, in: layout, rule: .exact) {
///         decorations.append(background)
///     }
/// }
/// ```
public enum DecorationFrames {
    /// The frame of a section's decoration of `kind` (``ElementKind/background`` or
    /// ``ElementKind/badge``), or `nil` when it has none.
    ///
    /// - Precondition: `layout` is prepared and `section` is one of its sections.
    /// - Complexity: O(1).
    public static func frame(
        _ kind: ElementKind, ofSection section: Int, in layout: FlowLayout, rule: FrameRule
    ) -> Rect? {
        checkSection(section, of: layout)
        return DecorationFactory.frame(kind, section, in: layout.prepared, rule: rule)
    }

    /// New attributes for a section's decoration of `kind`: its frame, its stacking (backgrounds
    /// under the cells at zIndex -1, badges over them at 1) and its payload (colour, corner
    /// radius, shadow, image) from the section's configuration; `nil` when it has none.
    ///
    /// - Precondition: as ``frame(_:ofSection:in:rule:)``.
    /// - Complexity: O(1); one allocation.
    public static func attributes(
        _ kind: ElementKind, ofSection section: Int, in layout: FlowLayout, rule: FrameRule
    ) -> LayoutAttributes? {
        checkSection(section, of: layout)
        return DecorationFactory.sectionDecoration(kind, section, in: layout.prepared, rule: rule)
    }

    /// New attributes for every section's decorations, section by section, each background
    /// before its badge: what a strategy that makes every decoration in `prepare()` keeps.
    ///
    /// - Precondition: `layout` is prepared.
    /// - Complexity: O(sections); one allocation a decoration.
    public static func attributesOfEverySection(in layout: FlowLayout, rule: FrameRule) -> [LayoutAttributes] {
        (0..<layout.numberOfSections).flatMap { section in
            [ElementKind.background, .badge].compactMap { attributes($0, ofSection: section, in: layout, rule: rule) }
        }
    }

    private static func checkSection(_ section: Int, of layout: FlowLayout) {
        precondition(layout.isPrepared, "DecorationFrames: prepare the layout first")
        precondition(
            section >= 0 && section < layout.numberOfSections,
            "DecorationFrames: section \(section) is not in 0..<\(layout.numberOfSections)")
    }
}
