import DecorationBench

/// Seeded random pinned data sets and bounds: ``RandomDataSets/make(seed:direction:)`` with
/// headers in most of them, headers and footers pinned in every combination (none too), a
/// content inset on any side (sometimes a fraction, sometimes as large as the view), and bounds
/// anywhere over the content and a little beyond, pulled past either end too.
extension RandomDataSets {
    public static func makePinned(seed: UInt64, direction: ScrollDirection) -> DataSet {
        pinned(make(seed: seed, direction: direction), seed: seed)
    }

    /// `dataSet` with the headers, footers, pinning and content inset that
    /// ``makePinned(seed:direction:)`` adds, drawn from `seed`: for pinning any other random
    /// data set, such as a self-sizing one.
    public static func pinned(_ dataSet: DataSet, seed: UInt64) -> DataSet {
        var ds = dataSet
        var rng = SplitMix64(seed: seed ^ 0x9111_ED)
        let vertical = ds.scrollDirection == .vertical
        if ds.headerReferenceSize == .zero, rng.chance(0.7) {
            let h = number(&rng, 10...60, fraction: 0.3)
            ds.headerReferenceSize = vertical ? Size(width: 0, height: h) : Size(width: h, height: 0)
        }
        if ds.footerReferenceSize == .zero, rng.chance(0.4) {
            let f = number(&rng, 5...40, fraction: 0.3)
            ds.footerReferenceSize = vertical ? Size(width: 0, height: f) : Size(width: f, height: 0)
        }
        switch rng.int(in: 0...4) {
        case 0: break
        case 1: ds.sectionFootersPinToVisibleBounds = true
        case 2: ds.sectionHeadersPinToVisibleBounds = true
        default:
            ds.sectionHeadersPinToVisibleBounds = true
            ds.sectionFootersPinToVisibleBounds = rng.chance(0.5)
        }
        let view = ds.collectionViewSize
        if rng.chance(0.8) {
            let top = rng.chance(0.3) ? 91 : number(&rng, 0...(view.height / 3), fraction: 0.4)
            let bottom = number(&rng, 0...(view.height / 3), fraction: 0.4)
            let left = rng.chance(0.5) ? 0 : number(&rng, 0...(view.width / 3), fraction: 0.4)
            let right = rng.chance(0.5) ? 0 : number(&rng, 0...(view.width / 3), fraction: 0.4)
            ds.contentInset = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            if rng.chance(0.05) { ds.contentInset.bottom = view.height - top }
        }
        return ds
    }

    /// Random bounds of the data set's size: a content offset along the scroll axis anywhere over
    /// the content, pulled up to 300 points past either end; across it, mostly 0.
    public static func bounds(_ rng: inout SplitMix64, layout: FlowLayout) -> Rect {
        let content = layout.collectionViewContentSize, view = layout.dataSet.collectionViewSize
        let vertical = layout.scrollDirection == .vertical
        let length = vertical ? content.height : content.width
        var main = rng.double(in: -300...(max(length, 1) + 300))
        if rng.chance(0.5) { main = main.rounded() }
        let cross = rng.chance(0.85) ? 0 : rng.double(in: -40...40).rounded()
        return vertical
            ? Rect(x: cross, y: main, width: view.width, height: view.height)
            : Rect(x: main, y: cross, width: view.width, height: view.height)
    }

    /// The next bounds of a scroll from `old`: a step along the scroll axis of up to a screen,
    /// either way; now and then a change across it (an offset, or another cross size).
    public static func nextBounds(_ rng: inout SplitMix64, after old: Rect, direction: ScrollDirection) -> Rect {
        var new = old
        let step = rng.chance(0.3) ? rng.double(in: -600...600) : rng.double(in: -30...30).rounded()
        if direction == .vertical { new.origin.y += step } else { new.origin.x += step }
        switch rng.int(in: 0...19) {
        case 0: if direction == .vertical { new.origin.x += 1 } else { new.origin.y += 1 }
        case 1: if direction == .vertical { new.size.width += 10 } else { new.size.height += 10 }
        case 2: if direction == .vertical { new.size.height += 10 } else { new.size.width += 10 }
        default: break
        }
        return new
    }
}
