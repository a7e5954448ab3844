import DecorationBench

/// The sections whose decorations reach far past their bodies (a background inset deep into its
/// neighbours), which `section-search` keeps apart so that their reach does not widen the
/// window of every query: the ordinary sections' reach bounds the main search, and these are
/// searched on their own, in section order, with their own reach.
///
/// A batch remaps them through its section map and adds the inserted sections that are far
/// (an inserted section copies an existing configuration, so only when a far one exists).
struct FarReachingSections {
    /// A section is far when one of its decorations reaches further than this past its body,
    /// in points: about a third of a phone's screen.
    static let threshold = 256.0

    /// Their indices, ascending.
    private(set) var sections: [Int] = []
    /// At least the reach of every one of them.
    private(set) var reach = DecorationReach()
    /// Where the last ``positions(meeting:_:margin:_:)`` began (a hint, never part of an answer).
    private var finger = 0

    /// Whether a section whose reach is `reach` is far.
    static func isFar(_ reach: DecorationReach) -> Bool {
        reach.leading > threshold || reach.trailing > threshold
    }

    /// The reach of `dataSet`'s sections that are not far, and the far ones.
    ///
    /// - Complexity: O(sections).
    static func split(_ dataSet: DataSet) -> (ordinary: DecorationReach, far: FarReachingSections) {
        let direction = dataSet.scrollDirection
        var ordinary = DecorationReach(), far = FarReachingSections()
        // Through the buffer: a `for section in` loop copies every section's whole spec.
        dataSet.sections.withUnsafeBufferPointer { specs in
            for s in specs.indices {
                let one = DecorationReach(specs.baseAddress! + s, direction)
                if isFar(one) {
                    far.sections.append(s)
                    far.reach.include(one)
                } else {
                    ordinary.include(one)
                }
            }
        }
        return (ordinary, far)
    }

    /// Follows a batch update: each section's new index (the deleted dropped), and the inserted
    /// sections that are far. The reach stays as wide as it was: still a bound.
    ///
    /// - Complexity: O(1) when there are none; otherwise O(s) to find the inserted sections,
    ///   plus O(f log f) for the f far sections.
    mutating func follow(_ map: SectionMap, _ dataSet: DataSet) {
        guard !sections.isEmpty else { return }
        var moved = sections.compactMap { old in map.oldToNew[old] >= 0 ? map.oldToNew[old] : nil }
        let direction = dataSet.scrollDirection
        dataSet.sections.withUnsafeBufferPointer { specs in
            for s in specs.indices
            where map.newToOld[s] < 0 && Self.isFar(DecorationReach(specs.baseAddress! + s, direction)) {
                moved.append(s)
            }
        }
        moved.sort()
        sections = moved
    }

    /// The positions in ``sections`` of those whose bodies (`body(s)`: start and end along the
    /// scroll axis), widened by their reach and `margin`, meet `lo..<hi` along the scroll axis.
    ///
    /// - Complexity: O(log f + k) for the k it finds.
    @inline(__always)
    mutating func positions(
        meeting lo: Double, _ hi: Double, margin: Double, _ body: (Int) -> (start: Double, end: Double)
    ) -> Range<Int> {
        let after = lo - reach.trailing - margin, before = hi + reach.leading + margin
        var low = finger
        // From where the last query's began when it still begins there (a scroll), else by
        // binary search: a far section's body is a scattered read.
        let settled =
            low <= sections.count && (low == sections.count || body(sections[low]).end > after)
            && (low == 0 || body(sections[low &- 1]).end <= after)
        if !settled {
            low = (0..<sections.count).partitionPoint { body(sections[$0]).end > after }
            finger = low
        }
        var end = low
        while end < sections.count, body(sections[end]).start < before { end &+= 1 }
        return low..<end
    }
}
