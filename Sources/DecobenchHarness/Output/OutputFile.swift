import DecorationBench
import DecorationStrategies
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where `run --output` writes, checked before the sweep starts so that a bad path fails in a
/// second, not after minutes of measuring.
///
/// - A regular file, or a path that does not exist yet, is replaced whole: the text goes to a
///   temporary file beside it, which is then renamed over it (keeping the old file's
///   permissions), so a failed write leaves the old file as it was. Missing folders are created.
/// - A symbolic link is written through: its target gets the text, the link stays a link (and
///   `/dev/stdout`, a link into /proc, reaches the real standard output).
/// - A character device or a FIFO (`/dev/null`, `/dev/full`, a named pipe) is written through,
///   never replaced.
/// - A directory, a block device or a socket is refused; so are an empty path and a path that
///   ends in `/` but is no folder.
///
/// Every failure names the path, a link's target, and the system's reason.
package struct OutputFile {
    /// The path as given.
    package let path: String
    /// Write through an open descriptor (links, devices, FIFOs, or a file in a folder we cannot
    /// write), rather than replace the file by renaming.
    package let writesThrough: Bool

    /// Checks the destination, creating missing folders.
    ///
    /// - Throws: `CLIError` naming the path and the reason.
    package init(checking path: String) throws {
        func failure(_ reason: String) -> CLIError { Self.failure(path, reason) }
        self.path = path
        if path.isEmpty {
            throw failure("the path is empty; give a file name, e.g. results/latest.csv, or - for standard output")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT || errno == ENOTDIR else { throw failure(systemError()) }
            // "x.csv/" names a folder that does not exist: writing it would fail only at the end.
            if path.hasSuffix("/") {
                throw failure(
                    "it ends in '/', so it names a folder; give a file name, e.g. \(path)latest.csv, or drop the '/'")
            }
            writesThrough = false
            let folder = Self.folder(of: path)
            if let problem = Self.makeFolder(folder) { throw failure(problem) }
            if access(folder, W_OK) != 0 { throw failure("the folder '\(folder)': \(systemError())") }
            return
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink, stat(path, &info) != 0 {
            // A dangling link: its target is created when the text is written, in a folder
            // that must exist.
            guard errno == ENOENT, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
            else {
                throw failure(systemError())
            }
            let folder =
                destination.hasPrefix("/")
                ? Self.folder(of: destination) : Self.folder(of: path) + "/" + Self.folder(of: destination)
            if access(folder, W_OK) != 0 { throw failure("the folder '\(folder)': \(systemError())") }
            writesThrough = true
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: writesThrough = isLink || access(Self.folder(of: path), W_OK) != 0
        case S_IFCHR, S_IFIFO: writesThrough = true
        case S_IFDIR:
            throw failure(
                "it is a directory; give a file name, e.g. \(path.hasSuffix("/") ? path : path + "/")latest.csv")
        default: throw failure("it is not a regular file, a character device or a FIFO")
        }
        if access(path, W_OK) != 0 { throw failure(systemError()) }
    }

    /// Creates `folder` and its missing parents; the reason when it cannot.
    private static func makeFolder(_ folder: String) -> String? {
        var info = stat()
        if stat(folder, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "'\(folder)' is not a folder"
        }
        if errno != ENOENT { return "the folder '\(folder)': \(systemError())" }
        if let problem = makeFolder(Self.folder(of: folder)) { return problem }
        if mkdir(folder, 0o777) != 0, errno != EEXIST {
            return "cannot create the folder '\(folder)': \(systemError())"
        }
        return nil
    }

    /// Writes `text` to the destination.
    ///
    /// - Throws: `CLIError` naming the path and the system's reason (a full disk, a closed pipe).
    package func write(_ text: String) throws {
        if writesThrough {
            let fd = open(path, O_WRONLY | O_TRUNC | O_CREAT, 0o666)
            guard fd >= 0 else { throw failure(systemError()) }
            try finish(fd, writing: text)
            return
        }
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o666
        let temporary = Self.folder(of: path) + "/.\(URL(fileURLWithPath: path).lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { throw failure("cannot create '\(temporary)': \(systemError())") }
        do {
            try finish(fd, writing: text)
            guard rename(temporary, path) == 0 else { throw failure(systemError()) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes all of `text` to `fd` and closes it; a short write or a failed close is an error.
    private func finish(_ fd: Int32, writing text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let reason = systemError()
                close(fd)
                throw failure(reason)
            }
            bytes = bytes.dropFirst(n)
        }
        guard close(fd) == 0 else { throw failure(systemError()) }
    }

    private func failure(_ reason: String) -> CLIError { Self.failure(path, reason) }

    private static func failure(_ path: String, _ reason: String) -> CLIError {
        let link =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (a link to '\($0)')" } ?? ""
        return CLIError("cannot write '\(path)'\(link): \(reason)")
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
