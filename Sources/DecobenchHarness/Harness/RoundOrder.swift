import DecorationBench
import DecorationStrategies

/// The order the subjects run in, round after round: a fresh seeded shuffle (Fisher–Yates over
/// SplitMix64) each round, so that no strategy always runs first (after the previous scenario's
/// work, with whatever that left in the caches) or always after the same neighbour. Pairing
/// stays exact: every round still times every subject once.
package struct RoundOrder {
    private var rng: SplitMix64
    private var order: [Int]

    /// Orders of `count` subjects from `seed`; the same seed gives the same orders.
    package init(count: Int, seed: UInt64) {
        precondition(count >= 1, "RoundOrder: needs at least one subject")
        rng = SplitMix64(seed: seed ^ 0x524F_554E_4453)
        order = Array(0..<count)
    }

    /// The next round's order: a permutation of 0..<count.
    ///
    /// - Complexity: O(count).
    package mutating func next() -> [Int] {
        for i in stride(from: order.count - 1, to: 0, by: -1) {
            order.swapAt(i, rng.int(in: 0...i))
        }
        return order
    }
}
