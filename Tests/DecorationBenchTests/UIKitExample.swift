@testable import DecorationBench

/// One worked example of the flow-layout rules: a data set and the frames UIKit gives it, computed by
/// hand from the rule text. `FlowLayoutUIKitExampleTests` holds both the model and the
/// independent `ReferenceFlowLayout` to these literals.
struct UIKitExample {
    var name: String
    var dataSet: DataSet
    /// Expected item frames (after rounding and separators).
    var items: [IndexPath: Rect]
    var headers: [Int: Rect] = [:]
    var footers: [Int: Rect] = [:]
    var separators: [IndexPath: Rect] = [:]
    /// Expected content size; unrounded, so compared within 1e-9.
    var contentSize: Size

    /// An example whose expected items are section 0's, in order.
    init(_ name: String, _ dataSet: DataSet, section0 items: [Rect], contentSize: Size) {
        self.name = name
        self.dataSet = dataSet
        self.items = Dictionary(
            uniqueKeysWithValues: items.enumerated().map { (IndexPath(item: $0.offset, section: 0), $0.element) })
        self.contentSize = contentSize
    }

    /// A vertical data set `width` wide (800 tall) with one section of `items`.
    static func vertical(
        width: Double, scale: Double, _ items: SectionSpec.Items, inset: EdgeInsets = .zero,
        interitem: Double = 10, line: Double = 10
    ) -> DataSet {
        DataSet(
            collectionViewSize: Size(width: width, height: 800), minimumLineSpacing: line,
            minimumInteritemSpacing: interitem, sectionInset: inset, sections: [SectionSpec(items: items)],
            screenScale: scale)
    }

    /// Every example, for the reference's own check.
    static var all: [UIKitExample] {
        [1.0, 2.0, 3.0].flatMap {
            [
                fractionalColumnsWrapEarly(scale: $0), twoItemsStayOnTheGrid(scale: $0),
                onePerRowCentredUnclamped(scale: $0),
            ]
        }
            + [
                fractionalColumnsAsAnEqualSizedList, oneItemAtTheLeadingInset, oneItemAtAnInset,
                equalSizedListTakesTheGridPath,
                horizontalLinePathSwapsTheSpacings, horizontalGridKeepsTheDocumentedRoles,
                overWideFirstItemOpensAnEmptyLine,
                overWideFirstItemClampedToTheInset, sevenItemsAtScaleThree, loneCompleteLinesCentredAndClamped,
                lastLineLeftAlignedWithoutExactEquality, lastLineJustifiedOnExactEquality, originsRoundedLengthsNot,
                separatorsMoveTheRoundedFrames,
            ]
    }
}
