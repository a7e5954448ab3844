import DecorationBench

/// The simulator over the scroll scenario's path of one data set. The path and the decorations
/// the oracle expects depend only on the data set and the frame rule, so they are computed once
/// and every strategy is run against them.
struct Simulation {
    let path: [Rect]
    let expected: [BruteForceOracle.Expected]
    /// The correct layout that gaps are counted against, if they are.
    let gapReference: FlowLayout?

    /// Prepares from `reference`, any prepared layout of the data set; with `findsGaps`, every
    /// frame is also checked against it for elements a subject did not return.
    init(reference: FlowLayout, rule: FrameRule, findsGaps: Bool = false) {
        path = Workload.scroll(reference)
        expected = BruteForceOracle.sectionDecorations(of: reference, rule: rule)
        gapReference = findsGaps ? reference : nil
    }

    func run(_ layout: any AnyDecoratedLayout) -> CollectionViewSimulator.Report {
        if !layout.base.isPrepared { layout.prepare() }
        return CollectionViewSimulator().run(layout, rects: path, expectedDecorations: expected, reference: gapReference)
    }
}
