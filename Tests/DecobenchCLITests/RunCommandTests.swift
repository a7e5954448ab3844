import XCTest

/// `decobench run` and `decobench compare` end to end, on doctored CSV files.
final class RunCommandTests: XCTestCase {
    func testQuickRunWritesCSVThenCompareJudgesDoctoredCopies() throws {
        let out = try CLIRunner.temporaryFile("run.csv", contents: "")
        let r = try CLIRunner.run(["run", "--quick", "--preset", "grid", "--sizes", "1000", "--budget", "0.01",
                                   "--strategies", "none,linear,interval-tree,cached", "--output", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("interval-tree"), r.stdout)
        XCTAssertTrue(r.stderr.contains("[1/1] grid"), "progress on stderr: \(r.stderr)")
        let csv = try String(contentsOfFile: out, encoding: .utf8)
        let lines = csv.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("preset,seed,scroll_direction,sections,items,strategy,scenario,allocator"))
        XCTAssertEqual(lines.count, 1 + 4 * 5, "4 strategies x 5 scenarios")
        XCTAssertFalse(csv.contains("e+") || csv.contains("e-0"), "plain decimals only")

        // The same file against itself: exit 0.
        let same = try CLIRunner.run(["compare", out, out])
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)

        // Doctor the interval-tree scroll row: its ratio to none doubled.
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let ratio = header.firstIndex(of: "ratio_to_none")!, strategy = header.firstIndex(of: "strategy")!, scenario = header.firstIndex(of: "scenario")!
        func doctored(_ factor: Double) -> String {
            lines.map { line -> String in
                var f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                if f[strategy] == "interval-tree", f[scenario] == "scroll", let v = Double(f[ratio]) { f[ratio] = String(v * factor) }
                return f.joined(separator: ",")
            }.joined(separator: "\n") + "\n"
        }
        let slower = try CLIRunner.temporaryFile("slower.csv", contents: doctored(2))
        let verdict = try CLIRunner.run(["compare", out, slower])
        XCTAssertEqual(verdict.status, 1, verdict.stdout)
        XCTAssertTrue(verdict.stdout.contains("SLOWER") && verdict.stdout.contains("interval-tree, scroll"), verdict.stdout)
        let faster = try CLIRunner.temporaryFile("faster.csv", contents: doctored(0.5))
        XCTAssertEqual(try CLIRunner.run(["compare", out, faster]).status, 0)
    }

    func testRunArgumentErrors() throws {
        let cases: [([String], String)] = [
            (["run", "--strategies", "linear,fastest"], "unknown name 'fastest'"),
            (["run", "--scenarios", "scroll,sleep"], "unknown name 'sleep'"),
            (["run", "--max-items", "0"], "--max-items"),
            (["run", "--quick", "--max-items", "10"], "leaves no size to run"),
            (["run", "--allocator", "tcmalloc"], "tcmalloc"),
            (["compare", "/nonexistent.csv", "/nonexistent.csv"], "cannot read"),
        ]
        for (args, message) in cases {
            let r = try CLIRunner.run(args)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): expected '\(message)' in \(r.stderr)")
        }
    }

    func testListNamesEveryStrategyPresetAndScenario() throws {
        let r = try CLIRunner.run(["list"])
        XCTAssertEqual(r.status, 0)
        for name in ["none", "per-cell", "per-section", "cached", "linear", "binary-search", "interval-tree",
                     "grid", "feed", "small-sections", "huge-sections", "variable", "horizontal",
                     "scroll", "jump", "prepare", "cold-start", "update"] {
            XCTAssertTrue(r.stdout.contains(name), name)
        }
    }
}
