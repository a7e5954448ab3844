extension BatchUpdatingLayout {
    /// One whole batch update as `UICollectionView` runs it for views on screen:
    /// ``performBatchUpdates(_:)-(BatchUpdate.Applied)`` (invalidate with a counts context,
    /// `prepare()`, `prepare(forCollectionViewUpdates:)`); the query of the visible rect after
    /// the update (placed by `visible` in the updated layout); the decorations to insert and
    /// delete of each kind; the final attributes of every section decoration on screen before
    /// (`onScreen`) and its answer for that index path; the initial attributes of every section
    /// decoration in the new answer; then
    /// ``finalizeCollectionViewUpdates()``.
    ///
    /// - Returns: the visible rect's answer after the update; how many of the questions a layout
    ///   must answer it answered with `nil`; the decoration index paths it inserted and deleted;
    ///   and the final attributes of the decorations on screen (see ``BatchUpdateRun``).
    /// - Complexity: that of the update, plus O(log d) per decoration on screen.
    @discardableResult
    public func runBatchUpdate(
        _ applied: BatchUpdate.Applied, onScreen: [ElementKey], visible: (FlowLayout) -> Rect
    ) -> BatchUpdateRun {
        performBatchUpdates(applied)
        var run = BatchUpdateRun()
        run.answer = layoutAttributesForElements(in: visible(elementsLayout))
        for kind in UpdateTransaction.kinds {
            run.inserted += indexPathsToInsertForDecorationView(ofKind: kind).map {
                ElementKey(kind: kind, indexPath: $0)
            }
            run.deleted += indexPathsToDeleteForDecorationView(ofKind: kind).map {
                ElementKey(kind: kind, indexPath: $0)
            }
        }
        // Section decorations only: a cell shadow's index path follows its item, which the
        // model of a batch does not map.
        for key in onScreen where UpdateTransaction.kinds.contains(key.kind) {
            if let final = finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath) {
                run.final[key] = final
            } else {
                run.unanswered += 1
            }
            if layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath) == nil { run.unanswered += 1 }
        }
        for element in run.answer where UpdateTransaction.kinds.contains(element.kind) {
            if initialLayoutAttributesForAppearingDecorationElement(ofKind: element.kind, at: element.indexPath) == nil
            {
                run.unanswered += 1
            }
        }
        finalizeCollectionViewUpdates()
        return run
    }
}
