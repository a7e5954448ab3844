import DecorationBench

/// Raw buffers kept from one `prepare()` to the next, so that a precomputing strategy rebuilds
/// its index in memory it already owns.
///
/// A `prepare()` that frees its old index and allocates a new one pays the allocator twice per
/// buffer, and under glibc more: a buffer above the mmap threshold (which glibc raises up to
/// 32 MB) is unmapped when freed and mapped afresh when allocated, so every page of it is faulted
/// in and zeroed by the kernel again. At a million items that was most of the difference between
/// a precomputing strategy's `prepare()` and the base layout's, and it followed the allocator's
/// state more than the code. A pool lends each buffer out (``take(_:count:as:)``) and gets it back
/// when the index that used it is freed (``give(_:_:)``); the next index takes the same memory,
/// already mapped. A buffer is replaced when a larger one is asked for, or one under a quarter
/// of its size (so a data set that shrinks from a million items to a thousand does not keep
/// the million's memory), and is freed with the pool.
///
/// Each ``Slot`` holds one buffer, lent to one owner at a time. Not thread-safe (as a layout
/// is not).
final class BufferPool {
    /// The buffers a pool keeps, one each.
    enum Slot: Int, CaseIterable, Sendable {
        case frames, keys, objects, starts, ends, maxEnds, ids, jumpEntries
    }

    private var buffers: [(pointer: UnsafeMutableRawPointer?, byteCount: Int, lent: Bool)]

    /// An empty pool: the first ``take(_:count:as:)`` of each slot allocates.
    init() {
        buffers = Array(repeating: (nil, 0, false), count: Slot.allCases.count)
    }

    deinit {
        for buffer in buffers { buffer.pointer?.deallocate() }
    }

    /// Lends the buffer of `slot`, with room for at least `count` values of `T` (uninitialised
    /// or holding whatever its last owner left: trivial values only, or initialise it first).
    ///
    /// - Precondition: `slot` is not lent; `count >= 0`.
    /// - Complexity: O(1); one allocation when the slot's buffer is smaller than asked for, or
    ///   more than four times as large.
    func take<T>(_ slot: Slot, count: Int, as type: T.Type) -> UnsafeMutablePointer<T> {
        precondition(count >= 0, "BufferPool.take: count \(count) must not be negative")
        precondition(!buffers[slot.rawValue].lent, "BufferPool.take: slot \(slot) is lent; give it back first")
        let byteCount = Swift.max(1, count) * MemoryLayout<T>.stride
        let held = buffers[slot.rawValue].byteCount
        if held < byteCount || byteCount < held / 4 || buffers[slot.rawValue].pointer == nil {
            buffers[slot.rawValue].pointer?.deallocate()
            buffers[slot.rawValue].pointer = .allocate(
                byteCount: byteCount, alignment: Swift.max(16, MemoryLayout<T>.alignment))
            buffers[slot.rawValue].byteCount = byteCount
        }
        buffers[slot.rawValue].lent = true
        return buffers[slot.rawValue].pointer!.bindMemory(to: T.self, capacity: Swift.max(1, count))
    }

    /// Takes back the buffer of `slot`. Deinitialise any non-trivial values in it first.
    ///
    /// - Precondition: `pointer` is what ``take(_:count:as:)`` lent for `slot`.
    /// - Complexity: O(1).
    func give<T>(_ slot: Slot, _ pointer: UnsafeMutablePointer<T>) {
        precondition(
            buffers[slot.rawValue].lent && buffers[slot.rawValue].pointer == UnsafeMutableRawPointer(pointer),
            "BufferPool.give: \(pointer) is not the buffer lent for slot \(slot)")
        buffers[slot.rawValue].lent = false
    }

    /// Bytes the pool holds, lent or not.
    ///
    /// - Complexity: O(slots).
    var byteCount: Int { buffers.reduce(0) { $0 + $1.byteCount } }
}
