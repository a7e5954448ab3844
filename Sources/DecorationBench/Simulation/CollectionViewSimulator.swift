/// A model of what `UICollectionView` does with a layout while the user scrolls: for every
/// frame it asks the layout for the visible rect, keeps one view per visible element, sends
/// views that leave to a reuse queue per reuse identifier, dequeues or creates views for
/// elements that enter, applies attributes to them, and stacks them by zIndex (stable for equal
/// zIndex, in the order the views were added).
///
/// It counts what a timer does not see, what the recipes break:
/// - **duplicate decorations**: two views for one decoration kind and index path in one frame;
/// - **z-order violations**: a decoration that should sit below the cells (a background or a
///   cell shadow) stacked above a cell it overlaps, or a badge stacked below one;
/// - **late decorations**: a section decoration whose frame was on screen in an earlier frame
///   but which the layout delivered only in a later one (the per-section recipes' blind spot);
/// - **stale views**: a reused view showing content configured for another element;
/// - **gaps**, given a reference layout: cells, headers, footers and separators that the
///   reference shows in a frame and the layout did not return (seed 002's missing rows);
/// - with pinned headers or footers, where each frame moves the bounds as `UICollectionView`
///   does (``AnyDecoratedLayout/moveBounds(to:)``): **decorations over a pinned header** (one
///   stacked above a pinning header or footer it overlaps), **stale decorations** (a returned
///   decoration whose frame is not the one the current geometry gives it, after an
///   invalidation) and **missing decorations** (one that intersects the frame, of a section with
///   a cell in the answer, not returned; only of the kinds the layout draws at all).
///
/// Pure: the scroll path and the layout arrive as values; nothing is timed.
public struct CollectionViewSimulator {
    /// Whether a dequeued view is reset before it is configured again (seed 004's rule). A
    /// simulator with `false` models the bug: content piles up on reused views.
    public var resetsReusedViews: Bool

    public init(resetsReusedViews: Bool = true) {
        self.resetsReusedViews = resetsReusedViews
    }

    /// What a scroll cost and broke.
    public struct Report: Hashable, Sendable {
        public init() {}
        public var frames = 0
        public var viewsCreated = 0
        public var viewsReused = 0
        public var configurations = 0
        public var peakViews = 0
        public var duplicateDecorations = 0
        public var zOrderViolations = 0
        public var lateDecorations = 0
        public var staleViews = 0
        /// Elements on screen in the reference layout that the layout did not return, summed
        /// over frames; 0 when no reference was given.
        public var gaps = 0
        /// Decoration views stacked above a pinning header or footer view they overlap, summed
        /// over frames.
        public var overPinnedHeaders = 0
        /// Decorations returned with a frame other than the current geometry's, summed over
        /// frames; 0 when no expected decorations were given.
        public var staleDecorations = 0
        /// Decorations that intersect a frame, of a section with a cell in its answer, that the
        /// layout did not return, summed over frames; 0 when no expected decorations were given.
        public var missingDecorations = 0
    }

    /// A view on screen or in a reuse queue.
    final class View {
        let serial: Int
        var element: ElementKey?
        /// What the view shows: every element it was configured for since its last reset.
        var content: [ElementKey] = []
        var applied: LayoutAttributes?
        var frame = Rect.zero
        var zIndex = 0
        var stackOrder = 0

        init(serial: Int) { self.serial = serial }
    }

