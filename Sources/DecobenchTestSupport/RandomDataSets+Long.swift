import DecorationBench

/// Long random data sets: content of 10⁵ to a few 10⁶ points along the scroll axis, where the
/// data sets of ``RandomDataSets/make(seed:direction:)`` end by about 20,000. A fault that shows
/// only far down the content (a coordinate kept as a `Float`, a table of buckets sized for a
/// screenful of sections, a sum that drifts) then fails a test rather than first a `run` of a
/// large preset.
extension RandomDataSets {
    /// The shortest content ``stretched(_:seed:)`` gives, in points along the scroll axis.
    public static let longContentFloor = 100_000.0

    /// ``make(seed:direction:)`` stretched along the scroll axis (``stretched(_:seed:)``).
    public static func makeLong(seed: UInt64, direction: ScrollDirection) -> DataSet {
        stretched(make(seed: seed, direction: direction), seed: seed)
    }

    /// `dataSet` stretched along the scroll axis to at least ``longContentFloor`` points: a
    /// budget of 2·10⁵ to 10⁶ points is shared among the sections (one is added to a data set
    /// with none), each taking at least half its share as a gap before and after its items (its
    /// insets along the scroll axis), and some also as taller items. Only whole points are added,
    /// so the fractional sizes, the ties and the equal-sized lists of `dataSet` stay what they
    /// were; the item counts and the separators are untouched. Drawn from its own stream of
    /// `seed`.
    ///
    /// - Complexity: O(sections + items).
    public static func stretched(_ dataSet: DataSet, seed: UInt64) -> DataSet {
        var ds = dataSet
        var rng = SplitMix64(seed: seed ^ 0x10C6_C0E7)
        if ds.sections.isEmpty {
            var spec = SectionSpec(items: .sizes([]))
            spec.items = randomItems(&rng, for: spec, in: ds)
            ds.sections.append(spec)
        }
        let vertical = ds.scrollDirection == .vertical
        let share = rng.double(in: (2 * longContentFloor)...(10 * longContentFloor)) / Double(ds.sections.count)
        for s in ds.sections.indices {
            var spec = ds.sections[s]
            let gap = rng.double(in: (share / 2)...share).rounded()
            let before = rng.double(in: 0...gap).rounded()
            var inset = spec.inset ?? ds.sectionInset
            if vertical {
                inset.top += before
                inset.bottom += gap - before
            } else {
                inset.left += before
                inset.right += gap - before
            }
            spec.inset = inset
            if spec.itemCount > 0, rng.chance(0.5) {
                let taller = rng.double(in: 0...((share - gap) / Double(spec.itemCount))).rounded()
                func grown(_ size: Size) -> Size {
                    vertical
                        ? Size(width: size.width, height: size.height + taller)
                        : Size(width: size.width + taller, height: size.height)
                }
                switch spec.items {
                case .uniform(let count, let size): spec.items = .uniform(count: count, size: grown(size))
                case .sizes(let sizes): spec.items = .sizes(sizes.map(grown))
                }
            }
            ds.sections[s] = spec
        }
        return ds
    }
}
