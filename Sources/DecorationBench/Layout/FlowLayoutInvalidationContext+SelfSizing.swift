extension FlowLayoutInvalidationContext {
    /// Whether the context is the batched context of a visible-cells pass (or one like it): it
    /// names cells whose sizes changed and neither the flow layout's attributes, the counts nor
    /// everything. The flow layout lays out those cells' sections again and moves the later
    /// ones; a careful subclass updates the same sections' decorations and moves the rest.
    ///
    /// - Complexity: O(1).
    public var invalidatesOnlyMeasuredCells: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && !invalidateFlowLayoutAttributes
            && !invalidatedItemIndexPaths.isEmpty
    }
}
