import XCTest

@testable import DecorationBench

/// The batch model: UIKit's order, what a batch does to a data set and its section map, and the
/// errors for updates that do not apply.
final class BatchUpdateTests: XCTestCase {
    private func dataSet(_ counts: [Int]) -> DataSet {
        DataSet(
            collectionViewSize: Size(width: 300, height: 600),
            sections: counts.map { SectionSpec(items: .uniform(count: $0, size: Size(width: 50, height: 50))) })
    }

    func testUIKitOrderDeletesDescendingThenInsertsAscendingThenReloadsThenMoves() {
        let batch = BatchUpdate([
            .moveSection(from: 0, to: 1), .reloadSection(2), .insertItems(section: 3, item: 0, count: 1, size: nil),
            .deleteItems(section: 1, item: 0, count: 1), .insertSection(1, copying: nil, items: nil),
            .deleteSection(4),
        ])
        XCTAssertEqual(
            batch.items,
            [
                .deleteSection(4), .deleteItems(section: 1, item: 0, count: 1),
                .insertSection(1, copying: nil, items: nil), .insertItems(section: 3, item: 0, count: 1, size: nil),
                .reloadSection(2), .moveSection(from: 0, to: 1),
            ])
    }

    func testDeletesNameIndexesBeforeTheBatchAndInsertsIndexesAfterIt() throws {
        // Deleting sections 1 and 3 of five leaves 0, 2, 4; inserting at 0 and 2 then gives
        // new, 0, new, 2, 4. Written in any order, the result is the same.
        let items: [UpdateItem] = [
            .insertSection(2, copying: 0, items: 7), .deleteSection(1), .insertSection(0, copying: 0, items: 9),
            .deleteSection(3),
        ]
        for order in [items, items.reversed()] {
            let applied = try BatchUpdate(order).applied(to: dataSet([1, 2, 3, 4, 5]))
            XCTAssertEqual(applied.dataSet.sections.map(\.itemCount), [9, 1, 7, 3, 5])
            XCTAssertEqual(applied.sections.newToOld, [-1, 0, -1, 2, 4])
            XCTAssertEqual(applied.sections.oldToNew, [1, -1, 3, -1, 4])
            XCTAssertEqual(applied.sections.touched, [true, false, true, false, false])
        }
    }

