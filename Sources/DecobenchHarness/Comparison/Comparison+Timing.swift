import DecorationBench
import DecorationStrategies

/// How `compare` judges a timing: by what the strategy adds over `none`.
///
/// A row's ratio to `none` is `none`'s own work (the base layout's, the same in every strategy)
/// plus the strategy's overhead. Judged whole, the base layout's share dilutes the strategy's
/// own cost: a strategy that adds half of `none` and does its decoration work twice grows its
/// ratio by a third, its overhead by all of it. So the gate judges the overhead, ratio − 1,
/// through the paired ratio's 95% interval: the current row regressed when its overhead
/// interval's low end lies above the baseline interval's high end by more than the threshold
/// times the baseline's overhead. A strategy that adds almost nothing would turn noise of a hundredth of
/// `none` into a large fraction of its overhead, so an overhead smaller than ``overheadFloor``
/// (a fraction of `none`'s time) is judged as if it were the floor.
extension Comparison {
    /// The least overhead, as a fraction of `none`'s time, that a gap between intervals is
    /// measured against: at a 15% threshold, a strategy whose baseline adds less than the floor
    /// to `none` fails when its interval lies more than 15% of the floor (in units of `none`'s
    /// time) above the baseline's. How it was chosen is in the commit that set it.
    package static let overheadFloor = 0.25

    /// A strategy's overhead over `none` (its ratio − 1) with the 95% interval of its ratio
    /// (one point for a file without intervals).
    package struct Overhead: CustomStringConvertible {
        package var point, low, high: Double

        package init?(_ row: ResultRow) {
            guard let ratio = row.ratioToNone else { return nil }
            (point, low, high) = (ratio - 1, (row.ratioToNoneLow ?? ratio) - 1, (row.ratioToNoneHigh ?? ratio) - 1)
        }

        package var description: String {
            "\(plainDecimal(point, places: 3)) [\(plainDecimal(low, places: 3)), \(plainDecimal(high, places: 3))]"
        }
    }

    /// The overheads of a matched row in both runs, and how far apart their intervals lie.
    package struct Judgement {
        package var baseline, current: Overhead
        /// What a gap is a fraction of: the baseline's overhead, or the floor when that is larger.
        package var scale: Double { max(baseline.point, Comparison.overheadFloor) }
        /// How far the current interval lies above the baseline's, as a fraction of `scale`
        /// (negative when the intervals overlap or it lies below).
        package var above: Double { (current.low - baseline.high) / scale }
        /// How far the current interval lies below the baseline's, as a fraction of `scale`.
        package var below: Double { (baseline.low - current.high) / scale }

        /// "of the baseline's overhead 0.56", or "of the floor 0.25 (the baseline's overhead 0.02 is
        /// smaller)".
        package var scaleText: String {
            let overhead = plainDecimal(baseline.point, places: 3)
            return baseline.point >= Comparison.overheadFloor
                ? "of the baseline's overhead \(overhead)"
                : "of the floor \(plainDecimal(scale, places: 3)) (the baseline's overhead \(overhead) is smaller)"
        }
    }

    /// The timing line of a matched row (its key left for the caller): a verdict and why.
    package mutating func compareTiming(_ base: ResultRow, _ now: ResultRow, minSamples: Int) -> Line {
        guard base.strategy != StrategyKind.none else {
            return Line(verdict: .pass, key: "", detail: "none is the reference, its timing is not compared")
        }
        guard let b = Overhead(base), let c = Overhead(now) else {
            return Line(verdict: .skipped, key: "", detail: "timing not compared: a run has no ratio to none")
        }
        // A median of a handful of samples is noise on a shared machine: counters only.
        guard base.timing.count >= minSamples, now.timing.count >= minSamples else {
            timingSkipped += 1
            return Line(
                verdict: .skipped, key: "",
                detail: "timing not compared: \(base.timing.count) and \(now.timing.count) samples, "
                    + "fewer than \(minSamples)")
        }
        let judged = Judgement(baseline: b, current: c)
        let limit = "threshold \(percent(threshold))"
        let overheads = "overhead over none \(b) -> \(c)"
        func line(_ verdict: Verdict, _ detail: String) -> Line {
            Line(verdict: verdict, key: "", detail: "\(overheads): \(detail)", judged: judged)
        }
        if judged.above > threshold {
            return line(
                .regression,
                "the interval lies \(percent(judged.above)) \(judged.scaleText) above the baseline's (\(limit)); "
                    + "median \(formatNs(base.timing.median)) -> \(formatNs(now.timing.median))")
        }
        if judged.below > threshold {
            let how = "the interval lies \(percent(judged.below)) \(judged.scaleText) below the baseline's"
            return line(.improvement, "\(how) (\(limit))")
        }
        let apart = max(judged.above, judged.below)
        let how = apart > 0 ? "the intervals lie \(percent(apart)) \(judged.scaleText) apart" : "the intervals overlap"
        return line(.pass, "\(how), within the \(limit)")
    }
}
