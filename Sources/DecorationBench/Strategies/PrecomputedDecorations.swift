/// Every section decoration of a layout, built once in `prepare()`, with a per-section lookup
/// table: the storage the `linear`, `binary-search` and `interval-tree` strategies share. They
/// differ only in how they find the decorations for a rect.
public struct PrecomputedDecorations {
    /// All decorations, in section order (a section's background, then its badge).
    public private(set) var all: ContiguousArray<LayoutAttributes> = []
    private var backgrounds: ContiguousArray<LayoutAttributes?> = []
    private var badges: ContiguousArray<LayoutAttributes?> = []

    public init() {}

    /// Rebuilds every decoration from the prepared layout.
    ///
    /// - Complexity: O(sections); one allocation per decoration.
    public mutating func rebuild(from layout: FlowLayout, rule: FrameRule) {
        let sections = layout.numberOfSections
        all = []
        all.reserveCapacity(sections)
        backgrounds = ContiguousArray(repeating: nil, count: sections)
        badges = ContiguousArray(repeating: nil, count: sections)
        for section in 0..<sections {
            if let b = DecorationFactory.background(section, in: layout, rule: rule) {
                backgrounds[section] = b
                all.append(b)
            }
            if let b = DecorationFactory.badge(section, in: layout, rule: rule) {
                badges[section] = b
                all.append(b)
            }
        }
    }

    /// The stored decoration of `kind` for the section of `indexPath`: the same object that
    /// queries return.
    ///
    /// - Complexity: O(1).
    public func lookup(_ kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < backgrounds.count, indexPath.item == 0 else { return nil }
        switch kind {
        case .background: return backgrounds[indexPath.section]
        case .badge: return badges[indexPath.section]
        default: return nil
        }
    }
}
