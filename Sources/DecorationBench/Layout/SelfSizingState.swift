/// What a flow layout remembers about self-sizing cells between invalidations: the sizes cells
/// reported, the running mean for an `"automatic"` estimate, the reports queued during a
/// visible-cells pass, and the sections a batched context asked to lay out again.
///
/// A full invalidation (attributes, counts or everything) forgets all of it: the model's reading
/// of UIKit, where a cell is measured once as it first becomes visible until the layout's data is
/// rebuilt.
struct SelfSizingState {
    /// Reported sizes, by section then item.
    var measured: [Int: [Int: Size]] = [:]
    /// The number of items in `measured`.
    var measuredCount = 0
    /// The sum and number of every size reported since the data was last rebuilt, repeats
    /// included: the `"automatic"` estimate is their mean.
    var reportSum = Size.zero
    var reportCount = 0
    /// Whether a visible-cells pass is open: changed sizes are then queued, not answered.
    var inPass = false
    /// The cells whose reported size differed from their layout size during the open pass.
    var queued: [IndexPath] = []
    /// Sections a batched context named, laid out again by the next `prepare()`.
    var pendingSections: Set<Int> = []
    /// Whether every size reported lies on ``ExactGrid`` (a cell may report what its data set
    /// does not say).
    var reportsOnExactGrid = true

    /// Forgets every measurement, as a full invalidation does.
    mutating func reset() {
        self = SelfSizingState()
    }

    /// Records one report (a cell's preferred size).
    mutating func record(_ size: Size, at indexPath: IndexPath) {
        if measured[indexPath.section, default: [:]].updateValue(size, forKey: indexPath.item) == nil {
            measuredCount += 1
        }
        reportSum.width += size.width
        reportSum.height += size.height
        reportCount += 1
        if reportsOnExactGrid { reportsOnExactGrid = ExactGrid.contains(size.width, size.height, 0, 0) }
    }

    /// The `"automatic"` estimate: the mean of the reports, 50×50 when there is none or the mean
    /// is 0×0.
    var automaticEstimate: Size {
        guard reportCount > 0 else { return EstimatedItemSize.automaticFallback }
        let mean = Size(width: reportSum.width / Double(reportCount), height: reportSum.height / Double(reportCount))
        return mean == .zero ? EstimatedItemSize.automaticFallback : mean
    }
}
