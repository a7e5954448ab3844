/// The batch-update surface of a decorated layout: what UIKit calls during
/// `performBatchUpdates` and what it asks about decorations then.
public protocol BatchUpdatingLayout: AnyDecoratedLayout {
    /// Applies `batch` to the data set and runs UIKit's sequence up to
    /// `prepare(forCollectionViewUpdates:)`; see ``DecoratedLayout/performBatchUpdates(_:)-(BatchUpdate)``.
    func performBatchUpdates(_ batch: BatchUpdate) throws(BatchUpdateError)
    /// The same with the batch already applied to the current data set.
    func performBatchUpdates(_ applied: BatchUpdate.Applied)
    func indexPathsToInsertForDecorationView(ofKind kind: ElementKind) -> [IndexPath]
    func indexPathsToDeleteForDecorationView(ofKind kind: ElementKind) -> [IndexPath]
    func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes?
    func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes?
    func finalizeCollectionViewUpdates()
}
