// Updating a store after a self-sizing re-layout instead of rebuilding it: the decorations of
// the sections laid out again are computed again; every later decoration moves by its
// section's move (one frame computed per run of unchanged sections gives the run's move), and
// the attributes objects already made move with their frames, so a view keeps its object.

extension DecorationStore {
    /// Recomputes the decorations of `changed` (ascending) from `p` and moves every decoration
    /// after them, in place.
    ///
    /// - Returns: the number of decorations computed again, or `nil` when the store cannot be
    ///   updated (its decorations are not in order along the scroll axis, a section gained or
    ///   lost one, or the order breaks): the caller rebuilds.
    /// - Complexity: O(changed decorations + log d) to recompute, plus O(d') for the d'
    ///   decorations after the first changed section, each moved by one addition.
    func remeasure(_ changed: [Int], in p: PreparedLayout, rule: FrameRule) -> Int? {
        guard isSortedByStart, p.numberOfSections == sections.count, let first = changed.first else { return nil }
        let direction = self.direction
        var i = firstIndex(withKeyAtLeast: Int32(truncatingIfNeeded: first) << 1, from: 0)
        let firstTouched = i
        var recomputed = 0
        for (n, section) in changed.enumerated() {
            let key = Int32(truncatingIfNeeded: section) << 1
            i = firstIndex(withKeyAtLeast: key, from: i)
            for kind in [ElementKind.background, .badge] {
                let frame =
                    kind == .background
                    ? DecorationFactory.backgroundFrame(section, in: p, rule: rule)
                    : DecorationFactory.badgeFrame(section, in: p, rule: rule)
                let present = i < count && keys[i] == key | (kind == .badge ? 1 : 0)
                guard present == (frame != nil) else { return nil }
                guard let frame else { continue }
                set(i, frame)
                recomputed += 1
                i += 1
            }
            let runEnd =
                n + 1 < changed.count
                ? firstIndex(withKeyAtLeast: Int32(truncatingIfNeeded: changed[n + 1]) << 1, from: i) : count
            if i < runEnd {
                let section = Int(keys[i] >> 1)
                let moved =
                    keys[i] & 1 == 0
                    ? DecorationFactory.backgroundFrame(section, in: p, rule: rule)
                    : DecorationFactory.badgeFrame(section, in: p, rule: rule)
                guard let moved else { return nil }
                let d = moved.minMain(direction) - frames[i].minMain(direction)
                if d != 0 {
                    for j in i..<runEnd { set(j, frames[j].moved(alongMain: direction, by: d)) }
                }
            }
            i = runEnd
        }
        for j in max(1, firstTouched)..<max(1, count)
        where frames[j].minMain(direction) < frames[j - 1].minMain(direction) { return nil }
        return recomputed
    }

    /// The first decoration at or after `from` whose key is at least `key`.
    private func firstIndex(withKeyAtLeast key: Int32, from: Int) -> Int {
        var low = from, high = count
        while low < high {
            let mid = low + (high - low) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func set(_ index: Int, _ frame: Rect) {
        frames[index] = frame
        objects[index]?.frame = frame
    }
}

extension Rect {
    /// The rectangle moved by `d` along the scroll axis.
    @inlinable
    func moved(alongMain direction: ScrollDirection, by d: Double) -> Rect {
        direction == .vertical
            ? Rect(x: minX, y: minY + d, width: width, height: height)
            : Rect(x: minX + d, y: minY, width: width, height: height)
    }
}
