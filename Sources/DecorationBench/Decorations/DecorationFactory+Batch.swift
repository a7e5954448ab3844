extension DecorationFactory {
    /// Writes the frame and key of every section decoration of `p` (a section's background, then
    /// its badge, section by section) into `frames` and `keys`, which must have room for two per
    /// section (a background and a badge: the most a section has), keyed by ``DecorationKey``.
    /// The frames are those of ``backgroundFrame(_:in:rule:)`` and ``badgeFrame(_:in:rule:)``,
    /// computed in one pass that reads each section's geometry and configuration once.
    ///
    /// - Returns: the number of decorations written, and whether their starts along the scroll
    ///   axis never decrease.
    /// - Complexity: O(sections); no allocation.
    public static func writeSectionDecorations(
        of p: PreparedLayout, rule: FrameRule, frames: UnsafeMutablePointer<Rect>,
        keys: UnsafeMutablePointer<DecorationKey>
    ) -> (count: Int, sortedByStart: Bool) {
        let direction = p.scrollDirection
        var count = 0, sorted = true, lastStart = -Double.infinity
        p.dataSet.sections.withUnsafeBufferPointer { specs in
            p.sectionGeometries.withUnsafeBufferPointer { geometries in
                precondition(
                    specs.count == geometries.count, "DecorationFactory: the layout is prepared from another data set")
                for section in 0..<geometries.count {
                    guard let body = sectionRect(geometries[section], section, in: p, rule: rule) else { continue }
                    let key = DecorationKey(section: section)
                    if specs[section].decoration.background {
                        let frame = body.inset(by: specs[section].decoration.insets)
                        let start = frame.minMain(direction)
                        if start < lastStart { sorted = false }
                        lastStart = start
                        frames[count] = frame
                        keys[count] = key
                        count += 1
                    }
                    if let size = specs[section].decoration.badge?.size,
                        let offset = specs[section].decoration.badge?.offset
                    {
                        let frame = badgeFrame(in: body, offset: offset, size: size)
                        let start = frame.minMain(direction)
                        if start < lastStart { sorted = false }
                        lastStart = start
                        frames[count] = frame
                        keys[count] = key.badge
                        count += 1
                    }
                }
            }
        }
        return (count, sorted)
    }
}
