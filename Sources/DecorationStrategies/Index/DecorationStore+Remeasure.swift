import DecorationBench

// Updating a store after a self-sizing re-layout instead of rebuilding it: the decorations of
// the sections laid out again are computed again; every later decoration moves by its
// section's move (one frame computed per run of unchanged sections gives the run's move), and
// the attributes objects already made move with their frames, so a view keeps its object.
//
// The last run, from the last changed section to the end, is most of the store at a million
// items, and all of it moves by one amount: a caller that can add that amount in its query
// (`binary-search`, `augmented-list`) leaves it pending (`tailFrom`, `tailShift`) instead of
// writing it. Then
// what a frame writes is the changed sections plus the decorations between the last frame's
// pending move and this one's: the distance scrolled, not the data set.

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
        var written = Swift.min(firstTouched, tailFrom)..<Swift.max(tail, firstTouched)
        if tailFrom < tail { writePendingMove(upTo: tail) }
        guard let recomputed = recompute(changed, from: firstTouched, to: tail, in: p, rule: rule) else { return nil }
        if tail < count {
            guard let moved = decorationFrame(tail, in: p, rule: rule) else { return nil }
            written = written.covering(
                deferMove(moved.minMain(direction) - frame(at: tail).minMain(direction), from: tail))
        }
        if !deferringTail, tailFrom < count {
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
        let section = keys[index].section
        return !keys[index].isBadge
            ? DecorationFactory.backgroundFrame(section, in: p, rule: rule)
            : DecorationFactory.badgeFrame(section, in: p, rule: rule)
    }

    /// Writes the pending move into the stored frames of `tailFrom..<end`, which no longer
    /// defer it.
    ///
    /// - Complexity: O(end − tailFrom).
    func writePendingMove(upTo end: Int) {
        if tailShift != 0 {
            for j in tailFrom..<end { set(j, frames[j].moved(alongMain: direction, by: tailShift)) }
        }
        tailFrom = end
        if end == count { tailShift = 0 }
    }

    /// Adds `d` to the frames of every decoration from `tail` on, whose stored frames are
    /// their frames up to `tailFrom` (at least `tail`) and defer `tailShift` after it. Nothing
    /// is written when no other move is pending past `tail`; otherwise the shorter of the two
    /// stretches is written and the rest deferred.
    ///
    /// - Returns: the decorations whose stored frames were written.
    /// - Complexity: O(min(tailFrom − tail, count − tailFrom)).
    private func deferMove(_ d: Double, from tail: Int) -> Range<Int> {
        guard d != 0 else { return tail..<tail }
        // `tailShift` is 0 when `tailFrom == count`.
        if tailFrom == count || tailFrom == tail {
            tailFrom = tail
            tailShift += d
            return tail..<tail
        }
        if tailFrom - tail <= count - tailFrom {
            for j in tail..<tailFrom { set(j, frames[j].moved(alongMain: direction, by: d)) }
            tailShift += d
            return tail..<tailFrom
        }
        let written = tailFrom..<count
        writePendingMove(upTo: count)
        tailFrom = tail
        tailShift = d
        return written
    }

    private func set(_ index: Int, _ frame: Rect) {
        frames[index] = frame
        objects[index]?.frame = frame
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
