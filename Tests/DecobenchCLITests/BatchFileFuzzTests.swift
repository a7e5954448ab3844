import DecobenchTestSupport
import Foundation
import XCTest

@testable import DecobenchCLI
@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// Batch files, generated valid by construction and then damaged, on random data sets of
/// fractional sizes (scales 1 to 3): the reader returns batches or a named error; each batch then
/// applies or is refused naming the batch and the update; after each applied batch the careful
/// strategies answer as the oracle does on a fresh layout. Nothing traps.
final class BatchFileFuzzTests: XCTestCase {
    /// The batch-file JSON of one update (the format `BatchUpdate.batches(json:)` reads).
    static func json(_ update: UpdateItem) -> String {
        func size(_ s: Size?) -> String {
            s.map { #", "size": {"width": \#($0.width), "height": \#($0.height)}"# } ?? ""
        }
        switch update {
        case .insertItems(let s, let i, let n, let sz):
            return #"{"action": "insert", "section": \#(s), "item": \#(i), "count": \#(n)\#(size(sz))}"#
        case .deleteItems(let s, let i, let n):
            return #"{"action": "delete", "section": \#(s), "item": \#(i), "count": \#(n)}"#
        case .moveItem(let from, let to):
            let destination = #"{"section": \#(to.section), "item": \#(to.item)}"#
            return #"{"action": "move", "section": \#(from.section), "item": \#(from.item), "to": \#(destination)}"#
        case .reloadItem(let p): return #"{"action": "reload", "section": \#(p.section), "item": \#(p.item)}"#
        case .insertSection(let s, let copying, let items):
            return #"{"action": "insert", "section": \#(s)"# + (copying.map { #", "copying": \#($0)"# } ?? "")
                + (items.map { #", "items": \#($0)"# } ?? "") + "}"
        case .deleteSection(let s): return #"{"action": "delete", "section": \#(s)}"#
        case .moveSection(let from, let to):
            return #"{"action": "move", "section": \#(from), "to": {"section": \#(to)}}"#
        case .reloadSection(let s): return #"{"action": "reload", "section": \#(s)}"#
        }
    }

    func testGeneratedAndDamagedBatchFilesApplyRightOrAreRefusedByName() {
        var m = Mutator(seed: 0xBA7C_F11E)
        var (files, unread, applied, refused, checked) = (0, 0, 0, 0, 0)
        for seed in UInt64(1)...150 {
            let ds = RandomDataSets.make(seed: seed)
            var rng = SplitMix64(seed: seed)
            // Three batches drawn one after another, each against the data set the last left.
            var current = ds, batches: [String] = []
            for _ in 0..<3 {
                let batch = BatchUpdate.random(for: current, rng: &rng)
                guard let next = try? batch.applied(to: current) else { break }
                batches.append("[" + batch.items.map(Self.json).joined(separator: ", ") + "]")
                current = next.dataSet
            }
            let valid = #"{"batches": [\#(batches.joined(separator: ", "))]}"#
            for damaged in [false, true] {
                files += 1
                let text = damaged ? m.mutateJSON(valid) : valid
                let read: [BatchUpdate]
                do { read = try BatchUpdate.batches(json: text) } catch {
                    XCTAssertFalse(damaged == false, "seed \(seed): a generated file was refused: \(error)")
                    XCTAssertLessThan("\(error)".utf8.count, 800)
                    unread += 1
                    continue
                }
                let (a, r, c) = replay(read, on: ds, label: "seed \(seed)\(damaged ? " damaged" : "")")
                (applied, refused, checked) = (applied + a, refused + r, checked + c)
            }
        }
        print(
            "fuzz: \(files) batch files, \(unread) refused by the reader, \(applied) batches applied "
                + "(\(checked) answers checked against the oracle), \(refused) refused naming the update")
        XCTAssertGreaterThan(applied, 300)
        XCTAssertGreaterThan(unread + refused, 30)
    }

    /// Applies `batches` in turn through three careful strategies, checking each against the
    /// oracle; a batch that does not apply is refused naming itself.
    private func replay(_ batches: [BatchUpdate], on ds: DataSet, label: String) -> (Int, Int, Int) {
        let layouts = [StrategyKind.binarySearch, .augmentedList, .sectionSearch, .sectionCache].map {
            $0.makeLayout(dataSet: ds) as! any BatchUpdatingLayout
        }
        layouts.forEach { $0.prepare() }
        var (applied, refused, checked) = (0, 0, 0)
        for batch in batches {
            let result: BatchUpdate.Applied
            do { result = try batch.applied(to: layouts[0].dataSet) } catch {
                XCTAssertTrue(error.description.hasPrefix("\(batch.name), update "), "\(label): \(error)")
                refused += 1
                continue
            }
            applied += 1
            let fresh = FlowLayout(dataSet: result.dataSet)
            fresh.prepare()
            for layout in layouts {
                layout.performBatchUpdates(result)
                layout.finalizeCollectionViewUpdates()
                for rect in Workload.jumps(fresh, count: 3, seed: UInt64(applied)) {
                    let expected = BruteForceOracle.answer(
                        of: fresh, expecting: layout.expectation, rule: .standard, in: rect)
                    let wrong = OracleCheck.firstDifference(layout.layoutAttributesForElements(in: rect), expected)
                    XCTAssertNil(wrong, "\(label) \(batch.name) \(layout.kind) rect \(rect)")
                    checked += 1
                }
            }
        }
        return (applied, refused, checked)
    }
}
