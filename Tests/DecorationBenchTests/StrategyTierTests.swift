import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// `linear`, saying it reaches the base layout only through `super`, which it does not.
private final class SaysPublic: DecorationStrategy {
    static let name = "says-public"
    private let inner: LinearStrategy
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }
    var recomputed: Int { inner.recomputed }
    init(frameRule: FrameRule) { inner = LinearStrategy(frameRule: frameRule) }
    func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }
    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }
    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface)
    }
}

/// A strategy's tier is what it reads: one that says public and reads what UIKit keeps private
/// fails the oracle check, and every built-in says its tier truthfully.
final class StrategyTierTests: XCTestCase {
    func testAStrategyThatSaysPublicAndReadsPrivatelyFails() {
        XCTAssertThrowsError(try StrategyCheck.check(SaysPublic.self, dataSets: 1)) { error in
            XCTAssertTrue(String(describing: error).contains("read the private layout"), "\(error)")
        }
    }

    func testEveryBuiltInSaysItsTierTruthfully() {
        let dataSet = Preset.mixed.make(items: 2_000, seed: 3)
        for kind in StrategyKind.allCases where kind.isBuiltIn {
            let layout = kind.makeLayout(dataSet: dataSet)
            XCTAssertNil(OracleCheck.check(layout, name: "mixed 2k", seed: 3, steps: .all), "\(kind)")
            let reads = layout.privateReads > 0
            XCTAssertEqual(
                reads, layout.tier == .privateAPI, "\(kind): tier \(layout.tier), reads \(layout.privateReads)")
        }
    }
}
