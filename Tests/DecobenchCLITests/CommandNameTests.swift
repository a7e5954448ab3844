import Foundation
import XCTest

/// A user's executable (`Decobench.main(strategies:)`) is the whole CLI under its own name: its
/// help and its errors name it, never `decobench`. The built `decobench` is started here through
/// a link named `my-bench`, which is what its `argv[0]` then says.
final class CommandNameTests: XCTestCase {
    private func myBench() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-name-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let link = dir.appendingPathComponent("my-bench")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: CLIRunner.executable)
        return link
    }

    /// Every command's help but `run`'s (whose text another change rewrites) and the listing.
    func testHelpAndListingNameTheUsersCommand() throws {
        let bench = try myBench()
        let commands = [
            "", "run", "compare", "list", "attributes", "dataset", "instructions", "simulate", "verdict", "batches",
        ]
        for command in commands {
            let r = try CLIRunner.run((command.isEmpty ? [] : [command]) + ["--help"], executable: bench)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("my-bench"), "\(command) --help: \(r.stdout)")
            XCTAssertFalse(r.stdout.contains("decobench"), "\(command) --help: \(r.stdout)")
        }
        let root = try CLIRunner.run(["--help"], executable: bench)
        XCTAssertTrue(root.stdout.contains("Run `my-bench list` for what each one is."), root.stdout)
        let list = try CLIRunner.run(["list"], executable: bench)
        XCTAssertTrue(list.stdout.contains("Sweeps of `my-bench run`:"), list.stdout)
    }

    func testAnErrorAboutARunFileNamesTheUsersCommand() throws {
        let bench = try myBench()
        let csv = try CLIRunner.temporaryFile("not-a-run.csv", contents: "preset,seed\ngrid,1\n")
        let r = try CLIRunner.run(["verdict", csv], executable: bench)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("is this a CSV that `my-bench run` wrote?"), r.stderr)
        let json = try CLIRunner.temporaryFile("not-a-run.json", contents: "{}")
        let j = try CLIRunner.run(["verdict", json], executable: bench)
        XCTAssertTrue(j.stderr.contains("give a file that `my-bench run` wrote"), j.stderr)
        let messages = (r.stderr + j.stderr).replacingOccurrences(of: csv, with: "").replacingOccurrences(
            of: json, with: "")
        XCTAssertFalse(messages.contains("decobench"), messages)
    }
}
