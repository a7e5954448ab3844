@testable import DecorationBench

/// The grid path's examples (sections whose items all have one size). Default spacings are
/// UIKit's 10 and 10; no insets unless stated.
extension UIKitExample {
    /// D = 768, s = 10, w = (768 − 20)/3 = 249.333… in Double: (A + s)/(w + s) = 778/259.333… =
    /// 2.9999999999999996, whose exact floor is 2 (the well-known early wrap). gap =
    /// (768 − 2w)/1 = 269.333…, so column 1 sits at w + gap = 518.666… = 1556/3 (exactly that
    /// Double). Rounded: scale 3 → round(1556)/3 = 1556/3; scale 2 → round(1037.33)/2 = 518.5;
    /// scale 1 → round(518.67) = 519. Item 2 starts row 1 at (100 + 10)·1 = 110. Content
    /// height: (100 + 10)·2 − 10 = 210.
    static func fractionalColumnsWrapEarly(scale: Double) -> UIKitExample {
        let w = (768.0 - 20) / 3
        let x1: Double = scale == 3 ? 1556.0 / 3 : scale == 2 ? 518.5 : 519
        return UIKitExample(
            "fractional columns wrap early, scale \(scale)",
            vertical(width: 768, scale: scale, .uniform(count: 3, size: Size(width: w, height: 100))),
            section0: [
                Rect(x: 0, y: 0, width: w, height: 100), Rect(x: x1, y: 0, width: w, height: 100),
                Rect(x: 0, y: 110, width: w, height: 100),
            ],
            contentSize: Size(width: 768, height: 210))
    }

    /// The same three items as an `items` list of equal sizes: UIKit detects the grid, same frames.
    static var fractionalColumnsAsAnEqualSizedList: UIKitExample {
        var example = fractionalColumnsWrapEarly(scale: 3)
        let w = (768.0 - 20) / 3
        example.name = "fractional columns as an equal-sized items list"
        example.dataSet.sections[0].items = .sizes(Array(repeating: Size(width: w, height: 100), count: 3))
        return example
    }

    /// 2 items of 100 in 375: perRow = ⌊385/110⌋ = ⌊3.5⌋ = 3, not capped at 2; gap = (375 − 300)/2
    /// = 37.5; x = 0 and 137.5 (not spread to 0 and 275). 137.5 is a multiple of ½, so it stays
    /// at scale 2; at scale 3, 412.5 rounds (away from zero) to 413 → 413/3; at scale 1, 138.
    static func twoItemsStayOnTheGrid(scale: Double) -> UIKitExample {
        let x1: Double = scale == 3 ? 413.0 / 3 : scale == 2 ? 137.5 : 138
        return UIKitExample(
            "two items stay on the grid, scale \(scale)",
            vertical(width: 375, scale: scale, .uniform(count: 2, size: Size(width: 100, height: 100))),
            section0: [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: x1, y: 0, width: 100, height: 100)],
            contentSize: Size(width: 375, height: 100))
    }

    /// 1 item of 100 in 375: perRow 3, column 0, x = a = 0 (not centred at 137.5).
    static var oneItemAtTheLeadingInset: UIKitExample {
        UIKitExample(
            "one item at the leading inset",
            vertical(width: 375, scale: 3, .uniform(count: 1, size: Size(width: 100, height: 100))),
            section0: [Rect(x: 0, y: 0, width: 100, height: 100)], contentSize: Size(width: 375, height: 100))
    }

    /// The same with insets left 16, top 8, bottom 4: A = 359, perRow = ⌊369/110⌋ = 3, x = a = 16,
    /// y = 8; content 8 + 100 + 4 = 112.
    static var oneItemAtAnInset: UIKitExample {
        UIKitExample(
            "one item at an inset",
            vertical(
                width: 375, scale: 3, .uniform(count: 1, size: Size(width: 100, height: 100)),
                inset: EdgeInsets(top: 8, left: 16, bottom: 4, right: 0)),
            section0: [Rect(x: 16, y: 8, width: 100, height: 100)], contentSize: Size(width: 375, height: 112))
    }

    /// An `items` list of two equal 100 × 100 sizes takes the grid path: x = 0 and 137.5 (scale
    /// 2). The line path would give one incomplete line, left-aligned at 0 and 110.
    static var equalSizedListTakesTheGridPath: UIKitExample {
        let size = Size(width: 100, height: 100)
        return UIKitExample(
            "equal-sized items list takes the grid path", vertical(width: 375, scale: 2, .sizes([size, size])),
            section0: [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 137.5, y: 0, width: 100, height: 100)],
            contentSize: Size(width: 375, height: 100))
    }

    /// Horizontal grid, height 300, s = 4, l = 20, four 50 × 100 items. Across (y): w = 100,
    /// A = 300, within = s = 4 (the grid keeps the documented roles): perRow = ⌊304/104⌋ = 2,
    /// gap = (300 − 200)/1 = 100, y = 0 and 200. Along (x): columns at (50 + 20)·c = 0 and 70.
    /// Content width (50 + 20)·2 − 20 = 120.
    static var horizontalGridKeepsTheDocumentedRoles: UIKitExample {
        let ds = DataSet(
            collectionViewSize: Size(width: 400, height: 300), scrollDirection: .horizontal,
            minimumLineSpacing: 20, minimumInteritemSpacing: 4,
            sections: [SectionSpec(items: .uniform(count: 4, size: Size(width: 50, height: 100)))])
        return UIKitExample(
            "horizontal grid keeps the documented roles", ds,
            section0: [
                Rect(x: 0, y: 0, width: 50, height: 100), Rect(x: 0, y: 200, width: 50, height: 100),
                Rect(x: 70, y: 0, width: 50, height: 100), Rect(x: 70, y: 200, width: 50, height: 100),
            ],
            contentSize: Size(width: 120, height: 300))
    }

    /// 7 items of 100 in 375 at scale 3: perRow 3, gap 37.5, x = 0, 137.5, 275 → 0, 413/3, 275
    /// (412.5 rounds to 413); rows at 0, 110, 220; content (100 + 10)·3 − 10 = 320.
    static var sevenItemsAtScaleThree: UIKitExample {
        let xs = [0, 413.0 / 3, 275], ys: [Double] = [0, 110, 220]
        return UIKitExample(
            "seven items at scale 3",
            vertical(width: 375, scale: 3, .uniform(count: 7, size: Size(width: 100, height: 100))),
            section0: (0..<7).map { Rect(x: xs[$0 % 3], y: ys[$0 / 3], width: 100, height: 100) },
            contentSize: Size(width: 375, height: 320))
    }

    /// Items of 400 in 375: (375 + 10)/(400 + 10) < 1, perRow = max(1, 0) = 1, centred at
    /// (375 − 400)/2 = −12.5, not clamped. Scale 2 keeps −12.5; scale 3: −37.5 rounds away from
    /// zero to −38 → −38/3; scale 1: −13. Rows at 0 and 60 + 10 = 70; content 130.
    static func onePerRowCentredUnclamped(scale: Double) -> UIKitExample {
        let x: Double = scale == 3 ? -38.0 / 3 : scale == 2 ? -12.5 : -13
        return UIKitExample(
            "one per row centred, unclamped, scale \(scale)",
            vertical(width: 375, scale: scale, .uniform(count: 2, size: Size(width: 400, height: 60))),
            section0: [Rect(x: x, y: 0, width: 400, height: 60), Rect(x: x, y: 70, width: 400, height: 60)],
            contentSize: Size(width: 375, height: 130))
    }
}
