import DecorationBench

/// Random data sets moved onto `ExactGrid`: every length snapped to a quarter point (so ties
/// for the pixel rounding at scales 1 and 2 remain), for tests that need layouts on which a
/// batch moves decorations rather than computing them again.
extension RandomDataSets {
    public static func makeOnExactGrid(seed: UInt64, direction: ScrollDirection? = nil) -> DataSet {
        var ds = make(seed: seed, direction: direction)
        ds.minimumLineSpacing = quarter(ds.minimumLineSpacing)
        ds.minimumInteritemSpacing = quarter(ds.minimumInteritemSpacing)
        ds.sectionInset = quarter(ds.sectionInset)
        ds.headerReferenceSize = quarter(ds.headerReferenceSize)
        ds.footerReferenceSize = quarter(ds.footerReferenceSize)
        for s in ds.sections.indices {
            var spec = ds.sections[s]
            switch spec.items {
            case .uniform(let count, let size): spec.items = .uniform(count: count, size: quarter(size))
            case .sizes(let sizes): spec.items = .sizes(sizes.map(quarter))
            }
            spec.inset = spec.inset.map(quarter)
            spec.minimumLineSpacing = spec.minimumLineSpacing.map(quarter)
            spec.minimumInteritemSpacing = spec.minimumInteritemSpacing.map(quarter)
            spec.headerReferenceSize = spec.headerReferenceSize.map(quarter)
            spec.footerReferenceSize = spec.footerReferenceSize.map(quarter)
            spec.decoration.insets = quarter(spec.decoration.insets)
            if var badge = spec.decoration.badge {
                badge.size = quarter(badge.size)
                badge.offset = Point(x: quarter(badge.offset.x), y: quarter(badge.offset.y))
                spec.decoration.badge = badge
            }
            ds.sections[s] = spec
        }
        ds.separators = ds.separators.map { Separator(before: $0.indexPath, thickness: quarter($0.thickness)) }
        return ds
    }

    private static func quarter(_ v: Double) -> Double { (v * 4).rounded() / 4 }
    private static func quarter(_ s: Size) -> Size { Size(width: quarter(s.width), height: quarter(s.height)) }
    private static func quarter(_ e: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: quarter(e.top), left: quarter(e.left), bottom: quarter(e.bottom), right: quarter(e.right))
    }
}
