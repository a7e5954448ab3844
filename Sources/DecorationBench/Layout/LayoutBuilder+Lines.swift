// The line path: a section whose items differ in size. Spacing inside a line is `within`,
// between lines `between`: s and l when vertical, and, as UIKit does on this path only, swapped
// when horizontal (l between the items of a column, s between columns).
//
// Line breaking: `remaining` starts at A. For each item: if no line is open, one opens; if
// w ≤ remaining the item joins and remaining −= w + within; otherwise the open line closes (its
// remaining becomes the previous leftover), the item opens a new line, and remaining =
// A − (w + within). So a first item wider than A leaves an empty first line, of length 0, which
// still costs one `between`.
//
// Alignment: a line that is not the last is complete. The last is complete when every line
// holds exactly one item (an empty line breaks this), or when there are at least two lines and
// its remaining equals the previous leftover exactly. A complete line of k ≥ 2 items is
// justified (gap (A − Σw)/(k − 1), first item at a); a complete line of one item is centred at
// a + (A − w)/2, clamped to a when the item is wider than A. An incomplete last line is
// left-aligned at a with `within` between items.
//
// A line is as long along the scroll axis as its longest item (0 when empty); each item is
// centred in it; lines advance by length + between; the items end where the last line ends.

extension LayoutBuilder {
    /// Breaks a section's items into UIKit's lines and places them; returns where the items end.
    ///
    /// Two passes over the sizes and no allocation: the first finds where the last line starts
    /// and whether it is complete, the second breaks the lines again and places each as it
    /// closes.
    ///
    /// - Complexity: O(items of the section).
    mutating func placeLines(
        _ sizes: SectionSpec.Items, from start: Double, crossStart: Double,
        avail: Double, within: Double, between: Double
    ) -> Double {
        let count = sizes.count
        var breaker = LineBreaker(avail: avail, within: within)
        var allSingle = true, lineFirst = 0, lineCount = 1
        for i in 0..<count {
            guard breaker.opensLine(crossLength(sizes.size(at: i))) else { continue }
            if i - lineFirst != 1 { allSingle = false }
            lineFirst = i
            lineCount += 1
        }
        let lastComplete =
            (allSingle && count - lineFirst == 1)
            || (lineCount >= 2 && breaker.remaining == breaker.previousLeftover)

        var lineStart = start
        var first = 0
        breaker = LineBreaker(avail: avail, within: within)
        for i in 0..<count {
            guard breaker.opensLine(crossLength(sizes.size(at: i))) else { continue }
            let length = placeLine(sizes, first..<i, at: lineStart, crossStart: crossStart, avail: avail, gap: nil)
            lineStart += length + between
            first = i
        }
        let length = placeLine(
            sizes, first..<count, at: lineStart, crossStart: crossStart, avail: avail,
            gap: lastComplete ? nil : within)
        return lineStart + length
    }

    @inline(__always)
    private func crossLength(_ size: Size) -> Double { vertical ? size.width : size.height }

    /// Places one line's items, each centred in the line along the scroll axis, and records the
    /// line's extent from the placed (rounded) frames; an empty line places nothing.
    ///
    /// - Parameter gap: `nil` for a complete line (justified, or a lone item centred and
    ///   clamped to the leading inset), else the spacing of a left-aligned last line.
    /// - Returns: the line's length along the scroll axis: its longest item's (0 when empty).
    private mutating func placeLine(
        _ sizes: SectionSpec.Items, _ items: Range<Int>, at lineStart: Double,
        crossStart: Double, avail: Double, gap fixedGap: Double?
    ) -> Double {
        guard !items.isEmpty else { return 0 }
        var sumW = 0.0, length = 0.0
        for i in items {
            let size = sizes.size(at: i)
            sumW += crossLength(size)
            length = max(length, vertical ? size.height : size.width)
        }
        var position = crossStart, gap = 0.0
        if let fixedGap {
            gap = fixedGap
        } else if items.count == 1 {
            if sumW <= avail { position = crossStart + (avail - sumW) / 2 }
        } else {
            gap = (avail - sumW) / Double(items.count - 1)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for i in items {
            let size = sizes.size(at: i)
            let w = crossLength(size), h = vertical ? size.height : size.width
            let frame = placedRect(main: lineStart + (length - h) / 2, cross: position, mainLength: h, crossLength: w)
            frames.append(frame)
            lo = min(lo, vertical ? frame.minY : frame.minX)
            hi = max(hi, vertical ? frame.maxY : frame.maxX)
            position += w + gap
        }
        lineStarts.append(lo)
        lineEnds.append(hi)
        lineFirstItems.append(items.lowerBound)
        return length
    }
}

/// UIKit's greedy line breaking, fed one item at a time: the one statement of the rule, used by
/// both passes of ``LayoutBuilder/placeLines(_:from:crossStart:avail:within:between:)``.
private struct LineBreaker {
    let avail: Double
    let within: Double
    /// What is left of the open line's cross length (negative after an item wider than it).
    private(set) var remaining: Double
    /// The remaining length of the last line closed; NaN while none has closed.
    private(set) var previousLeftover = Double.nan

    init(avail: Double, within: Double) {
        self.avail = avail
        self.within = within
        remaining = avail
    }

    /// Takes an item of cross length `w`: it joins the open line when `w ≤ remaining`; otherwise
    /// the open line closes and the item opens the next one. Returns whether it opened a line.
    @inline(__always)
    mutating func opensLine(_ w: Double) -> Bool {
        if w <= remaining {
            remaining -= w + within
            return false
        }
        previousLeftover = remaining
        remaining = avail - (w + within)
        return true
    }
}