    func testMovesAndReloadsMarkWhatChanged() throws {
        let applied = try BatchUpdate([
            .moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 2)),
            .moveSection(from: 3, to: 1), .reloadSection(4),
        ]).applied(to: dataSet([2, 2, 2, 2, 2]))
        XCTAssertEqual(applied.dataSet.sections.map(\.itemCount), [1, 2, 2, 3, 2])
        XCTAssertEqual(applied.sections.newToOld, [0, 3, 1, 2, -1])
        XCTAssertEqual(applied.sections.touched, [true, false, false, true, true])
    }

    func testSeparatorsFollowTheirItems() throws {
        var ds = dataSet([4, 4])
        ds.separators = [
            Separator(before: IndexPath(item: 2, section: 0)), Separator(before: IndexPath(item: 1, section: 1)),
            Separator(before: IndexPath(item: 3, section: 1)),
        ]
        let applied = try BatchUpdate([
            .deleteItems(section: 1, item: 0, count: 2), .insertItems(section: 0, item: 0, count: 1, size: nil),
            .moveSection(from: 1, to: 0),
        ]).applied(to: ds)
        XCTAssertEqual(
            Set(applied.dataSet.separators.map(\.indexPath)),
            [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 1)])
        XCTAssertNil(applied.dataSet.separatorProblem()?.message)
    }

    private func error(_ items: [UpdateItem], _ counts: [Int]) -> BatchUpdateError? {
        do {
            _ = try BatchUpdate(items, name: "batches[3]").applied(to: dataSet(counts))
            return nil
        } catch { return error }
    }

    func testBadUpdatesAreErrorsNamingTheUpdateTheIndexAndTheFix() {
        let missing = error([.reloadItem(IndexPath(item: 0, section: 0)), .deleteSection(5)], [1, 1])
        XCTAssertEqual(missing?.index, 1)
        XCTAssertEqual(
            missing?.description,
            "batches[3], update 1 (delete section 5): section 5 does not exist: the data set has 2 "
                + "section(s) at this point (deletes run first, highest index first; inserts lowest first); "
                + "name a section in 0..<2"
        )
        let item = error([.deleteItems(section: 0, item: 3, count: 1)], [3])
        XCTAssertEqual(
            item?.message, "item 3 does not exist: section 0 has 3 item(s) at this point; name an item in 0..<3")
        let negative = error([.deleteItems(section: 0, item: 1, count: 4)], [3])
        XCTAssertEqual(
            negative?.message,
            "deleting 4 items from item 1 takes section 0's 2 item(s) from there below zero, to -2; "
                + "delete at most 2 item(s) from item 1")
        let onto = error([.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))], [3])
        XCTAssertEqual(onto?.message, "item 1 of section 0 moves onto itself; remove the update, or name another place")
        XCTAssertEqual(
            error([.moveSection(from: 1, to: 1)], [1, 1])?.message,
            "section 1 moves onto itself; remove the update, or name another index")
        XCTAssertNotNil(error([.insertItems(section: 0, item: 4, count: 1, size: nil)], [3]))
        XCTAssertNotNil(error([.insertSection(3, copying: nil, items: nil)], [1, 1]))
        XCTAssertNil(error([.insertSection(2, copying: nil, items: nil)], [1, 1]))
    }

    func testBatchesReadFromJSON() throws {
        let text = """
            {"batches": [[{"action": "delete", "section": 1, "item": 0, "count": 2},
                          {"action": "insert", "section": 0, "items": 3},
                          {"action": "move", "section": 0, "item": 1, "to": {"section": 2, "item": 0}},
                          {"action": "reload", "section": 1}],
                         [{"action": "move", "section": 1, "to": {"section": 0}}]]}
            """
        let batches = try BatchUpdate.batches(json: text)
        XCTAssertEqual(batches.map(\.name), ["batches[0]", "batches[1]"])
        XCTAssertEqual(
            batches[0].items,
            [
                .deleteItems(section: 1, item: 0, count: 2), .insertSection(0, copying: nil, items: 3),
                .reloadSection(1), .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2)),
            ])
        XCTAssertEqual(batches[1].items, [.moveSection(from: 1, to: 0)])
        let bad = [
            #"{"batches": [[{"action": "insert", "section": -1}]]}"#: "batches[0][0].section",
            #"{"batches": [[{"action": "shuffle", "section": 1}]]}"#: "batches[0][0].action",
            #"{"batches": [[{"action": "move", "section": 1}]]}"#: "batches[0][0].to",
            #"{"batches": [[{"action": "delete", "section": 1, "colour": 2}]]}"#: "batches[0][0].colour",
        ]
        for (json, field) in bad {
            XCTAssertThrowsError(try BatchUpdate.batches(json: json), json) {
                XCTAssertEqual(($0 as? DataSetError)?.field, field)
            }
        }
    }

    func testRandomBatchesApplyAndReachTheFirstAndLastSections() throws {
        var ds = dataSet(Array(repeating: 5, count: 20))
        var rng = SplitMix64(seed: 9)
        var first = 0, last = 0, updates = 0
        for _ in 0..<200 {
            let batch = BatchUpdate.random(for: ds, rng: &rng)
            updates += batch.items.count
            first += batch.items.filter { $0.sortKey.section == 0 }.count
            last += batch.items.filter { $0.sortKey.section == ds.sections.count - 1 }.count
            ds = try batch.applied(to: ds).dataSet
        }
        XCTAssertGreaterThan(updates, 200 * 4)
        XCTAssertGreaterThan(first, 100)
        XCTAssertGreaterThan(last, 100)
        XCTAssertTrue((10...40).contains(ds.sections.count), "\(ds.sections.count) sections after 200 batches")
    }
}
