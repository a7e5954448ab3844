import DecorationBench
import DecorationStrategies
import Foundation

/// What the machine is doing, read where Linux tells: load averages from `/proc/loadavg`, the
/// CPU-frequency governor from sysfs, the kernel's release. Every reader returns nil (or
/// "unknown") where the file is not there or not readable, as in many containers and VMs.
package enum MachineState {
    /// The 1, 5 and 15 minute load averages.
    package struct Load: Equatable {
        package var one: Double
        package var five: Double
        package var fifteen: Double

        /// "9.69/4.27/1.80", as the CSV's load columns hold it.
        package var text: String { [one, five, fifteen].map { plainDecimal($0, places: 2) }.joined(separator: "/") }

        /// Whether more threads wanted to run than there are cores.
        package func isBusy(cores: Int) -> Bool { one > Double(cores) }
    }

    package static func load() -> Load? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ").prefix(3).compactMap { Double($0) }
        guard fields.count == 3 else { return nil }
        return Load(one: fields[0], five: fields[1], fifteen: fields[2])
    }

    /// The scaling governor of CPU 0 ("performance", "powersave", "schedutil"…), or nil.
    package static func governor() -> String? {
        readLine("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")
    }

    /// The kernel's release, as `uname -r` prints it.
    package static func kernel() -> String {
        readLine("/proc/sys/kernel/osrelease") ?? "unknown"
    }

    package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    private static func readLine(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}
