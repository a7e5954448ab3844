/// Every section decoration of a prepared layout, computed once in `prepare()`: the storage the
/// `linear`, `binary-search` and `interval-tree` strategies share. They differ only in how
/// they find the decorations for a rect.
///
/// Frames, kinds and sections sit in flat arrays. The attributes objects are made either all at
/// once while preparing (`eager`, what seeds 001 and 003 do) or on first request (`lazy`, what
/// the base layout does for its cells); either way one object per decoration is handed back on
/// every query until the next `prepare()`, and lookups return the same object as queries.
///
/// Why lazy exists: making and freeing one object per decoration on every `prepare()` costs
/// more than computing the frames (callgrind: about 500 instructions of malloc and free per
/// object against about 50 for the frame). A layout whose user sees a screenful at a time never
/// needs most of them.
public final class DecorationStore {
    /// How the attributes objects are made.
    public enum Materialization: Sendable {
        /// All in `prepare()`.
        case eager
        /// On first request, then kept.
        case lazy
    }

    /// The number of decorations.
    public let count: Int
    /// Frames in section order (a section's background, then its badge).
    public let frames: ContiguousArray<Rect>
    @usableFromInline let kinds: ContiguousArray<ElementKind>
    @usableFromInline let sections: ContiguousArray<Int32>
    @usableFromInline let objects: UnsafeMutablePointer<LayoutAttributes?>
    @usableFromInline let backgroundIndex: ContiguousArray<Int32>
    @usableFromInline let badgeIndex: ContiguousArray<Int32>
    @usableFromInline let prepared: PreparedLayout

    /// Computes every decoration of a prepared layout.
    ///
    /// - Complexity: O(sections); with `.eager`, one allocation per decoration.
    public init(_ p: PreparedLayout, rule: FrameRule, materialization: Materialization) {
        prepared = p
        let n = p.numberOfSections
        var frames = ContiguousArray<Rect>(), kinds = ContiguousArray<ElementKind>(), sections = ContiguousArray<Int32>()
        frames.reserveCapacity(n)
        kinds.reserveCapacity(n)
        sections.reserveCapacity(n)
        var backgroundIndex = ContiguousArray<Int32>(repeating: -1, count: n)
        var badgeIndex = ContiguousArray<Int32>(repeating: -1, count: n)
        for section in 0..<n {
            if let frame = DecorationFactory.backgroundFrame(section, in: p, rule: rule) {
                backgroundIndex[section] = Int32(frames.count)
                frames.append(frame)
                kinds.append(.background)
                sections.append(Int32(section))
            }
            if let frame = DecorationFactory.badgeFrame(section, in: p, rule: rule) {
                badgeIndex[section] = Int32(frames.count)
                frames.append(frame)
                kinds.append(.badge)
                sections.append(Int32(section))
            }
        }
        count = frames.count
        self.frames = frames
        self.kinds = kinds
        self.sections = sections
        self.backgroundIndex = backgroundIndex
        self.badgeIndex = badgeIndex
        objects = .allocate(capacity: count)
        objects.initialize(repeating: nil, count: count)
        if materialization == .eager {
            for i in 0..<count { _ = attributes(at: i) }
        }
    }

    deinit {
        objects.deinitialize(count: count)
        objects.deallocate()
    }

    /// The attributes object of decoration `index`, made on first request.
    ///
    /// - Complexity: O(1); one allocation the first time.
    @inlinable
    public func attributes(at index: Int) -> LayoutAttributes {
        if let made = objects[index] { return made }
        let section = Int(sections[index])
        let kind = kinds[index]
        let made = LayoutAttributes(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frames[index],
                                    zIndex: kind.defaultZIndex, payload: DecorationFactory.payload(kind, section, in: prepared))
        objects[index] = made
        return made
    }

    /// The decoration of `kind` for the section of `indexPath`: the object queries return.
    ///
    /// - Complexity: O(1).
    public func lookup(_ kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < backgroundIndex.count, indexPath.item == 0 else { return nil }
        let index: Int32
        switch kind {
        case .background: index = backgroundIndex[indexPath.section]
        case .badge: index = badgeIndex[indexPath.section]
        default: return nil
        }
        return index < 0 ? nil : attributes(at: Int(index))
    }
}
