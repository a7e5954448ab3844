/// What `prepare(forCollectionViewUpdates:)` hands a layout: the batch's updates in UIKit's
/// order, where each section went, and the section geometry of the layout before the batch (for
/// moving the decorations of sections the batch did not change).
public struct CollectionViewUpdate {
    /// The updates, in UIKit's order.
    public let items: [UpdateItem]
    /// Where each section went, and which the batch changed.
    public let sections: SectionMap
    /// The sections' geometry before the batch; empty for a layout that has no decorations to
    /// move (it does not keep the old geometry alive).
    public let oldGeometries: ContiguousArray<SectionGeometry>
}
