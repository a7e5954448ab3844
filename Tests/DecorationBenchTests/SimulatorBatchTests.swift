import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// Batch updates while scrolling: the views are carried across each batch as `UICollectionView`
/// carries them, every real strategy scores zero in the batch counts over hundreds of seeded
/// batches, and the naive recipes are caught.
final class SimulatorBatchTests: XCTestCase {
    /// `count` seeded random batches for `dataSet`, each applied to the data set the one before
    /// left, spread over `rects`.
    private func schedule(_ dataSet: DataSet, count: Int, seed: UInt64, over rects: [Rect]) throws -> BatchSchedule {
        var rng = SplitMix64(seed: seed)
        var current = dataSet
        var applied: [BatchUpdate.Applied] = []
        for i in 0..<count {
            let next = try BatchUpdate.random(for: current, rng: &rng, name: "batch \(i)").applied(to: current)
            applied.append(next)
            current = next.dataSet
        }
        return BatchSchedule(spreading: applied, over: rects.count)
    }

    /// The simulator's report for `layout` scrolled through the data set's scroll path with
    /// `batches` random batches, checked against a reference and the oracle's decorations.
    private func report(
        _ layout: any AnyDecoratedLayout, batches: Int, seed: UInt64
    ) throws
        -> CollectionViewSimulator.Report
    {
        let reference = FlowLayout(dataSet: layout.dataSet)
        reference.prepare()
        layout.prepare()
        let rects = Workload.scroll(reference, limit: 400)
        return CollectionViewSimulator().run(
            layout, rects: rects, expectedDecorations: BruteForceOracle.sectionDecorations(of: reference, rule: .exact),
            reference: reference, batches: try schedule(layout.dataSet, count: batches, seed: seed, over: rects))
    }

    /// The data sets: a grid and a horizontal carousel, small enough for a debug build.
    private let dataSets = [Preset.grid.make(items: 240, seed: 7), Preset.horizontal.make(items: 240, seed: 8)]

    func testEveryStrategyScoresZeroOverHundredsOfBatches() throws {
        for (d, ds) in dataSets.enumerated() {
            for kind in StrategyKind.allCases {
                let seed = UInt64(d * 100) + kind.rawValue.hashValueStable % 97
                let r = try report(kind.makeLayout(dataSet: ds), batches: 300, seed: seed)
                let name = "\(kind) on data set \(d), seed \(seed)"
                XCTAssertEqual(r.batches, 300, name)
                XCTAssertEqual(r.batchUnanswered, 0, name)
                XCTAssertEqual(r.batchDuplicates, 0, name)
                XCTAssertEqual(r.batchZOrderViolations, 0, name)
                XCTAssertEqual(r.batchStaleViews, 0, name)
                XCTAssertEqual(r.batchWrongAnswers, 0, name)
                XCTAssertEqual(r.duplicateDecorations, 0, name)
                XCTAssertEqual(r.zOrderViolations, 0, name)
                XCTAssertEqual(r.staleViews, 0, name)
                XCTAssertEqual(r.staleDecorations, 0, name)
                XCTAssertEqual(r.gaps, 0, name)
            }
        }
    }

    /// Pinned headers, with the view twice as wide for the second half of the scroll: a batch
    /// edits the data and keeps the view's size, so the layout and a fresh one agree after it.
    func testABatchAfterTheViewWasResizedKeepsItsSize() throws {
        let ds = Preset.pinned.make(items: 240, seed: 9)
        let reference = FlowLayout(dataSet: ds)
        reference.prepare()
        let path = Workload.scroll(reference, limit: 200)
        let rects = path.enumerated().map { i, rect in
            i < path.count / 2 ? rect : Rect(origin: rect.origin, size: Size(width: 780, height: rect.height))
        }
        for kind in [StrategyKind.none, .linear, .augmentedList] {
            let layout = kind.makeLayout(dataSet: ds)
            layout.prepare()
            let r = CollectionViewSimulator().run(
                layout, rects: rects, reference: FlowLayout(dataSet: ds),
                batches: try schedule(ds, count: 60, seed: 3, over: rects))
            XCTAssertEqual(r.batches, 60, "\(kind)")
            XCTAssertEqual(r.batchWrongAnswers, 0, "\(kind)")
            XCTAssertEqual(r.batchStaleViews, 0, "\(kind)")
            XCTAssertEqual(r.gaps, 0, "\(kind)")
        }
    }

