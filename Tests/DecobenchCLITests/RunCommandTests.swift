import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// `decobench run` and `decobench compare` end to end, on doctored CSV files.
final class RunCommandTests: XCTestCase {
    func testQuickRunWritesCSVThenCompareJudgesDoctoredCopies() throws {
        let out = try CLIRunner.temporaryFile("run.csv", contents: "")
        let r = try CLIRunner.run([
            "run", "--quick", "--presets", "grid", "--items", "1000", "--budget", "0.01",
            "--strategies", "none,linear,interval-tree,cached", "--output", out,
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("interval-tree"), r.stdout)
        XCTAssertTrue(
            r.stderr.contains("[1/5, 0s in] grid 1k items, process 1 of 5: generating"),
            "progress on stderr: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("[5/5, "), "the last process's lines count in the whole sweep: \(r.stderr)")
        XCTAssertFalse(r.stderr.contains("/1,") || r.stderr.contains("[1/1]"), "no child counts in itself: \(r.stderr)")
        XCTAssertTrue(
            r.stdout.contains("Use \(StrategyKind.recommended.rawValue)"), "the verdict after the table: \(r.stdout)")
        let csv = try String(contentsOfFile: out, encoding: .utf8)
        let lines = csv.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("preset,seed,scroll_direction,sections,items,strategy,scenario,allocator"))
        XCTAssertEqual(lines.count, 1 + 4 * SweepPlan.quickScenarios.count, "4 strategies x the quick scenarios")
        XCTAssertFalse(csv.contains("e+") || csv.contains("e-0"), "plain decimals only")

        // The same file against itself: exit 0.
        let same = try CLIRunner.run(["compare", out, out])
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)

        // Doctor the interval-tree scroll row: its ratio to none doubled.
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let ratios = try ["ratio_to_none", "ratio_to_none_ci_low", "ratio_to_none_ci_high"].map {
            try XCTUnwrap(header.firstIndex(of: $0))
        }
        let strategy = try XCTUnwrap(header.firstIndex(of: "strategy")),
            scenario = try XCTUnwrap(header.firstIndex(of: "scenario"))
        func doctored(_ factor: Double) -> String {
            lines.map { line -> String in
                var f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                for ratio in ratios where f[strategy] == "interval-tree" && f[scenario] == "scroll" {
                    f[ratio] = String(Double(f[ratio])! * factor)
                }
                return f.joined(separator: ",")
            }.joined(separator: "\n") + "\n"
        }
        let slower = try CLIRunner.temporaryFile("slower.csv", contents: doctored(2))
        let verdict = try CLIRunner.run(["compare", out, slower, "--min-samples", "1"])
        XCTAssertEqual(verdict.status, 1, verdict.stdout)
        XCTAssertTrue(
            verdict.stdout.contains("SLOWER") && verdict.stdout.contains("interval-tree, scroll"), verdict.stdout)
        let faster = try CLIRunner.temporaryFile("faster.csv", contents: doctored(0.5))
        XCTAssertEqual(try CLIRunner.run(["compare", out, faster, "--min-samples", "1"]).status, 0)
        // With too few samples for timings, only counters are compared: the doubled ratio passes.
        let skipped = try CLIRunner.run(["compare", out, slower, "--min-samples", "100000"])
        XCTAssertEqual(skipped.status, 0, skipped.stdout)
        XCTAssertTrue(skipped.stdout.contains("too few samples"), skipped.stdout)
    }

    /// `--format json`: the CSV's fields, the provenance once, one object per row.
    /// In a sweep of several processes the table is printed from the merged rows: its ratios are
    /// the CSV's, not one process's.
    func testTheTablePrintsTheCSVsFigures() throws {
        let out = try CLIRunner.temporaryFile("merged.csv", contents: "")
        let r = try CLIRunner.run([
            "run", "--presets", "grid", "--items", "1000", "--budget", "0.01", "--processes", "3",
            "--strategies", "none,linear,per-cell", "--scenarios", "scroll", "--output", out,
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = try ResultRow.read(out)
        let table = r.stdout.split(separator: "\n").map(String.init)
        let header = try XCTUnwrap(table.firstIndex { $0.hasPrefix("scenario") }, r.stdout)
        let ratios = table[header + 2].split(separator: " ").map(String.init)
        let strategies = table[header].split(separator: " ").dropFirst().map { String($0.filter { $0 != "†" }) }
        XCTAssertEqual(strategies.count, 3, r.stdout)
        for (name, cell) in zip(strategies, ratios) {
            let row = try XCTUnwrap(rows.first { $0.strategy.rawValue == name && $0.scenario == .scroll })
            XCTAssertEqual(
                cell, TablePrinter.ratioCell(row).trimmingCharacters(in: .whitespaces), "\(name): \(r.stdout)")
        }
    }

    func testRunWritesJSONWithTheCSVsFields() throws {
        let r = try CLIRunner.run([
            "run", "--quick", "--presets", "grid", "--items", "1000", "--budget", "0.01",
            "--strategies", "none,interval-tree", "--scenarios", "scroll,prepare", "--format", "json",
            "--output", "-",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        let provenance = try XCTUnwrap(json["provenance"] as? [String: Any])
        let rows = try XCTUnwrap(json["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 4)
        let once = ResultRow.schema.columns.filter(\.describesRun).map(\.name)
        XCTAssertEqual(Set(provenance.keys), Set(once))
        XCTAssertTrue(once.contains("load_end") && once.contains("kernel") && once.contains("git_revision"))
        XCTAssertEqual(Set(rows[0].keys), Set(ResultRow.schema.header).subtracting(once))
        let tree = try XCTUnwrap(
            rows.first { $0["strategy"] as? String == "interval-tree" && $0["scenario"] as? String == "scroll" })
        XCTAssertNotNil(tree["ratio_to_none_ci_high"] as? Double, "numbers are bare")
        XCTAssertTrue(tree["flags"] is String)
        let prepare = try XCTUnwrap(rows.first { $0["scenario"] as? String == "prepare" })
        XCTAssertTrue(prepare["frames"] is NSNull, "an empty numeric cell is null")
        XCTAssertTrue(r.stderr.contains("left]"), "an estimate of the time left: \(r.stderr)")
    }

    func testRunArgumentErrors() throws {
        let cases: [([String], String)] = [
            (["run", "--strategies", "linear,fastest"], "unknown name 'fastest'"),
            (["run", "--scenarios", "scroll,sleep"], "unknown name 'sleep'"),
            (["run", "--max-items", "0"], "--max-items"),
            (["run", "--quick", "--max-items", "10"], "leaves no size to run"),
            (["run", "--allocator", "tcmalloc"], "tcmalloc"),
            (["run", "--format", "xml"], "xml"),
            (["compare", "a.csv", "b.csv", "--format", "html"], "html"),
            (["compare", "/nonexistent.csv", "/nonexistent.csv"], "cannot read"),
        ]
        for (args, message) in cases {
            let r = try CLIRunner.run(args)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): expected '\(message)' in \(r.stderr)")
        }
    }

    /// Every name as the first word of its own line, so a missing strategy, preset or scenario
    /// fails even where its name occurs in another one's summary (`none` in "no decorations: …").
    func testListNamesEveryStrategyPresetAndScenario() throws {
        let r = try CLIRunner.run(["list"])
        XCTAssertEqual(r.status, 0)
        let listed = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(
            listed,
            StrategyKind.allCases.map(\.rawValue) + Preset.allCases.map(\.rawValue)
                + ["scroll", "jump", "prepare", "cold-start", "update", "pinned-scroll", "self-sizing", "batch-update"]
                + ["(default)", "--quick", "--full"])
        XCTAssertTrue(
            r.stdout.contains(SweepPlan.Profile.firstRun.summary), "the default sweep, described: \(r.stdout)")
    }

    /// The machine-readable lists that scripts read instead of repeating them.
    func testListAsJSONForScripts() throws {
        let r = try CLIRunner.run(["list", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["strategies"] as? [String], StrategyKind.allCases.map(\.rawValue))
        XCTAssertEqual(json["brokenRecipes"] as? [String], BrokenRecipe.allCases.map(\.rawValue))
        XCTAssertEqual(json["presets"] as? [String], Preset.allCases.map(\.rawValue))
        XCTAssertEqual(
            json["scenarios"] as? [String],
            ["scroll", "jump", "prepare", "cold-start", "update", "pinned-scroll", "self-sizing", "batch-update"])
        XCTAssertEqual(json["quickSizes"] as? [Int], [10_000])
        let paths = try XCTUnwrap(json["jemallocPaths"] as? [String])
        XCTAssertTrue(!paths.isEmpty && paths.allSatisfy { $0.hasSuffix("/libjemalloc.so.2") }, "\(paths)")
        XCTAssertEqual(json["recommended"] as? String, StrategyKind.recommended.rawValue)
        let run = try XCTUnwrap((json["csv"] as? [String: Any])?["run"] as? [String: Any])
        let columns = try XCTUnwrap(run["columns"] as? [[String: Any]])
        XCTAssertEqual(columns.compactMap { $0["name"] as? String }, ResultRow.schema.header)
        XCTAssertEqual(
            run["key"] as? [String],
            [
                "preset", "seed", "scroll_direction", "items", "strategy", "scenario",
                "allocator", "frame_rule",
            ])
        let role = Dictionary(uniqueKeysWithValues: columns.map { ($0["name"] as! String, $0["role"] as! String) })
        XCTAssertEqual(
            columns.filter { $0["role"] as? String == "fault" }.map { $0["name"] as! String },
            ["duplicate_decorations", "z_order_violations", "late_decorations", "stale_views"])
        XCTAssertEqual(
            [
                role["median_ns"], role["examined_per_query"], role["views_created"], role["median_ns_ci_low"],
                role["git_revision"], role["ratio_to_none"],
            ],
            ["timing", "counter", "simulation", "interval", "provenance", "ratio"])
        XCTAssertEqual(run["ratio"] as? String, "ratio_to_none")
        XCTAssertEqual(run["revision"] as? String, "git_revision")
    }
}

/// `decobench simulate` end to end.
final class SimulateCommandTests: XCTestCase {
    func testCSVNamesTheBrokenRecipesFailures() throws {
        let r = try CLIRunner.run([
            "simulate", "--presets", "grid", "--items", "600", "--format", "csv",
            "--strategies", "interval-tree,naive-per-section,naive-per-cell",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        XCTAssertEqual(
            lines[0],
            [
                "preset", "strategy", "frames", "views_created", "views_reused", "configurations", "peak_views",
                "duplicate_decorations", "z_order_violations", "late_decorations", "stale_views",
                "over_pinned_headers", "stale_decorations", "missing_decorations",
            ])
        let row = Dictionary(uniqueKeysWithValues: lines.dropFirst().map { ($0[1], $0) })
        XCTAssertEqual(row["interval-tree"]?[7...].joined(separator: ","), "0,0,0,0,0,0,0")
        XCTAssertNotEqual(row["naive-per-section"]?[7], "0", "duplicates")
        XCTAssertNotEqual(row["naive-per-cell"]?[8], "0", "z-order violations")
    }

    func testTheNaiveSeparatorLeavesGapsOnAUsersFile() throws {
        let file = try CLIRunner.temporaryFile(
            "separated.json", contents: Preset.separated.make(items: 400, seed: 4).jsonText())
        let r = try CLIRunner.run(["simulate", "--dataset", file, "--strategies", "interval-tree,naive-separator"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let note = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(note.hasPrefix("gaps (on-screen elements not returned): naive-separator on \(file): "), r.stdout)
        XCTAssertFalse(note.contains("interval-tree"), "the model leaves no gaps: \(note)")
        let csv = try CLIRunner.run([
            "simulate", "--dataset", file, "--strategies", "naive-separator", "--format", "csv",
        ])
        XCTAssertEqual(csv.stdout.split(separator: "\n").count, 2, "the CSV keeps its columns; the note goes to stderr")
        XCTAssertTrue(csv.stderr.contains("naive-separator on"), csv.stderr)
        let both = try CLIRunner.run(["simulate", "--dataset", file, "--presets", "feed"])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.contains("either --dataset or --preset"), both.stderr)
    }

    func testBrokenRecipesAreNeverDefaults() throws {
        let r = try CLIRunner.run(["simulate", "--items", "200"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stdout.contains("naive"), r.stdout)
        let bad = try CLIRunner.run(["simulate", "--strategies", "naive"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("unknown name 'naive'"), bad.stderr)
    }
}

/// What `decobench run` plans from its arguments, without running it.
final class RunPlanTests: XCTestCase {
    /// The default sweep runs in several processes that share its budget; --quick keeps its own;
    /// explicit values win; a child computes the same budget as its parent.
    func testDefaultSweepSharesItsBudgetAcrossProcesses() throws {
        func plan(_ args: [String]) throws -> (processes: Int, budget: Double) {
            let command = try XCTUnwrap(try Decobench.parseAsRoot(["run"] + args) as? RunCommand)
            return (command.sweep.plannedProcesses, command.sweep.plannedBudget)
        }
        let standard = try plan([])
        XCTAssertEqual(standard.processes, SweepPlan.firstRunProcesses)
        XCTAssertGreaterThan(standard.processes, 1, "the default sweep merges several processes")
        XCTAssertEqual(standard.budget * Double(standard.processes), SweepPlan.firstRunTotalBudget, accuracy: 1e-12)
        XCTAssertEqual(try plan(["--processes", "1"]).budget, SweepPlan.firstRunTotalBudget, accuracy: 1e-12)
        XCTAssertEqual(try plan(["--processes", "2", "--budget", "0.5"]).budget, 0.5)
        let quick = try plan(["--quick"])
        XCTAssertEqual(quick.processes, SweepPlan.quickProcesses)
        XCTAssertEqual(quick.budget, SweepPlan.quickBudget)
        let full = try plan(["--full"])
        XCTAssertEqual(full.processes, SweepPlan.fullProcesses)
        XCTAssertEqual(full.budget * Double(full.processes), SweepPlan.fullTotalBudget, accuracy: 1e-12)
    }

    /// No flag: the first-run sweep; --quick: CI's, unchanged; --full: the reference sweep;
    /// options narrow any of them; both flags at once are refused.
    func testEachFlagSelectsItsSweep() throws {
        func sweep(_ args: [String]) throws -> SweepOptions {
            try XCTUnwrap(try Decobench.parseAsRoot(["run"] + args) as? RunCommand).sweep
        }
        let first = try sweep([])
        XCTAssertEqual(first.profile, .firstRun)
        XCTAssertEqual(
            try first.plannedEntries().map { "\($0.name) \($0.items)" },
            [
                "grid 10000", "grid 100000", "feed 10000", "feed 100000", "overlapping 10000", "overlapping 100000",
                "mixed 10000", "mixed 100000",
            ])
        XCTAssertEqual(first.plannedScenarios, [.scroll, .jump, .prepare])
        let quick = try sweep(["--quick"])
        XCTAssertEqual(quick.profile, .quick)
        XCTAssertEqual(
            try quick.plannedEntries().map(\.name), ["grid", "feed", "horizontal"], "CI's sweep as its baseline has it")
        XCTAssertEqual(try quick.plannedSizes(), [10_000])
        XCTAssertEqual(quick.plannedScenarios, [.scroll, .prepare, .coldStart, .update])
        let full = try sweep(["--full"])
        XCTAssertEqual(full.profile, .full)
        XCTAssertEqual(try full.plannedEntries().count, Preset.allCases.filter { $0 != .separated }.count * 4)
        XCTAssertEqual(full.plannedScenarios, Scenario.allCases)
        let narrowed = try sweep(["--full", "--presets", "grid", "--items", "1000"])
        XCTAssertEqual(try narrowed.plannedEntries().map(\.items), [1_000])
        XCTAssertEqual(narrowed.plannedProcesses, SweepPlan.fullProcesses)
        XCTAssertThrowsError(try Decobench.parseAsRoot(["run", "--quick", "--full"]))
        XCTAssertTrue(
            RunCommand.configuration.discussion.contains(SweepPlan.Profile.full.summary), "help says what --full runs")
    }
}
