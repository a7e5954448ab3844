import DecobenchTestSupport
import XCTest

/// What a package's own tests write: a strategy and its check in a file that imports the
/// test-support product alone, and XCTest (so Foundation, whose `IndexPath` is not the
/// library's). It compiles only if `DecobenchTestSupport` gives the protocol and the geometry.
final class TestSupportImportTests: XCTestCase {
    func testAStrategyWrittenOnTheTestSupportImportAlonePasses() throws {
        try StrategyCheck.check(ScansItsBackgrounds.self, dataSets: 2)
        XCTAssertTrue(StrategyRegistry.builtIns.contains { $0 == AugmentedListStrategy.self }, "the built-ins too")
    }
}

/// The article's strategy, as written there: every section's background and badge made in
/// `prepare(_:)`, a scan per query.
private final class ScansItsBackgrounds: DecorationStrategy {
    static let name = "scans-its-backgrounds"
    static let tier = StrategyTier.privateAPI
    let frameRule: FrameRule
    private(set) var examined = 0
    private(set) var recomputed = 0
    private var decorations: [LayoutAttributes] = []

    init(frameRule: FrameRule) { self.frameRule = frameRule }

    func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        decorations.removeAll(keepingCapacity: true)
        for section in 0..<layout.numberOfSections {
            for kind in [ElementKind.background, .badge] {
                if let made = DecorationFrames.attributes(kind, ofSection: section, in: layout, rule: frameRule) {
                    decorations.append(made)
                }
            }
        }
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
