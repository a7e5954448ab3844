// Separators (the separator recipe), applied in prepare() once a section's items are placed as if
// there were none. Walking the section's items in order with a running total of the thicknesses
// passed:
// - the separator before item p takes p's frame at the running total, `thickness` long along
//   the scroll axis, and adds its thickness to the total;
// - every item moves by the total after its own separator;
// - each line's extent becomes the union of its moved items and their separators, so the
//   binary search over line ends stays valid: a line's first item moves no less than any item
//   of the line before, so moved lines still follow one another without overlap.
// The section's items end, and with them its footer and every later section, move by the
// section's total; the builder's running `main` carries it on. Lines before the one holding
// the section's first separator do not move and are not visited.

extension LayoutBuilder {
    /// The data set's separators sorted by index path, checked.
    ///
    /// - Precondition: every separator names an existing item, once, with a finite thickness ≥ 0.
    /// - Complexity: O(s) when already sorted (as files and presets usually list them), else
    ///   O(s log s).
    static func checkedSeparators(_ dataSet: DataSet) -> [Separator] {
        var sorted = dataSet.separators
        if !sorted.isEmpty, !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.indexPath < $1.indexPath }) {
            sorted.sort { $0.indexPath < $1.indexPath }
        }
        // Neighbours in the sorted list are duplicates: no dictionary needed. On any problem,
        // `separatorProblem()` names the separator as the list gives it.
        for i in sorted.indices
        where dataSet.problem(with: sorted[i]) != nil || (i > 0 && sorted[i - 1].indexPath == sorted[i].indexPath) {
            let (index, message) = dataSet.separatorProblem()!
            preconditionFailure("FlowLayout.prepare(): separators[\(index)]: \(message)")
        }
        return sorted
    }

    /// Moves the items of `section` past its separators and records the separators' frames.
    ///
    /// - Returns: the sum of the section's separator thicknesses.
    /// - Complexity: O(items of the section from its first separator on + its separators).
    mutating func placeSeparators(_ section: Int, geometry g: SectionGeometry) -> Double {
        let vertical = self.vertical
        let seps = separators
        var next = nextSeparator
        let lineEnd = g.firstLine + g.lineCount
        let firstMoved = seps[next].indexPath.item
        let startLine = lineFirstItems.partitioningIndex(in: g.firstLine..<lineEnd) { $0 > firstMoved } - 1
        var shift = 0.0
        // Work on the storage moved out into locals: no uniqueness or bounds checks per item.
        var itemFrames = ContiguousArray<Rect>(), starts = ContiguousArray<Double>(), ends = ContiguousArray<Double>()
        swap(&itemFrames, &frames); swap(&starts, &lineStarts); swap(&ends, &lineEnds)
        var sepFrames = ContiguousArray<Rect>(), sepItems = ContiguousArray<Int>()
        swap(&sepFrames, &separatorFrames); swap(&sepItems, &separatorItems)
        let firstItems = lineFirstItems
        itemFrames.withUnsafeMutableBufferPointer { f in
            var nextItem =
                next < seps.count && seps[next].indexPath.section == section ? seps[next].indexPath.item : Int.max
            for line in startLine..<lineEnd {
                let first = firstItems[line]
                let end = line + 1 < lineEnd ? firstItems[line + 1] : g.itemCount
                var lo = Double.infinity, hi = -Double.infinity
                for item in first..<end {
                    let global = g.firstItem + item
                    let u = f[global]
                    lo = min(lo, (vertical ? u.minY : u.minX) + shift)
                    if item == nextItem {
                        let thickness = seps[next].thickness
                        sepFrames.append(
                            vertical
                                ? Rect(x: u.minX, y: u.minY + shift, width: u.width, height: thickness)
                                : Rect(x: u.minX + shift, y: u.minY, width: thickness, height: u.height))
                        sepItems.append(item)
                        shift += thickness
                        next += 1
                        nextItem =
                            next < seps.count && seps[next].indexPath.section == section
                            ? seps[next].indexPath.item : Int.max
                    }
                    let moved =
                        vertical
                        ? Rect(x: u.minX, y: u.minY + shift, width: u.width, height: u.height)
                        : Rect(x: u.minX + shift, y: u.minY, width: u.width, height: u.height)
                    f[global] = moved
                    hi = max(hi, vertical ? moved.maxY : moved.maxX)
                }
                starts[line] = lo
                ends[line] = hi
            }
        }
        swap(&itemFrames, &frames); swap(&starts, &lineStarts); swap(&ends, &lineEnds)
        swap(&sepFrames, &separatorFrames); swap(&sepItems, &separatorItems)
        precondition(
            next == seps.count || seps[next].indexPath.section > section,
            "FlowLayout.prepare(): a separator of section \(section) names an item past its last")
        nextSeparator = next
        return shift
    }
}

