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
        let vertical = ds.scrollDirection == .vertical
        let spec = ds.sections[section]
        let headerSize = spec.headerReferenceSize ?? ds.headerReferenceSize
        let footerSize = spec.footerReferenceSize ?? ds.footerReferenceSize
        let h = vertical ? headerSize.height : headerSize.width
        let f = vertical ? footerSize.height : footerSize.width
        let g = layout.sectionGeometry(section)
        let b = layout.bounds, i = ds.contentInset
        let visibleMin = vertical ? b.minY + i.top : b.minX + i.left
        let visibleMax = vertical ? b.maxY - i.bottom : b.maxX - i.right
        let sectionMin = g.mainStart, sectionMax = g.mainEnd

        var header = g.headerFrame
        if ds.sectionHeadersPinToVisibleBounds, let natural = header {
            var y = sectionMin
            if visibleMin > y { y = visibleMin }
            if y + h + f > sectionMax { y = sectionMax - f - h }
            header = withMainOrigin(natural, rounded(y, ds.screenScale), vertical: vertical)
        }
        var footer = g.footerFrame
        if ds.sectionFootersPinToVisibleBounds, let natural = footer {
            var y = g.mainEnd - f
            if visibleMax < y + f { y = visibleMax - f }
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
