// Pinned headers and footers (`sectionHeadersPinToVisibleBounds`,
// `sectionFootersPinToVisibleBounds`), UIKit's rules as of iOS 26 (UIKitCore's
// `_frameForHeaderInSection:usingData:` and `_frameForFooterInSection:usingData:`), written for
// vertical scrolling; horizontal scrolling applies them along x with widths. `visible` is the
// bounds inset by the content inset; a section spans its header, body and footer (unrounded);
// h and f are the section's header and footer lengths, 0 when absent, whether or not that kind
// pins.
//
// - header: y = natural y; if visible.minY > y, y = visible.minY; then if y + h + f >
//   section.maxY, y = section.maxY - f - h (it stops at the footer's top; pulled past the top
//   of the content it stays at its natural place).
// - footer: y = natural y; if visible.maxY < y + f, y = visible.maxY - f; then if y - h <
//   section.minY, y = section.minY + h.
// - The origin is rounded to the screen scale after pinning, as every origin is; zIndex stays 10.
// - `layoutAttributesForElements(in:)` returns a pinned header (footer) when its section's frame
//   and its pinned frame both intersect the rect.
//
// The frames depend on the bounds, so they are computed at query time; nothing is stored.

extension PreparedLayout {
    /// The section's frame: its extent along the scroll axis (header to footer, unrounded)
    /// across the whole cross extent.
    ///
    /// - Complexity: O(1).
    public func sectionFrame(_ section: Int) -> Rect {
        sectionFrame(sectionGeometries[section])
    }

    @inline(__always)
    func sectionFrame(_ g: SectionGeometry) -> Rect {
        makeRect(main: g.mainStart, cross: 0, mainLength: g.mainEnd - g.mainStart, crossLength: crossExtent)
    }

    /// The main-axis lengths of the section's header and footer, 0 when absent.
    @inline(__always)
    func supplementaryLengths(_ g: SectionGeometry) -> (header: Double, footer: Double) {
        let direction = scrollDirection
        let h = g.headerFrame.map { $0.maxMain(direction) - $0.minMain(direction) } ?? 0
        let f = g.footerFrame.map { $0.maxMain(direction) - $0.minMain(direction) } ?? 0
        return (h, f)
    }

    /// `natural` moved along the scroll axis to `main`, rounded to the screen scale.
    @inline(__always)
    func moved(_ natural: Rect, to main: Double) -> Rect {
        let aligned = LayoutBuilder.pixelAligned(main, scale: dataSet.screenScale)
        var frame = natural
        if scrollDirection == .vertical { frame.origin.y = aligned } else { frame.origin.x = aligned }
        return frame
    }

    /// The pinned frame of a section's header whose natural frame is `natural`, for a visible
    /// rect `visible` (the bounds inset by the content inset).
    ///
    /// - Complexity: O(1).
    func pinnedHeaderFrame(_ g: SectionGeometry, _ natural: Rect, visible: Rect) -> Rect {
        let (h, f) = supplementaryLengths(g)
        var main = natural.minMain(scrollDirection)
        let top = visible.minMain(scrollDirection)
        if top > main { main = top }
        if main + h + f > g.mainEnd { main = g.mainEnd - f - h }
        return moved(natural, to: main)
    }

    /// The pinned frame of a section's footer whose natural frame is `natural`.
    ///
    /// - Complexity: O(1).
    func pinnedFooterFrame(_ g: SectionGeometry, _ natural: Rect, visible: Rect) -> Rect {
        let (h, f) = supplementaryLengths(g)
        var main = natural.minMain(scrollDirection)
        let bottom = visible.maxMain(scrollDirection)
        if bottom < main + f { main = bottom - f }
        if main - h < g.mainStart { main = g.mainStart + h }
        return moved(natural, to: main)
    }

    /// The header's (footer's) cached object when its frame is still `frame`, else a new one,
    /// which replaces it: a moved pinned element is a new object, as after UIKit invalidates its
    /// index path.
    ///
    /// - Complexity: O(1); one allocation when the frame moved.
    func pinnedAttributes(_ kind: ElementKind, _ section: Int, _ frame: Rect) -> LayoutAttributes {
        let cache = kind == .header ? headerCache : footerCache
        guard let cached = cache[section] else {
            let made = LayoutAttributes(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame)
            fill(cache + section - itemCache, with: made)
            return made
        }
        if cached.frame == frame { return cached }
        let made = LayoutAttributes(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame)
        cache[section] = made
        return made
    }

