/// Computes a section's decorations from the layout's public surface: the frame rules, the
/// badge placement and the cell shadow. Every strategy builds its decorations here, so they
/// differ only in *when* they compute them and *how* they find them for a rect.
public enum DecorationFactory {
    /// The rect a section's background covers before the decoration's own insets, or `nil`
    /// when the section has no items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func sectionRect(_ section: Int, in layout: FlowLayout, rule: FrameRule) -> Rect? {
        let g = layout.sectionGeometry(section)
        guard g.itemCount > 0 else { return nil }
        let direction = layout.scrollDirection
        switch rule {
        case .exact:
            return layout.makeRect(main: g.bodyStart, cross: 0, mainLength: g.bodyEnd - g.bodyStart,
                                   crossLength: layout.crossExtent)
        case .firstLast:
            let first = layout.frameForItem(at: IndexPath(item: 0, section: section))
            let last = layout.frameForItem(at: IndexPath(item: g.itemCount - 1, section: section))
            let union = first.union(last)
            let inset = layout.dataSet.inset(forSection: section)
            let leading = direction == .vertical ? inset.top : inset.left
            let trailing = direction == .vertical ? inset.bottom : inset.right
            let start = union.minMain(direction) - leading
            return layout.makeRect(main: start, cross: 0,
                                   mainLength: union.maxMain(direction) + trailing - start,
                                   crossLength: layout.crossExtent)
        }
    }

    /// The frame of a section's background, or `nil` when it has none (no items, or switched
    /// off in its configuration).
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func backgroundFrame(_ section: Int, in layout: FlowLayout, rule: FrameRule) -> Rect? {
        let config = layout.dataSet.sections[section].decoration
        guard config.background, let rect = sectionRect(section, in: layout, rule: rule) else { return nil }
        return rect.inset(by: config.insets)
    }

    /// The frame of a section's badge, or `nil` when it has none.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func badgeFrame(_ section: Int, in layout: FlowLayout, rule: FrameRule) -> Rect? {
        guard let badge = layout.dataSet.sections[section].decoration.badge,
              let rect = sectionRect(section, in: layout, rule: rule) else { return nil }
        return Rect(x: rect.minX + badge.offset.x, y: rect.minY + badge.offset.y,
                    width: badge.size.width, height: badge.size.height)
    }

    /// New attributes for a section's background, or `nil` when it has none.
    ///
    /// - Complexity: O(1); one allocation.
    public static func background(_ section: Int, in layout: FlowLayout, rule: FrameRule) -> LayoutAttributes? {
        guard let frame = backgroundFrame(section, in: layout, rule: rule) else { return nil }
        let config = layout.dataSet.sections[section].decoration
        return LayoutAttributes(kind: .background, indexPath: IndexPath(item: 0, section: section), frame: frame,
                                payload: DecorationPayload(color: config.color, cornerRadius: config.cornerRadius,
                                                           shadowOpacity: 0.17, shadowRadius: 1))
    }

    /// New attributes for a section's badge, or `nil` when it has none.
    ///
    /// - Complexity: O(1); one allocation.
    public static func badge(_ section: Int, in layout: FlowLayout, rule: FrameRule) -> LayoutAttributes? {
        guard let frame = badgeFrame(section, in: layout, rule: rule),
              let badge = layout.dataSet.sections[section].decoration.badge else { return nil }
        return LayoutAttributes(kind: .badge, indexPath: IndexPath(item: 0, section: section), frame: frame,
                                payload: DecorationPayload(color: "#00000000", imageName: badge.imageName))
    }

    /// New attributes for the decoration of `kind` in `section` (background or badge).
    ///
    /// - Complexity: O(1); one allocation.
    public static func sectionDecoration(_ kind: ElementKind, _ section: Int, in layout: FlowLayout,
                                         rule: FrameRule) -> LayoutAttributes? {
        switch kind {
        case .background: return background(section, in: layout, rule: rule)
        case .badge: return badge(section, in: layout, rule: rule)
        default: return nil
        }
    }

    /// New shadow attributes under a cell, or `nil` when the cell's section is not decorated.
    ///
    /// - Complexity: O(1); one allocation.
    @inlinable
    public static func cellShadow(under cell: LayoutAttributes, in layout: FlowLayout) -> LayoutAttributes? {
        guard layout.dataSet.sections[cell.indexPath.section].decoration.background else { return nil }
        return LayoutAttributes(kind: .cellShadow, indexPath: cell.indexPath, frame: cell.frame,
                                zIndex: -1, payload: .cellShadow)
    }

    /// Every section decoration of the layout, in section order (background, then badge).
    ///
    /// - Complexity: O(sections); one allocation per decoration.
    public static func allSectionDecorations(in layout: FlowLayout, rule: FrameRule) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        all.reserveCapacity(layout.numberOfSections)
        for section in 0..<layout.numberOfSections {
            if let b = background(section, in: layout, rule: rule) { all.append(b) }
            if let b = badge(section, in: layout, rule: rule) { all.append(b) }
        }
        return all
    }
}
