import DecorationBench

// Updating a store after a self-sizing re-layout instead of rebuilding it: the decorations of
// the sections laid out again are computed again; every later decoration moves by its
// section's move (one frame computed per run of unchanged sections gives the run's move), and
// the attributes objects already made move with their frames, so a view keeps its object.
//
// The last run, from the last changed section to the end, is most of the store at a million
// items, and all of it moves by one amount: a caller that can add that amount in its query
// (`binary-search`, `augmented-list`) leaves it pending (`PendingMove`) instead of writing it.
// Then what a frame writes is the changed sections plus the decorations between the last
// frame's pending move and this one's: the distance scrolled, not the data set.

extension DecorationStore {
    /// What ``remeasure(_:in:rule:deferringTail:)`` did.
    struct Remeasured {
        /// Decorations computed again.
        let recomputed: Int
        /// The decorations whose stored frames it wrote (all others kept theirs).
        let written: Range<Int>
    }

    /// Recomputes the decorations of `changed` (ascending) from `p` and moves every decoration
    /// after them: written in place, or, with `deferringTail`, the move of the decorations after
    /// the last changed section added to the pending one.
    ///
    /// - Returns: what was done, or `nil` when the store cannot be updated (its decorations are
    ///   not in order along the scroll axis, a section gained or lost one, or the order breaks):
    ///   the caller rebuilds. The caller asks only where moves are exact
    ///   (`FlowLayout.movesExactly(rule:)`, `PreparedIndex.updateOrRebuild`).
    /// - Complexity: O(changed decorations + log d) to recompute, plus one addition per
    ///   decoration between the first changed section and the last (and, with a pending move,
    ///   between it and them); plus O(d') for the d' decorations after the last changed section
    ///   unless `deferringTail`.
    func remeasure(_ changed: [Int], in p: PreparedLayout, rule: FrameRule, deferringTail: Bool) -> Remeasured? {
        guard isSortedByStart, p.numberOfSections == sections.count, let first = changed.first, let last = changed.last
        else { return nil }
        let firstTouched = firstIndex(withKeyAtLeast: DecorationKey(section: first), from: 0)
        let tail = firstIndex(withKeyAtLeast: DecorationKey(section: last + 1), from: firstTouched)
        var written = Swift.min(firstTouched, pendingMove.from)..<Swift.max(tail, firstTouched)
        if pendingMove.from < tail { writePendingMove(upTo: tail) }
        guard let recomputed = recompute(changed, from: firstTouched, to: tail, in: p, rule: rule) else { return nil }
        if tail < count {
            guard let moved = decorationFrame(tail, in: p, rule: rule) else { return nil }
            written = written.covering(
                deferMove(moved.minMain(direction) - frame(at: tail).minMain(direction), from: tail))
        }
        if !deferringTail, pendingMove.from < count {
            written = written.lowerBound..<count
            writePendingMove(upTo: count)
        }
        let from = Swift.max(1, firstTouched), through = Swift.min(tail, count - 1)
        if from <= through {
            for j in from...through where frame(at: j).minMain(direction) < frame(at: j - 1).minMain(direction) {
                return nil
            }
        }
        return Remeasured(recomputed: recomputed, written: written)
    }

    /// Computes the decorations of `changed` again and moves the runs between them, all within
    /// `firstTouched..<tail` (whose stored frames are their frames: no move is pending there).
    private func recompute(
        _ changed: [Int], from firstTouched: Int, to tail: Int, in p: PreparedLayout, rule: FrameRule
    ) -> Int? {
        var i = firstTouched, recomputed = 0
        for (n, section) in changed.enumerated() {
            let key = DecorationKey(section: section)
            i = firstIndex(withKeyAtLeast: key, from: i)
            for kind in [ElementKind.background, .badge] {
                let frame = DecorationFactory.frame(kind, section, in: p, rule: rule)
                let present = i < count && keys[i] == (kind == .badge ? key.badge : key)
                guard present == (frame != nil) else { return nil }
                guard let frame else { continue }
                set(i, frame)
                recomputed += 1
                i += 1
            }
            let runEnd =
                n + 1 < changed.count
                ? firstIndex(withKeyAtLeast: DecorationKey(section: changed[n + 1]), from: i) : tail
            if i < runEnd {
                guard let moved = decorationFrame(i, in: p, rule: rule) else { return nil }
                let d = moved.minMain(direction) - frames[i].minMain(direction)
                if d != 0 {
                    for j in i..<runEnd { set(j, frames[j].moved(alongMain: direction, by: d)) }
                }
            }
            i = runEnd
        }
        return recomputed
    }

    /// The frame decoration `index` has in `p`, computed as a full build computes it.
    private func decorationFrame(_ index: Int, in p: PreparedLayout, rule: FrameRule) -> Rect? {
        DecorationFactory.frame(keys[index].kind, keys[index].section, in: p, rule: rule)
    }

    /// Writes the pending move into the stored frames of `pendingMove.from..<end`, which no longer
    /// defer it.
    ///
    /// - Complexity: O(end − pendingMove.from).
    func writePendingMove(upTo end: Int) {
        if pendingMove.shift != 0 {
            for j in pendingMove.from..<end { set(j, pendingMove.frame(frames[j], at: j, direction)) }
        }
        pendingMove.from = end
        if end == count { pendingMove.shift = 0 }
    }

    /// Adds `d` to the frames of every decoration from `tail` on, whose stored frames are
    /// their frames up to `pendingMove.from` (at least `tail`) and defer `pendingMove.shift`
    /// after it. Nothing is written when no other move is pending past `tail`; otherwise the
    /// shorter of the two stretches is written and the rest deferred.
    ///
    /// - Returns: the decorations whose stored frames were written.
    /// - Complexity: O(min(pendingMove.from − tail, count − pendingMove.from)).
    private func deferMove(_ d: Double, from tail: Int) -> Range<Int> {
        guard d != 0 else { return tail..<tail }
        // `pendingMove.shift` is 0 when `pendingMove.from == count`.
        if pendingMove.from == count || pendingMove.from == tail {
            pendingMove.from = tail
            pendingMove.shift += d
            return tail..<tail
        }
        if pendingMove.from - tail <= count - pendingMove.from {
            for j in tail..<pendingMove.from { set(j, frames[j].moved(alongMain: direction, by: d)) }
            pendingMove.shift += d
            return tail..<pendingMove.from
        }
        let written = pendingMove.from..<count
        writePendingMove(upTo: count)
        pendingMove.from = tail
        pendingMove.shift = d
        return written
    }

    private func set(_ index: Int, _ frame: Rect) {
        frames[index] = frame
        objects[index]?.move(to: frame)
    }
}

extension Range<Int> {
    /// The smallest range holding both; an empty one adds nothing.
    func covering(_ other: Range<Int>) -> Range<Int> {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
    }
}
