extension PublicFlowLayout {
    /// A section's rect under the first-and-last-item rule (``FrameRule/firstLast``), as the
    /// recipes compute it through `super`: the union of the first and the last item's frames,
    /// grown by the section inset's leading and trailing edges along the scroll axis, across
    /// `crossExtent` (the content size's cross dimension). `nil` for a section with no items.
    ///
    /// Calls to super: one `numberOfItems(inSection:)` and one `layoutAttributesForItem(at:)`
    /// for a section of one item, two for a longer one.
    ///
    /// - Complexity: O(1).
    public func firstLastRect(ofSection section: Int, crossExtent: Double) -> Rect? {
        let count = numberOfItems(inSection: section)
        guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)) else {
            return nil
        }
        let last = count == 1 ? first : layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        let union = first.frame.union(last?.frame ?? first.frame)
        let direction = scrollDirection
        let inset = insetForSection(at: section)
        let start = union.minMain(direction) - (direction == .vertical ? inset.top : inset.left)
        let end = union.maxMain(direction) + (direction == .vertical ? inset.bottom : inset.right)
        return direction == .vertical
            ? Rect(x: 0, y: start, width: crossExtent, height: end - start)
            : Rect(x: start, y: 0, width: end - start, height: crossExtent)
    }

    /// A section's rect under `rule`: ``firstLastRect(ofSection:crossExtent:)`` through `super`
    /// for ``FrameRule/firstLast``; for ``FrameRule/exact``, the section's body from the frame
    /// UIKit keeps private, read through ``privateLayout`` (so counted as a private read).
    /// `nil` for a section with no items.
    ///
    /// - Complexity: O(1).
    public func sectionRect(ofSection section: Int, rule: FrameRule, crossExtent: Double) -> Rect? {
        switch rule {
        case .firstLast:
            return firstLastRect(ofSection: section, crossExtent: crossExtent)
        case .exact:
            return DecorationFactory.sectionRect(section, in: privateLayout.prepared, rule: .exact)
        }
    }

    /// The cross-axis extent section backgrounds span: the collection view's width when
    /// scrolling vertically, its height when horizontally, as the recipes read
    /// `collectionView.frame.width`. No call to super.
    public var backgroundCrossExtent: Double {
        let size = collectionViewBounds.size
        return scrollDirection == .vertical ? size.width : size.height
    }

    /// A new cell-shadow decoration under `cell` (an item's attributes from `super`), when the
    /// cell's section has a background in the app's configuration; `nil` otherwise.
    ///
    /// - Complexity: O(1); one allocation.
    public func cellShadow(under cell: LayoutAttributes) -> LayoutAttributes? {
        guard decoration(forSection: cell.indexPath.section).background else { return nil }
        return LayoutAttributes(
            kind: .cellShadow, indexPath: cell.indexPath, frame: cell.frame, zIndex: -1, payload: .cellShadow)
    }

    /// A new decoration of `kind` for a section, its rect worked out under `rule`
    /// (``sectionRect(ofSection:rule:crossExtent:)``): `nil` when the section is not in the
    /// layout, has no items, or has no such decoration. What
    /// `layoutAttributesForDecorationView(ofKind:at:)` answers when nothing is kept.
    ///
    /// - Complexity: O(1); an allocation a decoration of the section.
    public func decoration(_ kind: ElementKind, ofSection section: Int, rule: FrameRule) -> LayoutAttributes? {
        guard section >= 0, section < numberOfSections,
            let area = sectionRect(ofSection: section, rule: rule, crossExtent: backgroundCrossExtent),
            let frame = decorationFrame(kind, ofSection: section, in: area)
        else { return nil }
        return attributes(kind, ofSection: section, frame: frame)
    }

    /// The decorations of a section, from its rect (``firstLastRect(ofSection:crossExtent:)``)
    /// and the app's configuration (``decoration(forSection:)``): its background (zIndex -1),
    /// shrunk by the configuration's insets, and its badge (zIndex 1) at its offset from the
    /// rect's origin. New objects; the caller keeps them as long as it likes.
    ///
    /// - Complexity: O(1); one allocation a decoration.
    public func decorations(ofSection section: Int, in rect: Rect) -> [LayoutAttributes] {
        [ElementKind.background, .badge].compactMap { kind in
            decorationFrame(kind, ofSection: section, in: rect).map { attributes(kind, ofSection: section, frame: $0) }
        }
    }

    /// New attributes for a section's decoration of `kind` at `frame`: its stacking and its
    /// payload from the app's configuration.
    ///
    /// - Complexity: O(1); one allocation.
    public func attributes(_ kind: ElementKind, ofSection section: Int, frame: Rect) -> LayoutAttributes {
        let configuration = decoration(forSection: section)
        let payload: DecorationPayload =
            kind == .badge
            ? .badge(imageName: configuration.badge?.imageName)
            : .background(color: configuration.color, cornerRadius: configuration.cornerRadius)
        return LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame, payload: payload)
    }

    /// The frame of a section's decoration of `kind` from its rect and the app's configuration,
    /// as ``decorations(ofSection:in:)`` places it; `nil` when the section has none.
    ///
    /// - Complexity: O(1).
    public func decorationFrame(_ kind: ElementKind, ofSection section: Int, in rect: Rect) -> Rect? {
        let configuration = decoration(forSection: section)
        switch kind {
        case .background:
            return configuration.background ? rect.inset(by: configuration.insets) : nil
        case .badge:
            return configuration.badge.map { DecorationFactory.badgeFrame(in: rect, offset: $0.offset, size: $0.size) }
        default:
            return nil
        }
    }
}
