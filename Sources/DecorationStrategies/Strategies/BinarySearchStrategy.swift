import DecorationBench

/// The `binary-search` strategy, the way many hand-written layouts find their elements: every
/// decoration's frame computed in `prepare()` and sorted by its start along the scroll axis; a
/// query binary-searches for the first decoration that could still reach into the rect and
/// scans forward until decorations start past it.
///
/// "Could still reach" uses the longest decoration along the scroll axis (this project's window
/// rule; MagazineLayout instead binary-searches for any intersecting frame and scans both ways):
/// a decoration that starts more than that length before the rect cannot overlap it. With
/// decorations of similar length this is O(log d + k); one very long decoration (a huge
/// section's background) widens the window for every query, which is where an interval index
/// pulls ahead.
public final class BinarySearchStrategy: DecorationStrategy {
    public static let name = "binary-search"
    public static let summary = "precomputed, sorted along the scroll axis, binary search then scan"
    public let frameRule: FrameRule
    private let state = PreparedIndex<Index>(defersToUpdates: true)

    /// Everything a query reads, immutable, in raw buffers.
    final class Index: DecorationIndex {
        let store: DecorationStore
        /// Starts along the scroll axis, ascending; position `i` is decoration `order[i]`, or
        /// decoration `i` when `order` is nil (decorations already in order: the usual case).
        let starts: UnsafeMutablePointer<Double>
        let order: UnsafeMutablePointer<Int32>?
        /// The longest decoration along the scroll axis.
        var longest: Double

