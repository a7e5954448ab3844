import DecorationBench
import DecorationStrategies
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reading a data-set (or batch) JSON file: every failure names the file, what it was read as,
/// and the reason (no such file, a directory, not readable, empty, too large, not UTF-8) before
/// the reader names the field.
package enum DataSetFile {
    /// What a file is read as, for messages: `data set` or `batch file`.
    package enum Role: String {
        case dataSet = "data set"
        case batches = "batch file"

        /// How to bring a file under the size limit.
        package var shrink: String {
            self == .dataSet
                ? "use uniform sections (\"itemCount\" with \"itemSize\") or fewer items"
                : "split the batches over several runs"
        }
    }

    /// Checks, without reading it, that `path` can be a data-set file: it exists, is not a
    /// directory, is readable, and is not larger than ``DataSetLimits/maxJSONBytes``.
    ///
    /// - Throws: `CLIError` naming the path and the reason.
    package static func check(_ path: String, as role: Role = .dataSet) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(path, role, systemError()) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw failure(path, role, "it is a directory; give a \(role == .dataSet ? "data-set" : "batch") JSON file")
        }
        guard access(path, R_OK) == 0 else { throw failure(path, role, systemError()) }
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > DataSetLimits.maxJSONBytes {
            throw tooLarge(path, role, Int(info.st_size))
        }
    }

    /// Reads and parses a data-set file.
    ///
    /// - Throws: `CLIError` naming the path and the reason, or the reader's ``DataSetError``
    ///   after the path.
    package static func load(_ path: String) throws -> DataSet {
        try check(path)
        let bytes = try read(path)
        if bytes.isEmpty { throw failure(path, .dataSet, "the file is empty; expected a data-set JSON object") }
        if let problem = TextFile.encodingProblem(bytes) { throw failure(path, .dataSet, problem) }
        do {
            return try DataSet(json: String(decoding: bytes, as: UTF8.self))
        } catch let error as DataSetError {
            throw CLIError("data set '\(path)': \(error)")
        }
    }

    /// The file's bytes, at most one more than the limit (so that a device or a pipe cannot
    /// feed it forever).
    package static func read(_ path: String, as role: Role = .dataSet) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(path, role, systemError()) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= DataSetLimits.maxJSONBytes {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw failure(path, role, systemError()) }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
        throw tooLarge(path, role, bytes.count)
    }

    private static func tooLarge(_ path: String, _ role: Role, _ size: Int) -> CLIError {
        failure(
            path, role,
            "\(size) bytes is more than the limit of \(DataSetLimits.maxJSONBytes) bytes for a \(role.rawValue); "
                + role.shrink)
    }

    private static func failure(_ path: String, _ role: Role, _ reason: String) -> CLIError {
        CLIError("cannot read \(role.rawValue) '\(path)': \(reason)")
    }
}

/// The C library's text for the current `errno`, e.g. "No such file or directory".
package func systemError() -> String { String(cString: strerror(errno)) }
