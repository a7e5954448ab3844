// Self-sizing cells, as UIKit's flow layout meets them (UIKitCore, iOS 26.1:
// `_getSizingInfosWithExistingSizingDictionary:`,
// `shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:`, and the batched
// context sent at the end of a visible-cells pass).
//
// - Size for layout: the reported size when its cross-axis length (width when vertical, height
//   when horizontal) is strictly less than the available length, the collection view's minus the
//   content inset on that axis, floored at 0 (section insets not subtracted); otherwise the
//   effective estimate. UIKit applies the test when it rebuilds sizes from remembered
//   measurements; the model applies it always. Horizontal scrolling tests the height against the
//   height less the top and bottom insets, the same rule on the cross axis.
// - Should invalidate: only while estimating, only for cells, when either dimension differs.
//   Inside a pass the change is queued and the answer is false; the pass ends with one context.
// - The batched context: attributes and counts flags false, delegate metrics true, the changed
//   cells as invalidated items, `contentSizeAdjustment` the last section-extent change, no
//   content-offset compensation (measuring cells above the viewport moves the content).
// - `prepare()` then lays each changed section out again and moves the later sections by the
//   change without placing their items again (`FlowLayout+Remeasure.swift`).

extension FlowLayout {
    /// The estimate unmeasured items are laid out at: `estimatedItemSize`, or for `"automatic"`
    /// the mean of every size reported since the data was last rebuilt (50×50 without one).
    ///
    /// - Precondition: the data set has an `estimatedItemSize`.
    /// - Complexity: O(1).
    public var effectiveEstimatedItemSize: Size {
        switch dataSet.estimatedItemSize {
        case .size(let size): return size
        case .automatic: return sizing.automaticEstimate
        case nil: preconditionFailure("effectiveEstimatedItemSize: the data set has no estimatedItemSize")
        }
    }

    /// The cross-axis length a measured size must stay strictly below to be used: the collection
    /// view's width (height, scrolling horizontally) less the content inset on that axis, ≥ 0.
    public var availableCrossLength: Double {
        let ds = dataSet, inset = ds.contentInset
        return ds.scrollDirection == .vertical
            ? max(0, ds.collectionViewSize.width - inset.left - inset.right)
            : max(0, ds.collectionViewSize.height - inset.top - inset.bottom)
    }

    /// Whether the cell at `indexPath` has reported its size since the last full invalidation.
    public func isMeasured(_ indexPath: IndexPath) -> Bool {
        sizing.measured[indexPath.section]?[indexPath.item] != nil
    }

    /// The number of cells measured since the last full invalidation.
    public var measuredCellCount: Int { sizing.measuredCount }

    /// The size an item is laid out at: its own size without an estimate; with one, its
    /// measured size when that is narrower than ``availableCrossLength``, else the effective
    /// estimate.
    ///
    /// - Complexity: O(1).
    public func itemSizeForLayout(at indexPath: IndexPath) -> Size {
        guard dataSet.isEstimatingSizes else { return dataSet.sections[indexPath.section].sizeOfItem(indexPath.item) }
        if let size = sizing.measured[indexPath.section]?[indexPath.item], accepts(size) { return size }
        return effectiveEstimatedItemSize
    }

    @inline(__always)
    private func accepts(_ size: Size) -> Bool {
        (scrollDirection == .vertical ? size.width : size.height) < availableCrossLength
    }

    /// A section's sizes for layout: one estimate when none of its cells is measured.
    ///
    /// - Complexity: O(1) with no measured cell, else O(items of the section).
    func layoutItems(forSection section: Int) -> SectionSpec.Items {
        let count = dataSet.sections[section].itemCount
        let estimate = effectiveEstimatedItemSize
        guard let measured = sizing.measured[section], !measured.isEmpty else {
            return .uniform(count: count, size: estimate)
        }
        var sizes = [Size](repeating: estimate, count: count)
        for (item, size) in measured where item < count && accepts(size) { sizes[item] = size }
        return .sizes(sizes)
    }

