/// A separator before one item: a supplementary view of kind `separator`, `thickness` points long
/// along the scroll axis, that pushes its item and everything after it further along (the separator
/// recipe of "How to add a custom separator supplementary view to UICollectionView" (2014)).
///
/// The rule, vertical (horizontal swaps the axes): the flow layout places every element as if
/// there were no separators; then each element moves down by the thicknesses of the separators
/// before it in index-path order. An item moves by the separators at or before its own index
/// path, a header by those of earlier sections, a footer by those of its section and earlier
/// ones. The separator before item *p* takes *p*'s unshifted frame, moved by the separators
/// before *p*, with its height set to `thickness`: it fills the space that *p* moved out of.
/// The content grows by the sum of all thicknesses.
///
/// In a one-column list this is a divider between two rows; in a grid it is a bar across one
/// cell's width, and the cells after it in the same row sit lower than those before it, which is
/// what the separator recipe draws too.
public struct Separator: Hashable, Sendable {
    /// The item the separator sits before.
    public var indexPath: IndexPath
    /// Its length along the scroll axis, in points (≥ 0).
    public var thickness: Double

    /// The thickness a data-set file's separator gets when it names none.
    public static let defaultThickness = 1.0

    public init(before indexPath: IndexPath, thickness: Double = Separator.defaultThickness) {
        self.indexPath = indexPath
        self.thickness = thickness
    }
}

extension DataSet {
    /// Checks that every separator names an existing item, has a finite thickness ≥ 0, and that
    /// no two name the same item.
    ///
    /// - Returns: `nil` when they are valid, else the index of the first bad separator and what
    ///   is wrong with it.
    /// - Complexity: O(s) for s separators.
    public func separatorProblem() -> (index: Int, message: String)? {
        for (i, sep) in separators.enumerated() {
            if let message = problem(with: sep) { return (i, message) }
        }
        var firstAt: [IndexPath: Int] = [:]
        for (i, sep) in separators.enumerated() {
            if let earlier = firstAt.updateValue(i, forKey: sep.indexPath) {
                return (
                    i,
                    "a second separator before \(sep.indexPath); separators[\(earlier)] is already there "
                        + "(give it the summed thickness instead)"
                )
            }
        }
        return nil
    }

    /// What is wrong with one separator on its own (a missing section or item, a bad
    /// thickness), or `nil`; duplicates are the caller's to find.
    ///
    /// - Complexity: O(1).
    func problem(with sep: Separator) -> String? {
        let p = sep.indexPath
        guard p.section >= 0, p.section < sections.count else {
            return "section \(p.section) does not exist; the data set has \(sections.count) section(s)"
        }
        let count = sections[p.section].itemCount
        guard count > 0 else {
            return
                "section \(p.section) has no items, so no separator can sit there; remove it or give the section items"
        }
        guard p.item >= 0, p.item < count else {
            return "item \(p.item) does not exist; section \(p.section) has \(count) item(s), so use 0...\(count - 1)"
        }
        guard sep.thickness.isFinite, sep.thickness >= 0 else {
            return "thickness \(sep.thickness) must be a finite number ≥ 0"
        }
        return nil
    }
}
