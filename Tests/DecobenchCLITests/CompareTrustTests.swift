import DecorationBench
import Foundation
import XCTest

/// `compare` is a gate: a row it cannot trust (a repeated measurement, a repeated column, a ratio
/// outside its own interval, a crossed interval) is malformed input, refused with the file, the
/// row, the column and the value, never read as "ok" or as a regression.
final class CompareTrustTests: XCTestCase {
    private let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../results/quick-baseline.csv").path

    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-trust-\(getpid())-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// The baseline's lines, split into fields (it quotes nothing).
    private func lines() throws -> [[String]] {
        try String(contentsOfFile: base, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }

    private func compare(_ lines: [[String]], _ context: String) throws -> CLIRunner.Result {
        let path = try scratch() + "/current.csv"
        try (lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        return try CLIRunner.run(["compare", base, path])
    }

    private func assertRefused(
        _ r: CLIRunner.Result, _ expected: [String], _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue((1...127).contains(r.status), "\(context): exit \(r.status)", file: file, line: line)
        XCTAssertFalse(
            r.stdout.contains("SLOWER") || r.stdout.contains("COUNTER UP"), "\(context): no verdict on bad input",
            file: file, line: line)
        for text in expected {
            XCTAssertTrue(
                r.stderr.contains(text), "\(context): expected '\(text)' in \(r.stderr.prefix(600))", file: file,
                line: line)
        }
    }

    func testARepeatedMeasurementIsRefused() throws {
        var csv = try lines()
        var repeated = csv[1]
        repeated[csv[0].firstIndex(of: "examined_per_query")!] = "999"
        csv.append(repeated)
        assertRefused(try compare(csv, "repeated row"), ["current.csv: row \(csv.count)", "row 2"], "a repeated row")
    }

    func testARepeatedColumnIsRefused() throws {
        let csv = try lines().map { $0 + [$0[10]] }
        assertRefused(
            try compare(csv, "repeated column"), ["current.csv", "column 'median_ns'", "twice"], "a repeated column")
    }

    func testARatioOutsideItsIntervalIsRefused() throws {
        var csv = try lines()
        let column = csv[0].firstIndex(of: "ratio_to_none")!
        csv[2][column] = "1e300"
        assertRefused(try compare(csv, "ratio"), ["current.csv: row 3", "ratio_to_none", "1e300"], "ratio 1e300")
    }

    func testACrossedIntervalIsRefused() throws {
        var csv = try lines()
        let (low, high) = (
            csv[0].firstIndex(of: "ratio_to_none_ci_low")!, csv[0].firstIndex(of: "ratio_to_none_ci_high")!
        )
        csv[2].swapAt(low, high)
        assertRefused(
            try compare(csv, "crossed"), ["current.csv: row 3", "ratio_to_none_ci_low", csv[2][low]], "crossed interval"
        )
    }

    /// Two data sets whose files share a name would share a key (the CSV names a data set
    /// after its file): the run refuses them, naming both, before it measures anything; so does a
    /// file named like a preset of the same run. Before, one run compared with the same run in
    /// the other order reported a counter regression.
    func testDataSetsWhoseRowsWouldCollideAreRefused() throws {
        let dir = try scratch()
        for folder in ["d1", "d2"] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(folder)", withIntermediateDirectories: true)
            try Preset.grid.make(items: 200, seed: 1).jsonText().write(
                toFile: "\(dir)/\(folder)/set.json", atomically: false, encoding: .utf8)
        }
        try Preset.feed.make(items: 200, seed: 1).jsonText().write(
            toFile: "\(dir)/grid.json", atomically: false, encoding: .utf8)
        let common = [
            "run", "--strategies", "none", "--scenarios", "scroll", "--budget", "0.01", "--processes", "1", "--output",
            "-",
        ]
        let cases: [([String], [String])] = [
            (
                ["--dataset", "\(dir)/d1/set.json", "--dataset", "\(dir)/d2/set.json"],
                ["--dataset '\(dir)/d2/set.json'", "--dataset '\(dir)/d1/set.json'", "named 'set'"]
            ),
            (
                ["--dataset", "\(dir)/d1/set.json", "--dataset", "\(dir)/d1/set.json"],
                ["--dataset '\(dir)/d1/set.json'", "give each data set once"]
            ),
            (
                ["--presets", "grid", "--items", "200", "--dataset", "\(dir)/grid.json"],
                ["--presets grid", "named 'grid'"]
            ),
        ]
        for (args, expected) in cases {
            let r = try CLIRunner.run(common + args)
            XCTAssertTrue((1...127).contains(r.status), "\(args): exit \(r.status)")
            for text in expected {
                XCTAssertTrue(r.stderr.contains(text), "\(args): expected '\(text)' in \(r.stderr)")
            }
            XCTAssertFalse(r.stderr.contains("[1/"), "refused before the sweep: \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
    }

    /// A run written as JSON compares like its CSV; a UTF-16 CSV says why it cannot be read.
    func testJSONRunsCompareAndUnreadableFilesSayWhy() throws {
        let dir = try scratch()
        let run = [
            "run", "--presets", "grid", "--items", "50", "--strategies", "none,linear", "--scenarios", "prepare",
            "--budget", "0.01", "--processes", "1", "--format", "json", "--output", "\(dir)/run.json",
        ]
        XCTAssertEqual(try CLIRunner.run(run).status, 0)
        let json = try CLIRunner.run(["compare", "\(dir)/run.json", "\(dir)/run.json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let utf16 = dir + "/utf16.csv"
        try (Data([0xFF, 0xFE]) + (try String(contentsOfFile: base, encoding: .utf8)).data(using: .utf16LittleEndian)!)
            .write(to: URL(fileURLWithPath: utf16))
        let r = try CLIRunner.run(["compare", base, utf16])
        XCTAssertTrue((1...127).contains(r.status))
        XCTAssertTrue(r.stderr.contains("UTF-16"), r.stderr)
    }
}
