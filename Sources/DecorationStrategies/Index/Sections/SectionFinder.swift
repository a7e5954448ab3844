import DecorationBench

/// What `section-search` and `section-cache` keep to find, for a rect, the sections whose
/// decorations can meet it, by searching the base layout's own section geometry (which the
/// base layout computes anyway, in order along the scroll axis): the decorations' reach and the
/// sections that reach far, where the last query's sections began, and which of the base
/// layout's changes it has followed.
///
/// Which sections can: a section's decorations lie within its body widened by the data set's
/// largest decoration reach (``DecorationReach``: negative background insets, badge offsets),
/// kept as two numbers. A full `prepare()` computes them again; a batch update (which inserts
/// copies of existing configurations) and a self-sizing re-layout change no configuration's
/// reach, so they keep it. Sections whose decorations reach far into their neighbours are kept
/// apart (``FarReachingSections``), so that one long reach does not widen every query's window,
/// as one long decoration widens `binary-search`'s.
struct SectionFinder {
    /// What a `prepare()` found changed since the last one.
    enum Change {
        /// The frames alone: a self-sizing re-layout made this geometry from the last one.
        case frames
        /// The data or everything: a section index may now name another section.
        case data
    }

    /// Where the last query's sections began (a hint, never part of an answer).
    private var finger = 0
    /// The reach of the sections that are not far, and the far ones.
    private(set) var reach = DecorationReach()
    private var far = FarReachingSections()
    /// The base layout's geometry generation last prepared for, and whether the data changed
    /// since the reach was computed (`awaitingUpdates`: inside a batch, which keeps it).
    private var preparedFor = -1
    private(set) var reachStale = true
    private var awaitingUpdates = false

    /// Notes a data change: the reach is computed again in `prepare()`, but inside a batch
    /// update, which cannot widen it.
    ///
    /// - Complexity: O(1).
    mutating func invalidate(with context: FlowLayoutInvalidationContext) {
        guard context.invalidateEverything || context.invalidateDataSourceCounts else { return }
        reachStale = true
        awaitingUpdates = context.invalidateDataSourceCounts && !context.invalidateEverything
    }

    /// Follows the base layout's geometry: what changed since the last call, `nil` when nothing
    /// did; computes the reach again after a data change outside a batch.
    ///
    /// - Complexity: O(1); O(sections) when the reach is computed again.
    mutating func prepare(_ layout: FlowLayout) -> Change? {
        let generation = layout.geometryGeneration
        guard generation != preparedFor else { return nil }
        let remeasured = layout.lastRemeasure?.generation == generation && preparedFor == generation - 1
        if !remeasured && !awaitingUpdates { reachStale = true }
        preparedFor = generation
        if reachStale && !awaitingUpdates { computeReach(layout) }
        return remeasured ? .frames : .data
    }

    /// Whether the last ``prepare(_:)`` followed the geometry of `generation`: a caller with
    /// nothing else to follow may return at once.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func isPrepared(for generation: Int) -> Bool { generation == preparedFor }

    /// Keeps the reach through a batch update: a batch inserts copies of existing sections'
    /// configurations and reloads keep theirs (`UpdateItem`), so it can only narrow the reach,
    /// which then stays a bound (`SectionSearchTests` checks that no batch widens it). The far
    /// sections follow the batch's section map.
    ///
    /// - Complexity: O(1) when no section is far; otherwise O(s) to find the inserted ones.
    mutating func prepare(forCollectionViewUpdates update: CollectionViewUpdate, layout: FlowLayout) {
        guard awaitingUpdates else { return }
        far.follow(update.sections, layout.dataSet)
        (reachStale, awaitingUpdates) = (false, false)
    }

    /// The ordinary sections' reach and the far ones, from every section's configuration.
    ///
    /// - Complexity: O(sections).
    mutating func computeReach(_ layout: FlowLayout) {
        (reach, far) = FarReachingSections.split(layout.dataSet)
        (reachStale, awaitingUpdates) = (false, false)
    }

    /// The sections a query for a rect reaches, as ranges a caller loops over (a closure called
    /// per section allocated a context per query in debug builds).
    struct Window {
        /// The consecutive sections whose widened bodies meet the rect.
        var sections: Range<Int>
        /// Positions of the far sections that meet it (``SectionFinder/forEachFarSection(outside:_:)``).
        var far: Range<Int>
    }

