/// A number as the shortest text that reads back as the same `Double`: whole numbers below
/// 10¹⁵ without a fraction ("390", not "390.0"), everything else as Swift's `description`
/// ("137.5", "0.3333333333333333", "5.000000000165983e-08", "1e+300"); "nan", "inf", "-inf".
///
/// The one printer of numbers in the package: the data set's JSON, the library's error
/// messages, and the CLI's CSV cells and tables (its `plainDecimal` writes out only the numbers
/// this gives with an exponent). `package`, not public: the CLI calls it, a user need not.
///
/// Why exponents are kept: printing every `Double` without one would take up to 767 digits,
/// and every reader of these numbers (Swift's `Double(_:)`, Python's `float`, pandas, R,
/// spreadsheets, `awk`) reads `5e-08` as it is. A fixed number of decimals would print a
/// 1e-300-point-wide frame as width 0.
///
/// - Complexity: O(1): at most 17 significant digits and an exponent.
package func shortestDecimal(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
}
