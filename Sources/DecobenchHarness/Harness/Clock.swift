#if canImport(Glibc)
import DecorationBench
import DecorationStrategies
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock, in nanoseconds.
@inline(__always)
package func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// The CPU time this thread has used, in nanoseconds: it stops while the thread waits to be
/// scheduled, so a preemption by another process does not count (a page fault the thread takes
/// does). A system call, not the vDSO: about 100–200 ns, so only for operations of many
/// microseconds.
@inline(__always)
package func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Keeps a value alive as far as the optimiser can tell.
@inline(never)
package func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