    /// Whether a cell's preferred attributes invalidate the layout, as
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    ///
    /// True only while estimating, for cells, when either dimension differs. The report is
    /// remembered (the cell is measured). Inside a visible-cells pass a change is queued for
    /// ``endVisibleCellsPass()`` and the answer is false.
    ///
    /// - Precondition: the preferred size is not empty (UIKit asserts: "received layout
    ///   attributes with an empty size"); ``DataSet/checkSelfSizing()`` refuses such input.
    /// - Complexity: O(1).
    public func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferred: LayoutAttributes,
        withOriginalAttributes original: LayoutAttributes
    ) -> Bool {
        guard dataSet.isEstimatingSizes, preferred.kind == .cell else { return false }
        let size = preferred.frame.size
        precondition(
            size.width > 0 && size.height > 0,
            "received layout attributes with an empty size \(size) for \(preferred.indexPath): report a size > 0")
        sizing.record(size, at: preferred.indexPath)
        guard size != original.frame.size else { return false }
        if sizing.inPass {
            sizing.queued.append(preferred.indexPath)
            return false
        }
        return true
    }

    /// The single-cell context UIKit sends for a report outside a pass, as
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: this item
    /// through the last of its section, plus the previous row's items when the cross-axis size
    /// shrinks, plus the section's header and footer.
    ///
    /// - Complexity: O(items of the section).
    public func invalidationContext(
        forPreferredLayoutAttributes preferred: LayoutAttributes,
        withOriginalAttributes original: LayoutAttributes
    ) -> FlowLayoutInvalidationContext {
        let path = preferred.indexPath, vertical = scrollDirection == .vertical
        var context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutAttributes = false
        var previousRow = 0..<0
        let shrinks =
            vertical ? preferred.frame.width < original.frame.width : preferred.frame.height < original.frame.height
        if shrinks, let p = state, path.item > 0 {
            let g = p.sectionGeometries[path.section]
            let line = p.lineFirstItems[g.firstLine..<(g.firstLine + g.lineCount)].lastIndex { $0 <= path.item }
            if let line, line > g.firstLine { previousRow = p.lineFirstItems[line - 1]..<p.lineFirstItems[line] }
        }
        context.invalidatedItemIndexPaths =
            (Array(previousRow) + Array(path.item..<numberOfItems(inSection: path.section)))
            .map { IndexPath(item: $0, section: path.section) }
        if let g = state?.sectionGeometries[path.section] {
            if g.headerFrame != nil {
                context.invalidatedSupplementaryIndexPaths[.header] = [IndexPath(item: 0, section: path.section)]
            }
            if g.footerFrame != nil {
                context.invalidatedSupplementaryIndexPaths[.footer] = [IndexPath(item: 0, section: path.section)]
            }
        }
        return context
    }

    /// Opens a visible-cells pass: until ``endVisibleCellsPass()``, changed sizes are queued.
    public func beginVisibleCellsPass() {
        precondition(!sizing.inPass, "beginVisibleCellsPass: a pass is already open; end it first")
        sizing.inPass = true
        sizing.queued.removeAll(keepingCapacity: true)
    }

    /// Closes the pass: the one batched context for every size queued in it, or `nil` when no
    /// size changed. Hand the context to `invalidateLayout(with:)`, then call `prepare()`.
    ///
    /// - Complexity: O(items of the changed sections).
    public func endVisibleCellsPass() -> FlowLayoutInvalidationContext? {
        precondition(sizing.inPass, "endVisibleCellsPass: no pass is open; call beginVisibleCellsPass() first")
        sizing.inPass = false
        guard !sizing.queued.isEmpty else { return nil }
        var context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutAttributes = false
        context.invalidateDataSourceCounts = false
        context.invalidateFlowLayoutDelegateMetrics = true
        context.invalidatedItemIndexPaths = sizing.queued
        if let p = state, let last = Set(sizing.queued.map(\.section)).max() {
            let change = sectionExtentChange(last, in: p)
            context.contentSizeAdjustment =
                scrollDirection == .vertical
                ? Size(width: 0, height: change) : Size(width: change, height: 0)
        }
        sizing.queued.removeAll(keepingCapacity: true)
        return context
    }

    /// Measures, in one pass, every cell in `rect` not measured yet, as a collection view does
    /// for the cells that become visible: each reports its size from the data set.
    ///
    /// - Returns: the batched context, or `nil` when no size changed.
    /// - Complexity: O(log n + k) for the k elements in `rect`, plus the changed sections.
    public func measureCells(in rect: Rect) -> FlowLayoutInvalidationContext? {
        guard dataSet.isEstimatingSizes else { return nil }
        beginVisibleCellsPass()
        for original in layoutAttributesForElements(in: rect)
        where original.kind == .cell && !isMeasured(original.indexPath) {
            reportSize(of: original)
        }
        return endVisibleCellsPass()
    }

    /// Measures every cell (`attributes --measured all`) and lays the layout out again; returns
    /// the pass's context (the cells whose sizes changed), which a decorated layout hands to its
    /// strategy as UIKit hands it to a subclass's `invalidateLayout(with:)`.
    ///
    /// - Complexity: O(items).
    @discardableResult
    public func measureAllCells() -> FlowLayoutInvalidationContext? {
        guard dataSet.isEstimatingSizes else { return nil }
        prepare()
        beginVisibleCellsPass()
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                guard let original = layoutAttributesForItem(at: IndexPath(item: item, section: section)) else {
                    continue
                }
                reportSize(of: original)
            }
        }
        let context = endVisibleCellsPass()
        state = nil
        prepare()
        return context
    }

    private func reportSize(of original: LayoutAttributes) {
        let path = original.indexPath
        let real = dataSet.sections[path.section].sizeOfItem(path.item)
        let preferred = LayoutAttributes(
            kind: .cell, indexPath: path, frame: Rect(origin: original.frame.origin, size: real))
        _ = shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// The self-sizing part of `invalidateLayout(with:)`. A full invalidation forgets every
    /// measurement (and returns false: the caller drops the geometry). A context naming cells of
    /// an estimating layout schedules their sections for `prepare()` and returns true.
    func invalidatesMeasuredCells(with context: FlowLayoutInvalidationContext) -> Bool {
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidateFlowLayoutAttributes
        {
            sizing.reset()
            return false
        }
        guard dataSet.isEstimatingSizes, state != nil, !context.invalidatedItemIndexPaths.isEmpty else { return false }
        for path in context.invalidatedItemIndexPaths where path.section >= 0 && path.section < numberOfSections {
            sizing.pendingSections.insert(path.section)
        }
        return true
    }
}
