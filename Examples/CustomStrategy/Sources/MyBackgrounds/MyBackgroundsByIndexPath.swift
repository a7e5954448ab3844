import DecobenchCLI
import Foundation

/// ``MyBackgrounds`` in a file that imports Foundation, as one moved from an app does, with its
/// decorations kept by index path too, so that `layoutAttributesForDecorationView` looks one up
/// instead of scanning. Foundation has an `IndexPath` of its own, so the library's is written
/// `DecorationBench.IndexPath` here; a file that imports neither Foundation nor XCTest may
/// write `IndexPath`.
public final class MyBackgroundsByIndexPath: DecorationStrategy {
    public static let name = "my-backgrounds-by-index-path"
    public static let summary = "example: my-backgrounds, its decorations also kept by index path"

    public let frameRule: FrameRule
    public private(set) var examined = 0
    public private(set) var recomputed = 0
    private var decorations: [LayoutAttributes] = []
    private var backgrounds: [DecorationBench.IndexPath: LayoutAttributes] = [:]
    private var badges: [DecorationBench.IndexPath: LayoutAttributes] = [:]

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public func prepare(_ surface: PublicFlowLayout) {
        decorations.removeAll(keepingCapacity: true)
        backgrounds.removeAll(keepingCapacity: true)
        badges.removeAll(keepingCapacity: true)
        let cross = surface.backgroundCrossExtent
        for section in 0..<surface.numberOfSections {
            guard let rect = surface.sectionRect(ofSection: section, rule: frameRule, crossExtent: cross) else {
                continue
            }
            for made in surface.decorations(ofSection: section, in: rect) {
                decorations.append(made)
                if made.kind == .background {
                    backgrounds[made.indexPath] = made
                } else {
                    badges[made.indexPath] = made
                }
            }
        }
        recomputed += decorations.count
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        examined += decorations.count
        for decoration in decorations where decoration.frame.intersects(rect) {
            elements.append(decoration)
        }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: DecorationBench.IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        examined += 1
        switch kind {
        case .background: return backgrounds[indexPath]
        case .badge: return badges[indexPath]
        default: return nil
        }
    }
}
