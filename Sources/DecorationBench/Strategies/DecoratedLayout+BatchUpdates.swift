extension DecoratedLayout: BatchUpdatingLayout {
    /// Applies `batch` to the data set, then runs what UIKit runs for `performBatchUpdates`: a
    /// context with `invalidateDataSourceCounts` → ``invalidateLayout(with:)`` → ``prepare()``
    /// → `prepare(forCollectionViewUpdates:)`. The layout then answers the decoration questions
    /// of the update (``indexPathsToInsertForDecorationView(ofKind:)`` and the rest) until
    /// ``finalizeCollectionViewUpdates()``.
    ///
    /// - Throws: ``BatchUpdateError`` for an update that does not apply; the layout is unchanged.
    /// - Precondition: the layout is prepared and no other update is under way.
    /// - Complexity: O(items + sections) for the base layout, as UIKit's flow layout, plus the
    ///   strategy's work.
    public func performBatchUpdates(_ batch: BatchUpdate) throws(BatchUpdateError) {
        performBatchUpdates(try batch.applied(to: base.dataSet))
    }

    /// ``performBatchUpdates(_:)-(BatchUpdate)`` with the batch already applied to the current
    /// data set (by ``BatchUpdate/applied(to:)``), as a benchmark does before its timer starts.
    public func performBatchUpdates(_ applied: BatchUpdate.Applied) {
        precondition(
            base.isPrepared && transaction == nil,
            "performBatchUpdates: prepare the layout, and finalize the last update, first")
        let map = applied.sections
        precondition(
            map.oldToNew.count == base.numberOfSections,
            "performBatchUpdates: the batch was applied to a data set of another section count")
        var before: [ElementKey: LayoutAttributes] = [:]
        let oldGeometries = Strategy.hasDecorations ? base.prepared.sectionGeometries : []
        if Strategy.hasDecorations {
            for (old, new) in map.oldToNew.enumerated() where new < 0 || map.touched[new] {
                for kind in UpdateTransaction.kinds {
                    let path = IndexPath(item: 0, section: old)
                    if let a = strategy.layoutAttributesForDecorationView(ofKind: kind, at: path, layout: surface) {
                        before[ElementKey(kind: kind, indexPath: path)] = a.copy()
                    }
                }
            }
        }
        // The batch edits the data, not the view: a view resized since the batch was applied
        // keeps its size.
        var data = applied.dataSet
        data.collectionViewSize = base.dataSet.collectionViewSize
        // Only a layout with decorations may move them and ask whether moves are exact: `none`,
        // the baseline of every ratio, reads nothing more than the flow layout does.
        if Strategy.hasDecorations {
            base.replaceData(afterBatch: data, namedSizesOnExactGrid: applied.namedSizesOnExactGrid)
        } else {
            base.dataSet = data
        }
        var context = FlowLayoutInvalidationContext()
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
        prepare()
        let update = CollectionViewUpdate(items: applied.items, sections: map, oldGeometries: oldGeometries)
        strategy.prepare(forCollectionViewUpdates: update, layout: surface)
        transaction = UpdateTransaction(update: update, before: before) { kind, section in
            strategy.layoutAttributesForDecorationView(
                ofKind: kind, at: IndexPath(item: 0, section: section), layout: surface)
        }
    }

    /// The decorations the batch inserted, as `indexPathsToInsertForDecorationView(ofKind:)`:
    /// new index paths; empty outside an update.
    public func indexPathsToInsertForDecorationView(ofKind kind: ElementKind) -> [IndexPath] {
        transaction?.inserted[kind] ?? []
    }

    /// The decorations the batch deleted, as `indexPathsToDeleteForDecorationView(ofKind:)`:
    /// old index paths; empty outside an update.
    public func indexPathsToDeleteForDecorationView(ofKind kind: ElementKind) -> [IndexPath] {
        transaction?.deleted[kind] ?? []
    }

    /// Where a decoration at new index path `indexPath` appears from: its old attributes when
    /// its section had one of its kind before the batch, else its new ones; `nil` when there
    /// is no such decoration or no update is under way.
    public func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: ElementKind,
        at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let transaction,
            let new = strategy.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
        else { return nil }
        // A stale strategy (a broken recipe) may answer for a section the batch removed.
        let newToOld = transaction.update.sections.newToOld
        let old = newToOld.indices.contains(indexPath.section) ? newToOld[indexPath.section] : -1
        guard old >= 0, let was = oldDecoration(kind, at: IndexPath(item: 0, section: old), in: transaction) else {
            return new.copy()
        }
        return LayoutAttributes(
            kind: kind, indexPath: indexPath, frame: was.frame, zIndex: was.zIndex, payload: was.payload)
    }

    /// Where a decoration at old index path `indexPath` goes: its new attributes when its
    /// section keeps one of its kind, else its old ones (it fades where it was); `nil` when no
    /// such decoration existed or no update is under way.
    public func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: ElementKind,
        at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let transaction, let was = oldDecoration(kind, at: indexPath, in: transaction) else { return nil }
        let new = transaction.update.sections.oldToNew[indexPath.section]
        if new >= 0,
            let now = strategy.layoutAttributesForDecorationView(
                ofKind: kind, at: IndexPath(item: 0, section: new),
                layout: surface)
        {
            return now.copy()
        }
        return was
    }

    /// Ends the update: index paths that existed only before it are no longer answered.
    public func finalizeCollectionViewUpdates() {
        transaction = nil
    }

    /// The decoration of `kind` at old index path `path` as it was before the batch: the copy
    /// taken of a section the batch changed, else the decoration of the section it became,
    /// moved back by the section's shift; `nil` when there was none.
    ///
    /// - Complexity: O(log d).
    func oldDecoration(_ kind: ElementKind, at path: IndexPath, in transaction: UpdateTransaction) -> LayoutAttributes?
    {
        let map = transaction.update.sections
        guard path.item == 0, path.section >= 0, path.section < map.oldToNew.count,
            UpdateTransaction.kinds.contains(kind)
        else { return nil }
        if let copy = transaction.before[ElementKey(kind: kind, indexPath: path)] { return copy }
        let new = map.oldToNew[path.section]
        guard new >= 0, !map.touched[new], path.section < transaction.update.oldGeometries.count,
            let now = strategy.layoutAttributesForDecorationView(
                ofKind: kind, at: IndexPath(item: 0, section: new), layout: surface)
        else { return nil }
        let shift = transaction.update.oldGeometries[path.section].mainStart - base.sectionGeometry(new).mainStart
        var frame = now.frame
        if base.scrollDirection == .vertical { frame.origin.y += shift } else { frame.origin.x += shift }
        return LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: now.zIndex, payload: now.payload)
    }
}
