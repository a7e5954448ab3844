import DecorationBench

/// `section-cache`'s entries: a section's frames written from its geometry and configuration, and
/// the objects made for them.
extension SectionCacheStrategy {
    /// The fill below, from `layout`'s prepared state, read here: out of
    /// the query's way.
    @inline(never)
    func fill(_ e: SectionDecorationCache.Entry, _ s: Int, _ layout: FlowLayout) {
        fill(e, s, layout.prepared)
    }

    /// Writes section `s`'s body and decoration frames into `e`, from its geometry and
    /// configuration, exactly as the oracle computes them (`DecorationFactory`).
    @inline(never)
    func fill(_ e: SectionDecorationCache.Entry, _ s: Int, _ p: PreparedLayout) {
        var kinds: UInt32 = 0
        p.sectionGeometries.withUnsafeBufferPointer { g in
            p.dataSet.sections.withUnsafeBufferPointer { sections in
                (e.frames.pointee.bodyStart, e.frames.pointee.bodyEnd) = (g[s].bodyStart, g[s].bodyEnd)
                guard let area = DecorationFactory.sectionRect(g[s], s, in: p, rule: frameRule) else { return }
                DecorationFactory.forEachDecoration(of: sections, s, in: area) { kind, frame in
                    if kind == .background {
                        e.frames.pointee.backgroundFrame = frame
                    } else {
                        e.frames.pointee.badgeFrame = frame
                    }
                    kinds |= SectionDecorationCache.Entry.bit(kind)
                }
            }
        }
        e.state.pointee.kinds = kinds
        recomputed &+= kinds.nonzeroBitCount
        cache.filled(e, section: s)
    }

    /// A new object for section `s`'s decoration of `kind`, kept in `e`, at its kept frame.
    @inline(never)
    func make(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ layout: FlowLayout
    ) -> Unmanaged<LayoutAttributes> {
        make(kind, e, s, e.frame(SectionDecorationCache.Entry.bit(kind)), layout.prepared)
    }

    /// A new object for section `s`'s decoration of `kind` at `frame`, kept in `e`.
    func make(
        _ kind: ElementKind, _ e: SectionDecorationCache.Entry, _ s: Int, _ frame: Rect,
        _ p: PreparedLayout
    ) -> Unmanaged<LayoutAttributes> {
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame, zIndex: kind.defaultZIndex,
            payload: DecorationFactory.payload(kind, s, in: p))
        return cache.keep(made, e, SectionDecorationCache.Entry.bit(kind))
    }
}
