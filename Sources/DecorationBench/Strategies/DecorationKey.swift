/// A section decoration's place in a `DecorationStore`: its section and kind, in the store's
/// order (a section's background, then its badge, section by section).
///
/// One `Int32`, `section << 1 | 1` for a badge and `section << 1` for a background, so that keys
/// compare in the store's order and a lookup is a binary search over them; this type is the one
/// place that packs and unpacks it.
public struct DecorationKey: Comparable, Hashable, Sendable {
    /// The packed section and kind.
    public var rawValue: Int32

    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The key of `section`'s background (`badge: false`) or badge.
    @inlinable
    public init(section: Int, badge: Bool = false) {
        rawValue = Int32(truncatingIfNeeded: section) << 1 | (badge ? 1 : 0)
    }

    /// The key of `section`'s decoration of `kind` (a background unless `kind` is a badge).
    @inlinable
    public init(section: Int, kind: ElementKind) { self.init(section: section, badge: kind == .badge) }

    /// The section.
    @inlinable
    public var section: Int { Int(rawValue >> 1) }

    /// Whether the decoration is its section's badge (not its background).
    @inlinable
    public var isBadge: Bool { rawValue & 1 != 0 }

    /// The decoration's kind: ``ElementKind/background`` or ``ElementKind/badge``.
    @inlinable
    public var kind: ElementKind { isBadge ? .badge : .background }

    /// The same decoration of its section's badge.
    @inlinable
    public var badge: DecorationKey { DecorationKey(rawValue: rawValue | 1) }

    /// The same kind, `delta` sections on (a section's new index after a batch).
    @inlinable
    public func movedBy(sections delta: Int) -> DecorationKey {
        DecorationKey(rawValue: rawValue &+ Int32(truncatingIfNeeded: delta) << 1)
    }

    @inlinable
    public static func < (a: DecorationKey, b: DecorationKey) -> Bool { a.rawValue < b.rawValue }

    /// The same packing in a whole `Int`, for tables indexed by it (`DecorationSlots`): no
    /// round trip through `Int32` on a query path.
    @inlinable
    public static func slot(section: Int, kind: ElementKind) -> Int { section << 1 | (kind == .badge ? 1 : 0) }
}
