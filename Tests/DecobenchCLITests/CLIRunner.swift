import Foundation
import XCTest

/// Runs the built `decobench` executable and captures its output and exit code.
/// Holds what the standard-error reader thread read; written once, read after `group.wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

enum CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        // The test bundle sits next to the products in .build/<config>/.
        var dir = Bundle.main.bundleURL
        if dir.pathExtension == "xctest" { dir = dir.deletingLastPathComponent() }
        return dir.appendingPathComponent("decobench")
    }

    /// Runs `decobench`, or another program (e.g. strace) with `executable`. `stdout` or `stderr`
    /// sends that stream to a file instead (e.g. /dev/full; it then reads as empty);
    /// `closedStdout` or `closedStderr` gives it a pipe whose reading end is already closed.
    static func run(
        _ arguments: [String], environment: [String: String]? = nil, executable: URL? = nil,
        stdout: String? = nil, stderr: String? = nil, closedStdout: Bool = false,
        closedStderr: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        func destination(_ path: String?, closed: Bool, _ pipe: Pipe) -> Any {
            if closed {
                let dead = Pipe()
                try? dead.fileHandleForReading.close()
                try? pipe.fileHandleForWriting.close()
                return dead
            }
            guard let path, let handle = FileHandle(forWritingAtPath: path) else { return pipe }
            try? pipe.fileHandleForWriting.close()
            return handle
        }
        process.standardOutput = destination(stdout, closed: closedStdout, out)
        process.standardError = destination(stderr, closed: closedStderr, err)
        try process.run()
        // Read both pipes concurrently so neither fills up and blocks the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFile(_ name: String, contents: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "decobench-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
