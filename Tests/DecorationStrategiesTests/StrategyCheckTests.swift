import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

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
        XCTAssertThrowsError(try StrategyCheck.check(DropsTheLastDecoration<LinearStrategy>.self, dataSets: 2)) {
            error in
            let text = String(describing: error)
            XCTAssertTrue(
                text.hasPrefix("strategy drops-the-last-of-linear drew something other than the brute-force oracle on ")
            )
            XCTAssertTrue(text.contains(": missing "), text)
            XCTAssertTrue(text.contains("(expected frame "), text)
        }
    }

    /// A name the executable would refuse is refused by the check too, with the executable's
    /// message, though the strategy draws right (it is `linear` under another name).
    func testANameTheExecutableWouldRefuseIsRefusedBeforeAnyCheck() {
        let cases: [(any DecorationStrategy.Type, String)] = [
            (Malformed.self, "its name 'My Strategy' must be lowercase letters, digits and '-'"),
            (NamedLikeABuiltIn.self, "its name 'augmented-list' is taken by the built-in strategy 'augmented-list'"),
            (NamedLikeARecipe.self, "its name 'naive-batch' is taken by the broken recipe 'naive-batch'"),
        ]
        for (type, message) in cases {
            XCTAssertThrowsError(try check(type)) { error in
                XCTAssertTrue(error is StrategyRegistrationError, "\(type): \(error)")
                XCTAssertTrue(String(describing: error).contains(message), "\(error)")
            }
            XCTAssertThrowsError(try StrategyRegistry.register([type])) { error in
                XCTAssertTrue(String(describing: error).contains(message), "the executable's message: \(error)")
            }
        }
        XCTAssertNoThrow(try check(AlsoDropsTheLast.self), "a name of its own, and right: passes")
    }

    private func check(_ type: any DecorationStrategy.Type) throws {
        func open<S: DecorationStrategy>(_: S.Type) throws { try StrategyCheck.check(S.self, dataSets: 1) }
        try open(type)
    }
}

/// Registration: a name of its own is taken; a malformed one, or a built-in's, a broken recipe's
/// or another registered strategy's, is refused naming both.
final class StrategyRegistryTests: XCTestCase {
    override func tearDown() {
        try? StrategyRegistry.register([])
    }

    func testAUserStrategyIsRegisteredAfterTheBuiltIns() throws {
        try StrategyRegistry.register([DropsTheLastDecoration<LinearStrategy>.self])
        XCTAssertEqual(StrategyKind.allCases.last?.rawValue, "drops-the-last-of-linear")
        XCTAssertFalse(StrategyKind(rawValue: "drops-the-last-of-linear")!.isBuiltIn)
        XCTAssertTrue(StrategyKind.augmentedList.isBuiltIn)
        let kind = try XCTUnwrap(StrategyKind(rawValue: "drops-the-last-of-linear"))
        let layout = kind.makeLayout(dataSet: Preset.grid.make(items: 100, seed: 1))
        XCTAssertEqual(layout.kind.rawValue, "drops-the-last-of-linear")
        try StrategyRegistry.register([])
        XCTAssertEqual(StrategyKind.allCases.count, StrategyRegistry.builtIns.count)
    }

    func testClashingOrMalformedNamesAreRefusedNamingBoth() {
        let cases: [([any DecorationStrategy.Type], String)] = [
            ([NamedLikeABuiltIn.self], "its name 'augmented-list' is taken by the built-in strategy 'augmented-list'"),
            ([NamedLikeARecipe.self], "its name 'naive-batch' is taken by the broken recipe 'naive-batch'"),
            ([Malformed.self], "its name 'My Strategy' must be lowercase letters, digits and '-'"),
            ([AugmentedListStrategy.self], "is the built-in strategy 'augmented-list'; leave it out"),
            ([DropsTheLastDecoration<LinearStrategy>.self, AlsoDropsTheLast.self], "is taken by strategy "),
        ]
        for (types, message) in cases {
            XCTAssertThrowsError(try StrategyRegistry.register(types)) { error in
                XCTAssertTrue(String(describing: error).contains(message), "\(error)")
            }
            XCTAssertEqual(StrategyKind.allCases.count, StrategyRegistry.builtIns.count, "nothing registered")
        }
    }
}

private final class NamedLikeABuiltIn: Renamed { override class var name: String { "augmented-list" } }
private final class NamedLikeARecipe: Renamed { override class var name: String { "naive-batch" } }
private final class Malformed: Renamed { override class var name: String { "My Strategy" } }
private final class AlsoDropsTheLast: Renamed { override class var name: String { "drops-the-last-of-linear" } }

/// `linear` under the name its subclasses give, for the registration tests: right, so that only
/// its name can be refused.
private class Renamed: DecorationStrategy {
    class var name: String { "renamed" }
    class var tier: StrategyTier { .privateAPI }
    private let inner: LinearStrategy
    var frameRule: FrameRule { inner.frameRule }
    var examined: Int { inner.examined }
    var recomputed: Int { inner.recomputed }
    required init(frameRule: FrameRule) { inner = LinearStrategy(frameRule: frameRule) }
    func prepare(_ surface: PublicFlowLayout) { inner.prepare(surface) }
    func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: surface)
    }
    func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? { inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: surface) }
}
