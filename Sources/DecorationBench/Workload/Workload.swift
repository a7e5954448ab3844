/// The query rects that `decobench run`, the simulator, the instruction counts and the
/// package-benchmark suites send to a layout: viewports of the collection view, placed by a
/// scroll sweep or at random items. Pure: computed from a prepared layout and a seed.
public enum Workload {
    /// Points a 60 fps fling moves per frame (3,000 pt/s).
    public static let flingStep = 50.0
    /// Frames in one burst: one timing sample.
    public static let burst = 32

    /// A viewport of the collection view's size at `offset` along the scroll axis.
    ///
    /// - Complexity: O(1).
    public static func viewport(_ layout: FlowLayout, at offset: Double) -> Rect {
        let size = layout.dataSet.collectionViewSize
        return layout.scrollDirection == .vertical
            ? Rect(x: 0, y: offset, width: size.width, height: size.height)
            : Rect(x: offset, y: 0, width: size.width, height: size.height)
    }

    /// The scroll sweep: bursts of consecutive fling frames (``flingStep`` apart), spread evenly
    /// from the start to the end of the content; every frame of the content when there are at
    /// most `limit`. Returns at most `limit` rects: a multiple of ``burst`` when spread, or, for
    /// a `limit` below a burst, two bursts of half of it, at the start and at the end.
    ///
    /// - Precondition: `layout` is prepared.
    /// - Complexity: O(`limit`).
    public static func scroll(_ layout: FlowLayout, limit: Int = 2_048) -> [Rect] {
        let size = layout.collectionViewContentSize
        let viewport = layout.dataSet.collectionViewSize
        let vertical = layout.scrollDirection == .vertical
        let length = max(0, (vertical ? size.height : size.width) - (vertical ? viewport.height : viewport.width))
        // Compared as a Double first: content of any length (DataSetLimits bounds it at 10¹²
        // points, a data set built in code need not be) must not trap converting to an Int.
        let steps = length / flingStep
        if steps < Double(limit) {
            return (0...Int(steps)).map { Self.viewport(layout, at: Double($0) * flingStep) }
        }
        // Below a burst, `limit / burst` would be no burst at all: nothing checked past the top.
        let frames = limit < burst ? max(1, limit / 2) : burst
        let bursts = limit / frames
        let burstLength = Double(frames - 1) * flingStep
        var rects: [Rect] = []
        rects.reserveCapacity(bursts * frames)
        for b in 0..<bursts {
            let start = (length - burstLength) * Double(b) / Double(max(1, bursts - 1))
            for f in 0..<frames { rects.append(Self.viewport(layout, at: start + Double(f) * flingStep)) }
        }
        return rects
    }

    /// `count` viewports placed at random items (scroll-to-item), from `seed`; all at the top of
    /// the content when no section has items.
    ///
    /// - Precondition: `layout` is prepared.
    /// - Complexity: O(`count` + sections).
    public static func jumps(_ layout: FlowLayout, count: Int, seed: UInt64) -> [Rect] {
        var rng = SplitMix64(seed: seed ^ 0x4A55_4D50)
        let sections = (0..<layout.numberOfSections).filter { layout.numberOfItems(inSection: $0) > 0 }
        // With no item to jump to, every jump lands on the top: still `count` queries, so that a
        // caller's batches (the harness takes `Workload.burst` at a time) are never empty.
        guard !sections.isEmpty else { return Array(repeating: viewport(layout, at: 0), count: max(0, count)) }
        return (0..<count).map { _ in
            let s = sections[rng.int(in: 0...(sections.count - 1))]
            let item = rng.int(in: 0...(layout.numberOfItems(inSection: s) - 1))
            let frame = layout.frameForItem(at: IndexPath(item: item, section: s))
            return viewport(layout, at: frame.minMain(layout.scrollDirection))
        }
    }
}
