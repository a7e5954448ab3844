/// The layout information for one element, as `UICollectionViewLayoutAttributes`.
///
/// A reference type, as in UIKit: the base layout hands back the same object from its cache on
/// every query, the `cached` strategy keeps one object per section, and the recipes depend on that
/// identity ("have to return the same attribute object from cache", in njooma, "Decorating
/// UICollectionViewCells" (2018)). Value equality (`==`, the recipes' `isEqual`) compares every
/// field including the decoration payload; identity (`===`) is what reuse is measured by.
public final class LayoutAttributes: Equatable, CustomStringConvertible {
    /// What the element is; its category follows from it.
    public let kind: ElementKind
    /// The element's index path; section-level elements use item 0.
    public let indexPath: IndexPath
    /// The element's frame in content coordinates. (Not checked for exclusivity at run time:
    /// see ``move(to:)``.)
    @exclusivity(unchecked) public var frame: Rect
    /// The element's stacking order: higher is drawn above lower.
    public var zIndex: Int
    /// The custom properties of a decoration; `nil` for cells and supplementary views.
    public var payload: DecorationPayload?

    /// Moves the element to `frame`: what a layout does to a kept object when the layout
    /// changes, some on every query (`section-cache` after a jump).
    ///
    /// The write is not checked for exclusivity at run time, as a
    /// `UICollectionViewLayoutAttributes`'s is not (a layout is used from one thread). `frame = …`
    /// written in another module is checked whatever the property says, and a jump that moves
    /// many kept objects would pay the check on each (`scripts/instructions.sh` counts a jump).
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func move(to frame: Rect) {
        withUnsafeMutablePointer(to: &self.frame) { $0.pointee = frame }
    }

    /// Creates attributes for an element.
    ///
    /// - Complexity: O(1); one allocation.
    @inlinable
    public init(
        kind: ElementKind, indexPath: IndexPath, frame: Rect, zIndex: Int? = nil,
        payload: DecorationPayload? = nil
    ) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex ?? kind.defaultZIndex
        self.payload = payload
    }

    /// The element's category: cell, supplementary or decoration.
    @inlinable
    public var category: ElementCategory { kind.category }

    /// A new object with the same values, as `copy(with:)`.
    ///
    /// - Complexity: O(1); one allocation.
    public func copy() -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex, payload: payload)
    }

    /// Value equality over every field, payload included (the recipes' `isEqual(_:)`).
    public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
        lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && lhs.frame == rhs.frame
            && lhs.zIndex == rhs.zIndex && lhs.payload == rhs.payload
    }

    /// The element's identity across queries: category, kind and index path.
    public var key: ElementKey { ElementKey(kind: kind, indexPath: indexPath) }

    public var description: String {
        "\(kind.category.rawValue)(\(kind.rawValue)) \(indexPath) \(frame) z=\(zIndex)"
    }
}

/// Identifies one element of a layout: its kind and index path. No two attributes in one answer
/// of `layoutAttributesForElements(in:)` share a key.
public struct ElementKey: Hashable, Sendable, Comparable {
    public var kind: ElementKind
    public var indexPath: IndexPath

    public init(kind: ElementKind, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return lhs.kind.rawValue < rhs.kind.rawValue
    }
}
