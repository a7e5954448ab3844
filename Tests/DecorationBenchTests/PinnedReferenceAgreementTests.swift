import DecobenchTestSupport
import DecorationBench
import XCTest

/// The model's pinned frames, rect answers, `shouldInvalidateLayout(forBoundsChange:)` and
/// bounds-change contexts against ``PinnedReference``, an independent reading of the rules
/// written from the rule text alone, over seeded random data sets: vertical and horizontal,
/// content insets, screen scales 1–3, pinning on and off, random bounds.
final class PinnedReferenceAgreementTests: XCTestCase {
    typealias Ref = PinnedReference

    private func ref(_ r: Rect) -> Ref.PRect { Ref.PRect(x: r.minX, y: r.minY, width: r.width, height: r.height) }

    /// The reference's view of a prepared layout: the model's section frames and natural
    /// header and footer frames (laying sections out is not what is compared here).
    private func reference(of layout: FlowLayout) -> Ref.Layout {
        let p = layout.prepared, ds = layout.dataSet
        let sections = (0..<layout.numberOfSections).map { s in
            let g = layout.sectionGeometry(s)
            return Ref.Section(
                frame: ref(p.sectionFrame(s)), header: g.headerFrame.map(ref), footer: g.footerFrame.map(ref))
        }
        let i = ds.contentInset
        return Ref.Layout(
            axis: ds.scrollDirection == .vertical ? .vertical : .horizontal, sections: sections,
            pinHeaders: ds.sectionHeadersPinToVisibleBounds, pinFooters: ds.sectionFootersPinToVisibleBounds,
            contentInset: Ref.Insets(top: i.top, left: i.left, bottom: i.bottom, right: i.right),
            scale: ds.screenScale)
    }

    /// The headers and footers in the answer for a random rect, against the reference's.
    private func compareRandomRect(
        _ layout: FlowLayout, _ model: Ref.Layout, bounds old: Rect, rng: inout SplitMix64, label: String
    ) {
        var rect = RandomDataSets.rect(&rng, content: layout.collectionViewContentSize, layout: layout)
        // The reference lets an empty rect meet nothing; the project's `Rect.intersects`
        // (every element, pinned or not) follows CGRect, where a zero-width rect inside a
        // frame meets it. Not a pinning rule: compare rects with an area.
        rect.size.width = max(rect.width, 0.5)
        rect.size.height = max(rect.height, 0.5)
        let got = layout.layoutAttributesForElements(in: rect).filter {
            $0.kind == .header || $0.kind == .footer
        }
        .map {
            Ref.Supplementary(
                kind: $0.kind == .header ? .header : .footer, section: $0.indexPath.section, frame: ref($0.frame))
        }
        XCTAssertEqual(got, Ref.supplementaries(model, in: ref(rect), bounds: ref(old)), "\(label): rect \(rect)")
    }

    private func check(direction: ScrollDirection, seeds: ClosedRange<UInt64>) {
        var compared = (frames: 0, rects: 0, bounds: 0, invalidating: 0)
        for seed in seeds {
            let ds = RandomDataSets.makePinned(seed: seed, direction: direction)
            let layout = FlowLayout(dataSet: ds)
            layout.prepare()
            let model = reference(of: layout)
            var rng = SplitMix64(seed: seed ^ 0xB0B0)
            for _ in 0..<8 {
                let old = RandomDataSets.bounds(&rng, layout: layout)
                layout.contentOffset = old.origin
                let label = "\(direction) seed \(seed) bounds \(old)"
                for s in 0..<layout.numberOfSections {
                    XCTAssertEqual(
                        layout.headerFrame(inSection: s).map(ref), Ref.headerFrame(model, section: s, bounds: ref(old)),
                        "\(label): header \(s)")
                    XCTAssertEqual(
                        layout.footerFrame(inSection: s).map(ref), Ref.footerFrame(model, section: s, bounds: ref(old)),
                        "\(label): footer \(s)")
                    compared.frames += 1
                }
                compareRandomRect(layout, model, bounds: old, rng: &rng, label: label)
                compared.rects += 1

                let new = RandomDataSets.nextBounds(&rng, after: old, direction: direction)
                let should = layout.shouldInvalidateLayout(forBoundsChange: new)
                XCTAssertEqual(
                    should, Ref.shouldInvalidate(model, old: ref(old), new: ref(new)), "\(label): should, to \(new)")
                let context = layout.invalidationContext(forBoundsChange: new)
                let expected = Ref.context(model, old: ref(old), new: ref(new))
                let paths = context.invalidatedSupplementaryIndexPaths
                XCTAssertEqual(
                    Ref.Context(
                        invalidateFlowLayoutAttributes: context.invalidateFlowLayoutAttributes,
                        invalidateFlowLayoutDelegateMetrics: context.invalidateFlowLayoutDelegateMetrics,
                        headerSections: paths[.header, default: []].map(\.section),
                        footerSections: paths[.footer, default: []].map(\.section)),
                    expected, "\(label): context, to \(new)")
                compared.bounds += 1
                if should { compared.invalidating += 1 }
            }
        }
        // The comparison reached both answers of rule 5.
        XCTAssertGreaterThan(compared.invalidating, compared.bounds / 10)
        XCTAssertLessThan(compared.invalidating, compared.bounds)
    }

    func testVerticalAgreesWithTheReference() { check(direction: .vertical, seeds: 1...400) }

    func testHorizontalAgreesWithTheReference() { check(direction: .horizontal, seeds: 2001...2400) }
}
