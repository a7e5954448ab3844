// The grid path: a section whose items all have one size. UIKit lays such a section out on one
// grid, whatever the number of items:
// - perRow = max(1, ⌊(A + s)/(w + s)⌋), an exact floor with no tolerance, never capped at the
//   item count (so a width of (768 − 20)/3 in 768 with s = 10 gives 2.9999999999999996, two per
//   row: fractional widths wrap a column early);
// - perRow > 1: gap = (A − perRow·w)/(perRow − 1), column c at a + (w + gap)·c, on every row,
//   the last and a lone first row included (two items of 100 in 375 sit at 0 and 137.5);
// - perRow = 1: the item is centred at a + (A − w)/2, negative when it is wider than A;
// - row r starts at itemsStart + (h + l)·r; the items end at itemsStart + (h + l)·rows − l.
// The grid path keeps the documented roles of the spacings in both directions.

extension LayoutBuilder {
    /// Places `count` items of one size on UIKit's grid; returns where the items end.
    ///
    /// - Complexity: O(count).
    mutating func placeGrid(
        _ count: Int, size: Size, from start: Double, crossStart: Double,
        avail: Double, lineSpacing: Double, interitem: Double
    ) -> Double {
        let w = vertical ? size.width : size.height
        let h = vertical ? size.height : size.width
        // Kept in floating point: only the first `count` columns are ever placed, so a huge
        // quotient needs no integer. w + s == 0 (zero-width items, no spacing): every item fits.
        let fit = w + interitem > 0 ? ((avail + interitem) / (w + interitem)).rounded(.down) : Double(count)
        // Capped at 2^53 so that the gap stays finite even for absurd sizes (unreachable from
        // checked input; see DataSet's limits).
        let perRow = min(max(1, fit), 9_007_199_254_740_992)
        let perLine = perRow >= Double(count) ? count : Int(perRow)
        let gap = perRow > 1 ? (avail - perRow * w) / (perRow - 1) : 0
        let rows = (count + perLine - 1) / perLine

        // Already reserved for the whole data set, but saying so here lets the optimiser drop
        // the capacity checks of the appends below, one per frame otherwise.
        frames.reserveCapacity(frames.count + count)
        let firstFrame = frames.count
        var item = 0
        for row in 0..<rows {
            let placedStart = pixelAligned(start + (h + lineSpacing) * Double(row))
            lineStarts.append(placedStart)
            lineEnds.append(placedStart + h)
            lineFirstItems.append(item)
            let end = min(count, item + perLine)
            for column in 0..<(end - item) {
                // Every row has the first row's columns: round them once.
                let c =
                    row > 0
                    ? frames[firstFrame + column].minCross(vertical)
                    : pixelAligned(perRow == 1 ? crossStart + (avail - w) / 2 : crossStart + (w + gap) * Double(column))
                frames.append(alignedRect(main: placedStart, cross: c, mainLength: h, crossLength: w))
            }
            item = end
        }
        return start + (h + lineSpacing) * Double(rows) - lineSpacing
    }
}

extension Rect {
    /// The origin's cross-axis coordinate: x when scrolling vertically, y when horizontally.
    @inline(__always)
    fileprivate func minCross(_ vertical: Bool) -> Double { vertical ? minX : minY }
}
