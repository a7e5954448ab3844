import DecobenchCLI

/// Every section's background and badge, made once per `prepare()` from what `super` answers;
/// a query returns those whose frames meet the rect, found by a scan. Simple, and right: the
/// oracle checks it. It reads only the public surface, so it could ship.
public final class MyBackgrounds: DecorationStrategy {
    public static let name = "my-backgrounds"
    public static let summary = "example: every decoration made in prepare(), a scan of them per query"

    public let frameRule: FrameRule
    public private(set) var examined = 0
    /// Every decoration, at every `prepare()`: this strategy rebuilds them all.
    public private(set) var recomputed = 0
    /// Every section's decorations, in section order.
    private(set) var decorations: [LayoutAttributes] = []

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Called after the base layout's `prepare()`: each section's rect from its first and last
    /// items, asked of `super`, and its decorations from the app's configuration.
    public func prepare(_ surface: PublicFlowLayout) {
        decorations.removeAll(keepingCapacity: true)
        let cross = surface.backgroundCrossExtent
        for section in 0..<surface.numberOfSections {
            if let rect = surface.sectionRect(ofSection: section, rule: frameRule, crossExtent: cross) {
                decorations += surface.decorations(ofSection: section, in: rect)
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
        ofKind kind: ElementKind, at indexPath: IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        decorations.first { $0.kind == kind && $0.indexPath == indexPath }
    }
}
