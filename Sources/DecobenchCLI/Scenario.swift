import DecorationBench

/// What a timed operation is.
enum Scenario: String, CaseIterable {
    /// A viewport-sized rect swept along the content in fling bursts at 60 fps.
    case scroll
    /// Random scroll-to-item: the viewport jumps to show a random item at its top.
    case jump
    /// `invalidateLayout()` + `prepare()`.
    case prepare
    /// `invalidateLayout()` + `prepare()` + the first query at the top.
    case coldStart = "cold-start"
    /// Items inserted into and deleted from a few sections, then invalidate + prepare + a query.
    case update

    var summary: String {
        switch self {
        case .scroll: return "viewport swept in 60 fps fling bursts (50 pt/frame) spread over the whole content; ns per query"
        case .jump: return "random scroll-to-item: the viewport placed at a random item; ns per query"
        case .prepare: return "invalidateLayout() + prepare(); ns per prepare"
        case .coldStart: return "invalidateLayout() + prepare() + first query at the top; ns per start"
        case .update: return "insert or delete items in 3 sections, then invalidate + prepare + one query; ns per update"
        }
    }

    /// Whether a sample times queries (and so per-query counters apply).
    var isQuery: Bool { self == .scroll || self == .jump }
}

/// The query rects of the scroll and jump scenarios, generated from the layout and a seed.
enum Workload {
    /// Points a 60 fps fling moves per frame (3,000 pt/s).
    static let flingStep = 50.0
    /// Frames in one burst: one timing sample.
    static let burst = 32

    /// A viewport at `offset` along the scroll axis.
    static func viewport(_ layout: FlowLayout, at offset: Double) -> Rect {
        let size = layout.dataSet.collectionViewSize
        return layout.scrollDirection == .vertical
            ? Rect(x: 0, y: offset, width: size.width, height: size.height)
            : Rect(x: offset, y: 0, width: size.width, height: size.height)
    }

    /// The scroll sweep: bursts of consecutive fling frames, spread evenly from the start to
    /// the end of the content; the whole content when it is short enough. At most `limit`
    /// rects (a multiple of `burst`).
    static func scroll(_ layout: FlowLayout, limit: Int = 2_048) -> [Rect] {
        let size = layout.collectionViewContentSize
        let viewportLength = layout.scrollDirection == .vertical ? layout.dataSet.collectionViewSize.height : layout.dataSet.collectionViewSize.width
        let length = max(0, (layout.scrollDirection == .vertical ? size.height : size.width) - viewportLength)
        // Compared as a Double first: content of any length (DataSetLimits bounds it at 10¹²
        // points, a data set built in code need not be) must not trap converting to an Int.
        let steps = length / flingStep
        if steps < Double(limit) {
            return (0...Int(steps)).map { viewport(layout, at: Double($0) * flingStep) }
        }
        let bursts = limit / burst
        let burstLength = Double(burst - 1) * flingStep
        var rects: [Rect] = []
        rects.reserveCapacity(bursts * burst)
        for b in 0..<bursts {
            let start = (length - burstLength) * Double(b) / Double(max(1, bursts - 1))
            for f in 0..<burst { rects.append(viewport(layout, at: start + Double(f) * flingStep)) }
        }
        return rects
    }

    /// Viewports placed at `count` random items, from `seed`.
    static func jumps(_ layout: FlowLayout, count: Int, seed: UInt64) -> [Rect] {
        var rng = SplitMix64(seed: seed ^ 0x4A55_4D50)
        let sections = (0..<layout.numberOfSections).filter { layout.numberOfItems(inSection: $0) > 0 }
        guard !sections.isEmpty else { return [viewport(layout, at: 0)] }
        return (0..<count).map { _ in
            let s = sections[rng.int(in: 0...(sections.count - 1))]
            let item = rng.int(in: 0...(layout.numberOfItems(inSection: s) - 1))
            let frame = layout.frameForItem(at: IndexPath(item: item, section: s))
            return viewport(layout, at: frame.minMain(layout.scrollDirection))
        }
    }
}
