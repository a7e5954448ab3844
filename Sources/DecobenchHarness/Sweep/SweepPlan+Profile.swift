import DecorationBench
import DecorationStrategies

extension SweepPlan {
    /// A named sweep: the data sets, scenarios, processes and budget `decobench run` measures
    /// when no option names them. Every figure of each is a constant of ``SweepPlan``; help texts
    /// and `decobench list` describe a profile from here (``summary``).
    ///
    /// - `firstRun`, the default: an answer in a few minutes on two cores, most of them the first
    ///   process's oracle checks at 100k items (the brute-force oracle walks every element per rect).
    /// - `quick` (`--quick`): CI's timing gate; its committed baseline depends on it, unchanged.
    /// - `full` (`--full`): the reference sweep behind the committed results: hours on two cores
    ///   (`scripts/bench.sh --shard K/N` runs it in parts).
    package enum Profile: String, CaseIterable {
        case firstRun = "default"
        case quick
        case full

        package var presets: [Preset] {
            switch self {
            case .firstRun: return SweepPlan.firstRunPresets
            case .quick: return SweepPlan.quickPresets
            case .full: return SweepPlan.fullPresets
            }
        }

        package var sizes: [Int] {
            switch self {
            case .firstRun: return SweepPlan.firstRunSizes
            case .quick: return SweepPlan.quickSizes
            case .full: return SweepPlan.fullSizes
            }
        }

        package var scenarios: [Scenario] {
            switch self {
            case .firstRun: return SweepPlan.firstRunScenarios
            case .quick: return SweepPlan.quickScenarios
            case .full: return Scenario.allCases
            }
        }

        package var processes: Int {
            switch self {
            case .firstRun: return SweepPlan.firstRunProcesses
            case .quick: return SweepPlan.quickProcesses
            case .full: return SweepPlan.fullProcesses
            }
        }

        /// Seconds of timed samples per data set and scenario in each of `processes` processes:
        /// the default and full sweeps share their budget among the processes; the quick
        /// sweep's is per process (CI's baseline was taken so).
        package func budget(processes: Int) -> Double {
            switch self {
            case .firstRun: return SweepPlan.firstRunTotalBudget / Double(processes)
            case .quick: return SweepPlan.quickBudget
            case .full: return SweepPlan.fullTotalBudget / Double(processes)
            }
        }

        /// How long the sweep takes on two cores, for help texts; `nil` for CI's, which no one
        /// waits on at a prompt.
        package var duration: String? {
            switch self {
            case .firstRun: return "a few minutes"
            case .quick: return nil
            case .full: return "hours; its progress lines give the time left"
            }
        }

        /// The profile's flag on `decobench run` (none for the default).
        package var flag: String? { self == .firstRun ? nil : "--\(rawValue)" }

        /// One line for help texts: "grid, feed at 10k and 100k items; scroll, jump, prepare; 2
        /// processes; 0.1 s per data set and scenario in each".
        package var summary: String {
            let sizes = self.sizes.map(formatCount)
            let sizeList =
                sizes.count > 1 ? sizes.dropLast().joined(separator: ", ") + " and " + sizes.last! : sizes.joined()
            return "\(presets.map(\.rawValue).joined(separator: ", ")) at \(sizeList) items; "
                + "\(scenarios.map(\.rawValue).joined(separator: ", ")); \(processes) processes; "
                + "\(plainDecimal(budget(processes: processes), places: 3)) s per data set and scenario in each"
        }
    }
}
