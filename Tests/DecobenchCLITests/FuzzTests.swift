import ArgumentParser
import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// Our own fuzz test: seeded random damage to valid data sets, CSVs and command
/// lines, through the library's readers and the CLI's commands in-process. Every case must end
/// in a result or a thrown error with a message; a trap ends the test process, and the case
/// that caused it is in `lastCase` (its path is printed first).
final class FuzzTests: XCTestCase {
    /// Where each case is written before it runs, so that a trap leaves it behind; one file a
    /// process, since `swift test --parallel` runs the fuzz tests side by side.
    private let lastCase = FileManager.default.temporaryDirectory.appendingPathComponent(
        "decobench-fuzz-last-case-\(getpid()).txt"
    ).path

    /// Fails the test when the case cannot be written: a trap would then leave nothing behind.
    private func record(_ text: String) {
        let written = FileManager.default.createFile(atPath: lastCase, contents: Data(text.utf8))
        XCTAssertTrue(written, "fuzz: could not write the case to \(lastCase)")
    }

    /// Valid data sets to damage: every preset small, with and without separators.
    private func baseDataSets() -> [String] {
        Preset.allCases.flatMap { p in [0, 7, 40].map { p.make(items: $0, seed: 13).jsonText() } }
    }

    /// Data-set JSON, damaged: the reader returns a data set within the limits or throws a
    /// named error; a data set it returns lays out with finite frames, answers queries from every
    /// strategy and gives a bounded scroll path.
    func testDamagedDataSetsGiveADataSetOrANamedError() throws {
        print("fuzz: each case is written to \(lastCase) before it runs")
        var m = Mutator(seed: 0xF022_0013)
        let bases = baseDataSets()
        var accepted = 0, refused = 0
        for n in 0..<2_000 {
            let text = m.mutateJSON(m.pick(bases))
            record("data set case \(n):\n\(text)")
            let ds: DataSet
            do {
                ds = try DataSet(json: text)
            } catch let error as DataSetError {
                refused += 1
                XCTAssertFalse(error.message.isEmpty, "case \(n)")
                XCTAssertLessThan(error.description.utf8.count, 800, "case \(n): a short message")
                XCTAssertFalse(
                    error.description.unicodeScalars.contains { $0.value < 0x20 },
                    "case \(n): no raw control characters")
                continue
            }
            accepted += 1
            XCTAssertNoThrow(try ds.checkLimits(), "case \(n)")
            guard ds.itemCount <= 3_000, ds.sections.count <= 1_000 else { continue }
            exercise(ds, &m, case: n)
        }
        print("fuzz: \(accepted) damaged data sets read, \(refused) refused with a named error")
        XCTAssertGreaterThan(accepted, 100, "the mutations must leave some data sets valid")
        XCTAssertGreaterThan(refused, 100)
    }

    /// Lays out a data set the reader accepted, with a strategy picked at random.
    private func exercise(_ ds: DataSet, _ m: inout Mutator, case n: Int) {
        let rule = m.pick(FrameRule.allCases)
        let layout = m.pick(StrategyKind.allCases).makeLayout(dataSet: ds, frameRule: rule)
        layout.prepare()
        let content = layout.collectionViewContentSize
        XCTAssertTrue(content.width.isFinite && content.height.isFinite, "case \(n): content \(content)")
        let path = Workload.scroll(layout.base, limit: 64)
        XCTAssertLessThanOrEqual(path.count, 64, "case \(n)")
        for rect in path.prefix(8) + Workload.jumps(layout.base, count: 4, seed: UInt64(n)) {
            for a in layout.layoutAttributesForElements(in: rect) {
                XCTAssertTrue(
                    [a.frame.minX, a.frame.minY, a.frame.width, a.frame.height].allSatisfy(\.isFinite),
                    "case \(n): \(a.frame)")
            }
        }
        if n % 25 == 0 {
            let reference = FlowLayout(dataSet: ds)
            reference.prepare()
            _ = CollectionViewSimulator().run(
                layout, rects: Array(path.prefix(16)),
                expectedDecorations: BruteForceOracle.sectionDecorations(of: reference, rule: rule),
                reference: reference)
        }
    }

    /// Run CSVs, damaged, through the reader and `compare`'s comparison both ways.
    func testDamagedCSVsGiveAComparisonOrANamedError() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../results/quick-baseline.csv")
        let base = try String(contentsOf: url, encoding: .utf8)
        let baseRows = try ResultRow.rows(from: CSVTable.parse(base, source: "base"), source: "base")
        var m = Mutator(seed: 0xC5F0_0013)
        for n in 0..<300 {
            let text = m.mutateCSV(base)
            record("CSV case \(n):\n\(text)")
            do {
                let rows = try ResultRow.rows(from: CSVTable.parse(text, source: "damaged"), source: "damaged")
                _ = try? Comparison(baseline: baseRows, current: rows, threshold: 0.25, minSamples: 1)
                _ = try? Comparison(baseline: rows, current: baseRows, threshold: 0.25, minSamples: 1)
            } catch let error as CLIError {
                XCTAssertFalse(error.description.isEmpty, "case \(n)")
            }
        }
    }
}

extension FuzzTests {
    /// Random command lines, hostile values among valid ones, parsed and run in-process with
    /// standard output and error silenced. Sizes stay small where a command would run (the
    /// values that are large are beyond the limits, so they are refused before any work).
    func testRandomCommandLinesGiveAResultOrAnError() throws {
        var m = Mutator(seed: 0xA265_0013)
        let file = try CLIRunner.temporaryFile(
            "fuzz-args.json", contents: Preset.feed.make(items: 30, seed: 1).jsonText())
        let output = try CLIRunner.temporaryFile("fuzz-args.csv", contents: "")
        var ran = 0, refused = 0
        var problems: [String] = []
        for n in 0..<600 {
            let args = CommandLineGenerator.make(&m, dataSet: file, output: output)
            record("command line case \(n): \(args)")
            silently {
                do {
                    var command = try Decobench.parseAsRoot(args)
                    try command.run()
                    ran += 1
                } catch let error as CLIError {
                    refused += 1
                    if error.description.isEmpty { problems.append("case \(n) \(args): an empty message") }
                } catch {
                    refused += 1
                    let message = Decobench.message(for: error)
                    if message.contains("Fatal") { problems.append("case \(n) \(args): \(message)") }
                }
            }
        }
        print("fuzz: \(ran) command lines ran, \(refused) refused")
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThan(ran, 50)
        XCTAssertGreaterThan(refused, 50)
    }

    /// Runs `body` with standard output and error sent to /dev/null.
    private func silently(_ body: () -> Void) {
        fflush(nil)
        let savedOut = dup(1), savedErr = dup(2), null = open("/dev/null", O_WRONLY)
        dup2(null, 1)
        dup2(null, 2)
        body()
        fflush(nil)
        dup2(savedOut, 1)
        dup2(savedErr, 2)
        for fd in [null, savedOut, savedErr] { close(fd) }
    }
}
