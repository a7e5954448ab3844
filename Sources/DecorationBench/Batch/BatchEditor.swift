/// Applies updates one at a time to a data set, checking each, and tracks where every section
/// came from: the engine of ``BatchUpdate/applied(to:)``.
struct BatchEditor {
    /// What is wrong with one update, and the fix.
    struct Problem: Error { let message: String }

    var dataSet: DataSet
    var origin: [Int]
    var touched: [Bool]
    private let oldCount: Int
    /// The items in the data set now, kept as updates run (O(1) each, where counting is O(sections)).
    private(set) var itemCount: Int
    /// Whether an update so far added items or sections: only then can the data set outgrow a
    /// limit it met before the batch.
    private(set) var grew = false
    /// The deletes so far, by the old index they name and the update (as written) that named it:
    /// UIKit refuses a batch that deletes one item or section twice.
    private var deletedSections: [Int: Int] = [:]
    private var deletedItems: [Int: [(items: Range<Int>, update: Int)]] = [:]
    /// The most items one update may insert.
    static let maxInsert = DataSetLimits.maxItemsPerSection

    init(dataSet: DataSet) {
        self.dataSet = dataSet
        oldCount = dataSet.sections.count
        origin = Array(0..<oldCount)
        touched = Array(repeating: false, count: oldCount)
        itemCount = dataSet.itemCount
    }

    /// Applies `item` (written as update `written` of its batch), then holds the data set to the
    /// limits on items and sections a data-set file is held to.
    mutating func apply(_ item: UpdateItem, written: Int) throws(Problem) {
        let (items, sections) = (itemCount, dataSet.sections.count)
        try checkNotDeletedTwice(item, written: written)
        var doomed = 0
        if case .deleteSection(let s) = item, dataSet.sections.indices.contains(s) {
            doomed = dataSet.sections[s].itemCount
        }
        try apply(item)
        switch item {
        case .insertItems(_, _, let n, _): itemCount += n
        case .deleteItems(_, _, let n): itemCount -= n
        case .insertSection(let s, _, _): itemCount += dataSet.sections[s].itemCount
        case .deleteSection: itemCount -= doomed
        default: break
        }
        if itemCount > items || dataSet.sections.count > sections { grew = true }
        if itemCount > DataSetLimits.maxItems {
            throw Problem(
                message: "it brings the data set to \(itemCount) items, more than the limit of "
                    + "\(DataSetLimits.maxItems) per data set (as for a data-set file); insert fewer items")
        }
        if dataSet.sections.count > DataSetLimits.maxSections {
            throw Problem(
                message: "it brings the data set to \(dataSet.sections.count) sections, more than the limit of "
                    + "\(DataSetLimits.maxSections) (as for a data-set file); insert fewer sections")
        }
    }

    /// Refuses a delete of an item or a section that an earlier delete of the batch removed
    /// already (deletes name indexes before the batch, so the same index means the same thing).
    private mutating func checkNotDeletedTwice(_ item: UpdateItem, written: Int) throws(Problem) {
        switch item {
        case .deleteSection(let s):
            if let other = deletedSections[s] {
                throw Problem(message: "section \(s) is deleted by update \(other) too; delete each section once")
            }
            if let other = deletedItems[s]?.first {
                throw Problem(
                    message: "section \(s) is deleted, and update \(other.update) deletes items of it; "
                        + "UIKit refuses such a batch: delete the section or its items, not both")
            }
            deletedSections[s] = written
        case .deleteItems(let s, let i, let n):
            if let other = deletedSections[s] {
                throw Problem(
                    message: "update \(other) deletes section \(s) already; "
                        + "UIKit refuses such a batch: delete the section or its items, not both")
            }
            let range = i..<(i + max(n, 0))
            if let other = deletedItems[s]?.first(where: { $0.items.overlaps(range) }) {
                throw Problem(
                    message: "update \(other.update) deletes item(s) "
                        + "\(other.items.lowerBound)..<\(other.items.upperBound) of section \(s) already; "
                        + "delete each item once")
            }
            deletedItems[s, default: []].append((range, written))
        default: break
        }
    }

    /// The section map so far.
    var map: SectionMap {
        var map = SectionMap(count: 0)
        map.newToOld = origin
        map.touched = touched
        map.finish(oldCount: oldCount)
        return map
    }

