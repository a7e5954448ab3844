// A strategy's tests need the protocol, the geometry and the built-ins (to wrap or compare
// with): `import DecobenchTestSupport` gives them, as `import DecobenchCLI` does.
@_exported import DecorationBench
@_exported import DecorationStrategies

/// One call for a package's own tests: its strategy against the brute-force oracle over seeded
/// random data sets, as the package's own strategies are tested.
///
/// ```swift
/// import DecobenchTestSupport
/// import XCTest
///
/// final class MyBackgroundsTests: XCTestCase {
///     func testMatchesTheOracle() throws { try StrategyCheck.check(MyBackgrounds.self) }
/// }
/// ```
public enum StrategyCheck {
    /// Checks `strategy` on `dataSets` seeded random data sets in each scroll direction under each
    /// frame rule: every static query (a scroll sweep and jumps) and six random batches on a data
    /// set of fractional sizes, screen scales 1 to 3, empty sections, separators and overrides
    /// (``RandomDataSets/make(seed:direction:)``), every other one stretched to 10⁵–10⁶ points
    /// along the scroll axis (``RandomDataSets/makeLong(seed:direction:)``, for faults that show
    /// only far down the content); pinned-header frames on one that pins;
    /// self-sizing frames on one with an estimate; and both on one that pins and estimates. The
    /// strategy need not be registered.
    ///
    /// - Throws: `StrategyRegistrationError`, before any check, when `Decobench.main(strategies:)`
    ///   would refuse the strategy's name (`StrategyRegistry.checkName(of:)`: not lowercase
    ///   letters, digits and `-`, or a built-in's or a broken recipe's), with its message;
    ///   `OracleCheck.Mismatch` for the first answer that is not the oracle's: the strategy, the
    ///   data set and its seed, the step, the rect, and the first missing, extra or misplaced
    ///   element with the expected and the given frame.
    /// - Complexity: O(dataSets × (items + sections) × the rects checked); a few seconds for 20.
    public static func check<S: DecorationStrategy>(_ strategy: S.Type, dataSets: Int = 20, seed: UInt64 = 1) throws {
        try StrategyRegistry.checkName(of: S.self)
        for n in 0..<UInt64(max(0, dataSets)) {
            let s = seed &+ n
            for direction in ScrollDirection.allCases {
                // Every other data set is stretched to 10⁵–10⁶ points, for faults far down the content.
                let random =
                    n % 2 == 0
                    ? ("random data set", RandomDataSets.make(seed: s, direction: direction))
                    : ("long data set", RandomDataSets.makeLong(seed: s, direction: direction))
                let cases: [(String, DataSet, OracleCheck.Steps)] = [
                    (random.0, random.1, .batches),
                    ("pinned data set", RandomDataSets.makePinned(seed: s, direction: direction), .pinned),
                    ("self-sizing data set", RandomDataSets.makeSelfSizing(seed: s, direction: direction), .selfSizing),
                    (
                        "pinned self-sizing data set",
                        RandomDataSets.pinned(RandomDataSets.makeSelfSizing(seed: s, direction: direction), seed: s),
                        [.pinned, .selfSizing]
                    ),
                ]
                for rule in FrameRule.allCases {
                    for (what, dataSet, steps) in cases {
                        let layout = DecoratedLayout<S>(dataSet: dataSet, frameRule: rule)
                        let name = "\(what) of seed \(s) (\(direction.rawValue), \(rule.rawValue) frames)"
                        if let wrong = OracleCheck.check(layout, name: name, rule: rule, seed: s, steps: steps) {
                            throw wrong
                        }
                    }
                }
            }
        }
    }
}
