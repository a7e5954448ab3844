// Self-sizing cells driven as UICollectionView drives them: the cells that became visible
// report their sizes in one pass, the pass ends with one batched context, the layout (the
// strategy first, then the base) is invalidated with it and prepared again.

extension AnyDecoratedLayout {
    /// Measures the cells in `rect` not measured yet, as a collection view does for the cells
    /// that become visible; when a size changed, invalidates with the batched context and
    /// prepares again. The caller then queries the visible rect.
    ///
    /// - Returns: whether a size changed (and the layout was invalidated and prepared).
    /// - Complexity: O(log n + k) for the k elements in `rect`, plus the invalidation and
    ///   ``prepare()`` it makes.
    @discardableResult
    public func measureVisibleCells(in rect: Rect) -> Bool {
        guard let context = base.measureCells(in: rect) else { return false }
        invalidateLayout(with: context)
        prepare()
        return true
    }

    /// Measures every cell and lays the layout out again from the measured sizes, as after
    /// every cell has been on screen (`attributes --measured all`).
    ///
    /// - Complexity: O(items + sections), plus the strategy's ``prepare()``.
    public func measureAllCells() {
        prepare()
        if let context = base.measureAllCells() { invalidateLayout(with: context) }
        prepare()
    }
}
