import ArgumentParser
import DecobenchHarness

/// `--seed`, one option for every command that makes data sets or workloads: the same seed gives
/// the same inputs, so any run can be repeated.
struct SeedOption: ParsableArguments {
    /// The seed when `--seed` is not given.
    static let standard: UInt64 = 42

    @Option(help: "Seed of the data sets and workloads; the same seed gives the same inputs.")
    var seed: UInt64 = SeedOption.standard
}
