extension BatchUpdate {
    /// A seeded random batch for `dataSet`: a few inserts, deletes and moves of items and of
    /// sections at random places, a reload now and then. One section in four is the first and
    /// one in four the last, where an offset structure's edge cases sit. Inserts and deletes
    /// are equally likely, so a long run of batches keeps the data set's size.
    ///
    /// Updates are drawn against the data set before the batch; any that UIKit's order makes
    /// invalid (a delete of an item an earlier one removed) is dropped, so the batch always
    /// applies. It may be empty when the data set has no sections.
    ///
    /// - Complexity: O(u² × the cost of ``applied(to:)``) for u updates, about 8.
    public static func random(for dataSet: DataSet, rng: inout SplitMix64, name: String = "batch") -> BatchUpdate {
        var items: [UpdateItem] = []
        let sections = dataSet.sections.count
        guard sections > 0 else { return BatchUpdate([], name: name) }
        func section() -> Int {
            switch rng.int(in: 0...3) {
            case 0: return 0
            case 1: return sections - 1
            default: return rng.int(in: 0...(sections - 1))
            }
        }
        func item(in s: Int, end: Bool = false) -> Int {
            let count = dataSet.sections[s].itemCount + (end ? 1 : 0)
            return count == 0 ? 0 : rng.int(in: 0...(count - 1))
        }
        for _ in 0..<rng.int(in: 1...2) {
            let s = section()
            items.append(.insertItems(section: s, item: item(in: s, end: true), count: rng.int(in: 1...2), size: nil))
            let d = section()
            items.append(.deleteItems(section: d, item: item(in: d), count: 1))
        }
        let (from, to) = (section(), section())
        items.append(
            .moveItem(
                from: IndexPath(item: item(in: from), section: from),
                to: IndexPath(item: item(in: to), section: to)))
        if rng.int(in: 0...1) == 0 {
            items.append(.insertSection(section(), copying: nil, items: nil))
            items.append(.deleteSection(section()))
        }
        if sections > 1, rng.int(in: 0...1) == 0 { items.append(.moveSection(from: section(), to: section())) }
        if rng.int(in: 0...3) == 0 {
            let s = section()
            items.append(
                rng.int(in: 0...1) == 0 ? .reloadSection(s) : .reloadItem(IndexPath(item: item(in: s), section: s)))
        }
        return valid(items, for: dataSet, name: name)
    }

    /// `items` without the updates that do not apply, one dropped at a time.
    private static func valid(_ items: [UpdateItem], for dataSet: DataSet, name: String) -> BatchUpdate {
        var items = items
        while true {
            let batch = BatchUpdate(items, name: name)
            do {
                _ = try batch.applied(to: dataSet)
                return batch
            } catch {
                items.remove(at: error.index)
            }
        }
    }
}
