import DecobenchTestSupport
import XCTest

@testable import DecorationBench

/// The test-support call a user puts in their own tests: every built-in passes it, and a
/// strategy that drops one decoration per answer fails it with the oracle's message.
final class StrategyCheckTests: XCTestCase {
    private struct Checker: StrategyVisitor {
        func visit<S: DecorationStrategy>(_ type: S.Type) -> Error? {
            do { try StrategyCheck.check(S.self, dataSets: 2) } catch { return error }
            return nil
        }
    }

    func testEveryBuiltInPasses() {
        for kind in StrategyKind.allCases {
            XCTAssertNil(kind.visit(Checker()), "\(kind)")
        }
    }

    func testAStrategyThatDropsADecorationFailsNamingWhatIsMissing() {
        XCTAssertThrowsError(try StrategyCheck.check(DropsTheLastDecoration.self, dataSets: 2)) { error in
            let text = String(describing: error)
            XCTAssertTrue(
                text.hasPrefix("strategy drops-the-last drew something other than the brute-force oracle on "))
            XCTAssertTrue(text.contains(": missing "), text)
            XCTAssertTrue(text.contains("(expected frame "), text)
        }
    }
}

/// `linear` with the last decoration of every answer left out.
final class DropsTheLastDecoration: DecorationStrategy {
    static let name = "drops-the-last"
    private let inner: LinearStrategy
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }

    init(frameRule: FrameRule) { inner = LinearStrategy(frameRule: frameRule) }

    func invalidateLayout(with context: FlowLayoutInvalidationContext) { inner.invalidateLayout(with: context) }
    func prepare(_ layout: FlowLayout) { inner.prepare(layout) }

    func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout: FlowLayout) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: layout)
        if elements.count > baseCount { elements.removeLast() }
    }

    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout: FlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: layout)
    }
}
