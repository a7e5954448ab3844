import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench

/// Hostile input, as a hostile user would try it: every input that crashed, printed garbage or gave
/// a misleading error now gives a named error and a non-zero exit, never a trap. Run through the
/// built executable, so that a trap is an exit status (132, 134) rather than the end of the tests.
final class HostileInputTests: XCTestCase {
    private func file(_ name: String, _ json: String) throws -> String {
        try CLIRunner.temporaryFile(name, contents: json)
    }

    private func dataSet(
        top: String = "", section: String = #""itemCount": 30, "itemSize": {"width": 300, "height": 10}"#
    ) -> String {
        #"{"collectionView": {"width": 390, "height": 844}, "# + top + #" "sections": [{"# + section + #"}]}"#
    }

    private func assertNamedError(
        _ r: CLIRunner.Result, _ expected: String, status: Int32 = 1, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(r.status, status, "\(context): \(r.stderr.prefix(300))", file: file, line: line)
        XCTAssertTrue(
            r.stderr.contains(expected), "\(context): expected '\(expected)' in \(r.stderr.prefix(500))", file: file,
            line: line)
        XCTAssertFalse(
            r.stderr.contains("crashed") || r.stderr.contains("Fatal error"), context, file: file, line: line)
    }

    /// Points 1-4: the files that trapped `attributes`, `simulate` and `run`, or printed `inf`.
    func testFilesThatTrappedOrPrintedInfinityAreRefusedByName() throws {
        let cases: [(String, String)] = [
            (
                dataSet(
                    top: #""minimumInteritemSpacing": 0,"#,
                    section: #""itemCount": 3, "itemSize": {"width": 1e-300, "height": 10}"#),
                "sections[0].itemSize.width: 1e-300 is below the smallest length"
            ),
            (
                #"{"collectionView": {"width": 1e300, "height": 844}, "sections": [{"items": [[10, 10]]}]}"#,
                "collectionView.width: 1e+300 is beyond"
            ),
            (
                dataSet(section: #""items": [[10, 1e21]]"#),
                "sections[0].items[0]: height 1e+21 is beyond the largest length"
            ),
            (dataSet(top: #""minimumLineSpacing": 1e308,"#), "minimumLineSpacing: 1e+308 is beyond the largest length"),
            (dataSet(top: #""sectionInset": {"top": 1e308},"#), "sectionInset.top: 1e+308 is beyond"),
            (
                dataSet(
                    section: #""itemCount": 3, "itemSize": {"width": 9, "height": 9}, "#
                        + #""decoration": {"insets": {"top": -1e308}}"#
                ),
                "sections[0].decoration.insets.top: -1e+308 is beyond"
            ),
            (
                dataSet(section: #""itemCount": 9999999999, "itemSize": {"width": 1, "height": 1}"#),
                "sections[0].itemCount: 9999999999 is more than 10000000, the most items a section may hold"
            ),
        ]
        for (n, (json, expected)) in cases.enumerated() {
            let path = try file("hostile\(n).json", json)
            for args in [
                ["attributes", "--dataset", path, "--rect", "0,0,390,844"], ["simulate", "--dataset", path],
                [
                    "run", "--dataset", path, "--strategies", "none", "--scenarios", "scroll", "--budget", "0.01",
                    "--output", "-",
                ],
            ] {
                let r = try CLIRunner.run(args)
                assertNamedError(r, expected, "\(args[0]) on \(json)")
                XCTAssertFalse(r.stdout.contains("inf"), r.stdout)
            }
        }
    }

    /// Point 5: every number `attributes` prints reads back as the frame the layout computed,
    /// even one that needs an exponent (a 12-decimal format printed 5e-08 as 0.00000005).
    func testAttributesPrintNumbersThatReadBackExactly() throws {
        let json = dataSet(section: #""items": [[389.9999999, 10], [0.001, 0.001], [123.4567890123456, 3]]"#)
        let r = try CLIRunner.run([
            "attributes", "--dataset", try file("digits.json", json), "--strategy", "none", "--rect", "0,0,390,844",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let layout = FlowLayout(dataSet: try DataSet(json: json))
        layout.prepare()
        let rows = r.stdout.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        XCTAssertEqual(rows.count, 3)
        for row in rows {
            let frame = layout.frameForItem(at: IndexPath(item: Int(row[3])!, section: 0))
            XCTAssertEqual(
                row[4...7].map { Double($0) }, [frame.minX, frame.minY, frame.width, frame.height], "\(row)")
        }
        XCTAssertEqual(shortestDecimal(5.000000000165983e-08), "5.000000000165983e-08")
        XCTAssertEqual(
            [390, 137.5, -0.0, 1e-300, 1e300].map(shortestDecimal), ["390", "137.5", "0", "1e-300", "1e+300"])
    }

    /// The list convention: every list option takes repeats,
    /// spaces or commas; an empty value is an error; a bad rect or size says why.
    func testListsAndRectsAreParsedWithReasons() throws {
        let forms = [
            ["--strategies", "none,linear"], ["--strategies", "none", "linear"],
            ["--strategies", "none", "--strategies", "linear"],
        ]
        let outputs = try forms.map { form -> String in
            let r = try CLIRunner.run(["simulate", "--presets", "grid", "--items", "50", "--format", "csv"] + form)
            XCTAssertEqual(r.status, 0, "\(form): \(r.stderr)")
            return r.stdout
        }
        XCTAssertEqual(Set(outputs).count, 1, "the three forms mean the same")
        XCTAssertEqual(outputs[0].split(separator: "\n").count, 3, outputs[0])
        let cases: [([String], String)] = [
            (["simulate", "--strategies", ""], "give at least one name"),
            (["simulate", "--strategies", ","], "give at least one name"),
            (["run", "--scenarios", ""], "give at least one name"),
            (["run", "--items", ""], "give at least one size"),
            (["run", "--items", "60000000"], "60000000 items is more than the limit of 10000000"),
            (["attributes", "--preset", "grid", "--items", "60000000", "--rect", "0,0,1,1"], "use 0...10000000"),
            (["simulate", "--items", "20000000"], "use 0...10000000"),
            (["attributes", "--preset", "grid", "--rect", "0,0,nan,10"], "width is nan; a rect needs finite numbers"),
            (["attributes", "--preset", "grid", "--rect", "inf,0,10,10"], "x is inf; a rect needs finite numbers"),
            (["attributes", "--preset", "grid", "--rect", "0,0,10,-5"], "height -5 is negative"),
            (
                ["attributes", "--preset", "grid", "--rect", "0,1e300,10,10"],
                "y 1e+300 is beyond ±1000000000000 points"
            ),
            (["attributes", "--preset", "grid", "--rect", "0,0,10"], "expected four numbers X,Y,W,H; got 3"),
        ]
        for (args, expected) in cases {
            let r = try CLIRunner.run(args)
            assertNamedError(r, expected, status: 64, "\(args)")
            XCTAssertFalse(
                r.stderr.split(separator: "\n").first?.contains("--max-items") ?? true, "\(args): \(r.stderr)")
        }
    }

    /// Points 10 and 11: a file that cannot be read says why.
    func testUnreadableFilesSayWhy() throws {
        let dir = FileManager.default.temporaryDirectory.path
        let utf16 = try CLIRunner.temporaryFile("utf16.json", contents: "")
        try (Data([0xFF, 0xFE]) + dataSet().data(using: .utf16LittleEndian)!).write(to: URL(fileURLWithPath: utf16))
        let cases: [(String, String)] = [
            ("/dev/null", "cannot read data set '/dev/null': the file is empty"),
            (dir, "cannot read data set '\(dir)': it is a directory"),
            ("/nonexistent/x.json", "cannot read data set '/nonexistent/x.json': No such file or directory"),
            (utf16, "it is UTF-16 text"),
        ]
        for (path, expected) in cases {
            assertNamedError(try CLIRunner.run(["attributes", "--dataset", path, "--rect", "0,0,1,1"]), expected, path)
        }
        assertNamedError(
            try CLIRunner.run(["run", "--dataset", dir]), "--dataset: cannot read data set '\(dir)': it is a directory",
            status: 64, "run --dataset DIR")
    }

    /// Point 9: a huge string is quoted by its start, and standard error is written a line at a
    /// time (ArgumentParser's one `putc` per byte was one `write()` per byte).
    func testLongValuesAndStandardErrorStaySmall() throws {
        let huge = String(repeating: "z", count: 2_000_000)
        let r = try CLIRunner.run([
            "attributes", "--dataset", try file("huge.json", dataSet(top: #""scrollDirection": "\#(huge)","#)),
            "--rect", "0,0,1,1",
        ])
        assertNamedError(r, "unknown scroll direction \"zzzz", "a 2 MB string")
        XCTAssertLessThan(r.stderr.utf8.count, 600, String(r.stderr.prefix(300)))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            throw XCTSkip("needs /usr/bin/strace")
        }
        let log = try CLIRunner.temporaryFile("strace.log", contents: "")
        let traced = try CLIRunner.run(
            ["-f", "-e", "trace=write", "-o", log, CLIRunner.executable.path, "attributes", "--rect", "0,0,1"],
            executable: URL(fileURLWithPath: "/usr/bin/strace"))
        XCTAssertTrue(traced.stderr.contains("expected four numbers"), traced.stderr)
        let writes = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("write(2,")
        }
        XCTAssertGreaterThan(writes.count, 0)
        XCTAssertLessThanOrEqual(writes.count, 12, "one write per line of the error, not per byte")
    }

    /// Point 2, below the reader: a layout built in code with content longer than an `Int` can
    /// count in fling steps gets a scroll path, not a trap.
    func testTheScrollPathOfEndlessContentIsBounded() {
        let ds = DataSet(
            collectionViewSize: Size(width: 390, height: 844),
            sections: [SectionSpec(items: .sizes([Size(width: 10, height: 1e21), Size(width: 10, height: 1e300)]))])
        let layout = FlowLayout(dataSet: ds)
        layout.prepare()
        XCTAssertEqual(Workload.scroll(layout, limit: 64).count, 64)
    }
}