extension PreparedLayout {
    /// The frame of the separator before `indexPath`, or `nil` when there is none.
    ///
    /// - Complexity: O(log s) for the s separators of the section.
    @inlinable
    public func separatorFrame(before indexPath: IndexPath) -> Rect? {
        separatorIndex(before: indexPath).map {
            storedFrame(separatorFrames[$0], movedBy: sectionGeometries[indexPath.section].storageShift)
        }
    }

    /// Global index of the separator before `indexPath` in the separator storage, or `nil`.
    ///
    /// - Complexity: O(log s).
    @inlinable
    func separatorIndex(before indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionGeometries.count else { return nil }
        let g = sectionGeometries[indexPath.section]
        let range = g.firstSeparator..<(g.firstSeparator + g.separatorCount)
        let i = separatorItems.partitioningIndex(in: range) { $0 >= indexPath.item }
        return i < range.upperBound && separatorItems[i] == indexPath.item ? i : nil
    }

    /// Every separator of the layout with its index path and frame, in index-path order.
    ///
    /// - Complexity: O(sections + separators).
    public var separators: [(indexPath: IndexPath, frame: Rect)] {
        var result: [(indexPath: IndexPath, frame: Rect)] = []
        result.reserveCapacity(separatorFrames.count)
        for (section, g) in sectionGeometries.enumerated() {
            for i in g.firstSeparator..<(g.firstSeparator + g.separatorCount) {
                result.append(
                    (
                        IndexPath(item: separatorItems[i], section: section),
                        storedFrame(separatorFrames[i], movedBy: g.storageShift)
                    ))
            }
        }
        return result
    }

    /// Appends the cells and separators of `section` that intersect `rect`, from line `startLine`
    /// on while lines start before `hi`: each separator just before its item. `rect` and `hi` are
    /// in the section's stored coordinates (moved back by its `storageShift`).
    ///
    /// - Complexity: O(log s + k) plus the items of the lines crossed.
    @inlinable
    func appendItemsAndSeparators(
        _ section: Int, _ g: SectionGeometry, from startLine: Int, before hi: Double,
        in rect: Rect, to result: inout [LayoutAttributes]
    ) {
        let lineEnd = g.firstLine + g.lineCount
        let separatorEnd = g.firstSeparator + g.separatorCount
        guard startLine < lineEnd else { return }
        let firstItem = lineFirstItems[startLine]
        var separator = separatorItems.partitioningIndex(in: g.firstSeparator..<separatorEnd) { $0 >= firstItem }
        var line = startLine
        while line < lineEnd, lineStarts[line] < hi {
            let first = lineFirstItems[line]
            let end = line + 1 < lineEnd ? lineFirstItems[line + 1] : g.itemCount
            for item in first..<end {
                if separator < separatorEnd, separatorItems[separator] == item {
                    if separatorFrames[separator].intersects(rect) {
                        result.append(separatorAttributes(separator, section: section, shift: g.storageShift))
                    }
                    separator += 1
                }
                if itemFrames[g.firstItem + item].intersects(rect) {
                    result.append(
                        cellAttributes(global: g.firstItem + item, section: section, item: item, shift: g.storageShift))
                }
            }
            line += 1
        }
    }

    @inlinable
    func separatorAttributes(_ index: Int, section: Int, shift: Double) -> LayoutAttributes {
        if let cached = separatorCache[index] { return cached }
        let made = LayoutAttributes(
            kind: .separator, indexPath: IndexPath(item: separatorItems[index], section: section),
            frame: storedFrame(separatorFrames[index], movedBy: shift))
        fill(separatorCache + index - itemCache, with: made)
        return made
    }
}
