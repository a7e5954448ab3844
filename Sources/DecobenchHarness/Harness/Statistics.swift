import DecorationBench
import DecorationStrategies

/// Order statistics of timing samples.
package struct Statistics: Equatable {
    package var count = 0
    package var min = 0.0
    package var p10 = 0.0
    package var median = 0.0
    package var p90 = 0.0
    package var p99 = 0.0
    /// A 95% confidence interval of the median (``Statistics/medianInterval(_:)``); 0 in files
    /// from before the interval was kept.
    package var medianLow = 0.0
    package var medianHigh = 0.0
}

extension Statistics {
    /// Summarises samples; percentiles interpolate linearly between order statistics
    /// (Hyndman & Fan type 7, the default of R and NumPy), and the median carries a
    /// distribution-free 95% confidence interval.
    ///
    /// - Precondition: at least one sample.
    package init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "Statistics: no samples")
        let sorted = samples.sorted()
        count = sorted.count
        min = sorted[0]
        p10 = Self.percentile(sorted, 0.10)
        median = Self.percentile(sorted, 0.50)
        p90 = Self.percentile(sorted, 0.90)
        p99 = Self.percentile(sorted, 0.99)
        (medianLow, medianHigh) = Self.medianInterval(sorted)
    }

    /// The `q` quantile of sorted samples, type 7.
    package static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        precondition(!sorted.isEmpty && (0...1).contains(q), "percentile: needs samples and q in 0...1")
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Relative width of the median's interval: (high − low) / median; 0 for a zero median.
    package var relativeIntervalWidth: Double { median > 0 ? (medianHigh - medianLow) / median : 0 }
}
