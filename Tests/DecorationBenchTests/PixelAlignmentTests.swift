import XCTest

@testable import DecorationBench

/// The builder's fast rounding of origins against the rule's own formula,
/// `(v * scale).rounded(.toNearestOrAwayFromZero) / scale`: equal for every value, ties and huge
/// values included.
final class PixelAlignmentTests: XCTestCase {
    func testFastRoundingEqualsTheFormula() {
        var rng = SplitMix64(seed: 2026)
        for scale in [1.0, 2.0, 3.0, 1.5] {
            var ds = DataSet(collectionViewSize: Size(width: 10, height: 10), sections: [])
            ds.screenScale = scale
            let builder = LayoutBuilder(dataSet: ds)
            var values: [Double] = [
                0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 137.5, -12.5, 0.49999999999999994,
                2_251_799_813_685_247.5, 4e15, -4e15, 1e300, -1e300, .ulpOfOne, -.ulpOfOne,
            ]
            for _ in 0..<20_000 {
                let whole = Double(rng.int(in: -2_000_000...2_000_000))
                values.append((whole + 0.5) / scale)  // exact ties after scaling
                values.append(whole / scale + rng.double(in: -1...1))  // anywhere
                values.append(rng.double(in: -1e17...1e17))  // past the fast path
                values.append(Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF) * (rng.chance(0.5) ? 1 : -1))
            }
            for v in values {
                let expected = (v * scale).rounded(.toNearestOrAwayFromZero) / scale
                XCTAssertEqual(builder.pixelAligned(v), expected, "scale \(scale), v \(v) (\(v.bitPattern))")
            }
        }
    }
}
