import DecorationBench

// The careful strategies after a self-sizing re-layout: the store computes the changed
// sections' decorations again and moves the later ones (`DecorationStore+Remeasure.swift`);
// each index then follows the moved frames. `binary-search` leaves the move of the decorations
// after the last changed section pending in the store and adds it in its query, so it writes
// only the starts the store wrote; the interval tree and the augmented list are built again
// over the moved frames (no decoration is computed again for them, but their structure is: a
// structure keyed by absolute positions has no cheaper way to move a suffix).

extension BinarySearchStrategy.Index {
    /// Updates the store and the starts in place; `nil` when the store must be rebuilt.
    ///
    /// Starts mirror the store's stored frames, pending move and all, so only those the store
    /// wrote are written. The longest decoration can only grow: a section measured shorter
    /// leaves the window as wide as before (still correct, a little wider than it need be)
    /// until the next full `prepare()`.
    ///
    /// - Complexity: that of `DecorationStore.remeasure(_:in:rule:deferringTail:)` with the
    ///   tail deferred, no allocation.
    func remeasure(_ sections: [Int], in p: PreparedLayout, rule: FrameRule) -> Int? {
        guard order == nil, let done = store.remeasure(sections, in: p, rule: rule, deferringTail: true) else {
            return nil
        }
        let frames = store.frames, direction = store.direction
        var longest = self.longest
        for i in done.written {
            starts[i] = frames[i].minMain(direction)
            longest = Swift.max(longest, frames[i].maxMain(direction) - starts[i])
        }
        self.longest = longest
        return done.recomputed
    }
}
