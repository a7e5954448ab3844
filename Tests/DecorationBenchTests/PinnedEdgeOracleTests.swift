import DecobenchTestSupport
import DecorationBench
import XCTest

/// Pinned headers and footers against the brute-force oracle where rounding decides: bounds
/// placed so that a pinned frame's origin falls on the midpoint between two pixels, and an ulp
/// either side of it. The random bounds of the other pinned tests never land there. At a
/// midpoint, a visible edge or a footer's length computed two ways that are equal on paper (the
/// bounds inset by the content inset against the bounds' edge less the inset; a frame's extent
/// against its reference size) can differ by an ulp, and the frames then round to different
/// pixels.
final class PinnedEdgeOracleTests: XCTestCase {
    /// Bounds origins along the scroll axis that put section `s`'s pinned header, or its pinned
    /// footer, on a pixel's midpoint inside the section, each with its neighbours an ulp away.
    private func probes(_ layout: FlowLayout, section s: Int, _ rng: inout SplitMix64) -> [Double] {
        let ds = layout.dataSet
        let vertical = ds.scrollDirection == .vertical
        let scale = ds.screenScale
        let i = ds.contentInset
        let length = vertical ? ds.collectionViewSize.height : ds.collectionViewSize.width
        let (lead, trail) = vertical ? (i.top, i.bottom) : (i.left, i.right)
        let g = layout.sectionGeometry(s)
        let footer = g.footerFrame.map { vertical ? $0.height : $0.width } ?? 0
        let at = g.mainStart + (g.mainEnd - g.mainStart) * Double(rng.int(in: 1...9)) / 10
        let midpoint = ((at * scale).rounded(.down) + 0.5) / scale
        // Header: visible start = origin + lead. Footer: visible end - footer = origin + length
        // - trail - footer.
        return [midpoint - lead, midpoint + footer + trail - length].flatMap { [$0.nextDown, $0, $0.nextUp] }
    }

    private func check(direction: ScrollDirection, seeds: ClosedRange<UInt64>) -> Int {
        var compared = 0
        for seed in seeds {
            let ds = RandomDataSets.makePinned(seed: seed, direction: direction)
            guard ds.sectionHeadersPinToVisibleBounds || ds.sectionFootersPinToVisibleBounds else { continue }
            let layout = FlowLayout(dataSet: ds)
            layout.prepare()
            guard layout.numberOfSections > 0 else { continue }
            var rng = SplitMix64(seed: seed ^ 0xED6E)
            for _ in 0..<6 {
                let s = rng.int(in: 0...(layout.numberOfSections - 1))
                for origin in probes(layout, section: s, &rng) {
                    layout.contentOffset = direction == .vertical ? Point(x: 0, y: origin) : Point(x: origin, y: 0)
                    let expected = BruteForceOracle.pinnedFrames(of: layout, section: s)
                    let label = "\(direction) seed \(seed) section \(s) bounds \(layout.bounds)"
                    XCTAssertEqual(layout.headerFrame(inSection: s), expected.header, "\(label): header")
                    XCTAssertEqual(layout.footerFrame(inSection: s), expected.footer, "\(label): footer")
                    compared += 1
                }
            }
        }
        return compared
    }

    func testVerticalPinnedFramesAtPixelMidpointsMatchTheOracle() {
        XCTAssertGreaterThan(check(direction: .vertical, seeds: 1...300), 1000)
    }

    func testHorizontalPinnedFramesAtPixelMidpointsMatchTheOracle() {
        XCTAssertGreaterThan(check(direction: .horizontal, seeds: 4001...4300), 1000)
    }
}
