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
    mutating func placeLines(_ spec: SectionSpec, from start: Double, crossStart: Double,
                             avail: Double, within: Double, between: Double) -> Double {
        let count = spec.itemCount
        var remaining = avail, previousLeftover = Double.nan
        var allSingle = true, lineFirst = 0, lineCount = 1
        for i in 0..<count {
            let w = crossLength(spec.sizeOfItem(i))
            if w <= remaining {
                remaining -= w + within
            } else {
                if i - lineFirst != 1 { allSingle = false }
                previousLeftover = remaining
                lineFirst = i
                lineCount += 1
                remaining = avail - (w + within)
            }
        }
        let lastComplete = (allSingle && count - lineFirst == 1) || (lineCount >= 2 && remaining == previousLeftover)

        var lineStart = start
        var first = 0
        remaining = avail
        for i in 0..<count {
            let w = crossLength(spec.sizeOfItem(i))
            if w <= remaining {
                remaining -= w + within
            } else {
                let length = placeLine(spec, first..<i, at: lineStart, crossStart: crossStart, avail: avail,
                                       gap: nil)
                lineStart += length + between
                first = i
                remaining = avail - (w + within)
            }
        }
        let length = placeLine(spec, first..<count, at: lineStart, crossStart: crossStart, avail: avail,
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
    private mutating func placeLine(_ spec: SectionSpec, _ items: Range<Int>, at lineStart: Double,
                                    crossStart: Double, avail: Double, gap fixedGap: Double?) -> Double {
        guard !items.isEmpty else { return 0 }
        var sumW = 0.0, length = 0.0
        for i in items {
            let size = spec.sizeOfItem(i)
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
            let size = spec.sizeOfItem(i)
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
