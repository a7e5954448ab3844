import DecorationBench

/// Seeded random data sets and rects for property tests: small enough to brute-force, varied
/// enough to reach the edges (empty sections, missing headers, zero spacing, items wider than
/// the view, negative decoration insets, badges, overrides) and every corner of the flow-layout rules: both
/// flow-layout paths, both directions, fractional sizes and spacings, fewer items than fit,
/// over-wide first items, lone items, equal-sized `items` lists and screen scales 1, 2 and 3.
/// `FlowLayoutReferenceTests` counts how often each corner comes up.
public enum RandomDataSets {
    public static func make(seed: UInt64, direction: ScrollDirection? = nil) -> DataSet {
        var rng = SplitMix64(seed: seed)
        let dir = direction ?? (rng.chance(0.5) ? .vertical : .horizontal)
        let phones: [Double] = [320, 375, 390, 414, 768]
        let cross = rng.chance(0.25) ? phones[rng.int(in: 0...4)] : number(&rng, 120...500, fraction: 0.25)
        var ds = DataSet(
            collectionViewSize: dir == .vertical ? Size(width: cross, height: 600) : Size(width: 600, height: cross),
            scrollDirection: dir, sections: [], screenScale: Double(rng.int(in: 1...3)))
        ds.minimumLineSpacing = rng.chance(0.2) ? 0 : number(&rng, 0...20, fraction: 0.3)
        ds.minimumInteritemSpacing = rng.chance(0.2) ? 0 : number(&rng, 0...20, fraction: 0.3)
        ds.sectionInset = randomInsets(&rng, max: 20)
        ds.headerReferenceSize = rng.chance(0.5) ? Size(width: 30, height: number(&rng, 10...40, fraction: 0.3)) : .zero
        ds.footerReferenceSize = rng.chance(0.4) ? Size(width: 20, height: 20) : .zero
        for _ in 0..<rng.int(in: 0...10) {
            var spec = SectionSpec(items: .sizes([]))
            if rng.chance(0.25) { spec.inset = randomInsets(&rng, max: 30) }
            if rng.chance(0.2) { spec.minimumLineSpacing = number(&rng, 0...30, fraction: 0.3) }
            if rng.chance(0.2) { spec.minimumInteritemSpacing = number(&rng, 0...30, fraction: 0.3) }
            if rng.chance(0.2) { spec.headerReferenceSize = rng.chance(0.5) ? .zero : Size(width: 50, height: 50) }
            if rng.chance(0.2) { spec.footerReferenceSize = rng.chance(0.5) ? .zero : Size(width: 15, height: 15) }
            spec.items = randomItems(&rng, for: spec, in: ds)
            spec.decoration.background = rng.chance(0.85)
            if rng.chance(0.4) {
                spec.decoration.insets = EdgeInsets(
                    top: rng.double(in: -15...15).rounded(), left: rng.double(in: -15...15).rounded(),
                    bottom: rng.double(in: -15...15).rounded(), right: rng.double(in: -15...15).rounded())
            }
            if rng.chance(0.35) {
                spec.decoration.badge = .init(
                    imageName: "b", size: Size(width: 40, height: rng.double(in: 10...90).rounded()),
                    offset: Point(x: rng.double(in: -5...20).rounded(), y: rng.double(in: -10...40).rounded()))
            }
            ds.sections.append(spec)
        }
        addSeparators(to: &ds, seed: seed)
        return ds
    }

    /// A number in `range`: whole, a multiple of ½ (a tie for the pixel rounding at scales 1
    /// and 2), or, with probability `fraction`, any double.
    public static func number(_ rng: inout SplitMix64, _ range: ClosedRange<Double>, fraction: Double) -> Double {
        let v = rng.double(in: range)
        if rng.chance(fraction) { return rng.chance(0.3) ? (v * 2).rounded() / 2 : v }
        return v.rounded()
    }

    /// Separators before random items of about half the data sets, from their own stream so the
    /// rest of the data set does not depend on them; listed in shuffled order, as a file may.
    public static func addSeparators(to ds: inout DataSet, seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0x5E9A_5E9A)
        guard rng.chance(0.5) else { return }
        for s in ds.sections.indices where ds.sections[s].itemCount > 0 && rng.chance(0.5) {
            var items = Set<Int>()
            for _ in 0..<rng.int(in: 1...4) { items.insert(rng.int(in: 0...(ds.sections[s].itemCount - 1))) }
            for item in items.sorted() {
                let thickness = rng.chance(0.15) ? 0 : rng.double(in: 1...60).rounded()
                ds.separators.append(Separator(before: IndexPath(item: item, section: s), thickness: thickness))
            }
        }
        for i in ds.separators.indices.reversed() where i > 0 {
            ds.separators.swapAt(i, rng.int(in: 0...i))
        }
    }

    public static func randomInsets(_ rng: inout SplitMix64, max: Double) -> EdgeInsets {
        EdgeInsets(
            top: number(&rng, 0...max, fraction: 0.2), left: number(&rng, 0...max, fraction: 0.2),
            bottom: number(&rng, 0...max, fraction: 0.2), right: number(&rng, 0...max, fraction: 0.2))
    }

    /// A random query rect over (and a little beyond) the content; sometimes snapped to an
    /// element's edge, sometimes of zero size, sometimes covering everything.
    public static func rect(_ rng: inout SplitMix64, content: Size, layout: FlowLayout) -> Rect {
        let w = max(content.width, 1), h = max(content.height, 1)
        switch rng.int(in: 0...9) {
        case 0:
            return Rect(x: -10, y: -10, width: w + 20, height: h + 20)
        case 1:
            return Rect(
                x: rng.double(in: -20...w), y: rng.double(in: -20...h), width: 0, height: rng.double(in: 0...200))
        case 2, 3:
            // Snap the rect's start to an element's edge, to test the strict-edge rule.
            let all = layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: w + 2, height: h + 2))
            if let e = all.isEmpty ? nil : all[rng.int(in: 0...(all.count - 1))] {
                let vertical = layout.scrollDirection == .vertical
                let edge =
                    rng.chance(0.5)
                    ? (vertical ? e.frame.maxY : e.frame.maxX) : (vertical ? e.frame.minY : e.frame.minX)
                return vertical
                    ? Rect(x: 0, y: edge, width: w, height: rng.double(in: 0...300))
                    : Rect(x: edge, y: 0, width: rng.double(in: 0...300), height: h)
            }
            fallthrough
        default:
            return Rect(
                x: rng.double(in: -50...w), y: rng.double(in: -50...h),
                width: rng.double(in: 0...(w * 0.6)), height: rng.double(in: 0...(h * 0.6)))
        }
    }
}
