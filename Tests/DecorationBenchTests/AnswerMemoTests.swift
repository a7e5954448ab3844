import DecobenchTestSupport
import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// `section-cache`'s memo of its last near answer (`AnswerMemo`) against the brute-force oracle,
/// through walks of consecutive small steps, which are what the memo answers: steps of a few
/// points either way, rects set exactly on a decoration's edge and a hair to either side of it,
/// changes of the rect's length and of its place across the axis, jumps, pinned-header and
/// self-sizing frames, and batch updates, on data sets vertical and horizontal, with sizes off
/// the pixel grid and with far-reaching sections.
final class AnswerMemoTests: XCTestCase {
    private typealias Layout = DecoratedLayout<SectionCacheStrategy>

    /// The data sets a walk runs on: what each drives between queries.
    private enum Walk: CaseIterable {
        case queries, pinnedFrames, selfSizingFrames, farSections
    }

    func testWalksOfSmallStepsMatchTheOracle() {
        var (queries, fromMemo) = (0, 0)
        for direction in ScrollDirection.allCases {
            for rule in FrameRule.allCases {
                for seed in 1...UInt64(30) {
                    for walk in Walk.allCases {
                        let counted = check(walk, seed: seed, direction: direction, rule: rule)
                        queries += counted.queries
                        fromMemo += counted.fromMemo
                    }
                }
            }
        }
        // The memo must answer a good share of small steps, or these walks prove nothing of it.
        XCTAssertGreaterThan(fromMemo, queries / 8, "answers from the memo, of \(queries) queries")
    }

    /// A fling through a preset whose headers pin, 50 points a frame: most frames are answered
    /// from the memo, and those examine no section.
    func testMostFlingFramesAreAnsweredFromTheMemo() {
        for preset in [Preset.pinned, .grid, .feed] {
            let layout = Layout(dataSet: Self.pinning(preset.make(items: 5_000, seed: 1), seed: 2))
            layout.prepare()
            var (frames, examinedByHits) = (0, 0)
            let before = layout.strategy.memo.answered
            for rect in Workload.scroll(layout.base, limit: 256) {
                let (examined, answered) = (layout.decorationsExamined, layout.strategy.memo.answered)
                _ = layout.layoutAttributesForElements(in: rect)
                if layout.strategy.memo.answered > answered { examinedByHits += layout.decorationsExamined - examined }
                frames += 1
            }
            let hits = layout.strategy.memo.answered - before
            XCTAssertGreaterThan(hits, frames / 2, "\(preset): frames answered from the memo, of \(frames)")
            XCTAssertEqual(examinedByHits, 0, "\(preset): an answer from the memo examines no section")
        }
    }

    /// Without pinned headers or footers the memo is not used: every query walks the sections.
    func testWithoutPinningNoQueryIsAnsweredFromTheMemo() {
        for preset in [Preset.grid, .feed, .smallSections] {
            let layout = Layout(dataSet: preset.make(items: 5_000, seed: 1))
            layout.prepare()
            for rect in Workload.scroll(layout.base, limit: 64) { _ = layout.layoutAttributesForElements(in: rect) }
            XCTAssertEqual(layout.strategy.memo.answered, 0, "\(preset): answers from the memo")
        }
    }

    /// One walk of 160 steps; returns the queries made and how many the memo answered.
    private func check(
        _ walk: Walk, seed: UInt64, direction: ScrollDirection, rule: FrameRule
    ) -> (queries: Int, fromMemo: Int) {
        let layout = Layout(dataSet: Self.dataSet(walk, seed: seed, direction: direction), frameRule: rule)
        layout.prepare()
        var rng = SplitMix64(seed: seed ^ 0xA05E)
        var rect = RandomDataSets.bounds(&rng, layout: layout.base)
        var truth = layout.base
        var edges = Self.edges(of: layout.base, rule: rule)
        var counted = (queries: 0, fromMemo: 0)
        for step in 0..<160 {
            var label = "\(walk) seed \(seed) \(direction) \(rule) step \(step)"
            if walk == .queries, step % 40 == 39 {
                let batch = BatchUpdate.random(for: layout.dataSet, rng: &rng)
                guard (try? layout.performBatchUpdates(batch)) != nil else { continue }
                layout.finalizeCollectionViewUpdates()
                truth = FlowLayout(dataSet: layout.dataSet)
                truth.prepare()
                edges = Self.edges(of: truth, rule: rule)
                label += " after a batch"
            }
            let frames = walk == .pinnedFrames || walk == .selfSizingFrames
            rect = Self.next(&rng, after: rect, edges: edges, direction: direction, layout: truth, resizing: !frames)
            if frames {
                _ = layout.moveBounds(to: rect)
                if walk == .selfSizingFrames, layout.measureVisibleCells(in: layout.bounds) {
                    edges = Self.edges(of: layout.base, rule: rule)
                }
                rect = layout.bounds
            }
            let answered = layout.strategy.memo.answered
            let got = layout.layoutAttributesForElements(in: rect)
            counted.queries += 1
            if layout.strategy.memo.answered > answered { counted.fromMemo += 1 }
            let expected = BruteForceOracle.answer(of: truth, expecting: layout.expectation, rule: rule, in: rect)
            if let difference = OracleCheck.firstDifference(got, expected) {
                XCTFail("\(label) rect \(rect): \(difference)")
                break
            }
        }
        return counted
    }

