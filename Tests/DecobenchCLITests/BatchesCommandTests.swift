import XCTest

/// `decobench batches` end to end: every strategy replays random batches with no fault, and a
/// bad batch file is an error naming the batch, the update, the index and the fix.
final class BatchesCommandTests: XCTestCase {
    func testRandomBatchesReplayWithoutFaultsAndCountRecomputedDecorations() throws {
        let r = try CLIRunner.run([
            "batches", "--presets", "grid", "--items", "1500", "--batches-count", "12",
            "--strategies", "none,linear,augmented-list", "--frame-rule", "exact",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(
            rows.first, ["preset", "strategy", "batches", "recomputed_per_batch", "unanswered", "wrong_answers"])
        XCTAssertEqual(rows.dropFirst().map { $0[0] }, ["grid", "grid", "grid"])
        XCTAssertEqual(rows.dropFirst().map { $0[1] }, ["none", "linear", "augmented-list"])
        for row in rows.dropFirst() { XCTAssertEqual(row[4...], ["0", "0"], "\(row[1]): no faults") }
        let linear = Double(rows[2][3]) ?? 0, careful = Double(rows[3][3]) ?? .infinity
        XCTAssertGreaterThan(
            linear, 10 * careful, "linear rebuilds every decoration; augmented-list the touched sections'")
        let progress = r.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }
        XCTAssertEqual(progress.map { $0.prefix(4) }, ["[1/3", "[2/3", "[3/3"], r.stderr)
        XCTAssertTrue(progress.last?.hasSuffix("] augmented-list on grid: 12 batches") ?? false, r.stderr)
        XCTAssertTrue(progress.last?.contains("left]") ?? false, "the time left, from the second step: \(r.stderr)")
    }

    /// The naive recipe that keeps its decorations until a reload is caught: wrong answers after
    /// batches; a recipe is there to show its faults, so they alone do not fail the command
    /// (exit 0), while a strategy's would (exit 2).
    func testTheNaiveRecipeIsCaught() throws {
        let r = try CLIRunner.run([
            "batches", "--presets", "grid", "--items", "1500", "--batches-count", "12",
            "--strategies", "augmented-list,naive-batch",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(rows.dropFirst().map { $0[1] }, ["augmented-list", "naive-batch"])
        XCTAssertEqual(rows[1][5], "0")
        XCTAssertGreaterThan(Int(rows[2][5]) ?? 0, 6, "naive-batch: stale after most batches")
    }

    /// `--preset` takes a list, as `run` and `simulate` do: `a,b`, `a b` or repeated, each preset
    /// replayed in turn (repeats once), its rows named after it.
    func testPresetTakesAListAndReplaysEachInTurn() throws {
        let common = ["--items", "300", "--batches-count", "3", "--strategies", "none,augmented-list"]
        var outputs: [String] = []
        for presets in [["grid,feed"], ["grid", "feed"], ["grid", "--presets", "feed", "--presets", "grid"]] {
            let r = try CLIRunner.run(["batches", "--presets"] + presets + common)
            XCTAssertEqual(r.status, 0, r.stderr)
            let rows = r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").prefix(2) }
            XCTAssertEqual(
                rows.map { $0.joined(separator: " ") },
                ["grid none", "grid augmented-list", "feed none", "feed augmented-list"], "\(presets)")
            outputs.append(r.stdout)
        }
        XCTAssertEqual(Set(outputs).count, 1, "one list, however it is written")
        let one = try CLIRunner.run(["batches", "--presets", "feed"] + common)
        let feedRows = one.stdout.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
        XCTAssertTrue(outputs[0].hasSuffix(feedRows), "feed's rows as on its own: \(one.stdout)")
        let bad = try CLIRunner.run(["batches", "--presets", "grid,nope"] + common)
        XCTAssertEqual(bad.status, 64, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("unknown name 'nope'; choose from feed, grid"), bad.stderr)
    }

    func testABadBatchIsAnErrorNamingTheUpdateTheIndexAndTheFix() throws {
        let cases = [
            #"{"batches": [[], [{"action": "delete", "section": 900}]]}"#:
                "batches[1], update 0 (delete section 900): section 900 does not exist",
            #"{"batches": [[{"action": "move", "section": 0, "item": 1, "to": {"section": 0, "item": 1}}]]}"#:
                "moves onto itself; remove the update, or name another place",
            #"{"batches": [[{"action": "delete", "section": 0, "item": 2, "count": 40}]]}"#:
                "below zero",
            #"{"batches": [[{"action": "reload"}]]}"#: "batches[0][0].section: missing",
        ]
        for (json, message) in cases {
            let file = try CLIRunner.temporaryFile("batches.json", contents: json)
            let r = try CLIRunner.run(["batches", "--presets", "grid", "--items", "500", "--batch-file", file])
            XCTAssertEqual(r.status, 1, json)
            XCTAssertTrue(r.stderr.contains(message), "\(json): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("Fatal error"), r.stderr)
        }
    }
}
