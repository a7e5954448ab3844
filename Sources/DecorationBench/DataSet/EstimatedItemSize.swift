/// A flow layout's `estimatedItemSize`: cells are laid out at an estimate and report their
/// real size as they appear (`preferredLayoutAttributesFitting(_:)`), which invalidates the
/// layout again.
///
/// With an estimate, the sizes in a data set's sections are the sizes cells *report when
/// measured*; the layout knows an item's size only once its cell has been measured (see
/// ``FlowLayout/itemSizeForLayout(at:)``).
///
/// ```swift
/// var dataSet = Preset.feed.make(items: 1_000, seed: 1)
/// dataSet.estimatedItemSize = .size(Size(width: 366, height: 120))
/// ```
public enum EstimatedItemSize: Hashable, Sendable {
    /// One estimate for every unmeasured item; both dimensions positive and finite.
    case size(Size)
    /// `UICollectionViewFlowLayout.automaticSize`: the mean of every size reported since the
    /// layout's data was last rebuilt, 50×50 while there is none.
    case automatic

    /// The estimate UIKit uses for `automatic` before any cell has reported, or when the mean
    /// of the reports is 0×0.
    public static let automaticFallback = Size(width: 50, height: 50)
}
