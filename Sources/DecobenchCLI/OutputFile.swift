import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where `run --output` writes, checked before the sweep starts so that a bad path fails in a
/// second, not after minutes of measuring.
///
/// - A regular file, or a path that does not exist yet, is replaced whole: the text goes to a
///   temporary file beside it, which is then renamed over it, so a failed write leaves the old
///   file as it was. Missing folders are created.
/// - A symbolic link is followed: its target is written, the link stays a link.
/// - A character device or a FIFO (`/dev/stdout`, `/dev/null`, a named pipe) is written
///   through, never replaced.
/// - A directory, a block device or a socket is refused.
///
/// Every failure names the path, the link's target if any, and the system's reason.
struct OutputFile {
    /// The path as given.
    let path: String
    /// The file written: `path` with symbolic links followed.
    let target: String
    /// Write through an open descriptor (devices, FIFOs, or a file in a folder we cannot write),
    /// rather than replace the file by renaming.
    let writesThrough: Bool

    /// Checks the destination, creating missing folders.
    ///
    /// - Throws: `CLIError` naming the path and the reason.
    init(checking path: String) throws {
        let target = try Self.followingLinks(path)
        func failure(_ reason: String) -> CLIError { Self.failure(path, target, reason) }
        self.path = path
        self.target = target
        var info = stat()
        if lstat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                writesThrough = access(Self.folder(of: target), W_OK) != 0
                if access(target, W_OK) != 0 { throw failure(systemError()) }
            case S_IFCHR, S_IFIFO:
                writesThrough = true
                if access(target, W_OK) != 0 { throw failure(systemError()) }
            case S_IFDIR: throw failure("it is a directory; give a file name, e.g. \(path.hasSuffix("/") ? path : path + "/")latest.csv")
            default: throw failure("it is not a regular file, a character device or a FIFO")
            }
            return
        }
        guard errno == ENOENT || errno == ENOTDIR else { throw failure(systemError()) }
        writesThrough = false
        let folder = Self.folder(of: target)
        if let problem = Self.makeFolder(folder) { throw failure(problem) }
        if access(folder, W_OK) != 0 { throw failure("the folder '\(folder)': \(systemError())") }
    }

    /// Creates `folder` and its missing parents; the reason when it cannot.
    private static func makeFolder(_ folder: String) -> String? {
        var info = stat()
        if stat(folder, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "'\(folder)' is not a folder"
        }
        if errno != ENOENT { return "the folder '\(folder)': \(systemError())" }
        if let problem = makeFolder(Self.folder(of: folder)) { return problem }
        if mkdir(folder, 0o777) != 0, errno != EEXIST { return "cannot create the folder '\(folder)': \(systemError())" }
        return nil
    }

    /// Writes `text` to the destination.
    ///
    /// - Throws: `CLIError` naming the path and the system's reason (a full disk, a closed pipe).
    func write(_ text: String) throws {
        if writesThrough {
            let fd = open(target, O_WRONLY | O_TRUNC)
            guard fd >= 0 else { throw failure(systemError()) }
            try finish(fd, writing: text)
            return
        }
        var info = stat()
        let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o666
        let temporary = Self.folder(of: target) + "/.\(URL(fileURLWithPath: target).lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { throw failure("cannot create '\(temporary)': \(systemError())") }
        do {
            try finish(fd, writing: text)
            guard rename(temporary, target) == 0 else { throw failure(systemError()) }
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

    private func failure(_ reason: String) -> CLIError { Self.failure(path, target, reason) }

    private static func failure(_ path: String, _ target: String, _ reason: String) -> CLIError {
        CLIError("cannot write '\(path)'" + (target == path ? "" : " (a link to '\(target)')") + ": \(reason)")
    }

    /// `path` with every symbolic link along its last component followed (at most 40, as the
    /// kernel allows); a dangling link gives the path it points to, which is then created.
    private static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        throw CLIError("cannot write '\(path)': too many levels of symbolic links")
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