    /// Scrolls `layout` through `rects`, one frame each.
    ///
    /// - Parameter layout: the layout under test.
    /// - Parameter rects: the visible rect of each frame, in order.
    /// - Parameter expectedDecorations: every section decoration the layout should draw (from
    ///   ``BruteForceOracle/sectionDecorations(of:rule:)``), to find late ones; empty to skip.
    /// - Parameter reference: a correct layout of the same data set (cells, headers, footers and
    ///   separators), to find gaps; `nil` to skip. With pinning it follows the bounds too, and
    ///   when its geometry changes (a rect of another size across the scroll axis) the expected
    ///   decorations are recomputed from it under `rule`.
    /// - Parameter rule: the frame rule the expected decorations are recomputed under.
    /// - Complexity: O(frames × (k log k + log d)) for k elements per frame and d decorations.
    public func run(
        _ layout: any AnyDecoratedLayout, rects: [Rect],
        expectedDecorations: [BruteForceOracle.Expected] = [], reference: FlowLayout? = nil,
        rule: FrameRule = .exact
    ) -> Report {
        var screen = Screen(resetsReusedViews: resetsReusedViews)
        var expected = ExpectedDecorations(expectedDecorations, direction: layout.base.scrollDirection)
        let pins = layout.dataSet.pinsSupplementaryViews, sizes = layout.dataSet.isEstimatingSizes
        var generation = (reference ?? layout.base).geometryGeneration
        var missing: [ElementKind: Int] = [:], drawn = Set<ElementKind>()
        for rect in rects {
            screen.report.frames += 1
            if pins || sizes {
                layout.moveBounds(to: rect)
                if let reference {
                    reference.bounds = rect
                    reference.prepare()
                }
                // Self-sizing: the cells that became visible report their sizes, in the layout
                // and in the reference alike; the expected decorations follow the reference.
                if sizes { measure(layout, reference, in: rect) }
                let truth = reference ?? layout.base
                if !expectedDecorations.isEmpty, truth.geometryGeneration != generation {
                    generation = truth.geometryGeneration
                    expected = ExpectedDecorations(
                        BruteForceOracle.sectionDecorations(of: truth, rule: rule),
                        direction: truth.scrollDirection)
                }
            }
            let answer = layout.layoutAttributesForElements(in: rect)
            var seen: [ElementKey: Int] = [:]
            for a in answer { seen[a.key, default: 0] += 1 }
            for (key, n) in seen where n > 1 && key.kind.category == .decoration {
                screen.report.duplicateDecorations += n - 1
            }
            if let reference {
                for a in reference.layoutAttributesForElements(in: rect) where seen[a.key] == nil {
                    screen.report.gaps += 1
                }
            }
            screen.show(answer, seen: seen)
            let views = Array(screen.visible.values)
            screen.report.zOrderViolations += zOrderViolations(views)
            screen.report.lateDecorations += expected.late.count(in: rect, seen: seen)
            if pins { screen.report.overPinnedHeaders += decorationsOverPinnedHeaders(views, layout.dataSet) }
            screen.report.staleDecorations += expected.stale(answer)
            for a in answer where a.category == .decoration { drawn.insert(a.kind) }
            missing.merge(expected.missing(in: rect, answer: answer, seen: seen), uniquingKeysWith: +)
        }
        screen.report.missingDecorations = missing.filter { drawn.contains($0.key) }.values.reduce(0, +)
        return screen.report
    }

    /// The views on screen and in the reuse queues, and the counts of what happened to them.
    struct Screen {
        let resetsReusedViews: Bool
        var report = Report()
        var visible: [ElementKey: View] = [:]
        var queues: [ElementKind: [View]] = [:]
        var serial = 0
        var stackCounter = 0

        /// One frame: views whose elements left go to their reuse queue; elements that entered
        /// get a view, dequeued or created; changed attributes are applied again.
        mutating func show(_ answer: [LayoutAttributes], seen: [ElementKey: Int]) {
            for (key, view) in visible where seen[key] == nil {
                visible[key] = nil
                view.element = nil
                queues[key.kind, default: []].append(view)
            }
            var duplicatesAlive = 0
            var handled: Set<ElementKey> = []
            for a in answer {
                guard handled.insert(a.key).inserted else { duplicatesAlive += 1; continue }
                let view: View
                if let existing = visible[a.key] {
                    view = existing
                    if let applied = view.applied, applied === a || applied == a { continue }
                } else {
                    view = dequeueOrCreate(a.kind)
                }
                view.element = a.key
                view.applied = a
                view.frame = a.frame
                view.zIndex = a.zIndex
                if view.content.last != a.key { view.content.append(a.key) }
                report.configurations += 1
                visible[a.key] = view
            }
            report.peakViews = max(report.peakViews, visible.count + duplicatesAlive)
            report.staleViews += visible.values.filter { view in view.content.contains { $0 != view.element } }.count
        }

        /// A view for an element entering the screen: from its kind's reuse queue (reset unless
        /// the simulator models the bug), else a new one; stacked above the views already there.
        private mutating func dequeueOrCreate(_ kind: ElementKind) -> View {
            let view: View
            if var queue = queues[kind], let reused = queue.popLast() {
                queues[kind] = queue
                report.viewsReused += 1
                if resetsReusedViews { reused.content = [] }
                view = reused
            } else {
                serial += 1
                report.viewsCreated += 1
                view = View(serial: serial)
            }
            stackCounter += 1
            view.stackOrder = stackCounter
            return view
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

    /// Pairs of overlapping views stacked against their kinds' intent: a background or shadow
    /// above a cell, or a badge below one.
    func zOrderViolations(_ views: [View]) -> Int {
        let stacked = views.sorted { ($0.zIndex, $0.stackOrder) < ($1.zIndex, $1.stackOrder) }
        var position: [ObjectIdentifier: Int] = [:]
        for (i, v) in stacked.enumerated() { position[ObjectIdentifier(v)] = i }
        let cells = views.filter { $0.element?.kind == .cell }
        var violations = 0
        for d in views {
            guard let kind = d.element?.kind, kind.category == .decoration else { continue }
            let meantBelow = kind == .background || kind == .cellShadow
            for c in cells where c.frame.intersects(d.frame) {
                let above = position[ObjectIdentifier(d)]! > position[ObjectIdentifier(c)]!
                if above == meantBelow { violations += 1 }
            }
        }
        return violations
    }
}
