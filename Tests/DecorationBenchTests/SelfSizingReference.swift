import DecorationBench

/// Rule 2 of the self-sizing model, written from the rule's text alone, without the layout's
/// code: the size an item is laid out at, and a plain data set (no estimate) whose item sizes
/// are those sizes, which the flow layout must then place exactly as it places the self-sizing
/// data set.
///
/// "An item's size for layout: its measured size if it has one and that width (height, scrolling
/// horizontally) is strictly less than the available width, i.e. the collection view's width
/// minus the content inset's left and right, floored at 0, section insets not subtracted;
/// otherwise the effective estimate: `estimatedItemSize`, or for `automatic` the mean of every
/// size reported since the layout's data was last rebuilt (each report counts, repeats included;
/// 50×50 when there is none or the mean is 0×0)."
enum SelfSizingReference {
    /// The available width of rule 2 (height when scrolling horizontally).
    static func available(_ ds: DataSet) -> Double {
        if ds.scrollDirection == .vertical {
            return max(0, ds.collectionViewSize.width - (ds.contentInset.left + ds.contentInset.right))
        }
        return max(0, ds.collectionViewSize.height - (ds.contentInset.top + ds.contentInset.bottom))
    }

    /// The effective estimate, given every size reported so far.
    static func estimate(_ ds: DataSet, reports: [Size]) -> Size {
        switch ds.estimatedItemSize! {
        case .size(let size): return size
        case .automatic:
            if reports.isEmpty { return Size(width: 50, height: 50) }
            var w = 0.0, h = 0.0
            for r in reports {
                w += r.width
                h += r.height
            }
            let mean = Size(width: w / Double(reports.count), height: h / Double(reports.count))
            return mean.width == 0 && mean.height == 0 ? Size(width: 50, height: 50) : mean
        }
    }

    /// The size for layout of an item whose cell reported `measured` (nil: not measured).
    static func size(_ ds: DataSet, measured: Size?, reports: [Size]) -> Size {
        if let m = measured {
            let across = ds.scrollDirection == .vertical ? m.width : m.height
            if across < available(ds) { return m }
        }
        return estimate(ds, reports: reports)
    }

    /// The data set with every item at its size for layout and no estimate; `measured` says
    /// which items have reported (their real size is their size in `ds`).
    static func plain(_ ds: DataSet, measured: (IndexPath) -> Bool, reports: [Size]) -> DataSet {
        var plain = ds
        plain.estimatedItemSize = nil
        for s in ds.sections.indices {
            let spec = ds.sections[s]
            let sizes = (0..<spec.itemCount).map { i -> Size in
                let path = IndexPath(item: i, section: s)
                return size(ds, measured: measured(path) ? spec.sizeOfItem(i) : nil, reports: reports)
            }
            plain.sections[s].items = .sizes(sizes)
        }
        return plain
    }

    /// Every size the data set's cells would report, in index-path order.
    static func allReports(_ ds: DataSet) -> [Size] {
        ds.sections.flatMap { spec in (0..<spec.itemCount).map(spec.sizeOfItem) }
    }
}
