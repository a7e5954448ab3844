import DecorationBench
import DecorationStrategies
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reading a text file that a person may have saved in the wrong form: every failure says why
/// (no such file, a directory, not readable, UTF-16, not UTF-8), so that "cannot read" is never
/// the whole message.
package enum TextFile {
    /// Why a file's bytes are not UTF-8 text, or nil when they are.
    package static func encodingProblem(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return "it is UTF-16 text (it starts with a byte-order mark); save it as UTF-8"
        }
        if String(validating: bytes, as: UTF8.self) == nil { return "it is not UTF-8 text; save it as UTF-8" }
        if bytes.contains(0) {
            return "it holds NUL bytes (UTF-16 or UTF-32 text without a byte-order mark?); save it as UTF-8"
        }
        return nil
    }

    /// The file's text.
    ///
    /// - Throws: `CLIError` "cannot read '`path`': `reason`".
    package static func read(_ path: String) throws -> String {
        func failure(_ reason: String) -> CLIError { CLIError("cannot read '\(path)': \(reason)") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(systemError()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw failure("it is a directory; give a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure(access(path, R_OK) != 0 ? systemError() : "the read failed")
        }
        let bytes = [UInt8](data)
        if let problem = encodingProblem(bytes) { throw failure(problem) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
