import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `run --output` is checked before the sweep, keeps symbolic links and
/// FIFOs what they are, and names the path and the reason when it cannot write.
final class OutputFileTests: XCTestCase {
    /// A tiny run: one preset, one size, one strategy, one scenario.
    private let tinyRun = [
        "run", "--presets", "grid", "--items", "100", "--strategies", "none", "--scenarios", "prepare", "--budget",
        "0.01",
    ]

    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-output-\(getpid())-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func testABadDestinationFailsBeforeTheSweepAndSaysWhy() throws {
        let dir = try scratch()
        let notAFolder = dir + "/plain.txt"
        try "x".write(toFile: notAFolder, atomically: false, encoding: .utf8)
        let cases: [(String, String)] = [
            (dir, "cannot write '\(dir)': it is a directory; give a file name, e.g. \(dir)/latest.csv"),
            (notAFolder + "/out.csv", "cannot write '\(notAFolder)/out.csv': '\(notAFolder)' is not a folder"),
        ]
        for (path, expected) in cases {
            let r = try CLIRunner.run(tinyRun + ["--output", path])
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains(expected), "expected '\(expected)' in \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("[1/1]"), "the sweep must not start: \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("NSCocoaErrorDomain"), r.stderr)
        }
    }

    func testASymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
        let dir = try scratch()
        let target = dir + "/target.csv", link = dir + "/link.csv"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.csv")
        let r = try CLIRunner.run(tinyRun + ["--output", link])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "target.csv", "still a link")
        XCTAssertTrue(
            try String(contentsOfFile: target, encoding: .utf8).hasPrefix("preset,seed,"), "the target holds the CSV")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["link.csv", "target.csv"],
            "no temporary file left")
        // A dangling link: its target is created; one into a missing folder is refused before the sweep.
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.csv", withDestinationPath: "made.csv")
        XCTAssertEqual(try CLIRunner.run(tinyRun + ["--output", dir + "/dangling.csv"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: dir + "/made.csv", encoding: .utf8).hasPrefix("preset,seed,"))
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/nowhere.csv", withDestinationPath: "/nonexistent/folder/x.csv")
        let refused = try CLIRunner.run(tinyRun + ["--output", dir + "/nowhere.csv"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains("(a link to '/nonexistent/folder/x.csv'): the folder '/nonexistent/folder'"),
            refused.stderr)
        XCTAssertFalse(refused.stderr.contains("[1/1]"), refused.stderr)
    }

    func testAFIFOIsWrittenThroughNotReplaced() throws {
        let fifo = try scratch() + "/pipe.csv"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Open the reading end first, without blocking, so the writer's open succeeds; the CSV
        // of one row fits in the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let r = try CLIRunner.run(tinyRun + ["--output", fifo])
        XCTAssertEqual(r.status, 0, r.stderr)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        XCTAssertGreaterThan(n, 0, "the CSV went through the FIFO")
        XCTAssertTrue(String(decoding: buffer[..<max(0, n)], as: UTF8.self).hasPrefix("preset,seed,"))
    }

    func testAMissingFolderIsCreatedAndAnExistingFileKeepsItsMode() throws {
        let dir = try scratch()
        let nested = dir + "/a/b/out.csv"
        XCTAssertEqual(try CLIRunner.run(tinyRun + ["--output", nested]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: nested, encoding: .utf8).hasPrefix("preset,seed,"))
        XCTAssertEqual(chmod(nested, 0o640), 0)
        XCTAssertEqual(try CLIRunner.run(tinyRun + ["--output", nested]).status, 0)
        var info = stat()
        XCTAssertEqual(stat(nested, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "replacing the file keeps its permissions")
    }
}
