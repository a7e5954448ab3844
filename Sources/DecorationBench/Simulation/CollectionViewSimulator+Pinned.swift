extension CollectionViewSimulator {
    /// Pairs of a decoration view and a header or footer view of a kind that pins, overlapping,
    /// with the decoration stacked above (by zIndex, then the order the views were added).
    static func decorationsOverPinnedHeaders(_ views: [View], _ dataSet: DataSet) -> Int {
        let pinned = views.filter { view in
            switch view.element?.kind {
            case .header?: return dataSet.sectionHeadersPinToVisibleBounds
            case .footer?: return dataSet.sectionFootersPinToVisibleBounds
            default: return false
            }
        }
        guard !pinned.isEmpty else { return 0 }
        var count = 0
        for d in views where d.element?.kind.category == .decoration {
            for h in pinned where h.frame.intersects(d.frame) && (d.zIndex, d.stackOrder) > (h.zIndex, h.stackOrder) {
                count += 1
            }
        }
        return count
    }
}
