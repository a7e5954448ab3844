import DecorationBench

/// `section-cache` far from the last query: a jump's sections found by searching the base layout's
/// section geometry, their frames computed as `section-search` computes them.
extension SectionCacheStrategy {
    /// ``appendDecorations(in:to:baseCount:layout:)`` far from the last query: its sections
    /// found by binary search over the base layout's section geometry. After a jump, the frames of
    /// the sections whose entries are stale are computed, as `section-search` computes them,
    /// without filling the entries, which a jump would pay for and rarely read again; a scroll
    /// just after a change fills them.
    ///
    /// The search starts at the section of the base layout's first element: the base layout has
    /// just found it, so the window's first section is usually that one (else the search runs).
    /// The geometry and configurations are read through the buffers ``prepare(_:)`` kept, and the
    /// prepared layout unretained: reading `layout.prepared` costs a run-time exclusivity check
    /// and a retain and release on every jump (`scripts/instructions.sh` counts a `grid` jump's
    /// instructions under callgrind).
    @inline(never)
    func appendAfterJump(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, _ layout: FlowLayout
    ) {
        let previous = finder.fingerSection
        if baseCount > 0 { finder.hint(elements.withUnsafeBufferPointer { $0[0].indexPath.section }) }
        if keptRef == nil { keep(layout.prepared) }
        assert(keptRef!.takeUnretainedValue() === layout.prepared, "section-cache: queried before prepare()")
        let g = geometries
        keptRef!._withUnsafeGuaranteedRef { p in
            let window = finder.window(meeting: rect, direction, in: g)
            if Swift.abs(window.sections.lowerBound &- previous) <= 1 {
                // A scroll after a change: fill the entries, for the next queries' sake.
                for s in window.sections where !cache.isCurrent(cache.entry(s)) { fill(cache.entry(s), s, p) }
                return append(window, in: rect, to: &elements, layout)
            }
            let t = cache.tables
            examined &+= withGatherer { batch in
                for s in window.sections { appendComputing(of: s, t, g, p, in: rect, &batch, &elements, layout) }
                finder.forEachFarSection(outside: window) {
                    appendComputing(of: $0, t, g, p, in: rect, &batch, &elements, layout)
                }
                batch.flush(to: &elements)
                return 2 &* (window.sections.count &+ window.far.count)
            }
        }
    }

    /// Gathers section `s`'s decorations that intersect `rect`: from its entry when current,
    /// else computed from its geometry and configuration.
    @inline(__always)
    private func appendComputing(
        of s: Int, _ t: SectionDecorationCache.Tables, _ g: UnsafeBufferPointer<SectionGeometry>, _ p: PreparedLayout,
        in rect: Rect, _ batch: inout UnretainedBatch.Gatherer, _ elements: inout [LayoutAttributes],
        _ layout: FlowLayout
    ) {
        let e = t.entry(s)
        if t.isCurrent(e) { return appendKept(e, s, t, in: rect, &batch, &elements, layout) }
        guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return }
        DecorationFactory.forEachDecoration(of: specs, s, in: area) { kind, frame in
            recomputed &+= 1
            if frame.intersects(rect) { batch.add(object(kind, e, s, frame, p), to: &elements) }
        }
    }

    /// The kept object of section `s`'s decoration of `kind`, brought to `frame` (its entry is
    /// stale: the frame may have moved since), or a new one.
    @inline(never)
    private func object(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ frame: Rect,
        _ p: PreparedLayout
    ) -> Unmanaged<LayoutAttributes> {
        guard let kept = cache.keptObject(e, SectionDecorationCache.Entry.bit(kind)) else {
            return make(kind, e, s, frame, p)
        }
        kept._withUnsafeGuaranteedRef { $0.move(to: frame) }
        return kept
    }

    /// Appends the decorations of `window`'s sections that intersect `rect`.
    @inline(__always)
    private func append(
        _ window: SectionFinder.Window, in rect: Rect, to elements: inout [LayoutAttributes], _ layout: FlowLayout
    ) {
        examined &+= withGatherer { batch in
            for s in window.sections { appendDecorations(of: s, in: rect, &batch, &elements, layout) }
            if !window.far.isEmpty { appendFar(window, in: rect, &batch, &elements, layout) }
            batch.flush(to: &elements)
            return 2 &* (window.sections.count &+ window.far.count)
        }
    }
}
