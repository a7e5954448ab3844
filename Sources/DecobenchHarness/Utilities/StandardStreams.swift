import CStdio
import DecorationBench
import DecorationStrategies
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writing to standard output and standard error so that no failure is lost and none traps.
///
/// What a command prints as its result (CSV, JSON, a report) goes through `output(_:)`, which
/// writes every byte with `write(2)` and throws, naming standard output and the system's reason,
/// when it cannot: a full disk or a reader that went away is then an error and a non-zero exit,
/// not an exit 0 with the data lost. Progress, tables beside a file and warnings go through
/// `note(_:)`, which never fails the run: where even standard error is gone there is nobody
/// left to tell. (`FileHandle.write` traps on a failed write, so neither uses it.)
///
/// ``install()`` covers what the commands do not print themselves (ArgumentParser's help and
/// usage): standard output's buffer is flushed and checked at exit.
package enum StandardStreams {
    /// Makes a closed pipe an `EPIPE` error rather than a `SIGPIPE` death (exit 141 with no
    /// message), and checks at exit that everything `print` buffered reached standard output:
    /// when it did not, says so on standard error and exits 1. Call it before `main()`.
    package static func install() {
        signal(SIGPIPE, SIG_IGN)
        atexit {
            let flushed = fflush(decobench_stdout()) == 0
            guard !flushed || ferror(decobench_stdout()) != 0 else { return }
            // A failed flush leaves its own errno; an earlier failure's errno is long gone.
            let reason = flushed ? "an earlier write failed" : systemError()
            StandardStreams.note("Error: cannot write standard output: \(reason); \(StandardStreams.advice)")
            _exit(1)
        }
    }

    /// What to do about a failed write to standard output.
    package static let advice = "check the disk it goes to, or that the program reading it is still running"

    /// Writes all of `text` to standard output.
    ///
    /// - Throws: `CLIError` naming standard output and the system's reason.
    package static func output(_ text: String) throws {
        fflush(decobench_stdout())
        if let failure = write(text, to: STDOUT_FILENO) {
            throw CLIError("cannot write standard output: \(failure); \(advice)")
        }
    }

    /// Writes `text` and a line break to standard error; a failure is ignored (where standard
    /// error is gone there is nobody left to tell), so progress never brings a run down.
    package static func note(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` to `fd`: nil when it did, the system's reason when it did not.
    package static func write(_ text: String, to fd: Int32) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? systemError() : "nothing was written" }
            bytes = bytes.dropFirst(n)
        }
        return nil
    }
}
