import DecorationBench
import DecorationStrategies

/// A known slowdown of one strategy's queries, compiled in only when the package is built with
/// `-Xswiftc -DDECOBENCH_SLOWDOWN` (on the command line, in a scratch path of its own), to prove
/// that the timing gate catches a regression of that size (`scripts/prove-gates.sh`).
/// Never in a build that measures for real.
///
/// After each batch of queries the strategy busy-waits for `factor − 1` times the batch's own
/// time, so its query time grows by exactly `factor` whatever the machine does, and nothing it
/// counts (elements, decorations examined, allocations) changes: only the clock can see it.
/// `compare` judges what a strategy adds over `none`, so the factor is set to about what the
/// recommended strategy's own decoration work adds on the quick sweep: the slowdown stands for
/// that work done twice, a mistake in the strategy, not the base layout. It slows the recommended
/// strategy (`StrategyKind.recommended`, whichever that is), not interval-tree, whose counters
/// the same build's `-DDECOBENCH_SLOW_TREE` moves: the timing gate must be seen to catch a
/// regression no counter shows.
package struct InjectedSlowdown {
    /// The strategy slowed down.
    package let strategy: StrategyKind
    /// Its query time is multiplied by this.
    package let factor: Double

    /// Busy-waits until `factor` times the time since `started` has passed.
    package func spin(since started: UInt64) {
        let elapsed = Double(monotonicNanoseconds() - started)
        let until = started + UInt64(elapsed * factor)
        while monotonicNanoseconds() < until {}
    }
}

#if DECOBENCH_SLOWDOWN
/// The slowdown of a `-DDECOBENCH_SLOWDOWN` build: the recommended strategy's queries, 1.2×.
package let injectedSlowdown = InjectedSlowdown(strategy: .recommended, factor: 1.2)
#endif
