/// What an attributes object describes: a cell, a supplementary view or a decoration view.
public enum ElementCategory: String, Sendable, CaseIterable {
    case cell
    case supplementary
    case decoration
}

/// The element kind string UIKit carries on layout attributes, as a closed set.
///
/// An enum rather than a `String` so that comparisons on the hot path are a byte compare.
/// `rawValue` is the name used in the CLI and CSV output: empty for cells.
public enum ElementKind: String, Sendable, CaseIterable {
    /// A cell; its kind column is empty.
    case cell = ""
    /// The section header supplementary view.
    case header
    /// The section footer supplementary view.
    case footer
    /// A separator supplementary view that shifts the items after it.
    case separator
    /// A section background (card) decoration, below the cells.
    case background
    /// A badge (armband) decoration, above the cells.
    case badge
    /// A shadow decoration under a single cell (the per-cell recipe).
    case cellShadow = "cell-shadow"

    /// The category this kind belongs to.
    @inlinable
    public var category: ElementCategory {
        switch self {
        case .cell: return .cell
        case .header, .footer, .separator: return .supplementary
        case .background, .badge, .cellShadow: return .decoration
        }
    }

    /// The zIndex UIKit-style layouts give this kind: cells 0, headers and footers 10,
    /// backgrounds and shadows −1 (below the cells), badges 1 (above them).
    @inlinable
    public var defaultZIndex: Int {
        switch self {
        case .cell: return 0
        case .header, .footer, .separator: return 10
        case .background, .cellShadow: return -1
        case .badge: return 1
        }
    }
}
