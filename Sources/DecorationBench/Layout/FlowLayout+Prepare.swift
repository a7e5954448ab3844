// The rules prepare() applies, and how queries search what it stores: LayoutBuilder.swift.

extension FlowLayout {
    /// Computes every frame, as `prepare()`; does nothing while the geometry is still valid
    /// (after an invalidation that named only supplementary elements, or none at all).
    ///
    /// - Complexity: O(items + sections); allocates the flat frame and line storage once.
    ///   O(1) when the geometry is valid.
    public func prepare() {
        guard state == nil else {
            if !sizing.pendingSections.isEmpty { layOutMeasuredSections() }
            return
        }
        let ds = dataSet
        var builder = LayoutBuilder(dataSet: ds)
        if ds.isEstimatingSizes {
            for section in ds.sections.indices {
                builder.placeSection(section, items: layoutItems(forSection: section))
            }
        } else {
            for section in ds.sections.indices { builder.placeSection(section) }
        }
        state = PreparedLayout(
            dataSet: ds, crossExtent: builder.cross, contentMainLength: builder.main,
            sectionGeometries: builder.sections, itemFrames: builder.frames, lineStarts: builder.lineStarts,
            lineEnds: builder.lineEnds, lineFirstItems: builder.lineFirstItems,
            separatorFrames: builder.separatorFrames, separatorItems: builder.separatorItems)
        generation &+= 1
        lastRemeasure = nil
        _checkInvariants()
    }
}
