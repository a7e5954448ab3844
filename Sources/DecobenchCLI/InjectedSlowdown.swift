import DecorationBench

/// A mild, known slowdown of one strategy's queries, compiled in only when the package is built
/// with `DECOBENCH_SLOWDOWN=1` (it defines `DECOBENCH_SLOWDOWN` for this target), to prove that
/// the timing gate catches a regression of that size (`scripts/prove-timing-gate.sh`). Never in
/// a build that measures for real.
///
/// After each batch of queries the strategy busy-waits for `factor − 1` times the batch's own
/// time, so its query time grows by exactly `factor` whatever the machine does, and nothing it
/// counts (elements, decorations examined, allocations) changes: only the clock can see it.
struct InjectedSlowdown {
    /// The strategy slowed down.
    let strategy: StrategyKind
    /// Its query time is multiplied by this.
    let factor: Double

    /// Busy-waits until `factor` times the time since `started` has passed.
    func spin(since started: UInt64) {
        let elapsed = Double(monotonicNanoseconds() - started)
        let until = started + UInt64(elapsed * factor)
        while monotonicNanoseconds() < until {}
    }
}

#if DECOBENCH_SLOWDOWN
/// The slowdown of a `DECOBENCH_SLOWDOWN=1` build: interval-tree's queries, 1.3×.
let injectedSlowdown = InjectedSlowdown(strategy: .intervalTree, factor: 1.3)
#endif