        init(store: DecorationStore) {
            self.store = store
            let frames = store.frames, direction = store.direction, count = store.count
            starts = store.pool.take(.starts, count: count, as: Double.self)
            var longest = 0.0
            for i in 0..<count {
                longest = Swift.max(longest, frames[i].maxMain(direction) - frames[i].minMain(direction))
            }
            self.longest = longest
            if store.isSortedByStart {
                order = nil
                for i in 0..<count { starts[i] = frames[i].minMain(direction) }
            } else {
                let sorted = (0..<count).sorted {
                    (frames[$0].minMain(direction), $0) < (frames[$1].minMain(direction), $1)
                }
                let order = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, count))
                for (position, decoration) in sorted.enumerated() {
                    order[position] = Int32(truncatingIfNeeded: decoration)
                    starts[position] = frames[decoration].minMain(direction)
                }
                self.order = order
            }
        }

        deinit {
            store.pool.give(.starts, starts)
            order?.deallocate()
        }

        var query: Query {
            Query(
                decorations: store.view, starts: starts, order: order, longest: longest, tailFrom: store.tailFrom,
                tailShift: store.tailShift)
        }
    }

    /// What a query reads: raw buffers only.
    struct Query {
        let decorations: DecorationStore.View
        let starts: UnsafeMutablePointer<Double>
        let order: UnsafeMutablePointer<Int32>?
        let longest: Double
        /// The store's pending move: starts and frames from `tailFrom` on are `tailShift` short.
        let tailFrom: Int
        let tailShift: Double

        /// Appends the decorations that intersect `rect`; returns how many it examined.
        @inline(__always)
        func append(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = decorations, frames = decorations.frames, count = decorations.count
            guard tailFrom == count else { return appendWithPendingMove(in: rect, to: &elements) }
            let lo = rect.minMain(decorations.direction), hi = rect.maxMain(decorations.direction), reach = longest
            var low = 0, high = count
            while low < high {
                let mid = low &+ (high &- low) >> 1
                if starts[mid] + reach > lo { high = mid } else { low = mid &+ 1 }
            }
            return decorations.append(to: &elements) { hit in
                var i = low
                while i < count, starts[i] < hi {
                    let decoration = order.map { Int($0[i]) } ?? i
                    if frames[decoration].intersects(rect) { hit(decoration) }
                    i += 1
                }
                return i - low
            }
        }

        /// ``append(in:to:)`` while the store defers a move (after a self-sizing frame): the
        /// same search over starts and frames moved by `tailShift` from `tailFrom` on, and the
        /// objects handed out brought to their frames. Starts are in order (`order` is nil).
        @inline(never)
        func appendWithPendingMove(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
            let decorations = decorations, frames = decorations.frames, count = decorations.count
            let direction = decorations.direction, tailFrom = tailFrom, shift = tailShift
            let lo = rect.minMain(direction), hi = rect.maxMain(direction), reach = longest
            @inline(__always) func start(_ i: Int) -> Double { i < tailFrom ? starts[i] : starts[i] + shift }
            var low = 0, high = count
            while low < high {
                let mid = low &+ (high &- low) >> 1
                if start(mid) + reach > lo { high = mid } else { low = mid &+ 1 }
            }
            return decorations.append(to: &elements) { hit in
                var i = low
                while i < count, start(i) < hi {
                    if i < tailFrom {
                        if frames[i].intersects(rect) { hit(i) }
                    } else if frames[i].moved(alongMain: direction, by: shift).intersects(rect) {
                        decorations.refreshObject(at: i, shiftedBy: shift)
                        hit(i)
                    }
                    i += 1
                }
                return i - low
            }
        }
    }

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public var examined: Int { state.examined }

    public var recomputed: Int { state.recomputed }

    /// Marks the index stale when `context` invalidates geometry; a bounds change that
    /// invalidates only pinned headers leaves it, and the next `prepare()` does nothing.
    public func invalidateLayout(with context: FlowLayoutInvalidationContext) {
        state.invalidate(with: context)
    }

    /// Computes every decoration's frame and sorts them by start along the scroll axis.
    ///
    /// - Complexity: O(d log d), O(d) when already in order (the usual case: sections are
    ///   sequential).
    public func prepare(_ layout: FlowLayout) {
        state.updateOrRebuild(
            for: layout, rule: frameRule, update: { $0.remeasure($1, in: layout.prepared, rule: frameRule) }
        ) {
            index(layout, in: $0)
        }
    }

    /// A new index over `layout`'s decorations, in `pool`'s buffers.
    private func index(_ layout: FlowLayout, in pool: BufferPool) -> Index {
        Index(store: DecorationStore(layout.prepared, rule: frameRule, materialization: .lazy, pool: pool))
    }

    /// ``index(_:in:)`` as a value, for the rare paths that keep it (a rebuild instead of an
    /// update). `prepare()` passes a closure literal instead: a non-escaping one allocates no
    /// context, and `prepare()` runs on every pinned-header scroll frame.
    private func makeIndex(_ layout: FlowLayout) -> (BufferPool) -> Index {
        { [self] in index(layout, in: $0) }
    }

    /// Updates the index after a batch: the decorations of the sections the batch did not
    /// change are moved, the others computed (`DecorationStore.init(updating:with:in:rule:pool:)`),
    /// and the search structure is built again over them.
    ///
    /// - Complexity: O(sections + d); decorations computed: those of the sections the batch touched.
    public func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {
        state.update(for: layout, update, rule: frameRule, reindex: Index.init(store:), rebuild: makeIndex(layout))
    }

    /// Appends the decorations that intersect `rect`, found by binary search.
    ///
    /// - Complexity: O(log d + w) for the w decorations that start within the window.
    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
        layout: FlowLayout
    ) {
        guard let query = state.query else {
            if state.isDeferred { catchUp(layout, rect, &elements, baseCount) }
            return
        }
        state.count(query.append(in: rect, to: &elements))
    }

    /// The stored decoration.
    ///
    /// - Complexity: O(log d).
    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath,
        layout: FlowLayout
    ) -> LayoutAttributes? {
        if state.isDeferred { state.catchUp(layout, makeIndex(layout)) }
        return state.lookup(kind, at: indexPath)
    }

    /// A query that found the index left for an update that never came: rebuilds, then answers.
    @inline(never)
    private func catchUp(_ layout: FlowLayout, _ rect: Rect, _ elements: inout [LayoutAttributes], _ baseCount: Int) {
        state.catchUp(layout, makeIndex(layout))
        appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: layout)
    }
}
