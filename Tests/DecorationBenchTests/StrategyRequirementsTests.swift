import DecobenchTestSupport
import Foundation
import XCTest

/// `prepare(_:)` and `recomputed` have no default: a strategy that misspells the one or leaves
/// out the other does not compile, where a default let it compile and draw nothing, or report
/// no work for a strategy that rebuilds everything. Each case is type-checked by the toolchain
/// against the modules this test was built with.
final class StrategyRequirementsTests: XCTestCase {
    /// The article's strategy, with `members` in place of its `prepare(_:)` and `recomputed`.
    private func strategy(_ members: String) -> String {
        """
        import DecorationBench

        final class MyBackgrounds: DecorationStrategy {
            static let name = "my-backgrounds"
            let frameRule: FrameRule
            private(set) var examined = 0
            init(frameRule: FrameRule) { self.frameRule = frameRule }
        \(members)
            func appendDecorations(
                in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout: PublicFlowLayout
            ) {}
            func layoutAttributesForDecorationView(
                ofKind kind: ElementKind, at indexPath: IndexPath, layout: PublicFlowLayout
            ) -> LayoutAttributes? { nil }
        }
        """
    }

    func testAMisspelledPrepareOrAMissingRecomputedDoesNotCompile() throws {
        let prepare = "    func prepare(_ surface: PublicFlowLayout) {}"
        let recomputed = "    private(set) var recomputed = 0"
        XCTAssertEqual(try typeCheck(strategy(prepare + "\n" + recomputed)), "", "the whole contract compiles")
        let misspelled = try typeCheck(strategy("    func prepare(layout: PublicFlowLayout) {}\n" + recomputed))
        XCTAssertTrue(misspelled.contains("error:") && misspelled.contains("prepare"), misspelled)
        let withoutPrepare = try typeCheck(strategy(recomputed))
        XCTAssertTrue(withoutPrepare.contains("error:") && withoutPrepare.contains("prepare"), withoutPrepare)
        let withoutRecomputed = try typeCheck(strategy(prepare))
        XCTAssertTrue(
            withoutRecomputed.contains("error:") && withoutRecomputed.contains("recomputed"), withoutRecomputed)
    }

    /// A strategy that wraps another reports the other's work: `DropsTheLastDecoration` reported
    /// 0 recomputed decorations, the default's, around a strategy that rebuilds them all.
    func testAWrapperReportsTheWorkOfTheStrategyItWraps() {
        let dataSet = Preset.grid.make(items: 500, seed: 1)
        let plain = DecoratedLayout<LinearStrategy>(dataSet: dataSet, frameRule: .exact)
        let wrapped = DecoratedLayout<DropsTheLastDecoration<LinearStrategy>>(dataSet: dataSet, frameRule: .exact)
        plain.prepare()
        wrapped.prepare()
        XCTAssertGreaterThan(plain.decorationsRecomputed, 0)
        XCTAssertEqual(wrapped.decorationsRecomputed, plain.decorationsRecomputed)
    }

    /// What `swiftc -typecheck` says about `source` (empty when it compiles), against the
    /// modules beside this test bundle.
    private func typeCheck(_ source: String) throws -> String {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products = products.deletingLastPathComponent() }
        let modules = products.appendingPathComponent("Modules")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-requirements-\(ProcessInfo.processInfo.processIdentifier).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, "-I", products.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus == 0, text.isEmpty, text)
        return text
    }
}
