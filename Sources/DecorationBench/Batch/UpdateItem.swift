/// One update of a batch, as `UICollectionViewUpdateItem`: an insert, delete, move or reload of
/// items or of a whole section.
///
/// Indexes are read in the data set as the updates before this one, in UIKit's order (see
/// ``BatchUpdate``), left it: deletes run first from the highest index down, so each names an
/// index of the data set before the batch; inserts then run from the lowest index up, so each
/// names its index after the batch.
///
/// ```swift
/// let batch = BatchUpdate([.deleteItems(section: 2, item: 0, count: 1), .insertSection(0, from: nil)])
/// ```
public enum UpdateItem: Hashable, Sendable {
    /// `count` items inserted before item `item` of `section`, each of `size` (the section's
    /// first item's size when `nil`).
    case insertItems(section: Int, item: Int, count: Int, size: Size?)
    /// `count` items removed from item `item` of `section` on.
    case deleteItems(section: Int, item: Int, count: Int)
    /// An item moved: removed at `from`, then inserted at `to` (read after the removal).
    case moveItem(from: IndexPath, to: IndexPath)
    /// An item whose cell the data source answers again; its size and section stay.
    case reloadItem(IndexPath)
    /// A section inserted at `section`: a copy of the configuration of the section at index
    /// `from` (read before the insert), or of the section now at that index when `nil`, with
    /// `items` items (that section's count when `nil`).
    case insertSection(Int, copying: Int?, items: Int?)
    /// A section removed.
    case deleteSection(Int)
    /// A section moved: removed at `from`, then inserted at `to` (read after the removal).
    case moveSection(from: Int, to: Int)
    /// A section the data source answers again: its decorations are deleted and inserted.
    case reloadSection(Int)

    /// UIKit's order within a batch: deletes, inserts, reloads, moves.
    var phase: Int {
        switch self {
        case .deleteItems, .deleteSection: return 0
        case .insertItems, .insertSection: return 1
        case .reloadItem, .reloadSection: return 2
        case .moveItem, .moveSection: return 3
        }
    }

    /// The index path it sorts by: deletes descending, inserts ascending; a section sorts
    /// before its own items' updates when inserted, after them when deleted.
    var sortKey: (section: Int, item: Int) {
        switch self {
        case .insertItems(let s, let i, _, _), .deleteItems(let s, let i, _): return (s, i)
        case .moveItem(let from, _): return (from.section, from.item)
        case .reloadItem(let p): return (p.section, p.item)
        case .insertSection(let s, _, _): return (s, -1)
        case .deleteSection(let s), .reloadSection(let s): return (s, Int.max)
        case .moveSection(let from, _): return (from, -1)
        }
    }

    /// The update as a reader would write it, for messages.
    public var summary: String {
        switch self {
        case .insertItems(let s, let i, let n, _):
            return "insert \(n) item\(n == 1 ? "" : "s") at item \(i) of section \(s)"
        case .deleteItems(let s, let i, let n):
            return "delete \(n) item\(n == 1 ? "" : "s") from item \(i) of section \(s)"
        case .moveItem(let a, let b):
            return "move item \(a.item) of section \(a.section) to item \(b.item) of section \(b.section)"
        case .reloadItem(let p): return "reload item \(p.item) of section \(p.section)"
        case .insertSection(let s, _, _): return "insert section \(s)"
        case .deleteSection(let s): return "delete section \(s)"
        case .moveSection(let a, let b): return "move section \(a) to \(b)"
        case .reloadSection(let s): return "reload section \(s)"
        }
    }
}
