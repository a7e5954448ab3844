/// A small, fast, seeded random number generator: Steele, Lea and Flood's SplitMix64
/// ("Fast splittable pseudorandom number generators", OOPSLA 2014), as used to seed
/// xoshiro. The same seed gives the same sequence on every platform and run, so every data
/// set, query sequence and test case can be repeated from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniformly in `range`, from 53 random bits (platform-independent, unlike
    /// `Double.random(in:using:)`, whose algorithm may change between toolchains).
    @inlinable
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// An integer uniformly in `range`, by multiply-shift (platform-independent).
    @inlinable
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// True with probability `p`.
    @inlinable
    public mutating func chance(_ p: Double) -> Bool {
        double(in: 0...1) < p
    }
}