    /// The sections whose bodies, widened by the reach, meet `rect` along the scroll axis: found
    /// from where the last query's were (a scroll's next viewport starts there or at the next
    /// section), else, when `searching`, by binary search (else `nil`: a caller whose bodies are
    /// dear to read searches the geometry instead); and the far ones that meet it (some may also
    /// lie in `sections`: a caller skips those).
    ///
    /// `body(s)` gives section `s`'s body, start and end along the scroll axis, of the `count`
    /// sections: the base layout's geometry, or bodies a caller keeps.
    ///
    /// - Complexity: O(1 + w) near the last query's sections, O(log s + w) elsewhere, for the w
    ///   sections it finds; as many calls of `body`.
    @inline(__always)
    mutating func window(
        meeting rect: Rect, _ direction: ScrollDirection, count: Int, searching: Bool,
        _ body: (Int) -> (start: Double, end: Double)
    ) -> Window? {
        window(meeting: rect, direction, count: count, searching: searching, body, visiting: { _ in })
    }

    /// ``window(meeting:_:count:searching:_:)``, calling `visit(s)` for each of its consecutive
    /// sections as soon as `body(s)` has placed it in the window: a caller that reads the same
    /// entry for both walks the sections once. `visit` is called only once the window's first
    /// section is found: when the result is `nil`, never (a caller may then answer another way
    /// without answering twice).
    @inline(__always)
    mutating func window(
        meeting rect: Rect, _ direction: ScrollDirection, count: Int, searching: Bool,
        _ body: (Int) -> (start: Double, end: Double), visiting visit: (Int) -> Void
    ) -> Window? {
        let lo = rect.minMain(direction), hi = rect.maxMain(direction)
        // The bound is a sum the decoration's frame does not compute the same way, and a
        // first-last rect can lie a pixel outside its body: a margin for both, and each
        // decoration is then tested at its frame.
        let margin =
            (Swift.abs(lo) + Swift.abs(hi) + reach.leading + reach.trailing) * 0x1p-40 + DecorationReach.rounding
        let (after, before) = (lo - reach.trailing - margin, hi + reach.leading + margin)
        let first: Int
        if let near = sectionNearFinger(endingAfter: after, count: count, body) {
            first = near
        } else if searching {
            first = firstSection(endingAfter: after, count: count, body)
        } else {
            return nil
        }
        finger = first
        var end = first
        while end < count, body(end).start < before {
            visit(end)
            end &+= 1
        }
        let far = far.sections.isEmpty ? 0..<0 : far.positions(meeting: lo, hi, margin: margin, body)
        return Window(sections: first..<end, far: far)
    }

    /// ``window(meeting:_:count:searching:_:)`` over the base layout's section geometry.
    @inline(__always)
    mutating func window(
        meeting rect: Rect, _ direction: ScrollDirection, in g: UnsafeBufferPointer<SectionGeometry>
    ) -> Window {
        window(meeting: rect, direction, count: g.count, searching: true) { (g[$0].bodyStart, g[$0].bodyEnd) }!
    }

    /// Starts the next search at `section`, a hint: when the window does not begin there or at
    /// the next section, the search runs as without it.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func hint(_ section: Int) { finger = section }

    /// The first section of the last query's window.
    var fingerSection: Int { finger }

    /// Whether some section's decorations reach far (searched apart from the window).
    var hasFarSections: Bool { !far.sections.isEmpty }

    /// Calls `body` with each of `window`'s far sections that is not among its consecutive
    /// sections (which a caller has handled already).
    @inline(__always)
    func forEachFarSection(outside window: Window, _ body: (Int) -> Void) {
        for i in window.far {
            let f = far.sections[i]
            if !window.sections.contains(f) { body(f) }
        }
    }

    /// The first section whose body ends after `bound` when it is the finger or the section
    /// after it, else `nil`.
    @inline(__always)
    private func sectionNearFinger(
        endingAfter bound: Double, count: Int, _ body: (Int) -> (start: Double, end: Double)
    ) -> Int? {
        let f = finger
        if f < count, body(f).end > bound {
            if f == 0 || body(f - 1).end <= bound { return f }
        } else if f + 1 < count, body(f + 1).end > bound {
            return f + 1
        }
        return nil
    }

    /// The first section whose body ends after `bound`, by binary search.
    @inline(__always)
    private func firstSection(
        endingAfter bound: Double, count: Int, _ body: (Int) -> (start: Double, end: Double)
    ) -> Int {
        (0..<count).partitionPoint { body($0).end > bound }
    }
}
