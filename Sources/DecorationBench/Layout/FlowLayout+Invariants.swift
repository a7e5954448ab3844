extension FlowLayout {
    #if DECOBENCH_INVARIANTS
    /// Checks the layout's internal consistency; traps with a message naming what is broken.
    ///
    /// Run after every ``prepare()`` when compiled with `DECOBENCH_INVARIANTS` (debug builds and
    /// tests), and callable from tests directly.
    ///
    /// - Complexity: O(items + sections).
    func _checkInvariants() {
        let p = prepared
        var main = 0.0
        var items = 0
        var lines = 0
        var separators = 0
        for (s, g) in p.sectionGeometries.enumerated() {
            precondition(g.mainStart == main, "invariants: section \(s) starts at \(g.mainStart), expected \(main)")
            precondition(
                g.mainStart <= g.bodyStart && g.bodyStart <= g.itemsStart && g.itemsStart <= g.itemsEnd
                    && g.itemsEnd <= g.bodyEnd && g.bodyEnd <= g.mainEnd, "invariants: section \(s) bounds out of order"
            )
            precondition(
                g.firstItem == items && g.firstLine == lines && g.firstSeparator == separators,
                "invariants: section \(s) storage offsets")
            for i in g.firstSeparator..<(g.firstSeparator + g.separatorCount) {
                let item = p.separatorItems[i]
                precondition(
                    item >= 0 && item < g.itemCount, "invariants: separator \(i) names item \(item) of \(g.itemCount)")
                precondition(
                    i == g.firstSeparator || p.separatorItems[i - 1] < item,
                    "invariants: separators of section \(s) out of order")
                let frame = p.storedFrame(p.separatorFrames[i], movedBy: g.storageShift)
                precondition(
                    frame.minMain(p.scrollDirection) >= g.itemsStart - p.roundingSlack
                        && frame.maxMain(p.scrollDirection) <= g.itemsEnd + p.roundingSlack,
                    "invariants: separator \(i) lies outside the items of section \(s)")
            }
            for l in g.firstLine..<(g.firstLine + g.lineCount) {
                precondition(p.lineStarts[l] <= p.lineEnds[l], "invariants: line \(l) ends before it starts")
                let first = p.lineFirstItems[l]
                let end = l + 1 < g.firstLine + g.lineCount ? p.lineFirstItems[l + 1] : g.itemCount
                for item in first..<end {
                    let f = p.itemFrames[g.firstItem + item]
                    precondition(
                        f.minMain(p.scrollDirection) >= p.lineStarts[l]
                            && f.maxMain(p.scrollDirection) <= p.lineEnds[l],
                        "invariants: item \(item) of section \(s) lies outside line \(l)")
                }
                if l > g.firstLine {
                    // Rounding may make a line reach a hair into the next; starts and the running
                    // maximum of ends must still rise, for the binary search.
                    precondition(
                        p.lineStarts[l - 1] <= p.lineStarts[l] && p.lineEnds[l - 1] <= p.lineEnds[l],
                        "invariants: lines \(l - 1) and \(l) out of order")
                }
            }
            items += g.itemCount
            lines += g.lineCount
            separators += g.separatorCount
            main = g.mainEnd
        }
        precondition(
            main == p.contentMainLength, "invariants: content length \(p.contentMainLength), sections end at \(main)")
        precondition(
            items == p.itemFrames.count && lines == p.lineStarts.count && separators == p.separatorFrames.count
                && separators == p.dataSet.separators.count, "invariants: storage sizes")
    }
    #else
    /// Compiled out: invariants are checked only in builds with `DECOBENCH_INVARIANTS`.
    @inline(__always)
    func _checkInvariants() {}
    #endif
}
