#if canImport(Glibc)
import DecorationBench
import DecorationStrategies
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Statistics {
    /// The confidence level of ``medianInterval(_:)``.
    package static let confidence = 0.95

    /// A distribution-free 95% confidence interval of the median of sorted samples: the order
    /// statistics x₍ₖ₎ and x₍ₙ₋ₖ₊₁₎ with the largest k for which the number of samples below the
    /// true median (Binomial(n, ½)) lies in k…n−k with probability at least 95% (Conover,
    /// *Practical Nonparametric Statistics*, §3.2). It assumes nothing about the samples' shape,
    /// so a few outliers (a preemption, a page fault) move it by at most a few ranks.
    ///
    /// Below 6 samples no pair of order statistics covers 95%: the interval is then the whole
    /// range (min, max), which is honest about how little is known.
    ///
    /// - Complexity: O(n) for the binomial sums.
    package static func medianInterval(_ sorted: [Double]) -> (low: Double, high: Double) {
        precondition(!sorted.isEmpty, "medianInterval: no samples")
        let k = intervalRank(count: sorted.count)
        return (sorted[k - 1], sorted[sorted.count - k])
    }

    /// The rank k (1-based) of the interval's lower end for `count` samples; 1 when even the
    /// whole range covers less than 95%.
    package static func intervalRank(count n: Int) -> Int {
        precondition(n >= 1, "intervalRank: needs at least one sample")
        let tail = (1 - confidence) / 2
        // P(B ≤ j) for B ~ Binomial(n, ½), in log space so that n in the thousands does not
        // underflow: log C(n, j) − n log 2.
        let logHalfPower = Double(n) * log(2.0)
        var cumulative = 0.0
        var k = 1
        for j in 0..<(n / 2) {
            let logTerm = lgamma(Double(n + 1)) - lgamma(Double(j + 1)) - lgamma(Double(n - j + 1)) - logHalfPower
            cumulative += exp(logTerm)
            // [x(j+1), x(n-j)] misses the median with probability 2·P(B ≤ j) = 2·cumulative.
            guard cumulative <= tail else { break }
            k = j + 1
        }
        return Swift.min(k, (n + 1) / 2)
    }
}
