import DecorationBench
import DecorationStrategies

/// Whether a strategy's answers on a data set were checked against the brute-force oracle, and
/// how that came out: the CSV's `verified` column.
///
/// The harness checks every strategy before timing it, on data sets up to the plan's
/// ``SweepPlan/verifyUpTo`` items (the oracle is brute force); larger ones are `skipped`. A CSV
/// from before the column reads as `nil`: not known.
package enum Verification: String, CaseIterable {
    /// Every checked rect's answer was the oracle's.
    case yes
    /// At least one rect's answer was not the oracle's: the strategy drew the wrong thing.
    case no
    /// The data set was too large to check.
    case skipped

    /// The outcome over several checks of the same thing (the processes of a merged run): `no`
    /// wins, then `yes`; `nil` when none of them says.
    package static func combined(_ outcomes: [Verification?]) -> Verification? {
        let known = outcomes.compactMap { $0 }
        if known.contains(.no) { return .no }
        if known.contains(.yes) { return .yes }
        return known.first
    }
}
