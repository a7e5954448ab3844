import DecorationBench
import DecorationStrategies

/// The simulator over the scroll scenario's path of one data set. The path and the decorations
/// the oracle expects depend only on the data set and the frame rule, so they are computed once
/// and every strategy is run against them.
package struct Simulation {
    package let path: [Rect]
    package let expected: [BruteForceOracle.Expected]
    /// The correct layout that gaps are counted against, if they are.
    package let gapReference: FlowLayout?

    package let rule: FrameRule

    /// Prepares from `reference`, any prepared layout of the data set; with `findsGaps`, every
    /// frame is also checked against it for elements a subject did not return (and, with
    /// pinning, the view is widened half-way through: the invalidation that stale and missing
    /// decorations follow).
    package init(reference: FlowLayout, rule: FrameRule, findsGaps: Bool = false) {
        path =
            findsGaps && reference.dataSet.pinsSupplementaryViews
            ? Self.widenedHalfWay(Workload.scroll(reference), reference.scrollDirection) : Workload.scroll(reference)
        expected = BruteForceOracle.sectionDecorations(of: reference, rule: rule)
        gapReference = findsGaps ? reference : nil
        self.rule = rule
    }

    /// Fresh layouts only: a subject's layout is moved and resized by the path, and updated by
    /// `batches`.
    package func run(
        _ layout: any AnyDecoratedLayout, batches: BatchSchedule = BatchSchedule()
    )
        -> CollectionViewSimulator.Report
    {
        if !layout.base.isPrepared { layout.prepare() }
        // Self-sizing: the reference measures its cells along the path with the subject, so each
        // run starts from a reference of its own, with nothing measured.
        var reference = gapReference
        if let shared = gapReference, shared.dataSet.isEstimatingSizes {
            reference = FlowLayout(dataSet: shared.dataSet)
            reference?.prepare()
        }
        return CollectionViewSimulator().run(
            layout, rects: path, expectedDecorations: expected, reference: reference,
            rule: rule, batches: batches)
    }

    /// The path with its second half twice as wide across the scroll axis (a split-screen
    /// resize): the layout's attributes are invalidated, not its data, and rows reflow.
    package static func widenedHalfWay(_ path: [Rect], _ direction: ScrollDirection) -> [Rect] {
        path.enumerated().map { i, rect in
            guard i >= path.count / 2 else { return rect }
            var wider = rect
            if direction == .vertical { wider.size.width *= 2 } else { wider.size.height *= 2 }
            return wider
        }
    }
}
