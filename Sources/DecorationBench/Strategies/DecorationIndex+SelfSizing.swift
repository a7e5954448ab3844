// The careful strategies after a self-sizing re-layout: the store computes the changed
// sections' decorations again and moves the later ones (`DecorationStore+Remeasure.swift`);
// each index then follows the moved frames. `binary-search` moves its starts in place; the
// interval tree and the augmented list are built again over the moved frames (no decoration is
// computed again for them, but their structure is: a tree keyed by absolute positions has no
// cheaper way to move a suffix).

extension BinarySearchStrategy.Index {
    /// Updates the store and the starts in place; `nil` when the store must be rebuilt.
    ///
    /// - Complexity: O(d) additions and comparisons, no allocation.
    func remeasure(_ sections: [Int], in p: PreparedLayout, rule: FrameRule) -> Int? {
        guard order == nil, let recomputed = store.remeasure(sections, in: p, rule: rule) else { return nil }
        let frames = store.frames, direction = store.direction
        var longest = 0.0
        for i in 0..<store.count {
            starts[i] = frames[i].minMain(direction)
            longest = Swift.max(longest, frames[i].maxMain(direction) - starts[i])
        }
        self.longest = longest
        return recomputed
    }
}
