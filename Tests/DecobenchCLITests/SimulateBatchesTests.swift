import XCTest

/// `decobench simulate` with batch updates while scrolling, end to end: the batch columns
/// follow the others, a real strategy scores zero in them and `naive-batch` does not, batches
/// are read from a file as `decobench batches` reads them, and what cannot run batches is an
/// error naming it.
final class SimulateBatchesTests: XCTestCase {
    /// The CSV's rows by strategy, as dictionaries from column to cell.
    private func rows(_ csv: String) -> [String: [String: String]] {
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        guard let header = lines.first else { return [:] }
        return Dictionary(
            lines.dropFirst().map { ($0[1], Dictionary(uniqueKeysWithValues: zip(header, $0))) },
            uniquingKeysWith: { a, _ in a })
    }

    private let batchColumns = [
        "batches", "batch_unanswered", "batch_duplicates", "batch_z_order", "batch_stale_views", "batch_wrong_answers",
    ]

    func testRandomBatchesAddTheirColumnsAndCatchTheNaiveRecipe() throws {
        let r = try CLIRunner.run([
            "simulate", "--presets", "grid", "--items", "400", "--batches-count", "30", "--format", "csv",
            "--strategies", "augmented-list,naive-batch",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let progress = r.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }
        XCTAssertEqual(progress.map { $0.prefix(4) }, ["[1/2", "[2/2"], r.stderr)
        XCTAssertTrue(progress.last?.hasSuffix("] naive-batch on grid") ?? false, r.stderr)
        let header = r.stdout.split(separator: "\n").first?.split(separator: ",").map(String.init) ?? []
        XCTAssertEqual(Array(header.suffix(batchColumns.count)), batchColumns)
        XCTAssertEqual(header.count, 14 + batchColumns.count, "the plain columns first, unchanged")
        let byStrategy = rows(r.stdout)
        XCTAssertEqual(byStrategy["augmented-list"]?["batches"], "30")
        for column in batchColumns.dropFirst() {
            XCTAssertEqual(byStrategy["augmented-list"]?[column], "0", column)
        }
        XCTAssertNotEqual(byStrategy["naive-batch"]?["batch_stale_views"], "0", "naive-batch: stale after batches")
    }

    /// A strategy with a fault makes `simulate` exit 2 and name it (`per-section` draws late on
    /// `overlapping`, its recipe's blind spot); a broken recipe's faults do not, nor do none.
    func testAStrategyWithFaultsExitsTwoABrokenRecipeDoesNot() throws {
        let faulty = try CLIRunner.run([
            "simulate", "--presets", "overlapping", "--items", "3000", "--strategies", "per-section,augmented-list",
        ])
        XCTAssertEqual(faulty.status, 2, faulty.stderr)
        let faults = faulty.stderr.split(separator: "\n").filter { $0.hasPrefix("faults in strategies: ") }
        XCTAssertEqual(faults.count, 1, faulty.stderr)
        XCTAssertTrue(faults.first?.contains("per-section on overlapping: ") ?? false, faulty.stderr)
        XCTAssertFalse(faults.first?.contains("augmented-list on") ?? true, faulty.stderr)
        let broken = try CLIRunner.run([
            "simulate", "--presets", "grid", "--items", "400", "--strategies", "augmented-list,naive-per-section",
        ])
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertTrue(broken.stdout.contains("naive-per-section"), broken.stdout)
    }

    func testBatchesAreReadFromAFileAsDecobenchBatchesReadsThem() throws {
        let good = try CLIRunner.temporaryFile(
            "good.json",
            contents: #"{"batches": [[{"action": "delete", "section": 0}], [{"action": "insert", "section": 1}]]}"#)
        let r = try CLIRunner.run([
            "simulate", "--presets", "grid", "--items", "400", "--batch-file", good, "--format", "csv",
            "--strategies", "interval-tree",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(rows(r.stdout)["interval-tree"]?["batches"], "2")
        XCTAssertEqual(rows(r.stdout)["interval-tree"]?["batch_wrong_answers"], "0")

        let bad = try CLIRunner.temporaryFile(
            "bad.json", contents: #"{"batches": [[], [{"action": "delete", "section": 900}]]}"#)
        let e = try CLIRunner.run(["simulate", "--presets", "grid", "--items", "400", "--batch-file", bad])
        XCTAssertEqual(e.status, 1)
        XCTAssertTrue(
            e.stderr.contains("batches[1], update 0 (delete section 900): section 900 does not exist"), e.stderr)
    }

    func testWhatCannotRunBatchesIsAnErrorNamingIt() throws {
        let cases: [([String], Int32, String)] = [
            (["--batches-count", "3", "--batch-file", "x.json"], 64, "either --batch-file FILE or --batches-count N"),
            (["--batches-count=-1"], 64, "--batches-count: -1 is outside 0...100000"),
            (["--batches-count", "3", "--strategies", "none,naive-separator"], 1, "--strategies naive-separator"),
            (["--batches-count", "3", "--presets", "self-sizing"], 1, "estimates its item sizes"),
        ]
        for (arguments, status, message) in cases {
            let r = try CLIRunner.run(["simulate", "--items", "100"] + arguments)
            XCTAssertEqual(r.status, status, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("Error: "), "refused before any strategy runs: \(r.stderr)")
        }
        let batches = try CLIRunner.run([
            "batches", "--presets", "grid", "--items", "100", "--strategies", "none,naive-separator",
        ])
        XCTAssertEqual(batches.status, 1, batches.stderr)
        XCTAssertTrue(batches.stderr.hasPrefix("Error: --strategies naive-separator: "), batches.stderr)
    }
}
