/// What a decorated layout keeps from `performBatchUpdates` to `finalizeCollectionViewUpdates()`:
/// the update, the decorations the batch removed or changed (as they were), and the index paths
/// of the decorations it inserted and deleted, by kind.
struct UpdateTransaction {
    let update: CollectionViewUpdate
    /// The old decorations of the sections the batch deleted, reloaded or changed, by their old
    /// key: copies taken before the layout was invalidated.
    let before: [ElementKey: LayoutAttributes]
    var deleted: [ElementKind: [IndexPath]] = [:]
    var inserted: [ElementKind: [IndexPath]] = [:]

    /// The kinds of section decoration a batch moves, inserts and deletes.
    static let kinds: [ElementKind] = [.background, .badge]

    /// Works out the inserted and deleted decorations from `before` and the prepared layout's
    /// answers (`lookup`).
    ///
    /// - Complexity: O(sections the batch touched × log d) plus O(sections) to find them.
    init(
        update: CollectionViewUpdate, before: [ElementKey: LayoutAttributes],
        lookup: (ElementKind, Int) -> LayoutAttributes?
    ) {
        self.update = update
        self.before = before
        let map = update.sections
        for key in before.keys.sorted() {
            let new = map.oldToNew[key.indexPath.section]
            if new < 0 || lookup(key.kind, new) == nil {
                deleted[key.kind, default: []].append(key.indexPath)
            }
        }
        for section in map.touchedSections {
            let old = map.newToOld[section]
            for kind in Self.kinds where lookup(kind, section) != nil {
                let had = old >= 0 && before[ElementKey(kind: kind, indexPath: IndexPath(item: 0, section: old))] != nil
                if !had { inserted[kind, default: []].append(IndexPath(item: 0, section: section)) }
            }
        }
    }
}
