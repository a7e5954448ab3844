/// One section of a data set: its items and the per-section overrides that
/// `UICollectionViewDelegateFlowLayout` would answer.
///
/// Items are stored either as a count and one size (a uniform section: compact, as a grid of a
/// million photos would be) or as a list of sizes (a variable section).
public struct SectionSpec: Hashable, Sendable {
    /// How the section's item sizes are stored.
    public enum Items: Hashable, Sendable {
        /// `count` items, all of `size`.
        case uniform(count: Int, size: Size)
        /// One size per item.
        case sizes([Size])

        /// The number of items.
        ///
        /// - Complexity: O(1).
        @inlinable
        public var count: Int {
            switch self {
            case .uniform(let count, _): return count
            case .sizes(let sizes): return sizes.count
            }
        }

        /// The size of item `index`.
        ///
        /// - Complexity: O(1).
        @inlinable
        public func size(at index: Int) -> Size {
            switch self {
            case .uniform(_, let size): return size
            case .sizes(let sizes): return sizes[index]
            }
        }

        /// The single size shared by every item, or `nil` when the sizes differ (or there are none).
        ///
        /// - Complexity: O(1) for uniform storage, O(n) for a list of sizes.
        public var uniformSize: Size? {
            switch self {
            case .uniform(let count, let size): return count > 0 ? size : nil
            case .sizes(let sizes):
                guard let first = sizes.first else { return nil }
                return sizes.allSatisfy({ $0 == first }) ? first : nil
            }
        }
    }

    public var items: Items
    /// Overrides the layout's `sectionInset` (`insetForSectionAt`).
    public var inset: EdgeInsets?
    /// Overrides `minimumLineSpacing` (`minimumLineSpacingForSectionAt`).
    public var minimumLineSpacing: Double?
    /// Overrides `minimumInteritemSpacing` (`minimumInteritemSpacingForSectionAt`).
    public var minimumInteritemSpacing: Double?
    /// Overrides `headerReferenceSize` (`referenceSizeForHeaderInSection`).
    public var headerReferenceSize: Size?
    /// Overrides `footerReferenceSize` (`referenceSizeForFooterInSection`).
    public var footerReferenceSize: Size?
    /// The section's decorations.
    public var decoration: SectionDecoration

    public init(
        items: Items, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil, headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil, decoration: SectionDecoration = .default
    ) {
        self.items = items
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.decoration = decoration
    }

    /// The number of items in the section.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var itemCount: Int { items.count }

    /// The size of item `index`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sizeOfItem(_ index: Int) -> Size { items.size(at: index) }

    /// Inserts `count` items of `size` before item `index`, as a batch update would.
    ///
    /// - Complexity: O(1) when the section stays uniform, else O(n).
    public mutating func insertItems(_ count: Int, of size: Size, at index: Int) {
        precondition(
            count >= 0 && index >= 0 && index <= itemCount,
            "insertItems: index \(index) must lie in 0...\(itemCount)")
        if case .uniform(let n, let s) = items, s == size || n == 0 {
            items = .uniform(count: n + count, size: size)
            return
        }
        var sizes = (0..<itemCount).map(sizeOfItem)
        sizes.insert(contentsOf: repeatElement(size, count: count), at: index)
        items = .sizes(sizes)
    }

    /// Removes the items in `range`, as a batch update would.
    ///
    /// - Complexity: O(1) for uniform storage, else O(n).
    public mutating func removeItems(_ range: Range<Int>) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= itemCount,
            "removeItems: range \(range) must lie in 0..<\(itemCount)")
        switch items {
        case .uniform(let n, let s): items = .uniform(count: n - range.count, size: s)
        case .sizes(var sizes):
            sizes.removeSubrange(range)
            items = .sizes(sizes)
        }
    }
}
