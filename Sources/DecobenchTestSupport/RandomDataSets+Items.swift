import DecorationBench

/// A section's random items, built to reach each corner of the flow-layout rules. The sizes are chosen
/// in the section's own terms (w across the scroll axis, h along it, A the available cross
/// length after its insets) and turned into a `Size` for the data set's direction.
extension RandomDataSets {
    public static func randomItems(_ rng: inout SplitMix64, for spec: SectionSpec, in ds: DataSet) -> SectionSpec.Items
    {
        let vertical = ds.scrollDirection == .vertical
        let inset = spec.inset ?? ds.sectionInset
        let extent = vertical ? ds.collectionViewSize.width : ds.collectionViewSize.height
        let A = extent - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
        let s = spec.minimumInteritemSpacing ?? ds.minimumInteritemSpacing
        func size(_ w: Double, _ h: Double) -> Size { vertical ? Size(width: w, height: h) : Size(width: h, height: w) }
        func mainLength() -> Double { number(&rng, 10...120, fraction: 0.3) }
        switch rng.int(in: 0...9) {
        case 0, 1:
            // Any uniform grid, sometimes empty.
            let count = rng.chance(0.1) ? 0 : rng.int(in: 1...25)
            return .uniform(count: count, size: size(number(&rng, 10...max(10, A * 0.7), fraction: 0.3), mainLength()))
        case 2:
            // n columns computed in Double, (A − (n − 1)s)/n: the floor may wrap a column early.
            // Half the time a count of columns for which the floor does wrap early, if one does.
            func width(_ n: Int) -> Double { (A - Double(n - 1) * s) / Double(n) }
            let early = (2...8).filter { ((A + s) / (width($0) + s)).rounded(.down) < Double($0) }
            let n = !early.isEmpty && rng.chance(0.5) ? early[rng.int(in: 0...(early.count - 1))] : rng.int(in: 2...5)
            let w = width(n)
            let items = Array(repeating: size(w >= 2 ? w : 10, mainLength()), count: rng.int(in: 1...20))
            return rng.chance(0.3) ? .sizes(items) : .uniform(count: items.count, size: items[0])
        case 3:
            // Fewer items than fit in a row, often a lone item.
            let w = number(&rng, 5...max(5, (A - s) / 2), fraction: 0.3)
            let perRow = max(1, Int(((A + s) / (w + s)).rounded(.down)))
            let count = rng.chance(0.3) ? 1 : rng.int(in: 1...max(1, perRow - 1))
            return .uniform(count: count, size: size(w, mainLength()))
        case 4:
            // A grid of items wider than A: one per row, centred at a negative offset.
            return .uniform(
                count: rng.int(in: 1...4),
                size: size(number(&rng, (A + 1)...(A * 1.3 + 10), fraction: 0.3), mainLength()))
        case 5:
            // An items list whose sizes are all equal: the grid path.
            return .sizes(
                Array(
                    repeating: size(number(&rng, 10...max(10, A * 0.7), fraction: 0.3), mainLength()),
                    count: rng.int(in: 1...12)))
        case 6, 7:
            return .sizes(variableSizes(&rng, available: A, size: size))
        case 8:
            let lineSpacing = spec.minimumLineSpacing ?? ds.minimumLineSpacing
            return .sizes(equalWidths(&rng, available: A, within: vertical ? s : lineSpacing, size: size))
        default:
            return rng.chance(0.5) ? .sizes([]) : .uniform(count: 0, size: size(50, 50))
        }
    }

    /// Random sizes for the line path; about a third start with an item wider than A.
    public static func variableSizes(
        _ rng: inout SplitMix64, available A: Double, size: (Double, Double) -> Size
    ) -> [Size] {
        var pairs = (0..<rng.int(in: 2...20)).map { _ in
            (number(&rng, 5...max(5, A * 1.05), fraction: 0.3), number(&rng, 5...150, fraction: 0.3))
        }
        if rng.chance(0.35) { pairs[0].0 = number(&rng, (A + 1)...(A * 1.25 + 10), fraction: 0.3) }
        return pairs.map { size($0.0, $0.1) }
    }

    /// Items of one width and varied heights: lines of equal fill, so the last line is complete
    /// by exact equality when it holds as many items as the others; with wide items, every line
    /// holds one (centred), and sometimes one is wider than A (clamped).
    public static func equalWidths(
        _ rng: inout SplitMix64, available A: Double, within: Double,
        size: (Double, Double) -> Size
    ) -> [Size] {
        let w =
            rng.chance(0.5)
            ? number(&rng, (A / 2 + 1)...max(A / 2 + 1, A), fraction: 0.3)
            : number(&rng, 10...max(10, A / 3), fraction: 0.3)
        // How many fit in a line; half the time a whole number of full lines.
        var perLine = 0, remaining = A
        while w <= remaining && perLine < 12 { perLine += 1; remaining -= w + within }
        let count = rng.chance(0.5) ? max(1, perLine) * rng.int(in: 2...3) : rng.int(in: 2...12)
        var sizes = (0..<count).map { _ in size(w, number(&rng, 5...80, fraction: 0.3)) }
        if rng.chance(0.3) {
            sizes.insert(
                size(number(&rng, (A + 1)...(A * 1.2 + 5), fraction: 0.3), 30), at: rng.int(in: 0...sizes.count))
        }
        return sizes
    }
}
