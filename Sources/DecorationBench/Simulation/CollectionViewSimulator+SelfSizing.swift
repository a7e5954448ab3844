extension CollectionViewSimulator {
    /// Measures the cells of `rect` not measured yet, in the layout under test and in the
    /// reference, as a collection view does when they become visible: one batched invalidation
    /// each, then `prepare()`.
    static func measure(_ layout: any AnyDecoratedLayout, _ reference: FlowLayout?, in rect: Rect) {
        layout.measureVisibleCells(in: rect)
        if let reference, let context = reference.measureCells(in: rect) {
            reference.invalidateLayout(with: context)
            reference.prepare()
        }
    }
}
