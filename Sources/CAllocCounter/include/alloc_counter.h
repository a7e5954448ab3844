#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H

/// Counts calls to malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign made
/// anywhere in the process (the Swift runtime included) while counting is on, and reads the
/// allocator's own statistics. The executable that links this defines those functions and
/// forwards them to the next definition in the search order (glibc, or jemalloc when it is
/// LD_PRELOADed), so it measures whichever allocator is in use without changing it.

/// Resets the calling thread's counters to zero and starts counting its allocations (other
/// threads are never counted).
void alloc_counter_start(void);
/// Stops counting; the counters keep their values.
void alloc_counter_stop(void);
/// Allocation calls counted since the last start.
long long alloc_counter_count(void);
/// Bytes requested by the counted calls.
long long alloc_counter_bytes(void);
/// 1 when this process's allocations pass through the counter (the interposition works).
int alloc_counter_is_interposing(void);
/// 1 when jemalloc is the process's allocator (its mallctl is reachable).
int alloc_counter_is_jemalloc(void);
/// Bytes in use on the heap by the allocator's own statistics: jemalloc's stats.allocated
/// (after refreshing its epoch) or glibc's mallinfo2 (uordblks + hblkhd). -1 if unavailable.
long long alloc_counter_heap_in_use(void);

#endif
