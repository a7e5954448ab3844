import DecorationBench

/// One attributes object per decoration key (`section << 1`, `| 1` for a badge), made on first
/// request and handed back until ``clear()``: a flat table indexed by key, emptied in O(1) by a
/// generation count instead of slot by slot. Each slot also keeps the caller's stamp of when
/// its object's frame was last set, so that a caller whose frames change without a `clear()`
/// (a self-sizing re-layout) sets each frame once per change, not on every query (a read of the
/// object's frame is an exclusivity-checked access).
///
/// An object of an older generation stays retained in its slot until the slot is filled again
/// or the table is freed: at most one object per key, the memory a precomputing store holds.
/// Not thread-safe (as a layout is not).
final class DecorationSlots {
    private struct Slot {
        var generation: UInt32
        var framed: UInt32
        var object: Unmanaged<LayoutAttributes>?
    }

    // Unchecked exclusivity: a run-time access check would run on each of a query's reads; the
    // table is not shared across threads.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var capacity = 0
    @exclusivity(unchecked) private var generation: UInt32 = 1

    init() {
        slots = .allocate(capacity: 1)
    }

    deinit {
        for i in 0..<capacity { slots[i].object?.release() }
        slots.deallocate()
    }

    /// Forgets every object: each is made again on its next request.
    ///
    /// - Complexity: O(1); O(capacity) once every 2^32 calls.
    func clear() {
        generation &+= 1
        if generation == 0 {
            for i in 0..<capacity { slots[i].generation = 0 }
            generation = 1
        }
    }

    /// Makes room for keys below `count`.
    ///
    /// - Complexity: O(1) when there is room; otherwise O(count), and one allocation.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = Swift.max(count, capacity * 2)
        let new = UnsafeMutablePointer<Slot>.allocate(capacity: grown)
        new.moveInitialize(from: slots, count: capacity)
        (new + capacity).initialize(repeating: Slot(generation: 0, framed: 0, object: nil), count: grown - capacity)
        slots.deallocate()
        (slots, capacity) = (new, grown)
    }

    /// The object of `key` made since the last ``clear()``, if any, and whether its frame was
    /// last set under `stamp`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func object(_ key: Int, stamp: UInt32) -> (object: LayoutAttributes, framed: Bool)? {
        guard key < capacity else { return nil }
        let slot = slots[key]
        guard slot.generation == generation, let object = slot.object else { return nil }
        return (object.takeUnretainedValue(), slot.framed == stamp)
    }

    /// Notes that the frame of `key`'s object was set under `stamp`.
    ///
    /// - Precondition: `key` has an object (``object(_:stamp:)`` returned one).
    /// - Complexity: O(1).
    @inline(__always)
    func setFramed(_ key: Int, stamp: UInt32) {
        slots[key].framed = stamp
    }

    /// Keeps `object`, whose frame was set under `stamp`, for `key` until the next ``clear()``,
    /// releasing the slot's older one.
    ///
    /// - Precondition: `key >= 0`.
    /// - Complexity: O(1), or as ``reserve(_:)`` when `key` is past the room made.
    func keep(_ object: LayoutAttributes, at key: Int, stamp: UInt32) {
        precondition(key >= 0, "DecorationSlots.keep: key \(key) is negative")
        reserve(key + 1)
        slots[key].object?.release()
        slots[key] = Slot(generation: generation, framed: stamp, object: .passRetained(object))
    }
}
