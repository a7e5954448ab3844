@testable import DecorationBench

/// The line path's examples (sections whose item sizes differ), and the rounding of
/// headers, footers and separators. Default spacings 10 and 10; no insets unless stated.
extension UIKitExample {
    /// Horizontal, height 300, s = 4, l = 20, items 50×100, 60×100, 70×100, 80×100. On the line
    /// path UIKit swaps the spacings: within = l = 20 down a column, between = s = 4 across.
    /// Breaking (A = 300): 100 joins (remaining 300 − 120 = 180), 100 joins (60), 100 > 60 closes
    /// the column (leftover 60) and opens one (300 − 120 = 180), 100 joins (60). The last column's
    /// remaining equals the leftover, so it is complete: both columns justified, gap (300 − 200)/1
    /// = 100, y = 0 and 200. Column 0 is 60 wide: item 0 at (60 − 50)/2 = 5, item 1 at 0. Column 1
    /// starts at 60 + 4 = 64 (the documented roles would give 80) and is 80 wide: item 2 at
    /// 64 + 5 = 69, item 3 at 64. Content width 64 + 80 = 144.
    static var horizontalLinePathSwapsTheSpacings: UIKitExample {
        let sizes = [50.0, 60, 70, 80].map { Size(width: $0, height: 100) }
        let ds = DataSet(
            collectionViewSize: Size(width: 400, height: 300), scrollDirection: .horizontal,
            minimumLineSpacing: 20, minimumInteritemSpacing: 4, sections: [SectionSpec(items: .sizes(sizes))])
        return UIKitExample(
            "horizontal line path swaps the spacings", ds,
            section0: [
                Rect(x: 5, y: 0, width: 50, height: 100), Rect(x: 0, y: 200, width: 60, height: 100),
                Rect(x: 69, y: 0, width: 70, height: 100), Rect(x: 64, y: 200, width: 80, height: 100),
            ],
            contentSize: Size(width: 144, height: 300))
    }

    /// 400×50 then 100×50 in 375, l = 10. The first item is wider than A = 375: the open line
    /// closes empty, the item opens a second line, and 100 > 375 − 410 opens a third. The empty
    /// line is 0 long and costs one `between`: y = 0 + 10 = 10, then 10 + 50 + 10 = 70. Line [0]
    /// is complete (not last), one item wider than A: clamped to a = 0. The last line is not
    /// complete (the empty line broke "every line holds one", and 265 ≠ −35): left-aligned at 0.
    /// Content height 70 + 50 = 120.
    static var overWideFirstItemOpensAnEmptyLine: UIKitExample {
        UIKitExample(
            "over-wide first item opens an empty line",
            vertical(width: 375, scale: 3, .sizes([Size(width: 400, height: 50), Size(width: 100, height: 50)])),
            section0: [Rect(x: 0, y: 10, width: 400, height: 50), Rect(x: 0, y: 70, width: 100, height: 50)],
            contentSize: Size(width: 375, height: 120))
    }

    /// The same with insets top 5, left 20, right 20: A = 335. Item 0 is clamped to a = 20 (its
    /// centred place would be 20 + (335 − 400)/2 = −12.5); item 1 left-aligned at 20; y = 5 + 10
    /// and 5 + 70; content 5 + 120 = 125.
    static var overWideFirstItemClampedToTheInset: UIKitExample {
        UIKitExample(
            "over-wide first item clamped to the inset",
            vertical(
                width: 375, scale: 3, .sizes([Size(width: 400, height: 50), Size(width: 100, height: 50)]),
                inset: EdgeInsets(top: 5, left: 20, bottom: 0, right: 20)),
            section0: [Rect(x: 20, y: 15, width: 400, height: 50), Rect(x: 20, y: 75, width: 100, height: 50)],
            contentSize: Size(width: 375, height: 125))
    }

