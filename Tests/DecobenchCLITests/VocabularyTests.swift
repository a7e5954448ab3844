import ArgumentParser
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness

/// One vocabulary across the commands: `--items` for sizes, `--presets` for a list of presets
/// (`--preset` where a command takes one data set), `--strategies` for strategies and broken
/// recipes, `--batch-file` and `--batches-count` for batches, one `--seed` with one default, one
/// `--frame-rule`, one `--format` whose values each command names (`text` for a person); the old
/// spellings are taken as before, with a line saying so, and refused beside the new ones.
final class VocabularyTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> ParsableCommand {
        try Decobench.parseAsRoot(arguments)
    }

    func testRunTakesItemsAsAListAndSizesAsItsOldName() throws {
        let items = try XCTUnwrap(try parse(["run", "--items", "100,2000"]) as? RunCommand)
        XCTAssertEqual(try items.sweep.plannedSizes(), [100, 2000])
        let old = try XCTUnwrap(try parse(["run", "--sizes", "100,2000"]) as? RunCommand)
        XCTAssertEqual(try old.sweep.plannedSizes(), [100, 2000])
        XCTAssertThrowsError(try parse(["run", "--items", "100", "--sizes", "200"])) { error in
            XCTAssertTrue(Decobench.message(for: error).contains("--sizes is the old name of --items"))
        }
    }

    func testTheOldSpellingSaysSoOnStandardError() throws {
        let r = try CLIRunner.run([
            "run", "--preset", "grid", "--sizes", "50", "--strategies", "none", "--scenarios", "prepare",
            "--budget", "0.01", "--processes", "1", "--output", "-",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "--sizes is deprecated").count - 1, 1, r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "--preset is deprecated").count - 1, 1, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 2, "a header and grid's row: \(r.stdout)")
    }

    /// `run`, `simulate` and `batches` take a list in `--presets`, and `--preset` as its old
    /// spelling, never both; `attributes`, `dataset` and `instructions` take one in `--preset`.
    func testListCommandsTakePresetsAndTheOldSpellingAlone() throws {
        let run = try XCTUnwrap(try parse(["run", "--presets", "grid,feed"]) as? RunCommand)
        XCTAssertEqual(run.sweep.plannedPresets, [.grid, .feed])
        let old = try XCTUnwrap(try parse(["run", "--preset", "grid,feed"]) as? RunCommand)
        XCTAssertEqual(old.sweep.plannedPresets, [.grid, .feed])
        let simulate = try XCTUnwrap(try parse(["simulate", "--presets", "grid", "pinned"]) as? SimulateCommand)
        XCTAssertEqual(simulate.source.sources(default: [.feed]).map(\.name), ["grid", "pinned"])
        let batches = try XCTUnwrap(try parse(["batches", "--presets", "grid,feed"]) as? BatchesCommand)
        XCTAssertEqual(batches.source.sources(default: []).map(\.name), ["grid", "feed"])
        for command in ["run", "simulate", "batches"] {
            XCTAssertThrowsError(try parse([command, "--presets", "grid", "--preset", "feed"]), command) { error in
                XCTAssertTrue(Decobench.message(for: error).contains("--preset is the old name of --presets"))
            }
        }
        XCTAssertThrowsError(try parse(["attributes", "--presets", "grid", "--rect", "0,0,1,1"]))
    }

    func testSimulateAndInstructionsTakeTheFrameRule() throws {
        let simulate = try XCTUnwrap(try parse(["simulate", "--frame-rule", "exact"]) as? SimulateCommand)
        XCTAssertEqual(simulate.frameRuleOption.frameRule, .exact)
        let instructions = try XCTUnwrap(
            try parse(["instructions", "--strategy", "none", "--frame-rule", "exact"]) as? InstructionsCommand)
        XCTAssertEqual(instructions.frameRuleOption.frameRule, .exact)
        // On `variable` the two rules frame sections differently: a layout framed by one rule and
        // checked against the other would show faults.
        let r = try CLIRunner.run([
            "simulate", "--presets", "variable", "--items", "500", "--strategies", "section-search,section-cache",
            "--frame-rule", "exact", "--format", "csv",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("faults in strategies"), r.stderr)
    }

    func testBatchesTakesBrokenRecipesInStrategiesAndBatchesCount() throws {
        let batches = try XCTUnwrap(
            try parse(["batches", "--presets", "grid", "--strategies", "none,naive-batch", "--batches-count", "3"])
                as? BatchesCommand)
        XCTAssertEqual(batches.batchSource.count, 3)
        XCTAssertEqual(
            ArgumentValue.flattened(batches.strategies, default: []).map(\.name), ["none", "naive-batch"])
        XCTAssertThrowsError(
            try parse(["batches", "--presets", "grid", "--count", "2", "--batches-count", "3"])
        ) { error in
            XCTAssertTrue(Decobench.message(for: error).contains("--count is the old name of --batches-count"))
        }
    }

    /// The old spellings do what they did: `--count N` replays N batches, `--broken` adds its
    /// recipes to the strategies (all of them when `--strategies` is not given); each says so.
    func testBatchesStillTakesCountAndBrokenAsBefore() throws {
        let r = try CLIRunner.run([
            "batches", "--presets", "grid", "--items", "300", "--count", "2", "--broken", "naive-batch",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(rows.map { $0[1] }, StrategyKind.allCases.map(\.rawValue) + ["naive-batch"])
        XCTAssertEqual(Set(rows.map { $0[2] }), ["2"], "--count 2: two batches each")
        XCTAssertTrue(r.stderr.contains("--count is deprecated"), r.stderr)
        XCTAssertTrue(r.stderr.contains("--broken is deprecated"), r.stderr)
    }

    /// `simulate` and `batches` share their data-set and batch options: the same names, checks and
    /// default item count; `--batches` is the old name of `--batch-file`.
    func testSimulateAndBatchesShareDataSetAndBatchOptions() throws {
        let simulate = try XCTUnwrap(try parse(["simulate"]) as? SimulateCommand)
        let batches = try XCTUnwrap(try parse(["batches", "--presets", "grid"]) as? BatchesCommand)
        XCTAssertEqual(simulate.source.items, DataSetOptions.defaultItems)
        XCTAssertEqual(batches.source.items, DataSetOptions.defaultItems)
        for command in ["simulate", "batches"] {
            let old = try XCTUnwrap(
                try parse([command, "--presets", "grid", "--batches", "b.json"]).asBatchSource)
            XCTAssertEqual(old.path, "b.json")
            XCTAssertThrowsError(try parse([command, "--batches", "a.json", "--batch-file", "b.json"])) { error in
                XCTAssertTrue(Decobench.message(for: error).contains("--batches is the old name of --batch-file"))
            }
            XCTAssertThrowsError(try parse([command, "--batch-file", "a.json", "--batches-count", "2"])) { error in
                XCTAssertTrue(Decobench.message(for: error).contains("either --batch-file FILE or --batches-count N"))
            }
        }
        let refused: [([String], String)] = [
            (["--batches", "a.json", "--batches-count", "2"], "either --batches FILE or --batches-count N"),
            (["--batch-file", "a.json", "--count", "2"], "either --batch-file FILE or --count N"),
            (["--count=-1"], "--count: -1 is outside 0...\(BatchPlan.maxRandom); give a count in that range"),
        ]
        for (arguments, message) in refused {
            XCTAssertThrowsError(try parse(["batches", "--presets", "grid"] + arguments)) { error in
                XCTAssertTrue(Decobench.message(for: error).contains(message), Decobench.message(for: error))
            }
        }
        XCTAssertThrowsError(try parse(["batches"])) { error in
            XCTAssertTrue(Decobench.message(for: error).contains("give a data set"), "batches has no default")
        }
    }

    func testEveryCommandSeedsFromTheOneDefault() throws {
        let seeds: [UInt64] = [
            try XCTUnwrap(try parse(["run"]) as? RunCommand).sweep.seed,
            try XCTUnwrap(try parse(["simulate"]) as? SimulateCommand).source.seed,
            try XCTUnwrap(try parse(["dataset", "--preset", "grid"]) as? DatasetCommand).source.seed,
            try XCTUnwrap(try parse(["batches", "--presets", "grid"]) as? BatchesCommand).source.seed,
            try XCTUnwrap(try parse(["instructions", "--strategy", "none"]) as? InstructionsCommand).seed,
        ]
        XCTAssertEqual(seeds, Array(repeating: SeedOption.standard, count: seeds.count))
    }

    func testEachCommandTakesTheFormatsItNamesAndRefusesTheRest() throws {
        let commands: [(String, [String], [OutputFormat])] = [
            ("run", [], RunCommand.formats), ("simulate", [], SimulateCommand.formats),
            ("compare", ["a.csv", "b.csv"], CompareCommand.formats), ("verdict", ["a.csv"], VerdictCommand.formats),
            ("list", [], ListCommand.formats), ("batches", ["--presets", "grid"], BatchesCommand.formats),
        ]
        for (name, arguments, formats) in commands {
            // simulate's old `table` is taken with a warning: testSimulateTakesTableAsTheOldNameOfText.
            for format in OutputFormat.allCases where !(name == "simulate" && format == .table) {
                let line = [name] + arguments + ["--format", format.rawValue]
                if formats.contains(format) {
                    XCTAssertNoThrow(try parse(line), line.joined(separator: " "))
                } else {
                    XCTAssertThrowsError(try parse(line), line.joined(separator: " ")) { error in
                        let message = Decobench.message(for: error)
                        XCTAssertTrue(message.contains("--format \(format.rawValue)"), message)
                        XCTAssertTrue(message.contains(formats.map(\.rawValue).joined(separator: ", ")), message)
                    }
                }
            }
        }
        let simulate = try XCTUnwrap(try parse(["simulate"]) as? SimulateCommand)
        XCTAssertEqual(simulate.format, .text, "simulate prints an aligned table unless told otherwise")
        let batches = try XCTUnwrap(try parse(["batches", "--presets", "grid"]) as? BatchesCommand)
        XCTAssertEqual(batches.format, .csv, "batches prints CSV rows as it makes them unless told otherwise")
    }

    /// `batches --format text` prints the cells `--format csv` does, in an aligned table.
    func testBatchesPrintsTheSameCellsAsText() throws {
        let common = ["batches", "--presets", "grid", "--items", "200", "--batches-count", "2", "--strategies", "none"]
        let csv = try CLIRunner.run(common)
        let text = try CLIRunner.run(common + ["--format", "text"])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(text.status, 0, text.stderr)
        let fromCSV = csv.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let fromText = text.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(fromText, fromCSV)
        XCTAssertEqual(fromCSV.count, 2, "a header and the one strategy's row")
    }

    func testSimulateTakesTableAsTheOldNameOfText() throws {
        let common = ["simulate", "--presets", "grid", "--items", "200", "--strategies", "none"]
        let text = try CLIRunner.run(common + ["--format", "text"])
        let table = try CLIRunner.run(common + ["--format", "table"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertEqual(table.stdout, text.stdout)
        XCTAssertTrue(table.stderr.contains("--format table is deprecated"), table.stderr)
        XCTAssertFalse(text.stderr.contains("deprecated"), text.stderr)
    }
}

extension ParsableCommand {
    /// The batch options of `simulate` or `batches`.
    fileprivate var asBatchSource: BatchSourceOption? {
        (self as? SimulateCommand)?.batchSource ?? (self as? BatchesCommand)?.batchSource
    }
}
