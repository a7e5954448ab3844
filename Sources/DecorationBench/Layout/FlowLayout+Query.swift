extension FlowLayout {
    /// The attributes of every cell, header, footer and separator whose frame intersects `rect`,
    /// as `layoutAttributesForElements(in:)`, in section order (header, items each after its
    /// separator, footer).
    ///
    /// Finds the first section that reaches into the rect by binary search over section ends,
    /// then within each section the first line by binary search over line ends, and walks
    /// forward only while sections and lines still start before the rect ends. Attributes
    /// objects come from the layout's cache: the same object for the same element until the
    /// layout is invalidated.
    ///
    /// - Complexity: O(log n + k) for n sections and lines and k elements returned (plus the
    ///   items of the lines crossed that miss the rect along the cross axis).
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let p = prepared
        // Room for the last answer's size and a few decorations: one allocation per query in
        // the steady state of a scroll, instead of a doubling series.
        var result: [LayoutAttributes] = []
        result.reserveCapacity(p.lastAnswerCount.pointee &+ 8)
        // One test per query: a layout without pinning never enters the pinned path.
        if p.pinsSupplementaryViews {
            appendElementsPinned(p, in: rect, to: &result)
        } else {
            p.appendElements(in: rect, to: &result)
        }
        p.lastAnswerCount.pointee = result.count
        return result
    }

    /// The attributes of one cell, as `layoutAttributesForItem(at:)`; `nil` when out of range.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let p = prepared
        guard indexPath.section >= 0, indexPath.section < p.sectionGeometries.count else { return nil }
        let g = p.sectionGeometries[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < g.itemCount else { return nil }
        return p.cellAttributes(
            global: g.firstItem + indexPath.item, section: indexPath.section, item: indexPath.item,
            shift: g.storageShift)
    }

    /// The attributes of a header, footer or separator, as
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`; `nil` when there is none. A separator's
    /// index path is that of the item it sits before. A pinned header or footer has its pinned
    /// frame for the current ``bounds``.
    ///
    /// - Complexity: O(1) for headers and footers, O(log s) for the s separators of a section.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        let p = prepared
        guard indexPath.section >= 0, indexPath.section < p.sectionGeometries.count else { return nil }
        let g = p.sectionGeometries[indexPath.section]
        switch kind {
        case .header:
            guard let natural = g.headerFrame else { return nil }
            guard p.pinsHeaders else { return p.headerAttributes(indexPath.section, natural) }
            return p.pinnedAttributes(.header, indexPath.section, p.pinnedHeaderFrame(g, natural, visible: visibleRect))
        case .footer:
            guard let natural = g.footerFrame else { return nil }
            guard p.pinsFooters else { return p.footerAttributes(indexPath.section, natural) }
            return p.pinnedAttributes(.footer, indexPath.section, p.pinnedFooterFrame(g, natural, visible: visibleRect))
        case .separator:
            return p.separatorIndex(before: indexPath).map {
                p.separatorAttributes($0, section: indexPath.section, shift: g.storageShift)
            }
        default: return nil
        }
    }
}

extension PreparedLayout {
    /// Appends the cells, headers, footers and separators intersecting `rect`; see
    /// ``FlowLayout/layoutAttributesForElements(in:)``.
    ///
    /// - Complexity: O(log n + k).
    @inlinable
    public func appendElements(in rect: Rect, to result: inout [LayoutAttributes]) {
        // Two copies of one walk: a layout no self-sizing re-layout has moved (every layout that
        // does not estimate sizes) takes the one that never reads `storageShift`. Reading it on
        // every section adds instructions to every scroll query (callgrind,
        // `scripts/instructions.sh`), most of them from the extra values kept live in the loop.
        if hasMovedSections {
            appendElements(in: rect, to: &result, SectionsMoved.self)
        } else {
            appendElements(in: rect, to: &result, SectionsInPlace.self)
        }
    }

    /// `rect`'s extent along the scroll axis widened by the rounding slack: the span a section's
    /// extent must meet for its frames to meet `rect`. Section extents are unrounded; the frames in
    /// them may lie up to half a pixel off.
    @inlinable @inline(__always)
    func reach(of rect: Rect) -> (lo: Double, hi: Double) {
        (rect.minMain(scrollDirection) - roundingSlack, rect.maxMain(scrollDirection) + roundingSlack)
    }

    /// The walk, specialised by `Moves`: a type, not a `Bool` argument, so that each copy is
    /// compiled with the test folded away.
    @inlinable
    func appendElements<Moves: SectionMoves>(in rect: Rect, to result: inout [LayoutAttributes], _: Moves.Type) {
        let direction = scrollDirection
        let lo = rect.minMain(direction), hi = rect.maxMain(direction)
        let (reachLo, reachHi) = reach(of: rect)
        var section = sectionGeometries.partitioningIndex { $0.mainEnd > reachLo }
        var shift = 0.0, stored = rect, storedLo = lo, storedHi = hi
        while section < sectionGeometries.count {
            let g = sectionGeometries[section]
            if g.mainStart >= reachHi { break }
            if let header = g.headerFrame, header.intersects(rect) {
                result.append(headerAttributes(section, header))
            }
            if g.lineCount > 0, g.itemsEnd > reachLo, g.itemsStart < reachHi {
                // The rect is moved into the section's stored coordinates (`storageShift`), not
                // each frame out of them, and only when the shift differs from the last section's.
                if Moves.possible, g.storageShift != shift {
                    shift = g.storageShift
                    stored = storedFrame(rect, movedBy: -shift)
                    (storedLo, storedHi) = (lo - shift, hi - shift)
                }
                appendItems(section, g, inStored: stored, from: storedLo, to: storedHi, shift: shift, into: &result)
            }
            if let footer = g.footerFrame, footer.intersects(rect) {
                result.append(footerAttributes(section, footer))
            }
            section += 1
        }
    }

    /// Appends the cells (and separators) of section `section` intersecting `rect`: the first
    /// line by binary search over line ends, then forward while lines start before the rect ends.
    ///
    /// `lo` and `hi` are the rect's extent along the scroll axis, computed once by the caller.
    ///
    /// - Complexity: O(log lines + k).
    @inline(__always)
    func appendItems(
        _ section: Int, _ g: SectionGeometry, in rect: Rect, from lo: Double, to hi: Double,
        into result: inout [LayoutAttributes]
    ) {
        let shift = g.storageShift
        let stored = shift == 0 ? rect : storedFrame(rect, movedBy: -shift)
        appendItems(section, g, inStored: stored, from: lo - shift, to: hi - shift, shift: shift, into: &result)
    }

    /// The walk of ``appendItems(_:_:in:from:to:into:)`` for a rect already moved into the
    /// section's stored coordinates: `stored`, whose extent along the scroll axis is `lo..<hi`,
    /// lies `shift` points before the rect the caller asked for.
    @inlinable
    func appendItems(
        _ section: Int, _ g: SectionGeometry, inStored stored: Rect, from lo: Double, to hi: Double,
        shift: Double, into result: inout [LayoutAttributes]
    ) {
        let lines = g.firstLine..<(g.firstLine + g.lineCount)
        var line = lineEnds.partitioningIndex(in: lines) { $0 > lo }
        if g.separatorCount > 0 {
            appendItemsAndSeparators(section, g, from: line, before: hi, in: stored, to: &result)
            line = lines.upperBound
        }
        while line < lines.upperBound, lineStarts[line] < hi {
            let first = lineFirstItems[line]
            let end = line + 1 < lines.upperBound ? lineFirstItems[line + 1] : g.itemCount
            for item in first..<end where itemFrames[g.firstItem + item].intersects(stored) {
                result.append(cellAttributes(global: g.firstItem + item, section: section, item: item, shift: shift))
            }
            line += 1
        }
    }
}

/// Whether a layout's sections may have moved since their frames were stored: the type
/// parameter of `PreparedLayout.appendElements(in:to:_:)`.
@usableFromInline protocol SectionMoves {
    static var possible: Bool { get }
}

/// A layout no self-sizing re-layout has moved.
@usableFromInline enum SectionsInPlace: SectionMoves {
    @inlinable static var possible: Bool { false }
}

/// A layout a self-sizing re-layout made: sections may have a non-zero `storageShift`.
@usableFromInline enum SectionsMoved: SectionMoves {
    @inlinable static var possible: Bool { true }
}
