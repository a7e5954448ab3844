/// Computes a section's decorations exactly as the brute-force oracle does: the frame rules, the
/// badge placement and the cell shadow. Every built-in strategy builds its decorations here, so
/// they differ only in *when* they compute them and *how* they find them for a rect.
///
/// ``DecorationFrames`` is the checked form, on a ``FlowLayout``; this is the form for a
/// strategy's hot path: every function takes the ``PreparedLayout`` (what `prepare()` computed,
/// read once per query by the caller, so that building a decoration does not re-read the
/// layout's state), checks no more than an array subscript would (the section's index), and is
/// `@inlinable`, so a strategy in another module calls it as cheaply as one inside this one. A
/// section's first and last item frames come from the prepared layout's storage rather than
/// through ``PreparedLayout/frameForItem(at:)``, whose bounds check would be inlined into every
/// strategy's `prepare()`, once per section.
///
/// ```swift
/// let p = layout.prepared
/// if let frame = DecorationFactory.backgroundFrame(section, in: p, rule: frameRule), frame.intersects(rect) {
///     elements.append(
///         LayoutAttributes(
///             kind: .background, indexPath: IndexPath(item: 0, section: section), frame: frame,
///             payload: DecorationFactory.payload(.background, section, in: p)))
/// }
/// ```
public enum DecorationFactory {
    /// The rect a section's background covers before the decoration's own insets, or `nil`
    /// when the section has no items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func sectionRect(_ section: Int, in p: PreparedLayout, rule: FrameRule) -> Rect? {
        sectionRect(p.sectionGeometries[section], section, in: p, rule: rule)
    }

    /// The same, from the section's geometry when the caller already holds it.
    ///
    /// Always inlined: a strategy's `prepare()` calls it once per section, and a call out of
    /// line from another module would cost every store's build that many calls
    /// (`scripts/instructions.sh` counts a `prepare()` under callgrind).
    @inlinable @inline(__always)
    public static func sectionRect(
        _ g: SectionGeometry, _ section: Int, in p: PreparedLayout, rule: FrameRule
    ) -> Rect? {
        guard g.itemCount > 0 else { return nil }
        switch rule {
        case .exact:
            return p.makeRect(
                main: g.bodyStart, cross: 0, mainLength: g.bodyEnd - g.bodyStart, crossLength: p.crossExtent)
        case .firstLast:
            let direction = p.scrollDirection
            // Each item's frame as the layout hands it out (moved by its section's shift), then
            // the union: what a subclass computes from `super`'s answers, to the last bit.
            let union = p.storedFrame(p.itemFrames[g.firstItem], movedBy: g.storageShift).union(
                p.storedFrame(p.itemFrames[g.firstItem + g.itemCount - 1], movedBy: g.storageShift))
            let inset = p.dataSet.inset(forSection: section)
            let leading = direction == .vertical ? inset.top : inset.left
            let trailing = direction == .vertical ? inset.bottom : inset.right
            let start = union.minMain(direction) - leading
            return p.makeRect(
                main: start, cross: 0, mainLength: union.maxMain(direction) + trailing - start,
                crossLength: p.crossExtent)
        }
    }

    /// The frame of a section's background, or `nil` when it has none (no items, or switched
    /// off in its configuration).
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func backgroundFrame(_ section: Int, in p: PreparedLayout, rule: FrameRule) -> Rect? {
        withSpec(section, in: p) { spec in
            guard spec.pointee.decoration.background, let rect = sectionRect(section, in: p, rule: rule) else {
                return nil
            }
            return rect.inset(by: spec.pointee.decoration.insets)
        }
    }

    /// The frame of a section's badge, or `nil` when it has none.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func badgeFrame(_ section: Int, in p: PreparedLayout, rule: FrameRule) -> Rect? {
        withSpec(section, in: p) { spec in
            guard let size = spec.pointee.decoration.badge?.size, let offset = spec.pointee.decoration.badge?.offset,
                let rect = sectionRect(section, in: p, rule: rule)
            else { return nil }
            return badgeFrame(in: rect, offset: offset, size: size)
        }
    }

    /// Calls `body` with section `s`'s configuration where it lies in the data set. Each field is
    /// then read in place: a configuration copied out of the array retains its badge's name, and
    /// releases it, on every call (`objdump -d`).
    ///
    /// - Precondition: `s` is a section of `p`.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func withSpec<R>(_ s: Int, in p: PreparedLayout, _ body: (UnsafePointer<SectionSpec>) -> R) -> R {
        p.dataSet.sections.withUnsafeBufferPointer { body(spec(s, in: $0)) }
    }

    /// Section `s`'s configuration in `specs`, where it lies: an index outside `specs` stops the
    /// program, as the array's subscript would.
    ///
    /// - Precondition: `s` is an index of `specs`.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func spec(_ s: Int, in specs: UnsafeBufferPointer<SectionSpec>) -> UnsafePointer<SectionSpec> {
        precondition(
            s >= 0 && s < specs.count,
            "DecorationFactory: section \(s) is not one of the data set's 0..<\(specs.count); "
                + "pass a section of the layout (or of the specs) that the decoration is read from")
        return specs.baseAddress! + s
    }

    /// Calls `body` with the kind and frame of each decoration of section `s` (its background,
    /// then its badge), given the section's rect (``sectionRect(_:_:in:rule:)``): the frames of
    /// ``backgroundFrame(_:in:rule:)`` and ``badgeFrame(_:in:rule:)``, from what a caller that
    /// walks sections already holds.
    ///
    /// The configuration is read field by field through `specs`: a copy of it would retain its
    /// badge's name, once per section.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public static func forEachDecoration(
        of specs: UnsafeBufferPointer<SectionSpec>, _ s: Int, in area: Rect, _ body: (ElementKind, Rect) -> Void
    ) {
        if specs[s].decoration.background { body(.background, area.inset(by: specs[s].decoration.insets)) }
        if let size = specs[s].decoration.badge?.size, let offset = specs[s].decoration.badge?.offset {
            body(.badge, badgeFrame(in: area, offset: offset, size: size))
        }
    }

    /// The frame of a badge of `size` at `offset` from the origin of its section rect `rect`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func badgeFrame(in rect: Rect, offset: Point, size: Size) -> Rect {
        Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: size.width, height: size.height)
    }

    /// New attributes for a section's background, or `nil` when it has none.
    ///
    /// - Complexity: O(1); one allocation.
    @inlinable @inline(__always)
    public static func background(_ section: Int, in p: PreparedLayout, rule: FrameRule) -> LayoutAttributes? {
        guard let frame = backgroundFrame(section, in: p, rule: rule) else { return nil }
        return LayoutAttributes(
            kind: .background, indexPath: IndexPath(item: 0, section: section), frame: frame,
            zIndex: -1, payload: payload(.background, section, in: p))
    }

    /// The payload of a section's background or badge: its colour, corner radius, shadow and
    /// image, from the section's configuration.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func payload(_ kind: ElementKind, _ section: Int, in p: PreparedLayout) -> DecorationPayload {
        p.dataSet.sections.withUnsafeBufferPointer { payload(kind, of: $0, section) }
    }

    /// The payload of section `s`'s background or badge, its configuration read in place in
    /// `specs` (only a badge's payload takes its image's name).
    ///
    /// - Precondition: `s` is an index of `specs`.
    /// - Complexity: O(1).
    @inlinable
    public static func payload(
        _ kind: ElementKind, of specs: UnsafeBufferPointer<SectionSpec>, _ s: Int
    ) -> DecorationPayload {
        let spec = Self.spec(s, in: specs)
        return kind == .background
            ? .background(color: spec.pointee.decoration.color, cornerRadius: spec.pointee.decoration.cornerRadius)
            : .badge(imageName: spec.pointee.decoration.badge?.imageName)
    }

    /// New attributes for the decoration of `kind` in `section` (background or badge).
    ///
    /// - Complexity: O(1); one allocation.
    @inlinable
    public static func sectionDecoration(
        _ kind: ElementKind, _ section: Int, in p: PreparedLayout,
        rule: FrameRule
    ) -> LayoutAttributes? {
        guard let frame = frame(kind, section, in: p, rule: rule) else { return nil }
        return LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: kind.defaultZIndex,
            payload: payload(kind, section, in: p))
    }

    /// The frame of `section`'s decoration of `kind` (background or badge), or `nil` when it has
    /// none or `kind` is neither: the one place a kind picks its frame.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func frame(_ kind: ElementKind, _ section: Int, in p: PreparedLayout, rule: FrameRule) -> Rect? {
        switch kind {
        case .background: return backgroundFrame(section, in: p, rule: rule)
        case .badge: return badgeFrame(section, in: p, rule: rule)
        default: return nil
        }
    }
}
