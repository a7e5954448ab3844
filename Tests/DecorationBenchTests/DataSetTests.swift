import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

final class DataSetTests: XCTestCase {
    func testReadsEveryFieldAndDefaults() throws {
        let ds = try DataSet(
            json: """
                {"collectionView": {"width": 390, "height": 844}, "scrollDirection": "horizontal",
                 "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
                 "headerReferenceSize": {"width": 30, "height": 0},
                 "sections": [
                   {"items": [[10, 20], [30.5, 40]], "inset": {"top": 5},
                    "minimumLineSpacing": 2, "minimumInteritemSpacing": 3,
                    "headerReferenceSize": {"width": 1, "height": 2}, "footerReferenceSize": {"width": 3, "height": 4},
                    "decoration": {"background": false, "color": "#112233", "cornerRadius": 2,
                                   "insets": {"top": -4, "left": 0, "bottom": -4, "right": 0},
                                   "badge": {"image": "new", "size": {"width": 10, "height": 11},
                                             "offset": {"x": 2, "y": 3}}}},
                   {"itemCount": 1000, "itemSize": {"width": 50, "height": 60}}]}
                """)
        XCTAssertEqual(ds.scrollDirection, .horizontal)
        XCTAssertEqual(ds.minimumLineSpacing, 10, "UIKit's default")
        XCTAssertEqual(ds.minimumInteritemSpacing, 10)
        XCTAssertEqual(ds.sections[0].items, .sizes([Size(width: 10, height: 20), Size(width: 30.5, height: 40)]))
        XCTAssertEqual(ds.sections[0].inset, EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(ds.sections[0].decoration.color, RGBAColor(rgba: 0x1122_33FF))
        XCTAssertFalse(ds.sections[0].decoration.background)
        XCTAssertEqual(ds.sections[0].decoration.badge?.offset, Point(x: 2, y: 3))
        XCTAssertEqual(ds.sections[1].items, .uniform(count: 1000, size: Size(width: 50, height: 60)))
        XCTAssertTrue(ds.sections[1].decoration.background, "backgrounds are on by default")
        XCTAssertNil(ds.sections[1].decoration.badge, "no badge by default")
        XCTAssertEqual(try DataSet(json: ds.jsonText()), ds, "export reads back equal")
    }

    func testErrorsNameTheField() {
        let cases: [(String, String)] = [
            ("[]", "(top level)"),
            (#"{"sections": []}"#, "collectionView"),
            (#"{"collectionView": {"width": 0, "height": 1}, "sections": []}"#, "collectionView.width"),
            (
                #"{"collectionView": {"width": 10, "height": 1}, "#
                    + #""sections": [{"itemCount": 1.5, "itemSize": {"width": 1, "height": 1}}]}"#,
                "sections[0].itemCount"
            ),
            (
                #"{"collectionView": {"width": 10, "height": 1}, "sections": [{"itemCount": 2}]}"#,
                "sections[0].itemSize"
            ),
            (#"{"collectionView": {"width": 10, "height": 1}, "sections": [{}]}"#, "sections[0]"),
            (
                #"{"collectionView": {"width": 10, "height": 1}, "minimumLineSpacing": "wide", "sections": []}"#,
                "minimumLineSpacing"
            ),
            (
                #"{"collectionView": {"width": 10, "height": 1}, "sectionInset": {"left": 6, "right": 6}, "#
                    + #""sections": [{"items": []}]}"#,
                "sectionInset"
            ),
            (
                #"{"collectionView": {"width": 10, "height": 1}, "sections": [{"items": [], "inset": {"top": -1}}]}"#,
                "sections[0].inset.top"
            ),
            (#"{"collectionView": {"width": 10, "height": 1}, "sections": [], "sections": []}"#, "duplicate key"),
        ]
        for (json, field) in cases {
            XCTAssertThrowsError(try DataSet(json: json), json) { error in
                XCTAssertTrue("\(error)".contains(field), "expected \(field) in \(error)")
            }
        }
    }

    func testScreenScaleIsReadCheckedAndWritten() throws {
        let base = #"{"collectionView": {"width": 10, "height": 1}, "sections": []"#
        XCTAssertEqual(try DataSet(json: base + "}").screenScale, 3, "today's iPhones by default")
        let two = try DataSet(json: base + #", "screenScale": 2}"#)
        XCTAssertEqual(two.screenScale, 2)
        XCTAssertEqual(try DataSet(json: two.jsonText()), two, "export keeps the scale")
        XCTAssertTrue(two.jsonText().contains("\"screenScale\": 2"))
        for bad in ["0", "-1", #""3""#] {
            XCTAssertThrowsError(try DataSet(json: base + #", "screenScale": "# + bad + "}"), bad) { error in
                XCTAssertTrue("\(error)".contains("screenScale"), "expected the field named in \(error)")
            }
        }
    }

    func testPresetsAreRepeatableAndExact() {
        for preset in Preset.allCases {
            for items in [0, 1, 7, 1_000] {
                let a = preset.make(items: items, seed: 5), b = preset.make(items: items, seed: 5)
                XCTAssertEqual(a, b, "\(preset) is not repeatable")
                XCTAssertEqual(a.itemCount, items, "\(preset) made \(a.itemCount) items, asked \(items)")
            }
            if preset != .hugeSections {  // four equal sections: nothing to draw at random
                XCTAssertNotEqual(
                    preset.make(items: 1_000, seed: 5), preset.make(items: 1_000, seed: 6), "\(preset) ignores its seed"
                )
            }
        }
        XCTAssertEqual(Preset.horizontal.make(items: 10, seed: 1).scrollDirection, .horizontal)
        XCTAssertEqual(
            Preset.grid.make(items: 1_000_000, seed: 42).sections.count / 10_000, 10, "about 100k sections at 1M items")
    }

    func testSplitMix64IsTheReferenceSequence() {
        // First outputs for seed 0 from the reference implementation (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(rng.next(), 0x06C4_5D18_8009_454F)
    }
}