    /// `naive-batch` keeps its decorations until a reload: after batches its views are stale and
    /// it cannot answer for decorations the batch made.
    func testTheNaiveBatchRecipeIsCaught() throws {
        for (d, ds) in dataSets.enumerated() {
            let r = try report(BrokenRecipe.naiveBatch.makeLayout(dataSet: ds), batches: 300, seed: UInt64(d))
            XCTAssertGreaterThan(r.batchStaleViews, 0, "data set \(d)")
            XCTAssertGreaterThan(r.batchUnanswered, 0, "data set \(d)")
            XCTAssertGreaterThan(r.batchWrongAnswers, 0, "data set \(d)")
        }
    }

    /// A batch that adds a row to section 0 moves every decoration below it and keeps every
    /// key: `naive-batch`'s views stay where the decorations were, stale by their frames alone.
    func testAViewLeftAtTheOldFrameIsStale() throws {
        let ds = Preset.grid.make(items: 240, seed: 5)
        let applied = try BatchUpdate([.insertItems(section: 0, item: 0, count: 3, size: nil)]).applied(to: ds)
        let rects = [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 50, width: 390, height: 844)]
        for (layout, stale) in [
            (StrategyKind.augmentedList.makeLayout(dataSet: ds), false),
            (BrokenRecipe.naiveBatch.makeLayout(dataSet: ds), true),
        ] {
            layout.prepare()
            let r = CollectionViewSimulator().run(
                layout, rects: rects, batches: BatchSchedule(spreading: [applied], over: rects.count))
            XCTAssertEqual(r.batches, 1)
            XCTAssertEqual(r.batchStaleViews > 0, stale, "\(layout.kind): \(r.batchStaleViews) stale views")
        }
    }

    /// The other naive recipes show the other faults after an update: duplicate backgrounds and
    /// shadows stacked over cells.
    func testTheNaiveRecipesShowDuplicatesAndZOrderAfterAnUpdate() throws {
        var ds = Preset.grid.make(items: 240, seed: 1)
        ds.minimumInteritemSpacing = 2
        ds.minimumLineSpacing = 2
        let duplicates = try report(BrokenRecipe.naivePerSection.makeLayout(dataSet: ds), batches: 50, seed: 2)
        XCTAssertGreaterThan(duplicates.batchDuplicates, 0)
        let shadows = try report(BrokenRecipe.naivePerCell.makeLayout(dataSet: ds), batches: 50, seed: 2)
        XCTAssertGreaterThan(shadows.batchZOrderViolations, 0)
    }

    /// What the views do across one batch that deletes section 1 and inserts items into
    /// section 3: a background of a later section follows its section down; a cell of an untouched
    /// section is re-keyed; a cell of the touched section leaves; a deleted decoration leaves with
    /// its final attributes.
    func testViewsAreCarriedAcrossABatchAsUICollectionViewCarriesThem() throws {
        let ds = Preset.grid.make(items: 200, seed: 3)
        let applied = try BatchUpdate([
            .deleteSection(1), .insertItems(section: 2, item: 0, count: 1, size: nil),
        ]).applied(to: ds)
        var screen = CollectionViewSimulator.Screen(resetsReusedViews: true)
        func key(_ kind: ElementKind, _ section: Int, _ item: Int = 0) -> ElementKey {
            ElementKey(kind: kind, indexPath: IndexPath(item: item, section: section))
        }
        let keys = [key(.background, 1), key(.background, 4), key(.cell, 4, 2), key(.cell, 3, 1), key(.header, 2)]
        screen.show(keys.map { LayoutAttributes(kind: $0.kind, indexPath: $0.indexPath, frame: .zero) }, seen: [:])
        let fourth = screen.visible[key(.background, 4)]
        let last = LayoutAttributes(
            kind: .background, indexPath: IndexPath(item: 0, section: 1), frame: Rect(x: 1, y: 2, width: 3, height: 4))
        screen.carryOver(applied.sections, deleted: [key(.background, 1)], final: [key(.background, 1): last])
        XCTAssertEqual(
            Set(screen.visible.keys), [key(.background, 3), key(.cell, 3, 2), key(.header, 1)],
            "section 1 deleted: later sections move down one; section 3 (now 2) changed, so its cell leaves")
        XCTAssertTrue(screen.visible[key(.background, 3)] === fourth, "the same view, re-keyed")
        XCTAssertEqual(fourth?.content, [key(.background, 3)], "it shows the same decoration under its new key")
        let left = screen.queues[.background]?.first
        XCTAssertEqual(left?.frame, last.frame, "the deleted decoration's view leaves where the layout says")
        XCTAssertEqual(screen.queues[.cell]?.count, 1)
    }
}