    /// Calls `body` with the kind, section and pinned frame of every pinning header and footer
    /// that rule 4 puts in the answer for `rect`: its section's frame and its pinned frame both
    /// intersect the rect (only the pinned frame when `sectionMustMeet` is false: rule 5's test).
    /// Kinds that do not pin are skipped. Stops when `body` returns false.
    ///
    /// - Complexity: O(log s + sections crossed).
    public func forEachPinnedSupplementary(
        in rect: Rect, visible: Rect, sectionMustMeet: Bool = true,
        _ body: (ElementKind, Int, Rect) -> Bool
    ) {
        // A pinned frame lies in its section but for rounding: the walk's slack covers it.
        forEachSection(reaching: rect) { section, g in
            guard !sectionMustMeet || sectionFrame(g).intersects(rect) else { return true }
            if pinsHeaders, let natural = g.headerFrame {
                let frame = pinnedHeaderFrame(g, natural, visible: visible)
                if frame.intersects(rect), !body(.header, section, frame) { return false }
            }
            if pinsFooters, let natural = g.footerFrame {
                let frame = pinnedFooterFrame(g, natural, visible: visible)
                if frame.intersects(rect), !body(.footer, section, frame) { return false }
            }
            return true
        }
    }

    /// Calls `body` with each section whose extent along the scroll axis meets `rect`'s
    /// ``reach(of:)``, in order: the first found by binary search, the rest while they start
    /// before the rect ends. Stops when `body` returns false.
    ///
    /// - Complexity: O(log s + sections crossed).
    @inline(__always)
    func forEachSection(reaching rect: Rect, _ body: (Int, SectionGeometry) -> Bool) {
        let (reachLo, reachHi) = reach(of: rect)
        var section = sectionGeometries.partitioningIndex { $0.mainEnd > reachLo }
        while section < sectionGeometries.count {
            let g = sectionGeometries[section]
            if g.mainStart >= reachHi || !body(section, g) { return }
            section += 1
        }
    }

    /// ``appendElements(in:to:)`` with pinned headers or footers: the same walk, each pinning
    /// header and footer placed for `visible` and kept by rule 4.
    ///
    /// - Complexity: O(log n + k), plus O(1) per section crossed for its pinned frames.
    func appendElementsPinned(in rect: Rect, visible: Rect, to result: inout [LayoutAttributes]) {
        let lo = rect.minMain(scrollDirection), hi = rect.maxMain(scrollDirection)
        let (reachLo, reachHi) = reach(of: rect)
        forEachSection(reaching: rect) { section, g in
            let sectionMeets = sectionFrame(g).intersects(rect)
            if let natural = g.headerFrame {
                if !pinsHeaders {
                    if natural.intersects(rect) { result.append(headerAttributes(section, natural)) }
                } else if sectionMeets {
                    let frame = pinnedHeaderFrame(g, natural, visible: visible)
                    if frame.intersects(rect) { result.append(pinnedAttributes(.header, section, frame)) }
                }
            }
            if g.lineCount > 0, g.itemsEnd > reachLo, g.itemsStart < reachHi {
                appendItems(section, g, in: rect, from: lo, to: hi, into: &result)
            }
            if let natural = g.footerFrame {
                if !pinsFooters {
                    if natural.intersects(rect) { result.append(footerAttributes(section, natural)) }
                } else if sectionMeets {
                    let frame = pinnedFooterFrame(g, natural, visible: visible)
                    if frame.intersects(rect) { result.append(pinnedAttributes(.footer, section, frame)) }
                }
            }
            return true
        }
    }
}

extension FlowLayout {
    /// The pinned path of ``layoutAttributesForElements(in:)``, kept out of line so that the
    /// unpinned path does not carry its code (`scripts/instructions.sh` counts that path).
    @inline(never)
    func appendElementsPinned(_ p: PreparedLayout, in rect: Rect, to result: inout [LayoutAttributes]) {
        p.appendElementsPinned(in: rect, visible: visibleRect, to: &result)
    }

    /// The frame of a section's header for the current ``bounds``: pinned when the data set pins
    /// headers, else its natural frame; `nil` when the section has none.
    ///
    /// - Complexity: O(1).
    public func headerFrame(inSection section: Int) -> Rect? {
        let p = prepared, g = p.sectionGeometries[section]
        guard let natural = g.headerFrame else { return nil }
        return p.pinsHeaders ? p.pinnedHeaderFrame(g, natural, visible: visibleRect) : natural
    }

    /// The frame of a section's footer for the current ``bounds``; see ``headerFrame(inSection:)``.
    ///
    /// - Complexity: O(1).
    public func footerFrame(inSection section: Int) -> Rect? {
        let p = prepared, g = p.sectionGeometries[section]
        guard let natural = g.footerFrame else { return nil }
        return p.pinsFooters ? p.pinnedFooterFrame(g, natural, visible: visibleRect) : natural
    }
}
