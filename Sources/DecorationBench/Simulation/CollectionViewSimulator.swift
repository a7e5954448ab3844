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
/// - **gaps**, given a reference layout: cells, headers, footers and separators that the reference
///   shows in a frame and the layout did not return (the separator recipe's missing rows);
/// - with pinned headers or footers, where each frame moves the bounds as `UICollectionView`
///   does (``AnyDecoratedLayout/moveBounds(to:)``): **decorations over a pinned header** (one
///   stacked above a pinning header or footer it overlaps), **stale decorations** (a returned
///   decoration whose frame is not the one the current geometry gives it, after an
///   invalidation) and **missing decorations** (one that intersects the frame, of a section with
///   a cell in the answer, not returned; only of the kinds the layout draws at all);
/// - with batch updates run while scrolling (``BatchSchedule``), views kept across each batch
///   as `UICollectionView` keeps them, and after it: **unanswered** decoration index paths,
///   **duplicate** decorations, **z-order** violations, **stale** decoration views and
///   **wrong answers**, measured against a fresh layout of the updated data set.
///
/// Pure: the scroll path and the layout arrive as values; nothing is timed.
public struct CollectionViewSimulator {
    /// Whether a dequeued view is reset before it is configured again (the rule of "Reusing
    /// programmatic cells in UICollectionViews"). A simulator with `false` models the bug:
    /// content piles up on reused views.
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
        /// Batch updates run while scrolling.
        public var batches = 0
        /// Decoration index paths a batch asked about (final attributes and lookups of the
        /// decorations on screen, initial attributes of those in the new answer) that the layout
        /// answered with `nil`, summed over batches.
        public var batchUnanswered = 0
        /// After a batch: a decoration twice in its answer, or a view inserted for a decoration
        /// that already had a live view (one carried over from before the batch), summed.
        public var batchDuplicates = 0
        /// After a batch: the z-order violations of the views on screen once its answer is
        /// applied, summed.
        public var batchZOrderViolations = 0
        /// After a batch: decoration views on screen whose frame or zIndex differs from a fresh
        /// layout's of the updated data set, or whose decoration no longer exists, summed.
        public var batchStaleViews = 0
        /// Batches whose answer for the visible rect differs from the brute-force oracle's on a
        /// fresh layout of the updated data set.
        public var batchWrongAnswers = 0

        /// Every fault counted, summed: duplicates, z-order violations, late decorations, stale
        /// views, gaps, decorations over pinned headers, stale and missing decorations, and the
        /// batch counts but `batches`. What `decobench simulate` exits 2 on for a strategy.
        ///
        /// - Complexity: O(1).
        public var faults: Int {
            duplicateDecorations + zOrderViolations + lateDecorations + staleViews + gaps + overPinnedHeaders
                + staleDecorations + missingDecorations + batchUnanswered + batchDuplicates + batchZOrderViolations
                + batchStaleViews + batchWrongAnswers
        }
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

    /// Scrolls `layout` through `rects`, one frame each, running `batches` on the way.
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
    /// - Parameter batches: batch updates to run before chosen frames, keeping the views on
    ///   screen across them (see ``BatchSchedule``); after each, the reference and the expected
    ///   decorations are those of a fresh layout of the updated data set.
    /// - Precondition: with batches, `layout` is a ``BatchUpdatingLayout`` and its data set does
    ///   not estimate item sizes.
    /// - Complexity: O(frames × (k log k + log d)) for k elements per frame and d decorations,
    ///   plus O(items + sections) per batch for the fresh layout it is checked against.
    public func run(
        _ layout: any AnyDecoratedLayout, rects: [Rect],
        expectedDecorations: [BruteForceOracle.Expected] = [], reference: FlowLayout? = nil,
        rule: FrameRule = .standard, batches: BatchSchedule = BatchSchedule()
    ) -> Report {
        precondition(
            batches.isEmpty || (layout is any BatchUpdatingLayout && !layout.dataSet.isEstimatingSizes),
            "CollectionViewSimulator.run: batches need a BatchUpdatingLayout over a data set without estimated sizes")
        var pass = Pass(
            layout: layout, screen: Screen(resetsReusedViews: resetsReusedViews),
            expectedDecorations: expectedDecorations, reference: reference, rule: rule)
        var next = 0
        for (frame, rect) in rects.enumerated() {
            pass.follow(to: rect)
            while next < batches.count, batches.frames[next] <= frame {
                pass.runBatch(batches.updates[next], in: rect)
                next += 1
            }
            pass.show(rect)
        }
        return pass.finish()
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

    /// Pairs of overlapping views stacked against their kinds' intent: a background or shadow
    /// above a cell, or a badge below one.
    static func zOrderViolations(_ views: [View]) -> Int {
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
