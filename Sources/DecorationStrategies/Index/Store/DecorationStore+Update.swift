import DecorationBench

extension DecorationStore {
    /// The store of a layout after a batch update, made from the store before it: the
    /// decorations of every section the batch did not change are moved by that section's shift
    /// along the scroll axis (no configuration read, no frame rule applied); those of the
    /// sections it changed, inserted or reloaded are computed from their geometry, as a full
    /// build computes them. ``recomputedCount`` counts only the latter.
    ///
    /// A section is moved only when the move gives the frames a fresh layout computes, to the
    /// last bit; otherwise it is computed again. That holds
    /// - when its shift is 0 (a section before the first one the batch changed): the same
    ///   lengths summed in the same order from the same start;
    /// - when `exactMoves` (`FlowLayout.movesExactly(rule:)`: the data before and after the
    ///   batch lie on `ExactGrid`, so their sums carry no rounding error and `old + shift` is the
    ///   new sum) and the shift is a whole number of pixels (UIKit rounds every origin to a pixel:
    ///   a section shifted by a fraction of one can lay out differently inside).
    ///
    /// Off the grid (33.3 points) `(a + b) + shift` and `(a + shift) + b` round in different
    /// places: every section after the first the batch changed is computed again.
    ///
    /// Attributes objects carry over for decorations whose section index and frame did not
    /// change (before the first section the batch touched); the others are made on request.
    ///
    /// - Complexity: O(sections) to walk them, with O(1) per decoration moved and per decoration
    ///   computed; O(log d) for each section whose old decorations are not where the last one's
    ///   ended (a moved section). No allocation once `pool` holds buffers as large.
    convenience init(
        updating old: DecorationStore, with update: CollectionViewUpdate, in p: PreparedLayout,
        rule: FrameRule, exactMoves: Bool, pool: BufferPool
    ) {
        let sections = p.numberOfSections, map = update.sections, direction = p.scrollDirection
        // The blocks below are copied from the stored frames: a move the old store deferred is
        // written first.
        old.writePendingMove(upTo: old.count)
        precondition(
            map.newToOld.count == sections && update.oldGeometries.count == map.oldToNew.count,
            "DecorationStore: the update does not describe this layout")
        let frames = pool.take(.frames, count: 2 * sections, as: Rect.self)
        let keys = pool.take(.keys, count: 2 * sections, as: DecorationKey.self)
        let raw = UnsafeMutableRawPointer(pool.take(.objects, count: 2 * sections, as: Int.self))
        raw.initializeMemory(as: Int.self, repeating: 0, count: 2 * sections)
        let objects = raw.bindMemory(to: LayoutAttributes?.self, capacity: 2 * sections)
        var writer = Writer(frames: frames, keys: keys, direction: direction)
        let scale = p.dataSet.screenScale
        // Raw buffers throughout: an array read through `map` or `update` in this loop costs a
        // bounds check and a retain and release of its storage per decoration, more than the
        // move itself.
        p.sectionGeometries.withUnsafeBufferPointer { geometries in
            update.oldGeometries.withUnsafeBufferPointer { oldGeometries in
                map.newToOld.withUnsafeBufferPointer { newToOld in
                    map.touched.withUnsafeBufferPointer { touched in
                        old.move(
                            into: &writer, objects: objects, geometries: geometries, oldGeometries: oldGeometries,
                            newToOld: newToOld, touched: touched, scale: scale, exactMoves: exactMoves, in: p,
                            rule: rule)
                    }
                }
            }
        }
        self.init(
            count: writer.count, direction: direction, sorted: writer.sorted, frames: frames, keys: keys,
            objects: objects, sections: p.dataSet.sections, pool: pool, recomputedCount: writer.recomputed)
    }

    /// Writes the decorations of every new section: moved from this store when its section is
    /// untouched and shifted by whole pixels, else computed.
    ///
    /// - Complexity: O(sections + d), reading the geometry of O(sections the batch touched).
    private func move(
        into writer: inout Writer, objects: UnsafeMutablePointer<LayoutAttributes?>,
        geometries: UnsafeBufferPointer<SectionGeometry>, oldGeometries: UnsafeBufferPointer<SectionGeometry>,
        newToOld: UnsafeBufferPointer<Int>, touched: UnsafeBufferPointer<Bool>, scale: Double, exactMoves: Bool,
        in p: PreparedLayout, rule: FrameRule
    ) {
        var cursor = 0, section = 0
        let sections = geometries.count
        // Sections the batch left alone in a row (old sections o, o + 1, … at new j, j + 1, …)
        // all shift by the same amount (their lengths did not change), and their decorations
        // are one block of the old store: the shift is read from the geometry once per run,
        // and the block moved in one tight loop. Reading every section's geometry, old and new,
        // and walking them one by one was most of the update's time at a million items.
        while section < sections {
            let was = newToOld[section]
            guard was >= 0, !touched[section] else {
                writer.recompute(section, in: p, rule: rule)
                section += 1
                continue
            }
            var end = section + 1
            while end < sections, newToOld[end] == was &+ (end &- section), !touched[end] { end += 1 }
            let shift = geometries[section].mainStart - oldGeometries[was].mainStart
            let pixels = shift * scale
            guard shift == 0 || (exactMoves && pixels == pixels.rounded()) else {
                for s in section..<end { writer.recompute(s, in: p, rule: rule) }
                section = end
                continue
            }
            let low = firstDecoration(ofSection: was, from: cursor)
            let high = firstDecoration(ofSection: was + (end - section), from: low)
            let sectionDelta = section - was
            if shift == 0, sectionDelta == 0 {
                // Same index paths, same frames: the objects made for them still hold.
                for i in low..<high { objects[writer.count + i - low] = self.objects[i] }
            }
            writer.appendBlock(
                frames: frames + low, keys: keys + low, count: high - low, shift: shift,
                sectionDelta: sectionDelta, inOrder: isSortedByStart)
            cursor = high
            section = end
        }
    }

    /// The index of the first decoration of `section`, or where it would be: `hint` when the
    /// decoration there belongs to it (the usual case, sections walked in order), else a binary
    /// search.
    ///
    /// - Complexity: O(1) when `hint` is right, else O(log d).
    func firstDecoration(ofSection section: Int, from hint: Int) -> Int {
        let key = DecorationKey(section: section)
        if hint < count, keys[hint].section == section, hint == 0 || keys[hint - 1] < key { return hint }
        return firstIndex(withKeyAtLeast: key, from: 0)
    }
}