    /// The walk's data set. The memo is used only where headers or footers pin, so every walk
    /// but `pinnedFrames` (whose data sets pin in four seeds of five, as they come) pins them.
    private static func dataSet(_ walk: Walk, seed: UInt64, direction: ScrollDirection) -> DataSet {
        switch walk {
        case .queries: return pinning(RandomDataSets.make(seed: seed, direction: direction), seed: seed)
        case .pinnedFrames: return RandomDataSets.makePinned(seed: seed, direction: direction)
        case .selfSizingFrames:
            return pinning(RandomDataSets.makeSelfSizing(seed: seed, direction: direction), seed: seed)
        case .farSections:
            let dataSet = RandomDataSets.make(seed: seed, direction: direction)
            return pinning(SectionSearchTests.withFarSections(dataSet, seed: seed), seed: seed)
        }
    }

    /// `dataSet` with its headers pinned, and its footers too in odd seeds.
    private static func pinning(_ dataSet: DataSet, seed: UInt64) -> DataSet {
        var pinned = dataSet
        pinned.sectionHeadersPinToVisibleBounds = true
        pinned.sectionFootersPinToVisibleBounds = seed % 2 == 1
        return pinned
    }

    /// Every decoration's start and end along the scroll axis and across it: where a rect's
    /// ends are set.
    private struct Edges {
        var main: [Double] = []
        var cross: [Double] = []
    }

    private static func edges(of layout: FlowLayout, rule: FrameRule) -> Edges {
        let vertical = layout.scrollDirection == .vertical
        var edges = Edges()
        for d in BruteForceOracle.sectionDecorations(of: layout, rule: rule) {
            edges.main += vertical ? [d.frame.minY, d.frame.maxY] : [d.frame.minX, d.frame.maxX]
            edges.cross += vertical ? [d.frame.minX, d.frame.maxX] : [d.frame.minY, d.frame.maxY]
        }
        return edges
    }

    /// `edge`, or one ulp (when `ulps`) or a millionth of a point to either side of it.
    private static func near(_ edge: Double, _ rng: inout SplitMix64, ulps: Bool) -> Double {
        switch rng.int(in: 0...4) {
        case 0: return ulps ? edge.nextUp : edge + 1e-6
        case 1: return ulps ? edge.nextDown : edge - 1e-6
        case 2: return edge + 1e-6
        case 3: return edge - 1e-6
        default: return edge
        }
    }

    /// The next rect of a walk: mostly a small step, now and then a rect with an end on a
    /// decoration's edge (exactly, or one ulp or a millionth of a point to either side), a
    /// change of length (when `resizing`) or across the axis, the same rect, or a jump.
    ///
    /// Bounds (not `resizing`) keep their length and are set a millionth of a point, not an ulp,
    /// off an edge: a pinned view's frame is the bounds' edge rounded to the pixel, and the base
    /// layout and the oracle compute that edge by different sums, which can differ by an ulp and
    /// round a half pixel apart (seed 29, vertical: bounds at y = -215.50000000000003 put
    /// section 0's footer at 330 for the layout and 331 for the oracle, whatever the strategy).
    private static func next(
        _ rng: inout SplitMix64, after old: Rect, edges: Edges, direction: ScrollDirection, layout: FlowLayout,
        resizing: Bool
    ) -> Rect {
        let vertical = direction == .vertical
        var start = old.minMain(direction)
        var (length, cross) = vertical ? (old.height, old.minX) : (old.width, old.minY)
        let size = vertical ? old.width : old.height
        switch rng.int(in: 0...19) {
        case 0...9:
            let step = rng.double(in: -60...60)
            start += rng.chance(0.5) ? step.rounded() : step
        case 10...12 where !edges.main.isEmpty:
            let edge = edges.main[rng.int(in: 0...(edges.main.count - 1))]
            start = near(rng.chance(0.5) ? edge : edge - length, &rng, ulps: resizing)
        case 13 where !edges.cross.isEmpty:
            let edge = edges.cross[rng.int(in: 0...(edges.cross.count - 1))]
            cross = near(rng.chance(0.5) ? edge : edge - size, &rng, ulps: resizing)
        case 14 where resizing: length = Swift.max(1, length + rng.double(in: -40...40))
        case 15: cross = rng.chance(0.5) ? cross + 1 : rng.double(in: -3...3)
        case 16: break
        default:
            if rng.chance(0.3) { return RandomDataSets.bounds(&rng, layout: layout) }
            start += rng.double(in: -5...5)
        }
        return vertical
            ? Rect(x: cross, y: start, width: size, height: length)
            : Rect(x: start, y: cross, width: length, height: size)
    }
}
