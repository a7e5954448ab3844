import XCTest

/// `decobench attributes` end to end: output, errors and exit codes.
final class AttributesCommandTests: XCTestCase {
    let sample = """
        {"collectionView": {"width": 375, "height": 812},
         "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
         "headerReferenceSize": {"width": 0, "height": 40},
         "sections": [{"itemCount": 7, "itemSize": {"width": 100, "height": 100},
                       "decoration": {"badge": {"image": "star"}}},
                      {"items": [[375, 50]]}]}
        """

    func testPrintsTheAnswerAsCSV() throws {
        let file = try CLIRunner.temporaryFile("sample.json", contents: sample)
        let r = try CLIRunner.run([
            "attributes", "--dataset", file, "--strategy", "interval-tree", "--rect", "0,0,375,100",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            """
            category,kind,section,item,x,y,width,height,z_index
            cell,,0,0,0,40,100,100,0
            decoration,background,0,0,0,40,375,320,-1
            decoration,badge,0,0,1,58,80,53,1
            supplementary,header,0,0,0,0,375,40,10
            cell,,0,1,137.66666666666666,40,100,100,0
            cell,,0,2,275,40,100,100,0

            """)
    }

    func testSeparatorsAppearAsSupplementaryRows() throws {
        let json = """
            {"collectionView": {"width": 375, "height": 812}, "minimumLineSpacing": 0,
             "sections": [{"itemCount": 4, "itemSize": {"width": 375, "height": 50}}],
             "separators": [{"section": 0, "item": 1, "thickness": 30}]}
            """
        let file = try CLIRunner.temporaryFile("separators.json", contents: json)
        let r = try CLIRunner.run(["attributes", "--dataset", file, "--strategy", "none", "--rect", "0,60,375,40"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            """
            category,kind,section,item,x,y,width,height,z_index
            cell,,0,1,0,80,375,50,0
            supplementary,separator,0,1,0,50,375,30,10

            """)
        let bad = try CLIRunner.run([
            "attributes", "--dataset",
            try CLIRunner.temporaryFile(
                "bad.json", contents: json.replacingOccurrences(of: "\"item\": 1", with: "\"item\": 9")),
            "--rect", "0,0,1,1",
        ])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("separators[0]: item 9 does not exist"), bad.stderr)
    }

    func testBoundsPlacePinnedHeaders() throws {
        let json = """
            {"collectionView": {"width": 375, "height": 600}, "minimumLineSpacing": 0,
             "headerReferenceSize": {"width": 0, "height": 50}, "sectionHeadersPinToVisibleBounds": true,
             "contentInset": {"top": 91}, "sectionInset": {"left": 16, "right": 16},
             "sections": [{"itemCount": 3, "itemSize": {"width": 375, "height": 100}},
                          {"itemCount": 3, "itemSize": {"width": 375, "height": 100}}]}
            """
        let file = try CLIRunner.temporaryFile("pinned.json", contents: json)
        let r = try CLIRunner.run([
            "attributes", "--dataset", file, "--strategy", "none", "--rect", "0,300,375,150",
            "--bounds", "0,300,375,600",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        // visible starts at 391: header 0 stops at 350 − 50 = 300; header 1 pinned at 391.
        XCTAssertEqual(
            r.stdout.split(separator: "\n").filter { $0.contains("header") },
            [
                "supplementary,header,0,0,0,300,375,50,10", "supplementary,header,1,0,0,391,375,50,10",
            ])
        let unpinned = try CLIRunner.run([
            "attributes", "--dataset", file, "--strategy", "none", "--rect", "0,300,375,150",
        ])
        XCTAssertEqual(
            unpinned.stdout.split(separator: "\n").filter { $0.contains("header") },
            ["supplementary,header,1,0,0,350,375,50,10"], "default bounds: origin 0,0")
        for (bounds, message) in [
            ("0,0,375,0", "--bounds: width 375 and height 0 must both be > 0"),
            ("0,0,375,80", "contentInset: top + bottom = 91 is larger than the collection view's height, 80"),
            ("0,nan,375,600", "y is nan; a rect needs finite numbers"),
            ("0,0,20,600", "cross-axis insets add up to 32"),
        ] {
            let bad = try CLIRunner.run(["attributes", "--dataset", file, "--rect", "0,0,1,1", "--bounds", bounds])
            XCTAssertNotEqual(bad.status, 0, bounds)
            XCTAssertTrue(bad.stderr.contains(message), bad.stderr)
        }
    }

    func testNegativeOriginAndHorizontalPreset() throws {
        let r = try CLIRunner.run([
            "attributes", "--preset", "horizontal", "--items", "50", "--seed", "3", "--rect=-40,0,390,560",
            "--strategy", "per-cell",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n").dropFirst()
        XCTAssertFalse(rows.isEmpty)
        XCTAssertTrue(rows.contains { $0.hasPrefix("decoration,cell-shadow,") })
        XCTAssertFalse(
            rows.contains { $0.hasPrefix("decoration,background,") }, "per-cell draws shadows, not backgrounds")
    }

    func testBadDataSetsNameTheFieldAndExitNonZero() throws {
        let cases: [(String, String)] = [
            (#"{"collectionView": {"width": 375}, "sections": []}"#, "collectionView.height: missing"),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "scrollDirection": "diagonal", "sections": []}"#,
                "unknown scroll direction \"diagonal\""
            ),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "#
                    + #""sections": [{"itemCount": 3, "itemSize": {"width": -1, "height": 5}}]}"#,
                "sections[0].itemSize.width: -1 is negative"
            ),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "sections": [{"items": [[1, 2], [3]]}]}"#,
                "sections[0].items[1]: expected [width, height]"
            ),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "sections": "many"}"#,
                "sections: expected an array, got a string"
            ),
            (
                #"{"collectionView": {"width": 375, "height": NaN}, "sections": []}"#,
                "NaN and Infinity are not JSON numbers"
            ),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "sectionInsets": {}, "sections": []}"#,
                "sectionInsets: unknown field"
            ),
            (
                #"{"collectionView": {"width": 375, "height": 800}, "sections": [{"itemCount": 1, "#
                    + #""itemSize": {"width": 1, "height": 1}, "decoration": {"color": "red"}}]}"#,
                "sections[0].decoration.color: \"red\" is not a colour"
            ),
            ("{\"collectionView\": {\"width\": 375,\n \"height\": 800},, }", "line 2, column 17: invalid JSON"),
        ]
        for (json, expected) in cases {
            let file = try CLIRunner.temporaryFile("bad.json", contents: json)
            let r = try CLIRunner.run(["attributes", "--dataset", file, "--rect", "0,0,10,10"])
            XCTAssertNotEqual(r.status, 0, json)
            XCTAssertTrue(r.stderr.contains(expected), "expected '\(expected)' in: \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("Fatal error") || r.stderr.contains("Stack dump"), r.stderr)
        }
    }

    func testBadArgumentsAreUsageErrors() throws {
        for args in [
            ["attributes", "--preset", "grid", "--rect", "0,0,10"],
            ["attributes", "--preset", "grid", "--rect", "0,0,10,10", "--strategy", "fastest"],
            ["attributes", "--preset", "nope", "--rect", "0,0,10,10"],
            ["attributes", "--rect", "0,0,10,10"],
            ["attributes", "--preset", "grid", "--dataset", "x.json", "--rect", "0,0,1,1"],
        ] {
            let r = try CLIRunner.run(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Error:"), r.stderr)
        }
        let missing = try CLIRunner.run(["attributes", "--dataset", "/nonexistent/data.json", "--rect", "0,0,1,1"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("cannot read data set '/nonexistent/data.json'"), missing.stderr)
    }

    func testDatasetExportReadsBackToTheSameAnswer() throws {
        let exported = try CLIRunner.run(["dataset", "--preset", "feed", "--items", "40", "--seed", "9"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let file = try CLIRunner.temporaryFile("feed.json", contents: exported.stdout)
        let fromPreset = try CLIRunner.run([
            "attributes", "--preset", "feed", "--items", "40", "--seed", "9", "--rect", "0,0,390,2000",
        ])
        let fromFile = try CLIRunner.run(["attributes", "--dataset", file, "--rect", "0,0,390,2000"])
        XCTAssertEqual(fromPreset.status, 0)
        XCTAssertEqual(fromPreset.stdout, fromFile.stdout)
        XCTAssertGreaterThan(fromFile.stdout.split(separator: "\n").count, 10)
    }

    func testMeasuredShowsTheFramesBeforeAndAfterCellsReport() throws {
        // Estimate 355×120, line spacing 10, inset 10 each side. None measured: items at y 0,
        // 130. All measured: 60 tall at 0, then 300 tall at 70; the 375-wide item (not narrower
        // than the view's 375) keeps the estimate.
        let json = """
            {"collectionView": {"width": 375, "height": 812}, "estimatedItemSize": {"width": 355, "height": 120},
             "sectionInset": {"top": 0, "left": 10, "bottom": 0, "right": 10},
             "sections": [{"items": [[355, 60], [355, 300], [375, 44]]}]}
            """
        let file = try CLIRunner.temporaryFile("selfsizing.json", contents: json)
        let args = ["attributes", "--dataset", file, "--strategy", "none", "--rect", "0,0,375,1000"]
        let none = try CLIRunner.run(args)
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertEqual(none.stdout, try CLIRunner.run(args + ["--measured", "none"]).stdout)
        XCTAssertEqual(
            none.stdout,
            """
            category,kind,section,item,x,y,width,height,z_index
            cell,,0,0,10,0,355,120,0
            cell,,0,1,10,130,355,120,0
            cell,,0,2,10,260,355,120,0

            """)
        let all = try CLIRunner.run(args + ["--measured", "all"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(
            all.stdout,
            """
            category,kind,section,item,x,y,width,height,z_index
            cell,,0,0,10,0,355,60,0
            cell,,0,1,10,70,355,300,0
            cell,,0,2,10,380,355,120,0

            """)
        let plain = try CLIRunner.temporaryFile(
            "plain.json",
            contents: json.replacingOccurrences(
                of: "\"estimatedItemSize\": {\"width\": 355, \"height\": 120},", with: ""))
        let refused = try CLIRunner.run(["attributes", "--dataset", plain, "--rect", "0,0,1,1", "--measured", "all"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.stderr.contains("--measured all: the data set has no \"estimatedItemSize\""), refused.stderr)
        let empty = try CLIRunner.temporaryFile(
            "empty.json", contents: json.replacingOccurrences(of: "[355, 60]", with: "[355, 0]"))
        let bad = try CLIRunner.run(["attributes", "--dataset", empty, "--rect", "0,0,1,1"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("sections[0].items[0]: a cell would report the empty size"), bad.stderr)
    }
}
