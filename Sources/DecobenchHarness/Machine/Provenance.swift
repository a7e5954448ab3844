import DecorationBench
import DecorationStrategies
import Foundation

/// Where a report came from: revision, toolchain, machine, build mode, time, and how busy the
/// machine was.
package struct Provenance: Equatable {
    package var build = ""
    package var gitRevision = ""
    package var swiftVersion = ""
    package var host = ""
    package var cpu = ""
    package var timestamp = ""
    /// The kernel's release; empty in files from before it was kept.
    package var kernel = ""
    /// The CPU-frequency governor, "unknown" where the machine does not say.
    package var governor = ""
    /// Load averages (1/5/15 min) when the run started and when it ended.
    package var loadStart = ""
    package var loadEnd = ""

    /// Reads the facts of this process and machine.
    package static func current() -> Provenance {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return Provenance(
            build: build, gitRevision: gitRevision(), swiftVersion: swiftVersion(),
            host: ProcessInfo.processInfo.hostName, cpu: cpuModel(),
            timestamp: ISO8601DateFormatter().string(from: Date()), kernel: MachineState.kernel(),
            governor: MachineState.governor() ?? "unknown", loadStart: MachineState.load()?.text ?? "unknown",
            loadEnd: "")
    }

    /// This provenance with the load averages of now as the end's.
    package func ended() -> Provenance {
        var p = self
        p.loadEnd = MachineState.load()?.text ?? "unknown"
        return p
    }

    /// The commit, with `-dirty` when a tracked file outside results/ differs from it. Files
    /// under results/ are what runs write (a side run's CSV written before the next starts); they
    /// do not change the code a run measures.
    private static func gitRevision() -> String {
        let out = runTool("/usr/bin/env", ["git", "rev-parse", "--short=12", "HEAD"])
        guard let rev = out, !rev.isEmpty else { return "unknown" }
        let dirty =
            runTool(
                "/usr/bin/env",
                [
                    "git", "status", "--porcelain", "--untracked-files=no", "--",
                    ":(top)", ":(top,exclude)results",
                ]) ?? ""
        return dirty.isEmpty ? rev : rev + "-dirty"
    }

    private static func swiftVersion() -> String {
        if let out = runTool("/usr/bin/env", ["swift", "--version"]),
            let range = out.range(of: #"Swift version [0-9][0-9.]*"#, options: .regularExpression)
        {
            return String(out[range].dropFirst("Swift version ".count))
        }
        #if compiler(>=6.3)
        return "6.3+"
        #elseif compiler(>=6.2)
        return "6.2"
        #else
        return "<6.2"
        #endif
    }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let value = line.split(separator: ":", maxSplits: 1).last {
                return value.trimmingCharacters(in: .whitespaces) + " x\(ProcessInfo.processInfo.activeProcessorCount)"
            }
        }
        return "unknown"
    }

    /// Runs a helper tool and returns its trimmed output, or nil when it fails.
    package static func runTool(_ path: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
