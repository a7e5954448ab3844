/// Where each section of a data set went in a batch update, and which sections the batch
/// changed: what a layout needs to move the decorations of the sections it did not change and
/// recompute the others.
///
/// A reloaded section counts as deleted and inserted (UIKit replaces its views); a moved section
/// keeps its contents, so its decorations move with it.
public struct SectionMap: Hashable, Sendable {
    /// For each section after the batch, its index before, or -1 when it is new (inserted or
    /// reloaded).
    public internal(set) var newToOld: [Int]
    /// For each section after the batch, whether its items changed (or it is new).
    public internal(set) var touched: [Bool]
    /// For each section before the batch, its index after, or -1 when it is gone (deleted or
    /// reloaded).
    public internal(set) var oldToNew: [Int]

    /// The identity map of `count` sections.
    public init(count: Int) {
        newToOld = Array(0..<count)
        touched = Array(repeating: false, count: count)
        oldToNew = newToOld
    }

    /// The new sections the batch changed or made, in order.
    ///
    /// - Complexity: O(sections).
    public var touchedSections: [Int] { touched.indices.filter { touched[$0] } }

    /// Fills ``oldToNew`` from ``newToOld``.
    mutating func finish(oldCount: Int) {
        oldToNew = Array(repeating: -1, count: oldCount)
        for (new, old) in newToOld.enumerated() where old >= 0 { oldToNew[old] = new }
    }
}
