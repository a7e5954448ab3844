extension BatchUpdatingLayout {
    /// One whole batch update as `UICollectionView` runs it for views on screen:
    /// ``performBatchUpdates(_:)-(BatchUpdate.Applied)`` (invalidate with a counts context,
    /// `prepare()`, `prepare(forCollectionViewUpdates:)`); the query of the visible rect after
    /// the update (placed by `visible` in the updated layout); the decorations to insert and
    /// delete of each kind; the final attributes of every section decoration on screen before
    /// (`onScreen`) and its answer for that index path; the initial attributes of every section decoration in the new answer; then
    /// ``finalizeCollectionViewUpdates()``.
    ///
    /// - Returns: the visible rect's answer after the update; how many of the questions a layout
    ///   must answer it answered with `nil` (each would be a crash or a view snapping in an app);
    ///   and how many decoration index paths it inserted and deleted.
    /// - Complexity: that of the update, plus O(log d) per decoration on screen.
    @discardableResult
    public func runBatchUpdate(
        _ applied: BatchUpdate.Applied, onScreen: [ElementKey], visible: (FlowLayout) -> Rect
    )
        -> (answer: [LayoutAttributes], unanswered: Int, insertedAndDeleted: Int)
    {
        performBatchUpdates(applied)
        let answer = layoutAttributesForElements(in: visible(elementsLayout))
        var unanswered = 0
        var paths = 0
        for kind in UpdateTransaction.kinds {
            paths &+= indexPathsToInsertForDecorationView(ofKind: kind).count
            paths &+= indexPathsToDeleteForDecorationView(ofKind: kind).count
        }
        // Section decorations only: a cell shadow's index path follows its item, which the
        // model of a batch does not map.
        for key in onScreen where UpdateTransaction.kinds.contains(key.kind) {
            if finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath) == nil {
                unanswered += 1
            }
            if layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath) == nil { unanswered += 1 }
        }
        for element in answer where UpdateTransaction.kinds.contains(element.kind) {
            if initialLayoutAttributesForAppearingDecorationElement(ofKind: element.kind, at: element.indexPath) == nil
            {
                unanswered += 1
            }
        }
        finalizeCollectionViewUpdates()
        return (answer, unanswered, paths)
    }
}
