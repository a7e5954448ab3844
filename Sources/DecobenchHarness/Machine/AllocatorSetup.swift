import CAllocCounter
import DecorationBench
import DecorationStrategies
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Which allocator a run measures under.
package enum AllocatorChoice: String, CaseIterable {
    case system
    case jemalloc
}

/// Puts the process under the allocator asked for: jemalloc by re-executing itself with
/// `LD_PRELOAD` of Debian's libjemalloc.so.2.
package enum AllocatorSetup {
    /// Set in the environment of the process re-run under jemalloc.
    package static let reexecVariable = "DECOBENCH_REEXEC"

    /// Where Debian and other distributions put libjemalloc.so.2: the one list (scripts read it
    /// from `decobench list --format json`).
    package static let jemallocPaths = [
        "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
        "/usr/lib/libjemalloc.so.2", "/usr/local/lib/libjemalloc.so.2", "/usr/lib64/libjemalloc.so.2",
    ]

    /// The first of ``jemallocPaths`` that exists, or nil.
    package static func jemallocLibrary() -> String? {
        jemallocPaths.first { FileManager.default.fileExists(atPath: $0) }
    }

    package static func ensure(_ choice: AllocatorChoice) throws {
        let underJemalloc = alloc_counter_is_jemalloc() != 0
        if alloc_counter_is_interposing() == 0 {
            StandardStreams.note(
                "warning: the allocation counter is not seeing this process's mallocs; allocation columns will read 0")
        }
        switch choice {
        case .system:
            if underJemalloc {
                let preload = ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? ""
                throw CLIError(
                    "--allocator system, but jemalloc is loaded (LD_PRELOAD=\(preload)); "
                        + "unset LD_PRELOAD or pass --allocator jemalloc")
            }
        case .jemalloc:
            if underJemalloc { return }
            guard let library = jemallocLibrary() else {
                let paths = jemallocPaths.joined(separator: ", ")
                throw CLIError(
                    "--allocator jemalloc: libjemalloc.so.2 not found (looked in \(paths)); "
                        + "install it with `apt-get install -y libjemalloc-dev` (scripts/bench.sh and .ci/run do)")
            }
            if ProcessInfo.processInfo.environment[reexecVariable] != nil {
                throw CLIError("--allocator jemalloc: preloaded \(library) but jemalloc is still not the allocator")
            }
            setenv("LD_PRELOAD", library, 1)
            setenv(reexecVariable, "1", 1)
            fflush(nil)
            let args = CommandLine.arguments
            var argv = args.map { strdup($0) } + [nil]
            execv("/proc/self/exe", &argv)
            let reason = String(cString: strerror(errno))
            throw CLIError("--allocator jemalloc: could not re-run under LD_PRELOAD=\(library): \(reason)")
        }
    }
}
