/// The updates of one `performBatchUpdates`, in the order UIKit applies them: deletes from the
/// highest index down, inserts from the lowest up, then reloads, then moves.
///
/// Deleting the highest index first leaves every lower index where it was, so each delete names
/// an index of the data set before the batch; inserting the lowest first puts every insert at
/// the index it names in the data set after the batch. Reloads and moves run in the order
/// written, each reading the data set as the updates before it left it.
///
/// ```swift
/// let batch = BatchUpdate([.insertItems(section: 0, item: 0, count: 2, size: nil), .deleteSection(3)])
/// let applied = try batch.applied(to: dataSet)   // the new data set and where each section went
/// ```
public struct BatchUpdate: Hashable, Sendable {
    /// The updates in UIKit's order.
    public let items: [UpdateItem]
    /// Each update's place as written, for messages.
    let written: [Int]
    /// What messages call the batch: `batches[3]` for one read from a file.
    public var name: String

    /// Sorts `items` into UIKit's order.
    ///
    /// - Complexity: O(u log u) for u updates.
    public init(_ items: [UpdateItem], name: String = "batch") {
        let order = items.indices.sorted { a, b in
            let (x, y) = (items[a], items[b])
            if x.phase != y.phase { return x.phase < y.phase }
            let (kx, ky) = (x.sortKey, y.sortKey)
            switch x.phase {
            case 0: return kx != ky ? (kx.section, kx.item) > (ky.section, ky.item) : a < b
            case 1: return kx != ky ? (kx.section, kx.item) < (ky.section, ky.item) : a < b
            default: return a < b
            }
        }
        self.items = order.map { items[$0] }
        written = order
        self.name = name
    }

    /// The data set after the batch, and where each section went.
    public struct Applied: Sendable {
        /// The data set after the batch.
        public var dataSet: DataSet
        /// Where each section went.
        public var sections: SectionMap
        /// The updates, in UIKit's order.
        public var items: [UpdateItem]

        /// Whether every size the updates name (an insert's explicit size) lies on
        /// ``ExactGrid``: the rest of the data after the batch comes from the data before it.
        ///
        /// - Complexity: O(u).
        public var namedSizesOnExactGrid: Bool {
            items.allSatisfy {
                guard case .insertItems(_, _, _, let size?) = $0 else { return true }
                return ExactGrid.contains(size.width, size.height, 0, 0)
            }
        }
    }

    /// Applies the batch to `dataSet`, update by update in UIKit's order, checking each against
    /// the data set as the updates before it left it.
    ///
    /// - Throws: ``BatchUpdateError`` naming the first update that names a section or item that
    ///   does not exist, deletes one an earlier delete removed, moves something onto itself, takes
    ///   a count below zero, or brings the data set past a limit a data-set file is held to
    ///   (``DataSet/checkLimits()``: items, sections, memory, content length); nothing of
    ///   `dataSet` changes.
    /// - Complexity: O(u × (sections + items of the sections touched + separators)), plus
    ///   ``DataSet/checkLimits()`` once when the batch adds items or sections.
    public func applied(to dataSet: DataSet) throws(BatchUpdateError) -> Applied {
        var editor = BatchEditor(dataSet: dataSet)
        for (position, item) in items.enumerated() {
            do throws(BatchEditor.Problem) {
                try editor.apply(item, written: written[position])
            } catch {
                throw BatchUpdateError(
                    location: "\(name), update \(written[position])", update: item.summary,
                    index: written[position], message: error.message)
            }
        }
        if editor.grew, (try? editor.dataSet.checkLimits()) == nil { throw firstUpdatePastALimit(from: dataSet) }
        return Applied(dataSet: editor.dataSet, sections: editor.map, items: items)
    }

    /// The error for the first update that brings `dataSet` past a limit of
    /// ``DataSet/checkLimits()``: the batch replayed, the limits checked after each update that
    /// adds items or sections (the error path of ``applied(to:)``, which checks them once).
    ///
    /// - Precondition: the whole batch applies to `dataSet` and the result passes no limit check.
    /// - Complexity: O(u × ``DataSet/checkLimits()``).
    private func firstUpdatePastALimit(from dataSet: DataSet) -> BatchUpdateError {
        var editor = BatchEditor(dataSet: dataSet)
        for (position, item) in items.enumerated() {
            let (items, sections) = (editor.itemCount, editor.dataSet.sections.count)
            try? editor.apply(item, written: written[position])
            let last = position == self.items.count - 1
            guard editor.itemCount > items || editor.dataSet.sections.count > sections || last else { continue }
            do {
                try editor.dataSet.checkLimits()
            } catch {
                return BatchUpdateError(
                    location: "\(name), update \(written[position])", update: item.summary,
                    index: written[position],
                    message: "after it, \(error); a batch is held to the limits of a data-set file")
            }
        }
        preconditionFailure("BatchUpdate: the batch passes a limit at its end but after none of its updates")
    }
}
