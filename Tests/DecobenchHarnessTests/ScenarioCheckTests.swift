import DecobenchTestSupport
import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// A strategy that rebuilds its decorations only when the counts change or everything does: right
/// after its first `prepare()` and after every batch update (their contexts say the counts
/// changed), stale after an item update, whose full invalidation says neither.
final class RebuildsOnCountsOnly: DecorationStrategy {
    static let name = "rebuilds-on-counts-only"
    static let tier = StrategyTier.privateAPI
    let frameRule: FrameRule
    private(set) var examined = 0
    private(set) var recomputed = 0
    private var decorations: [LayoutAttributes] = []
    private var stale = true

    init(frameRule: FrameRule) { self.frameRule = frameRule }

    func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { stale = true }
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
        examined += decorations.count
        elements += decorations.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        decorations.first { $0.kind == kind && $0.indexPath == indexPath }
    }
}

/// `section-cache`'s answers to queries, but nil to every question about one decoration: the
/// contract a batch update relies on (final and initial attributes of the decorations on screen).
final class ForgetsItsDecorations: DecorationStrategy {
    static let name = "forgets-its-decorations"
    static let tier = StrategyTier.privateAPI
    private let inner: SectionCacheStrategy
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }
    var recomputed: Int { inner.recomputed }

    init(frameRule: FrameRule) { inner = SectionCacheStrategy(frameRule: frameRule) }

    func invalidateLayout(with context: FlowLayoutInvalidationContext) { inner.invalidateLayout(with: context) }
    func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }
    func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout surface: PublicFlowLayout) {
        inner.prepare(forCollectionViewUpdates: update, layout: surface)
    }

    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }

    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? { nil }
}

/// Each scenario checks its own operations on the layout it then times: a strategy wrong only
/// there is named and its rows say `verified=no`, though the checks before any scenario pass it.
final class ScenarioCheckTests: XCTestCase {
    private final class Recorder: HarnessObserver {
        var warnings: [String] = []
        func progress(_ message: String) {}
        func warn(_ message: String) { warnings.append(message) }
        func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {}
    }

    override func tearDown() {
        try? StrategyRegistry.register([])
        super.tearDown()
    }

    private func run(_ kind: StrategyKind, _ scenarios: [Scenario]) throws -> ([ResultRow], [String]) {
        let entry = SweepPlan.Entry(name: "grid", items: 600, make: { Preset.grid.make(items: 600, seed: 5) })
        let plan = SweepPlan(
            entries: [entry], strategies: [.none, .sectionCache, kind], scenarios: scenarios, seed: 5,
            frameRule: .exact, budget: 0.001, minSamples: 3, verifyUpTo: 1_000)
        let recorder = Recorder()
        let rows = try Harness(
            plan: plan, allocator: .system, provenance: Provenance(build: "test"), observer: recorder
        )
        .run()
        return (rows, recorder.warnings)
    }

    func testAStrategyStaleAfterAnItemUpdateIsWrongInTheUpdateScenario() throws {
        try StrategyRegistry.register([RebuildsOnCountsOnly.self])
        let kind = RebuildsOnCountsOnly.kind
        let (still, quiet) = try run(kind, [.scroll, .batchUpdate])
        XCTAssertEqual(Set(still.map(\.verified)), [.yes], "right where nothing but the counts change: \(quiet)")
        let (rows, warnings) = try run(kind, [.scroll, .update])
        XCTAssertEqual(Set(rows.filter { $0.strategy == kind }.map(\.verified)), [.no], "every row of it")
        XCTAssertEqual(Set(rows.filter { $0.strategy != kind }.map(\.verified)), [.yes])
        XCTAssertEqual(warnings.filter { $0.contains("drew something other") }.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("strategy \(kind.rawValue)") && $0.contains(", update ") })
    }

    func testADecorationQuestionAnsweredWithNilInABatchIsWrong() throws {
        try StrategyRegistry.register([ForgetsItsDecorations.self])
        let kind = ForgetsItsDecorations.kind
        let (rows, warnings) = try run(kind, [.scroll, .batchUpdate])
        XCTAssertEqual(Set(rows.filter { $0.strategy == kind }.map(\.verified)), [.no], "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("batch 0") && $0.contains("answered with nil") }, "\(warnings)")
    }

    /// The table never marks a strategy that drew wrong, or one an app cannot ship, as the
    /// fastest.
    func testAWrongOrPrivateStrategyIsNeverTheFastest() {
        var fast = ResultRow(strategy: .linear, scenario: .scroll)
        fast.timing.median = 10
        fast.verified = .no
        var slow = ResultRow(strategy: .extentTable, scenario: .scroll)
        slow.timing.median = 20
        slow.verified = .yes
        var quicker = ResultRow(strategy: .augmentedList, scenario: .scroll)
        quicker.timing.median = 5
        XCTAssertEqual(TablePrinter.fastest([fast, slow, quicker]), .extentTable)
        fast.verified = .yes
        XCTAssertEqual(TablePrinter.fastest([fast, slow, quicker]), .linear)
    }
}
