extension CollectionViewSimulator {
    /// The section decorations a layout should draw, for the late, stale and missing counts:
    /// the oracle's list, with its frames by key.
    struct ExpectedDecorations {
        let all: [BruteForceOracle.Expected]
        let frames: [ElementKey: Rect]
        var late: LateDecorations

        init(_ expected: [BruteForceOracle.Expected], direction: ScrollDirection) {
            all = expected
            frames = Dictionary(expected.map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
            late = LateDecorations(expected, direction: direction)
        }

        /// Section decorations in `answer` whose frame is not the expected one (or which should
        /// not exist at all).
        func stale(_ answer: [LayoutAttributes]) -> Int {
            guard !all.isEmpty else { return 0 }
            var count = 0
            for a in answer where a.kind == .background || a.kind == .badge {
                // Within 1e-6 pt: a decoration moved after self-sizing cells differs from one
                // computed again in the last bits only.
                guard let frame = frames[a.key], abs(frame.minX - a.frame.minX) <= 1e-6,
                    abs(frame.minY - a.frame.minY) <= 1e-6,
                    abs(frame.width - a.frame.width) <= 1e-6, abs(frame.height - a.frame.height) <= 1e-6
                else {
                    count += 1
                    continue
                }
            }
            return count
        }

        /// Expected decorations that intersect `rect`, of a section with a cell in `answer`,
        /// that the answer (`seen`) lacks, by kind (a layout that never draws a kind is not
        /// missing it: the caller counts only the kinds it has drawn).
        ///
        /// - Complexity: O(log d + k) for the decorations in the rect's range.
        func missing(in rect: Rect, answer: [LayoutAttributes], seen: [ElementKey: Int]) -> [ElementKind: Int] {
            guard !all.isEmpty else { return [:] }
            var sections = Set<Int>()
            for a in answer where a.kind == .cell { sections.insert(a.indexPath.section) }
            var count: [ElementKind: Int] = [:]
            late.tree.forEachOverlapping(rect.minMain(late.direction), rect.maxMain(late.direction)) { i in
                let e = all[late.tree[i].payload]
                if e.frame.intersects(rect), sections.contains(e.key.indexPath.section), seen[e.key] == nil {
                    count[e.key.kind, default: 0] += 1
                }
            }
            return count
        }
    }

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