    /// 100×40 then 400×40 in 375 with insets left and right 10 (A = 355), scale 2. 100 joins
    /// (remaining 245); 400 > 245 closes [0] and opens [1]. Every line holds one item and so does
    /// the last: complete. Item 0 centred at 10 + (355 − 100)/2 = 137.5; item 1, wider than A,
    /// clamped to 10 (centred would be −12.5). y = 0 and 50; content 90.
    static var loneCompleteLinesCentredAndClamped: UIKitExample {
        UIKitExample(
            "lone complete lines centred and clamped",
            vertical(
                width: 375, scale: 2, .sizes([Size(width: 100, height: 40), Size(width: 400, height: 40)]),
                inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
            section0: [Rect(x: 137.5, y: 0, width: 100, height: 40), Rect(x: 10, y: 50, width: 400, height: 40)],
            contentSize: Size(width: 375, height: 90))
    }

    /// Widths 100.1, 100.2 | 100.3, 100.0 in 300, s = 10, scale 2. In Double, line 0 leaves
    /// (300 − 110.1) − 110.2 = 79.7 and line 1 (300 − 110.3) − 110.0 = 79.69999999999999: not
    /// equal, so with no tolerance the last line is left-aligned: x = 0 and 110.3 → 110.5
    /// (220.6 rounds to 221). Line 0 is justified: 0 and 100.1 + (300 − 200.3) = 199.8 → 200.
    /// y = 0 and 40 + 10 = 50.
    static var lastLineLeftAlignedWithoutExactEquality: UIKitExample {
        let widths = [100.1, 100.2, 100.3, 100.0]
        return UIKitExample(
            "last line left-aligned without exact equality",
            vertical(width: 300, scale: 2, .sizes(widths.map { Size(width: $0, height: 40) })),
            section0: [
                Rect(x: 0, y: 0, width: 100.1, height: 40), Rect(x: 200, y: 0, width: 100.2, height: 40),
                Rect(x: 0, y: 50, width: 100.3, height: 40), Rect(x: 110.5, y: 50, width: 100.0, height: 40),
            ],
            contentSize: Size(width: 300, height: 90))
    }

    /// Widths 100.1, 100.2 | 100.0, 100.3: line 1 leaves (300 − 110.0) − 110.3 = 79.7, exactly
    /// line 0's leftover, so the last line is complete and justified: 0 and 100.0 + 99.7 = 199.7
    /// → 199.5 at scale 2 (399.4 rounds to 399); left-aligned it would be at 110.
    static var lastLineJustifiedOnExactEquality: UIKitExample {
        let widths = [100.1, 100.2, 100.0, 100.3]
        return UIKitExample(
            "last line justified on exact equality",
            vertical(width: 300, scale: 2, .sizes(widths.map { Size(width: $0, height: 40) })),
            section0: [
                Rect(x: 0, y: 0, width: 100.1, height: 40), Rect(x: 200, y: 0, width: 100.2, height: 40),
                Rect(x: 0, y: 50, width: 100.0, height: 40), Rect(x: 199.5, y: 50, width: 100.3, height: 40),
            ],
            contentSize: Size(width: 300, height: 90))
    }

    /// Two sections, each a header 20, one 100 × 33.3 item and a footer 10, scale 3. Unrounded:
    /// header 0 at 0, item at 20, items end 20 + 33.3 = 53.3, footer at 53.3; header 1 at 63.3,
    /// item at 83.3, footer at 116.6; content 126.6. Origins rounded: 53.3·3 = 159.9 → 160/3,
    /// 63.3 → 190/3, 83.3 → 250/3, 116.6 → 350/3; lengths (33.3, 20, 10) and content unrounded.
    static var originsRoundedLengthsNot: UIKitExample {
        var ds = vertical(width: 375, scale: 3, .uniform(count: 1, size: Size(width: 100, height: 33.3)))
        ds.headerReferenceSize = Size(width: 0, height: 20)
        ds.footerReferenceSize = Size(width: 0, height: 10)
        ds.sections.append(ds.sections[0])
        var example = UIKitExample(
            "origins rounded, lengths not", ds, section0: [Rect(x: 0, y: 20, width: 100, height: 33.3)],
            contentSize: Size(width: 375, height: 126.6))
        example.items[IndexPath(item: 0, section: 1)] = Rect(x: 0, y: 250.0 / 3, width: 100, height: 33.3)
        example.headers = [
            0: Rect(x: 0, y: 0, width: 375, height: 20), 1: Rect(x: 0, y: 190.0 / 3, width: 375, height: 20),
        ]
        example.footers = [
            0: Rect(x: 0, y: 160.0 / 3, width: 375, height: 10), 1: Rect(x: 0, y: 350.0 / 3, width: 375, height: 10),
        ]
        return example
    }

    /// Two 375 × 33.3 items in 375 (perRow 1, centred at 0), scale 3, a 0.2 separator before item
    /// 1. Item 1 lies at 43.3, rounded to 129.9/3 → 130/3, then moved by 0.2 to 130/3 + 0.2 =
    /// 43.533… (rounding after the move would give 131/3 = 43.667). The separator takes the
    /// rounded place, 130/3, 0.2 high. Content 33.3 + 10 + 33.3 + 0.2 = 76.8.
    static var separatorsMoveTheRoundedFrames: UIKitExample {
        var ds = vertical(width: 375, scale: 3, .uniform(count: 2, size: Size(width: 375, height: 33.3)))
        ds.separators = [Separator(before: IndexPath(item: 1, section: 0), thickness: 0.2)]
        var example = UIKitExample(
            "separators move the rounded frames", ds,
            section0: [
                Rect(x: 0, y: 0, width: 375, height: 33.3), Rect(x: 0, y: 130.0 / 3 + 0.2, width: 375, height: 33.3),
            ],
            contentSize: Size(width: 375, height: 76.8))
        example.separators = [IndexPath(item: 1, section: 0): Rect(x: 0, y: 130.0 / 3, width: 375, height: 0.2)]
        return example
    }
}
