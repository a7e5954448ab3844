import DecobenchTestSupport
import DecorationBench
import XCTest

/// The surface a `UICollectionViewFlowLayout` subclass has: the first-and-last-item rule worked
/// out through calls to `super` gives the oracle's frames, and every call is counted.
final class PublicFlowLayoutTests: XCTestCase {
    /// Every section's decorations through the surface against the oracle's under the
    /// first-last rule, on random data sets (fractional sizes, screen scales 1 to 3, empty
    /// sections), self-sizing ones once a pass has measured some cells and moved the sections
    /// after them, in both directions.
    func testFirstLastDecorationsThroughSuperAreTheOracles() throws {
        for seed in UInt64(1)...12 {
            for direction in ScrollDirection.allCases {
                for dataSet in [
                    RandomDataSets.make(seed: seed, direction: direction),
                    RandomDataSets.makeSelfSizing(seed: seed, direction: direction),
                ] {
                    let layout = FlowLayout(dataSet: dataSet)
                    layout.prepare()
                    let top = Workload.viewport(layout, at: 0)
                    if dataSet.isEstimatingSizes, let context = layout.measureCells(in: top) {
                        layout.invalidateLayout(with: context)
                        layout.prepare()
                    }
                    try checkEverySection(of: layout, "seed \(seed) \(direction.rawValue)")
                }
            }
        }
    }

    private func checkEverySection(of layout: FlowLayout, _ name: String) throws {
        let surface = PublicFlowLayout(layout)
        let size = surface.collectionViewContentSize
        let cross = surface.scrollDirection == .vertical ? size.width : size.height
        let expected = BruteForceOracle.sectionDecorations(of: layout, rule: .firstLast)
        var made: [BruteForceOracle.Expected] = []
        for section in 0..<surface.numberOfSections {
            guard let rect = surface.firstLastRect(ofSection: section, crossExtent: cross) else { continue }
            made += BruteForceOracle.expected(from: surface.decorations(ofSection: section, in: rect))
        }
        XCTAssertEqual(made, expected, name)
        for section in 0..<layout.numberOfSections {
            for kind in [ElementKind.background, .badge] {
                let oracle = DecorationFrames.attributes(kind, ofSection: section, in: layout, rule: .firstLast)
                let rect = surface.firstLastRect(ofSection: section, crossExtent: cross)
                let mine = rect.flatMap { surface.decorations(ofSection: section, in: $0).first { $0.kind == kind } }
                XCTAssertEqual(mine?.payload, oracle?.payload, "\(name): section \(section) \(kind)")
            }
        }
    }

    /// Two item calls for a section of several items, one for a section of one, none for an
    /// empty section, and one count each; the content size and the section count once.
    func testEveryCallToSuperIsCounted() {
        let layout = FlowLayout(dataSet: RandomDataSets.make(seed: 7, direction: .vertical))
        layout.prepare()
        let surface = PublicFlowLayout(layout)
        let cross = surface.collectionViewContentSize.width
        let sections = surface.numberOfSections
        for section in 0..<sections { _ = surface.firstLastRect(ofSection: section, crossExtent: cross) }
        let counts = (0..<sections).map { layout.numberOfItems(inSection: $0) }
        XCTAssertEqual(surface.calls.items, counts.map { min($0, 2) }.reduce(0, +))
        XCTAssertEqual(surface.calls.sizesAndCounts, 2 + sections)
        XCTAssertEqual(surface.calls.elementQueries, 0)
        let before = surface.calls
        let answer = surface.layoutAttributesForElements(in: Workload.viewport(layout, at: 0))
        let after = surface.calls - before
        XCTAssertEqual(after.elementQueries, 1)
        XCTAssertEqual(after.elementsReturned, answer.count)
        XCTAssertEqual(after.total, 1)
    }

    /// The object `super` hands out is the one it keeps until the layout is invalidated, as
    /// UIKit's flow layout keeps it.
    func testTheSameObjectUntilInvalidated() throws {
        let layout = FlowLayout(dataSet: Preset.grid.make(items: 50, seed: 1))
        layout.prepare()
        let surface = PublicFlowLayout(layout)
        let path = DecorationBench.IndexPath(item: 3, section: 0)
        let first = try XCTUnwrap(surface.layoutAttributesForItem(at: path))
        XCTAssertTrue(first === surface.layoutAttributesForItem(at: path))
        layout.invalidateLayout()
        layout.prepare()
        XCTAssertFalse(first === surface.layoutAttributesForItem(at: path))
    }
}
