/// The attributes objects a prepared layout has handed out, one slot per cell, header, footer
/// and separator, and a list of the slots filled: emptying the cache costs the objects made, not
/// the slots.
///
/// The list is kept only for a layout that estimates sizes (the only kind a self-sizing
/// re-layout makes); another empties its slots one by one, once, when it is released.
///
/// Why a list: after a self-sizing re-layout every object of a moved section is stale, but a
/// scroll has made only the few hundred on screen. Dropping those keeps the per-frame cost of the
/// layout proportional to the sections, not the items: reallocating and clearing a million slots
/// (and freeing them slot by slot) was half of the base layout's time per frame at a million
/// items (perf, `self-sizing` scenario).
@usableFromInline final class AttributesCache {
    /// Items, then headers, then footers, then separators.
    @usableFromInline let slots: UnsafeMutablePointer<LayoutAttributes?>
    @usableFromInline let count: Int
    /// The offsets of the slots filled, each at least once (`PreparedLayout.fill(_:with:)` writes
    /// them, with no test of room: a fill is on the query path). A slot emptied by an
    /// invalidation of its header or footer and filled again is listed twice, so the list has
    /// room for one entry a slot plus `spare`, and is compacted once more than `spare` slots
    /// have been emptied (`emptied(_:)`): entries ≤ slots filled + slots emptied ≤ slots + spare.
    @usableFromInline let filled: UnsafeMutablePointer<Int>
    /// Two counters in one allocation (allocations are gated per benchmark): the length of
    /// `filled`, and the owning layout's size of its last answer.
    @usableFromInline let filledCount: UnsafeMutablePointer<Int>
    @usableFromInline var lastAnswerCount: UnsafeMutablePointer<Int> { filledCount + 1 }
    /// Slots emptied since the list was last compacted.
    private var emptiedCount = 0
    /// Entries the list has beyond one a slot.
    private let spare: Int
    /// Whether the list is kept.
    @usableFromInline let tracksFilled: Bool

    /// An empty cache with room for `count` objects, `spare` of which (the headers and footers)
    /// may be emptied and filled again.
    ///
    /// - Complexity: O(count) to clear the slots.
    init(count: Int, spare: Int, tracksFilled: Bool) {
        self.count = count
        self.spare = spare
        self.tracksFilled = tracksFilled
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        filledCount = .allocate(capacity: 2)
        filledCount.initialize(repeating: 0, count: 2)
        // Without the list, `filled` is never written: it points at the counters rather than at
        // an allocation of its own.
        filled = tracksFilled ? .allocate(capacity: count + spare) : filledCount
    }

    deinit {
        removeAll()
        // Every slot is nil now: nothing left to deinitialise one by one.
        slots.deallocate()
        if tracksFilled { filled.deallocate() }
        filledCount.deallocate()
    }

    /// Notes that `k` slots were set to `nil` outside `removeAll()`, and compacts the list
    /// when more than `spare` have been since the last time.
    ///
    /// - Complexity: O(1), amortised: O(slots) once every `spare` slots emptied.
    func emptied(_ k: Int) {
        guard tracksFilled else { return }
        emptiedCount += k
        if emptiedCount > spare { compact() }
    }

    /// Lists each non-`nil` slot once.
    ///
    /// - Complexity: O(slots).
    private func compact() {
        var n = 0
        for offset in 0..<count where slots[offset] != nil {
            filled[n] = offset
            n += 1
        }
        filledCount.pointee = n
        emptiedCount = 0
    }

    /// Releases every object.
    ///
    /// - Complexity: O(objects made since the last call) when the list is kept, else O(slots).
    func removeAll() {
        guard tracksFilled else {
            for offset in 0..<count where slots[offset] != nil { slots[offset] = nil }
            return
        }
        for k in 0..<filledCount.pointee { slots[filled[k]] = nil }
        filledCount.pointee = 0
        emptiedCount = 0
    }
}
