extension FlowLayout {
    /// Checks the layout's internal consistency; traps with a message naming what is broken.
    ///
    /// Run after every ``prepare()`` when compiled with `DECOBENCH_INVARIANTS` (debug builds and
    /// tests), and callable from tests directly.
    ///
    /// - Complexity: O(items + sections).
    public func _checkInvariants() {
        precondition(isPrepared, "invariants: layout not prepared")
        var main = 0.0
        var items = 0
        var lines = 0
        for (s, g) in sectionGeometries.enumerated() {
            precondition(g.mainStart == main, "invariants: section \(s) starts at \(g.mainStart), expected \(main)")
            precondition(g.mainStart <= g.bodyStart && g.bodyStart <= g.itemsStart && g.itemsStart <= g.itemsEnd
                && g.itemsEnd <= g.bodyEnd && g.bodyEnd <= g.mainEnd, "invariants: section \(s) bounds out of order")
            precondition(g.firstItem == items && g.firstLine == lines, "invariants: section \(s) storage offsets")
            for l in g.firstLine..<(g.firstLine + g.lineCount) {
                precondition(lineStarts[l] <= lineEnds[l], "invariants: line \(l) ends before it starts")
                if l > g.firstLine {
                    precondition(lineEnds[l - 1] <= lineStarts[l], "invariants: lines \(l - 1) and \(l) overlap")
                }
            }
            items += g.itemCount
            lines += g.lineCount
            main = g.mainEnd
        }
        precondition(items == itemFrames.count && lines == lineStarts.count, "invariants: storage sizes")
    }
}
