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
    /// - Complexity: O(items of the section).
    mutating func placeLines(_ spec: SectionSpec, from start: Double, crossStart: Double,
                             avail: Double, within: Double, between: Double) -> Double {
        let breaks = lineBreaks(spec, avail: avail, within: within)
        let count = spec.itemCount
        var lineStart = start
        for l in breaks.starts.indices {
            let first = breaks.starts[l], end = l + 1 < breaks.starts.count ? breaks.starts[l + 1] : count
            var sumW = 0.0, length = 0.0
            for i in first..<end {
                let size = spec.sizeOfItem(i)
                sumW += vertical ? size.width : size.height
                length = max(length, vertical ? size.height : size.width)
            }
            if first < end {
                let isLast = l == breaks.starts.count - 1
                let k = end - first
                let complete = !isLast || (breaks.allSingle && k == 1)
                    || (breaks.starts.count >= 2 && breaks.lastRemaining == breaks.previousLeftover)
                let position: Double, gap: Double
                if !complete {
                    position = crossStart; gap = within
                } else if k == 1 {
                    position = sumW > avail ? crossStart : crossStart + (avail - sumW) / 2; gap = 0
                } else {
                    position = crossStart; gap = (avail - sumW) / Double(k - 1)
                }
                placeLine(spec, first..<end, at: lineStart, length: length, crossStart: position, gap: gap)
            }
            if l + 1 < breaks.starts.count { lineStart += length + between } else { lineStart += length }
        }
        return lineStart
    }

    /// Where UIKit's greedy line breaking starts each line (an empty first line starts where the
    /// second does), whether every line holds one item, and the last two lines' remaining space.
    ///
    /// - Complexity: O(items of the section).
    private func lineBreaks(_ spec: SectionSpec, avail: Double, within: Double)
        -> (starts: [Int], allSingle: Bool, lastRemaining: Double, previousLeftover: Double) {
        var starts = [0]
        var remaining = avail
        var previousLeftover = Double.nan
        var allSingle = true
        for i in 0..<spec.itemCount {
            let size = spec.sizeOfItem(i)
            let w = vertical ? size.width : size.height
            if w <= remaining {
                remaining -= w + within
            } else {
                if i - starts[starts.count - 1] != 1 { allSingle = false }
                previousLeftover = remaining
                starts.append(i)
                remaining = avail - (w + within)
            }
        }
        return (starts, allSingle, remaining, previousLeftover)
    }

    /// Places one line's items from `crossStart`, `gap` apart, each centred in the line along
    /// the scroll axis, and records the line's extent from the placed (rounded) frames.
    private mutating func placeLine(_ spec: SectionSpec, _ items: Range<Int>, at lineStart: Double, length: Double,
                                    crossStart: Double, gap: Double) {
        var position = crossStart
        var lo = Double.infinity, hi = -Double.infinity
        for i in items {
            let size = spec.sizeOfItem(i)
            let w = vertical ? size.width : size.height, h = vertical ? size.height : size.width
            let frame = placedRect(main: lineStart + (length - h) / 2, cross: position, mainLength: h, crossLength: w)
            frames.append(frame)
            lo = min(lo, vertical ? frame.minY : frame.minX)
            hi = max(hi, vertical ? frame.maxY : frame.maxX)
            position += w + gap
        }
        lineStarts.append(lo)
        lineEnds.append(hi)
        lineFirstItems.append(items.lowerBound)
    }
}
