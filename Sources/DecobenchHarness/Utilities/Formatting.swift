import DecorationBench
import DecorationStrategies
import Foundation

/// A number in plain decimal (no exponent), as short as round-trips: 137.5, 0, 0.000012. Only
/// where ``shortestDecimal(_:)`` would write an exponent does this differ from it.
package func plainDecimal(_ value: Double) -> String {
    let text = shortestDecimal(value)
    guard text.contains("e") else { return text }
    var fixed = String(format: "%.12f", value)
    while fixed.hasSuffix("0") { fixed.removeLast() }
    if fixed.hasSuffix(".") { fixed.removeLast() }
    return fixed
}

/// A number rounded to `places` decimals, in plain decimal.
package func plainDecimal(_ value: Double, places: Int) -> String {
    let scale = pow(10, Double(places))
    return plainDecimal((value * scale).rounded() / scale)
}

/// A duration in nanoseconds for people: 812 → "812ns", 12345 → "12.3µs", 4_500_000 → "4.5ms",
/// 2_345_000_000 → "2.35s" (trailing zeros dropped).
package func formatNs(_ ns: Double) -> String {
    if ns >= 1e9 { return plainDecimal(ns / 1e9, places: 2) + "s" }
    if ns >= 1e6 { return plainDecimal(ns / 1e6, places: 2) + "ms" }
    if ns >= 1e4 { return plainDecimal(ns / 1e3, places: 1) + "µs" }
    return plainDecimal(ns, places: 0) + "ns"
}

extension String {
    /// The text followed by spaces up to `width` characters (a table's left-aligned cell).
    package func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
    /// The text after spaces up to `width` characters (a table's right-aligned cell).
    package func leftPadding(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// 1000 → "1k", 1000000 → "1M".
package func formatCount(_ n: Int) -> String {
    if n >= 1_000_000, n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
    if n >= 1_000, n % 1_000 == 0 { return "\(n / 1_000)k" }
    return String(n)
}

/// 42 → "42s", 754 → "12m34s".
package func formatDuration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return s < 60 ? "\(s)s" : "\(s / 60)m\(String(format: "%02d", s % 60))s"
}
