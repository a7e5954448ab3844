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

    /// The decorations of a section, from its rect (``firstLastRect(ofSection:crossExtent:)``)
    /// and the app's configuration (``decoration(forSection:)``): its background (zIndex -1),
    /// shrunk by the configuration's insets, and its badge (zIndex 1) at its offset from the
    /// rect's origin. New objects; the caller keeps them as long as it likes.
    ///
    /// - Complexity: O(1); one allocation a decoration.
    public func decorations(ofSection section: Int, in rect: Rect) -> [LayoutAttributes] {
        let configuration = decoration(forSection: section)
        let path = IndexPath(item: 0, section: section)
        var made: [LayoutAttributes] = []
        if configuration.background {
            made.append(
                LayoutAttributes(
                    kind: .background, indexPath: path, frame: rect.inset(by: configuration.insets),
                    payload: .background(color: configuration.color, cornerRadius: configuration.cornerRadius)))
        }
        if let badge = configuration.badge {
            made.append(
                LayoutAttributes(
                    kind: .badge, indexPath: path,
                    frame: DecorationFactory.badgeFrame(in: rect, offset: badge.offset, size: badge.size),
                    payload: .badge(imageName: badge.imageName)))
        }
        return made
    }
}