    private mutating func apply(_ item: UpdateItem) throws(Problem) {
        switch item {
        case .deleteItems(let s, let i, let n):
            try checkSection(s)
            try checkCount(n)
            try checkItem(i, in: s)
            let count = dataSet.sections[s].itemCount
            guard i + n <= count else {
                throw Problem(
                    message: "deleting \(n) items from item \(i) takes section \(s)'s \(count - i) item(s) from there "
                        + "below zero, to \(count - i - n); delete at most \(count - i) item(s) from item \(i)")
            }
            removeItems(s, i..<(i + n))
        case .insertItems(let s, let i, let n, let size):
            try checkSection(s)
            try checkCount(n)
            try checkPlace(i, in: s)
            let spec = dataSet.sections[s]
            guard let size = size ?? (spec.itemCount > 0 ? spec.sizeOfItem(0) : nil) else {
                throw Problem(message: "section \(s) has no items to take a size from; give the update a size")
            }
            insertItems(s, n, of: size, at: i)
        case .moveItem(let from, let to):
            try moveItem(from: from, to: to)
        case .reloadItem(let p):
            try checkSection(p.section)
            try checkItem(p.item, in: p.section)
            touched[p.section] = true
        case .insertSection(let s, let copying, let items):
            try insertSection(s, copying: copying, items: items)
        case .deleteSection(let s):
            try checkSection(s)
            removeSection(s)
        case .moveSection(let from, let to):
            try moveSection(from: from, to: to)
        case .reloadSection(let s):
            try checkSection(s)
            origin[s] = -1
            touched[s] = true
        }
    }

    private mutating func moveItem(from: IndexPath, to: IndexPath) throws(Problem) {
        try checkSection(from.section)
        try checkItem(from.item, in: from.section)
        guard from != to else {
            throw Problem(
                message: "item \(from.item) of section \(from.section) moves onto itself; "
                    + "remove the update, or name another place")
        }
        let size = dataSet.sections[from.section].sizeOfItem(from.item)
        removeItems(from.section, from.item..<(from.item + 1))
        try checkSection(to.section, role: "destination section")
        try checkPlace(to.item, in: to.section, role: "destination item")
        insertItems(to.section, 1, of: size, at: to.item)
    }

    private mutating func moveSection(from: Int, to: Int) throws(Problem) {
        try checkSection(from)
        guard from != to else {
            throw Problem(message: "section \(from) moves onto itself; remove the update, or name another index")
        }
        let (spec, o, t) = (dataSet.sections[from], origin[from], touched[from])
        let moved = dataSet.separators.filter { $0.indexPath.section == from }
        removeSection(from)
        guard to >= 0, to <= dataSet.sections.count else {
            throw Problem(
                message: "destination section \(to) does not exist once section \(from) is removed "
                    + "(\(dataSet.sections.count) remain); name a section in 0...\(dataSet.sections.count)")
        }
        insertSection(spec, at: to, origin: o, touched: t)
        dataSet.separators += moved.map {
            Separator(before: IndexPath(item: $0.indexPath.item, section: to), thickness: $0.thickness)
        }
    }

    private mutating func insertSection(_ s: Int, copying: Int?, items: Int?) throws(Problem) {
        let count = dataSet.sections.count
        guard s >= 0, s <= count else {
            throw Problem(
                message: "section \(s) cannot be inserted: the data set has \(count) section(s) at this point "
                    + "(deletes run first, highest index first; inserts lowest first); name a section in 0...\(count)")
        }
        if let copying { try checkSection(copying, role: "section to copy") }
        guard let source = copying ?? (count == 0 ? nil : min(s, count - 1)) else {
            throw Problem(
                message: "the data set has no section to copy a configuration from; insert into a data set "
                    + "with at least one section")
        }
        var spec = dataSet.sections[source]
        if let items {
            try checkCount(items, allowZero: true)
            guard items == 0 || spec.itemCount > 0 else {
                throw Problem(message: "section \(source) has no items to take a size from; copy a section with items")
            }
            spec.items = items == 0 ? .uniform(count: 0, size: .zero) : .uniform(count: items, size: spec.sizeOfItem(0))
        }
        insertSection(spec, at: s, origin: -1, touched: true)
    }

    // MARK: - Checks

    private func checkSection(_ s: Int, role: String = "section") throws(Problem) {
        let count = dataSet.sections.count
        guard s >= 0, s < count else {
            let range = count == 0 ? "none exist; insert a section first" : "name a section in 0..<\(count)"
            throw Problem(
                message: "\(role) \(s) does not exist: the data set has \(count) section(s) at this point "
                    + "(deletes run first, highest index first; inserts lowest first); \(range)")
        }
    }

    private func checkItem(_ i: Int, in s: Int) throws(Problem) {
        let count = dataSet.sections[s].itemCount
        guard i >= 0, i < count else {
            let range = count == 0 ? "it has none" : "name an item in 0..<\(count)"
            throw Problem(
                message: "item \(i) does not exist: section \(s) has \(count) item(s) at this point; \(range)")
        }
    }

    private func checkPlace(_ i: Int, in s: Int, role: String = "item") throws(Problem) {
        let count = dataSet.sections[s].itemCount
        guard i >= 0, i <= count else {
            throw Problem(
                message: "\(role) \(i) is past the end: section \(s) has \(count) item(s) at this point; "
                    + "insert at an item in 0...\(count)")
        }
    }

    private func checkCount(_ n: Int, allowZero: Bool = false) throws(Problem) {
        let least = allowZero ? 0 : 1
        guard n >= least, n <= Self.maxInsert else {
            throw Problem(
                message: "count \(n) is outside \(least)...\(Self.maxInsert); "
                    + (n < least ? "give a count of at least \(least)" : "split the update"))
        }
    }
}
