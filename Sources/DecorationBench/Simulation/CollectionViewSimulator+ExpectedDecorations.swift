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

    /// Finds section decorations delivered late: on screen in a frame where the layout did not
    /// return them, and returned in a later one.
    struct LateDecorations {
        let expected: [BruteForceOracle.Expected]
        let tree: IntervalTree<Int>
        let index: [ElementKey: Int]
        let direction: ScrollDirection
        /// Expected decorations seen on screen but not delivered, and those already counted.
        var missed: Set<Int> = []
        var counted: Set<Int> = []

        init(_ expected: [BruteForceOracle.Expected], direction: ScrollDirection) {
            self.expected = expected
            self.direction = direction
            tree = IntervalTree(
                expected.enumerated().map {
                    (
                        start: $0.element.frame.minMain(direction), end: $0.element.frame.maxMain(direction),
                        payload: $0.offset
                    )
                })
            index = Dictionary(
                expected.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { a, _ in a })
        }

        /// Records the frame `rect`, whose answer held the `seen` elements; returns how many
        /// decorations it delivered late.
        mutating func count(in rect: Rect, seen: [ElementKey: Int]) -> Int {
            guard !expected.isEmpty else { return 0 }
            tree.forEachOverlapping(rect.minMain(direction), rect.maxMain(direction)) { i in
                let e = tree[i].payload
                guard expected[e].frame.intersects(rect) else { return }
                if seen[expected[e].key] == nil { missed.insert(e) }
            }
            var late = 0
            for key in seen.keys where key.kind.category == .decoration {
                if let e = index[key], missed.contains(e), counted.insert(e).inserted { late += 1 }
            }
            return late
        }
    }
}
