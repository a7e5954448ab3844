// Bounds changes, as UIKit's flow layout meets them (UIKitCore, iOS 26:
// `shouldInvalidateLayoutForBoundsChange:`, `invalidationContextForBoundsChange:`,
// `invalidateLayoutWithContext:`). A collection view whose bounds move asks
// `shouldInvalidateLayout(forBoundsChange:)` while its layout still has the old bounds; if the
// answer is true, it invalidates with `invalidationContext(forBoundsChange:)`, takes the new
// bounds, calls `prepare()` and queries the visible rect.
//
// - should: with pinning, true when a pinned header or footer (frames for the current, old,
//   bounds) meets the old or the new bounds (the rule names no section test here, unlike
//   rule 4's); otherwise, or when none does, true only when
//   the cross-axis size or origin changes.
// - context: both flow flags false; a cross-axis change sets `invalidateFlowLayoutAttributes`;
//   otherwise the index paths of the pinning headers (footers) rule 4 finds in the union of the
//   old and new bounds.
// - invalidate: geometry is dropped unless the context names only supplementary or decoration
//   elements; then only those elements' cached objects are.

extension FlowLayout {
    /// Whether moving the bounds to `newBounds` invalidates the layout, as
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    ///
    /// - Complexity: O(log s + sections in view) with pinning, O(1) without.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if let p = state, p.pinsSupplementaryViews {
            let visible = visibleRect
            for rect in [bounds, newBounds] {
                var found = false
                p.forEachPinnedSupplementary(in: rect, visible: visible, sectionMustMeet: false) { _, _, _ in
                    found = true
                    return false
                }
                if found { return true }
            }
        }
        return crossAxisChanges(to: newBounds)
    }

    /// The context for moving the bounds to `newBounds`, as
    /// `invalidationContext(forBoundsChange:)`.
    ///
    /// - Complexity: O(log s + sections in the union of the two bounds).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> FlowLayoutInvalidationContext {
        var context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        if crossAxisChanges(to: newBounds) {
            context.invalidateFlowLayoutAttributes = true
            return context
        }
        guard let p = state, p.pinsSupplementaryViews else { return context }
        var headers: [IndexPath] = [], footers: [IndexPath] = []
        p.forEachPinnedSupplementary(in: bounds.union(newBounds), visible: visibleRect) { kind, section, _ in
            if kind == .header {
                headers.append(IndexPath(item: 0, section: section))
            } else {
                footers.append(IndexPath(item: 0, section: section))
            }
            return true
        }
        if !headers.isEmpty { context.invalidatedSupplementaryIndexPaths[.header] = headers }
        if !footers.isEmpty { context.invalidatedSupplementaryIndexPaths[.footer] = footers }
        return context
    }

    /// Invalidates what `context` names, as `invalidateLayout(with:)`: all the geometry unless
    /// the context names only supplementary or decoration elements, in which case only the
    /// cached objects of the named headers and footers are dropped (their next answer is a new
    /// object) and the next ``prepare()`` does nothing.
    ///
    /// - Complexity: O(1) plus releasing the cached objects, or O(index paths named).
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if invalidatesMeasuredCells(with: context) { return }
        guard context.invalidatesOnlySupplementaryElements, let p = state else {
            state = nil
            return
        }
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths {
            let cache: UnsafeMutablePointer<LayoutAttributes?>
            switch kind {
            case .header: cache = p.headerCache
            case .footer: cache = p.footerCache
            default: continue
            }
            var emptied = 0
            for path in paths where path.section >= 0 && path.section < p.numberOfSections {
                cache[path.section] = nil
                emptied += 1
            }
            p.cache.emptied(emptied)
        }
    }

    /// Whether `newBounds` differs from the current bounds across the scroll axis: its width or
    /// x when scrolling vertically, its height or y when horizontally.
    func crossAxisChanges(to newBounds: Rect) -> Bool {
        let old = bounds
        return scrollDirection == .vertical
            ? newBounds.width != old.width || newBounds.minX != old.minX
            : newBounds.height != old.height || newBounds.minY != old.minY
    }
}
