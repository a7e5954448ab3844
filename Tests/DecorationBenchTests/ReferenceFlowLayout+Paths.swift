@testable import DecorationBench

/// The flow layout's two paths, in vertical coordinates (x across, y along the scroll axis), from
/// unrounded values.
extension ReferenceFlowLayout {
    /// The grid path: every item of the same size w × h.
    ///
    /// perRow = max(1, ⌊(A + s)/(w + s)⌋), an exact floor, never capped at the item count. With
    /// perRow > 1 the item in column c sits at a + (w + gap)·c, gap = (A − perRow·w)/(perRow − 1),
    /// on every row; with perRow = 1 it is centred at a + (A − w)/2, unclamped. Row r starts at
    /// start + (h + l)·r; the items end at start + (h + l)·rows − l (at `start` when there are
    /// none).
    static func grid(
        _ sizes: [Size], _ area: Area, within s: Double, between l: Double,
        cases: inout Set<Case>
    ) -> (frames: [Rect], end: Double) {
        guard let size = sizes.first else {
            cases.insert(.emptySection)
            return ([], area.start)
        }
        cases.insert(.gridPath)
        let w = size.width, h = size.height, a = area.a, A = area.available
        let ratio = (A + s) / (w + s)
        precondition(ratio.isFinite, "reference: w + s must not be 0")
        let perRow = max(1, Int(ratio.rounded(.down)))
        if ratio.rounded() != ratio && abs(ratio - ratio.rounded()) < 1e-9 && ratio < ratio.rounded() {
            cases.insert(.gridWrapsEarly)
        }
        if sizes.count < perRow { cases.insert(.fewerThanFit) }
        if sizes.count == 1 { cases.insert(.loneGridItem) }
        if perRow == 1 && w > A { cases.insert(.gridCentredNegative) }
        let gap = perRow > 1 ? (A - Double(perRow) * w) / Double(perRow - 1) : 0
        var frames: [Rect] = []
        for i in sizes.indices {
            let row = i / perRow, column = i % perRow
            let x = perRow == 1 ? a + (A - w) / 2 : a + (w + gap) * Double(column)
            frames.append(Rect(x: x, y: area.start + (h + l) * Double(row), width: w, height: h))
        }
        let rows = (sizes.count + perRow - 1) / perRow
        return (frames, area.start + (h + l) * Double(rows) - l)
    }

    /// The line-breaking procedure of the text: the items of each line (the first may be empty)
    /// and whether the last line is complete.
    static func breakLines(_ sizes: [Size], available A: Double, within: Double) -> (lines: [[Int]], lastComplete: Bool)
    {
        var lines: [[Int]] = []
        var remaining = A
        var previousLeftover: Double?
        var everyLineHoldsOne = true
        for i in sizes.indices {
            let w = sizes[i].width
            if lines.isEmpty { lines.append([]) }
            if w <= remaining {
                lines[lines.count - 1].append(i)
                remaining -= w + within
            } else {
                if lines[lines.count - 1].count != 1 { everyLineHoldsOne = false }
                previousLeftover = remaining
                lines.append([i])
                remaining = A - (w + within)
            }
        }
        let lastCount = lines.last?.count ?? 0
        let complete = (everyLineHoldsOne && lastCount == 1) || (lines.count >= 2 && remaining == previousLeftover)
        return (lines, complete)
    }

    /// The line path: lines broken by `breakLines`; a complete line of k ≥ 2 items justified
    /// from a, of one item centred and clamped to a; an incomplete last line left-aligned with
    /// `within`. Each line is as long as its longest item (0 when empty), its items centred in
    /// it; lines advance by their length + `between`. Where the text names no order of
    /// operations, positions accumulate as `x += w + gap` (x + (w + gap)) and `y += length +
    /// between`: the other grouping differs by an ulp, which flips the pixel rounding where the
    /// exact value is a half-pixel tie (3 origins in the 400 seeds, seeds 110, 261 and 330).
    static func line(
        _ sizes: [Size], _ area: Area, within: Double, between: Double,
        cases: inout Set<Case>
    ) -> (frames: [Rect], end: Double) {
        cases.insert(.linePath)
        let a = area.a, A = area.available
        let (lines, lastComplete) = breakLines(sizes, available: A, within: within)
        if lines.first?.isEmpty == true { cases.insert(.overWideFirstItem) }
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var y = area.start
        for (n, line) in lines.enumerated() {
            let isLast = n == lines.count - 1
            let complete = !isLast || lastComplete
            let length = line.map { sizes[$0].height }.max() ?? 0
            var xs: [Double] = []
            if complete && line.count == 1 {
                let w = sizes[line[0]].width
                xs = [w > A ? a : a + (A - w) / 2]
                cases.insert(w > A ? .loneLineClamped : .loneLine)
            } else if complete && line.count >= 2 {
                let gap = (A - line.reduce(0) { $0 + sizes[$1].width }) / Double(line.count - 1)
                var x = a
                for i in line { xs.append(x); x += sizes[i].width + gap }
                if isLast { cases.insert(.lastLineCompleteByEquality) }
            } else {
                var x = a
                for i in line { xs.append(x); x += sizes[i].width + within }
                if isLast && line.count >= 2 { cases.insert(.lastLineLeftAligned) }
            }
            for (k, i) in line.enumerated() {
                frames[i] = Rect(
                    x: xs[k], y: y + (length - sizes[i].height) / 2, width: sizes[i].width, height: sizes[i].height)
            }
            y += isLast ? length : length + between
        }
        return (frames, y)
    }
}
