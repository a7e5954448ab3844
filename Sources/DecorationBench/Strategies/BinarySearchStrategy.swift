/// The `binary-search` strategy, the way MagazineLayout and many hand-written layouts find
/// their elements: every decoration's frame computed in `prepare()` and sorted by its start
/// along the scroll axis; a query binary-searches for the first decoration that could still
/// reach into the rect and scans forward until decorations start past it.
///
/// "Could still reach" uses the longest decoration along the scroll axis: a decoration that
/// starts more than that length before the rect cannot overlap it. With decorations of similar
/// length this is O(log d + k); one very long decoration (a huge section's background) widens
/// the window for every query, which is where an interval tree pulls ahead.
public final class BinarySearchStrategy: DecorationStrategy {
    public static let kind = StrategyKind.binarySearch
    public let frameRule: FrameRule
    public private(set) var examined = 0
    private var index: Index?

    /// Everything a query reads, immutable, behind one reference.
    private final class Index {
        let store: DecorationStore
        let direction: ScrollDirection
        /// Decoration indices sorted by start along the scroll axis, and those starts.
        let order: ContiguousArray<Int32>
        let starts: ContiguousArray<Double>
        /// The longest decoration along the scroll axis.
        let longest: Double

        init(store: DecorationStore, direction: ScrollDirection) {
            self.store = store
            self.direction = direction
            let frames = store.frames
            var order = ContiguousArray(0..<Int32(store.count))
            var inOrder = true
            for i in frames.indices.dropFirst() where frames[i - 1].minMain(direction) > frames[i].minMain(direction) {
                inOrder = false
                break
            }
            if !inOrder {
                order.sort { (frames[Int($0)].minMain(direction), $0) < (frames[Int($1)].minMain(direction), $1) }
            }
            self.order = order
            starts = ContiguousArray(order.lazy.map { frames[Int($0)].minMain(direction) })
            longest = frames.reduce(0) { max($0, $1.maxMain(direction) - $1.minMain(direction)) }
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Computes every decoration's frame and sorts them by start along the scroll axis.
    ///
    /// - Complexity: O(d log d), O(d) when already in order (the usual case: sections are
    ///   sequential).
    public func prepare(_ layout: FlowLayout) {
        let p = layout.prepared
        index = Index(store: DecorationStore(p, rule: frameRule, materialization: .lazy), direction: p.scrollDirection)
    }

    /// Appends the decorations that intersect `rect`, found by binary search.
    ///
    /// - Complexity: O(log d + w) for the w decorations that start within the window.
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        guard let index else { return }
        let lo = rect.minMain(index.direction), hi = rect.maxMain(index.direction)
        let reach = index.longest, starts = index.starts, order = index.order
        let store = index.store, frames = store.frames
        var i = starts.partitioningIndex { $0 + reach > lo }
        let first = i
        while i < starts.count, starts[i] < hi {
            let decoration = Int(order[i])
            if frames[decoration].intersects(rect) { elements.append(store.attributes(at: decoration)) }
            i += 1
        }
        examined += i - first
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        index?.store.lookup(kind, at: indexPath)
    }
}
