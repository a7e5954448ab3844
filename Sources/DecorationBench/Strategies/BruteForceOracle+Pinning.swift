extension BruteForceOracle {
    /// The header and footer of `section` that belong in the answer for `rect`, with their
    /// frames: natural frames that intersect the rect, or, for a kind that pins, the frame the
    /// pinning rules give for the layout's current bounds when both it and the section's frame
    /// intersect the rect. Written from the rules alone, in the plainest way, apart from the
    /// layout's own code.
    ///
    /// - Complexity: O(1).
    public static func supplementaryFrames(
        of layout: FlowLayout, section: Int,
        in rect: Rect
    ) -> (header: Rect?, footer: Rect?) {
        let g = layout.sectionGeometry(section)
        let ds = layout.dataSet
        guard ds.sectionHeadersPinToVisibleBounds || ds.sectionFootersPinToVisibleBounds else {
            return (
                g.headerFrame.flatMap { $0.intersects(rect) ? $0 : nil },
                g.footerFrame.flatMap { $0.intersects(rect) ? $0 : nil }
            )
        }
        let pinned = pinnedFrames(of: layout, section: section)
        let sectionMeets = sectionRect(of: layout, section: section).intersects(rect)
        func keep(_ frame: Rect?, pins: Bool) -> Rect? {
            guard let frame, frame.intersects(rect) else { return nil }
            return pins && !sectionMeets ? nil : frame
        }
        return (
            keep(pinned.header, pins: ds.sectionHeadersPinToVisibleBounds),
            keep(pinned.footer, pins: ds.sectionFootersPinToVisibleBounds)
        )
    }

    /// The section's frame: from the top of its header to the bottom of its footer, unrounded,
    /// across the whole content.
    static func sectionRect(of layout: FlowLayout, section: Int) -> Rect {
        let g = layout.sectionGeometry(section)
        let cross =
            layout.scrollDirection == .vertical
            ? layout.dataSet.collectionViewSize.width : layout.dataSet.collectionViewSize.height
        return layout.scrollDirection == .vertical
            ? Rect(x: 0, y: g.mainStart, width: cross, height: g.mainEnd - g.mainStart)
            : Rect(x: g.mainStart, y: 0, width: g.mainEnd - g.mainStart, height: cross)
    }

    /// The header and footer frames of `section` for the layout's current bounds: pinned for a
    /// kind that pins, natural otherwise.
    ///
    /// - Complexity: O(1).
    public static func pinnedFrames(of layout: FlowLayout, section: Int) -> (header: Rect?, footer: Rect?) {
        let ds = layout.dataSet
        let direction = ds.scrollDirection
        let vertical = direction == .vertical
        // Lengths and natural origins are read off the natural frames, and "visible" is the
        // bounds inset by the content inset, as a rect. Lengths from the reference sizes, or the
        // visible end as the bounds' end less the inset, are the same on paper but not always in
        // floating point: a frame that falls on a pixel's midpoint would then round a pixel off.
        let g = layout.sectionGeometry(section)
        let h = g.headerFrame.map { $0.maxMain(direction) - $0.minMain(direction) } ?? 0
        let f = g.footerFrame.map { $0.maxMain(direction) - $0.minMain(direction) } ?? 0
        let visible = layout.bounds.inset(by: ds.contentInset)
        let sectionMin = g.mainStart, sectionMax = g.mainEnd

        var header = g.headerFrame
        if ds.sectionHeadersPinToVisibleBounds, let natural = header {
            var y = natural.minMain(direction)
            if visible.minMain(direction) > y { y = visible.minMain(direction) }
            if y + h + f > sectionMax { y = sectionMax - f - h }
            header = withMainOrigin(natural, rounded(y, ds.screenScale), vertical: vertical)
        }
        var footer = g.footerFrame
        if ds.sectionFootersPinToVisibleBounds, let natural = footer {
            var y = natural.minMain(direction)
            if visible.maxMain(direction) < y + f { y = visible.maxMain(direction) - f }
            if y - h < sectionMin { y = sectionMin + h }
            footer = withMainOrigin(natural, rounded(y, ds.screenScale), vertical: vertical)
        }
        return (header, footer)
    }

    private static func rounded(_ v: Double, _ scale: Double) -> Double {
        (v * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    private static func withMainOrigin(_ r: Rect, _ main: Double, vertical: Bool) -> Rect {
        vertical
            ? Rect(x: r.minX, y: main, width: r.width, height: r.height)
            : Rect(x: main, y: r.minY, width: r.width, height: r.height)
    }
}
