import DecobenchTestSupport
import DecorationBench
import DecorationStrategies
import XCTest

/// `binary-search`, saying it reaches the base layout only through `super`, which it does not.
private final class SaysPublic: DecorationStrategy {
    static let name = "says-public"
    private let inner: BinarySearchStrategy
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }
    var recomputed: Int { inner.recomputed }
    init(frameRule: FrameRule) { inner = BinarySearchStrategy(frameRule: frameRule) }
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

    /// The exact rule needs the section frames UIKit keeps private: under it every strategy
    /// that draws section decorations is on the private tier, and may read them; `none` and
    /// `per-cell`, which draw none, stay public.
    func testTheExactRuleIsPrivateForEveryStrategy() {
        let dataSet = Preset.mixed.make(items: 2_000, seed: 3)
        for kind in StrategyKind.allCases where kind.isBuiltIn {
            let layout = kind.makeLayout(dataSet: dataSet, frameRule: .exact)
            XCTAssertNil(OracleCheck.check(layout, name: "mixed 2k", rule: .exact, seed: 3, steps: .all), "\(kind)")
            XCTAssertEqual(layout.tier == .privateAPI, layout.expectation.followsFrameRule, "\(kind)")
        }
    }

    /// What the verdict recommends is code an app can ship, and the public recipes are public.
    func testTheRecommendedStrategyAndTheRecipesArePublic() {
        for kind in [StrategyKind.recommended, .perCell, .perSection, .cached, .linear] {
            XCTAssertEqual(kind.tier, .publicAPI, "\(kind)")
        }
        XCTAssertEqual(FrameRule.standard, .firstLast)
    }
}
