/// The `binary-search` strategy, the way MagazineLayout and many hand-written layouts find
/// their elements: every decoration precomputed and sorted by its start along the scroll axis;
/// a query binary-searches for the first decoration that could still reach into the rect and
/// scans forward until decorations start past it.
///
/// "Could still reach" uses the longest decoration along the scroll axis: a decoration that
/// starts more than that length before the rect cannot overlap it. With decorations of similar
/// length this is O(log d + k); one very long decoration (a huge section's background) widens
/// the window for every query, which is where an interval tree pulls ahead.
public final class BinarySearchStrategy: DecorationStrategy {
    public static let kind = StrategyKind.binarySearch
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var store = PrecomputedDecorations()
    private var sorted: ContiguousArray<LayoutAttributes> = []
    private var starts: ContiguousArray<Double> = []
    private var longest = 0.0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Builds every decoration and sorts them by start along the scroll axis.
    ///
    /// - Complexity: O(d log d), O(d) when already in order (the usual case: sections are
    ///   sequential).
    public func prepare(_ layout: FlowLayout) {
        store.rebuild(from: layout, rule: frameRule)
        let direction = layout.scrollDirection
        sorted = store.all
        if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.frame.minMain(direction) <= $1.frame.minMain(direction) }) {
            let indexed = sorted.enumerated().sorted {
                ($0.element.frame.minMain(direction), $0.offset) < ($1.element.frame.minMain(direction), $1.offset)
            }
            sorted = ContiguousArray(indexed.map(\.element))
        }
        starts = ContiguousArray(sorted.lazy.map { $0.frame.minMain(direction) })
        longest = sorted.reduce(0) { max($0, $1.frame.maxMain(direction) - $1.frame.minMain(direction)) }
    }

    /// Appends the decorations that intersect `rect`, found by binary search.
    ///
    /// - Complexity: O(log d + w) for the w decorations that start within the window.
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        let direction = layout.scrollDirection
        let lo = rect.minMain(direction), hi = rect.maxMain(direction)
        let reach = longest
        var index = starts.partitioningIndex { $0 + reach > lo }
        while index < starts.count, starts[index] < hi {
            examined += 1
            let decoration = sorted[index]
            if decoration.frame.intersects(rect) { elements.append(decoration) }
            index += 1
        }
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        store.lookup(kind, at: indexPath)
    }
}
