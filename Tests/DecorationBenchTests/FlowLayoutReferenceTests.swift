import DecobenchTestSupport
import XCTest

@testable import DecorationBench

/// The model against an independent naive implementation, and its rect query against a scan,
/// over many seeded random data sets, vertical and horizontal.
final class FlowLayoutReferenceTests: XCTestCase {
    func testFramesMatchTheReferenceImplementation() {
        var separated = 0
        for seed in UInt64(1)...400 {
            let ds = RandomDataSets.make(seed: seed)
            let layout = FlowLayout(dataSet: ds)
            layout.prepare()
            layout._checkInvariants()
            let reference = ReferenceFlowLayout.frames(ds)
            if !ds.separators.isEmpty { separated += 1 }
            // The content size is a sum of unrounded lengths: the model may add them in another order.
            XCTAssertEqual(
                layout.collectionViewContentSize.width, reference.contentSize.width, accuracy: 1e-9, "seed \(seed)")
            XCTAssertEqual(
                layout.collectionViewContentSize.height, reference.contentSize.height, accuracy: 1e-9, "seed \(seed)")
            for s in ds.sections.indices {
                assertClose(layout.sectionGeometry(s).headerFrame, reference.headers[s], "seed \(seed) header \(s)")
                assertClose(layout.sectionGeometry(s).footerFrame, reference.footers[s], "seed \(seed) footer \(s)")
                for i in 0..<ds.sections[s].itemCount {
                    let ip = IndexPath(item: i, section: s)
                    guard let expected = reference.items[ip] else {
                        return XCTFail("seed \(seed): reference lacks \(ip)")
                    }
                    assertClose(layout.frameForItem(at: ip), expected, "seed \(seed) item \(ip)")
                }
            }
            XCTAssertEqual(layout.prepared.separators.count, reference.separators.count, "seed \(seed)")
            for (ip, expected) in reference.separators {
                assertClose(layout.prepared.separatorFrame(before: ip), expected, "seed \(seed) separator \(ip)")
                assertClose(
                    layout.layoutAttributesForSupplementaryView(ofKind: .separator, at: ip)?.frame, expected,
                    "seed \(seed) separator lookup \(ip)")
            }
        }
        XCTAssertGreaterThan(separated, 100, "about half the random data sets have separators")
    }

    /// Equal origins within 1e-9 (rounded to the screen scale they agree exactly unless a sum
    /// lands on a half pixel) and exactly equal sizes; both absent counts as equal.
    private func assertClose(
        _ got: Rect?, _ expected: Rect?, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let got, let expected else {
            return XCTAssertEqual(got, expected, message, file: file, line: line)
        }
        XCTAssertEqual(
            got.minX, expected.minX, accuracy: 1e-9, "\(message): got \(got), expected \(expected)", file: file,
            line: line)
        XCTAssertEqual(
            got.minY, expected.minY, accuracy: 1e-9, "\(message): got \(got), expected \(expected)", file: file,
            line: line)
        XCTAssertEqual(got.size, expected.size, message, file: file, line: line)
    }

    func testRectQueryMatchesAScan() {
        for seed in UInt64(1)...300 {
            let ds = RandomDataSets.make(seed: seed)
            let layout = FlowLayout(dataSet: ds)
            layout.prepare()
            var rng = SplitMix64(seed: seed &* 31)
            for _ in 0..<20 {
                let rect = RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout)
                let got = layout.layoutAttributesForElements(in: rect).map(\.key)
                let expected = BruteForceOracle.baseElements(of: layout, in: rect).map(\.key)
                XCTAssertEqual(Set(got), Set(expected), "seed \(seed) rect \(rect)")
                XCTAssertEqual(got.count, Set(got).count, "seed \(seed): duplicates")
            }
        }
    }
}
