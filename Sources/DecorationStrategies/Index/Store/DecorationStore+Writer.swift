import DecorationBench

extension DecorationStore {
    /// Appends decorations to a store's buffers, noting their order and how many were computed:
    /// a full build's (``appendEverySection(of:rule:)``) and an update's.
    struct Writer {
        let frames: UnsafeMutablePointer<Rect>
        let keys: UnsafeMutablePointer<DecorationKey>
        let direction: ScrollDirection
        var count = 0, recomputed = 0, sorted = true
        var lastStart = -Double.infinity

        init(frames: UnsafeMutablePointer<Rect>, keys: UnsafeMutablePointer<DecorationKey>, direction: ScrollDirection)
        {
            (self.frames, self.keys, self.direction) = (frames, keys, direction)
        }

        mutating func append(_ frame: Rect, key: DecorationKey) {
            let start = frame.minMain(direction)
            if start < lastStart { sorted = false }
            lastStart = start
            frames[count] = frame
            keys[count] = key
            count += 1
        }

        /// Appends `count` decorations moved by `shift` along the scroll axis, their keys by
        /// `sectionDelta` sections; `inOrder` when they are already sorted by start (only the first
        /// is then compared with what came before).
        mutating func appendBlock(
            frames source: UnsafeMutablePointer<Rect>, keys sourceKeys: UnsafeMutablePointer<DecorationKey>,
            count n: Int, shift: Double, sectionDelta: Int, inOrder: Bool
        ) {
            guard n > 0 else { return }
            let (targetFrames, targetKeys) = (frames + count, keys + count)
            if direction == .vertical {
                for i in 0..<n {
                    var frame = source[i]
                    frame.origin.y += shift
                    targetFrames[i] = frame
                    targetKeys[i] = sourceKeys[i].movedBy(sections: sectionDelta)
                }
            } else {
                for i in 0..<n {
                    var frame = source[i]
                    frame.origin.x += shift
                    targetFrames[i] = frame
                    targetKeys[i] = sourceKeys[i].movedBy(sections: sectionDelta)
                }
            }
            if inOrder {
                if targetFrames[0].minMain(direction) < lastStart { sorted = false }
                lastStart = targetFrames[n - 1].minMain(direction)
            } else {
                for i in 0..<n {
                    let start = targetFrames[i].minMain(direction)
                    if start < lastStart { sorted = false }
                    lastStart = start
                }
            }
            count += n
        }

        /// Computes every section decoration of `p`, section by section (a section's background,
        /// then its badge), in one pass that reads each section's geometry and configuration once.
        ///
        /// - Complexity: O(sections); no allocation.
        mutating func appendEverySection(of p: PreparedLayout, rule: FrameRule) {
            // A local copy: appended to through `self` from the closures below, the writer's
            // count and order would go to memory on every decoration.
            var writer = self
            defer { self = writer }
            p.dataSet.sections.withUnsafeBufferPointer { specs in
                p.sectionGeometries.withUnsafeBufferPointer { geometries in
                    precondition(specs.count == geometries.count, "DecorationStore: layout of another data set")
                    for section in 0..<geometries.count {
                        let g = geometries[section]
                        guard let area = DecorationFactory.sectionRect(g, section, in: p, rule: rule) else { continue }
                        DecorationFactory.forEachDecoration(of: specs, section, in: area) { kind, frame in
                            writer.append(frame, key: DecorationKey(section: section, kind: kind))
                        }
                    }
                }
            }
            writer.recomputed = writer.count
        }

        /// Computes a section's background and badge as a full build does.
        mutating func recompute(_ section: Int, in p: PreparedLayout, rule: FrameRule) {
            let key = DecorationKey(section: section)
            if let frame = DecorationFactory.backgroundFrame(section, in: p, rule: rule) {
                append(frame, key: key)
                recomputed += 1
            }
            if let frame = DecorationFactory.badgeFrame(section, in: p, rule: rule) {
                append(frame, key: key.badge)
                recomputed += 1
            }
        }
    }
}
