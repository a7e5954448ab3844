import DecorationBench
import XCTest

/// `MyBackgrounds`-like: every decoration made in `prepare()`, skipped when the context names only
/// measured cells, so its decorations stay where the estimated sizes put them.
private final class StaleAfterMeasuring: DecorationStrategy {
    static let name = "stale-after-measuring"
    static let tier = StrategyTier.privateAPI
    let frameRule: FrameRule
    let examined = 0
    private(set) var recomputed = 0
    private var decorations: [LayoutAttributes] = []
    private var stale = true

    init(frameRule: FrameRule) { self.frameRule = frameRule }

    func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if !context.invalidatesOnlyMeasuredCells { stale = true }
    }

    func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        guard stale else { return }
        stale = false
        decorations = DecorationFrames.attributesOfEverySection(in: layout, rule: frameRule)
        recomputed += decorations.count
    }

    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        elements += decorations.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        decorations.first { $0.kind == kind && $0.indexPath == indexPath }
    }
}

/// The frames of a pinned or self-sizing check are driven whatever the content's length: a
/// content longer than a burst of fling frames once left the check with no frame at all.
final class OracleCheckFramesTests: XCTestCase {
    func testSelfSizingFramesAreCheckedOnLongContent() {
        let dataSet = Preset.selfSizing.make(items: 10_000, seed: 42)
        let layout = DecoratedLayout<StaleAfterMeasuring>(dataSet: dataSet)
        XCTAssertNil(OracleCheck.check(layout, name: "self-sizing 10k", seed: 42), "right while nothing is measured")
        let fresh = DecoratedLayout<StaleAfterMeasuring>(dataSet: dataSet)
        let wrong = OracleCheck.check(fresh, name: "self-sizing 10k", seed: 42, steps: .selfSizing)
        XCTAssertEqual(wrong?.step, "self-sizing frame 0", "\(String(describing: wrong))")
    }

    func testTheFramesCheckedSpanTheContent() {
        let dataSet = Preset.pinned.make(items: 10_000, seed: 42)
        let layout = FlowLayout(dataSet: dataSet)
        layout.prepare()
        let sweep = Workload.scroll(layout, limit: OracleCheck.framesChecked)
        XCTAssertEqual(sweep.count, OracleCheck.framesChecked)
        let end = layout.collectionViewContentSize.height - dataSet.collectionViewSize.height
        XCTAssertEqual(sweep.last?.minY ?? 0, end, accuracy: 0.5, "the last frame at the end of the content")
    }
}
