import DecobenchCLI

/// Every section's background and badge, made once per `prepare()`; a query returns those whose
/// frames meet the rect, found by a scan. Simple, and right: the oracle checks it.
public final class MyBackgrounds: DecorationStrategy {
    public static let name = "my-backgrounds"
    public static let tier = StrategyTier.privateAPI
    public static let summary = "example: every decoration made in prepare(), a scan of them per query"

    public let frameRule: FrameRule
    public private(set) var examined = 0
    /// Every decoration, at every `prepare()`: this strategy rebuilds them all.
    public private(set) var recomputed = 0
    private var decorations: [LayoutAttributes] = []

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Called after the base layout's `prepare()`: the frames come from `DecorationFrames`, as
    /// the oracle computes them.
    public func prepare(_ surface: PublicFlowLayout) {
        let layout = surface.privateLayout
        decorations.removeAll(keepingCapacity: true)
        for section in 0..<layout.numberOfSections {
            for kind in [ElementKind.background, .badge] {
                if let made = DecorationFrames.attributes(kind, ofSection: section, in: layout, rule: frameRule) {
                    decorations.append(made)
                }
            }
        }
        recomputed += decorations.count
    }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        examined += decorations.count
        #if MY_BACKGROUNDS_WALK_TWICE
        // A mistake to prove the gates on (`-Xswiftc -DMY_BACKGROUNDS_WALK_TWICE`, DecorationBench's
        // scripts/prove-timing-gate.sh): the walk done twice, a count before the appends. The
        // answer, `examined` and the allocations stay the same; only the decoration work doubles.
        var meeting = 0
        for decoration in decorations where decoration.frame.intersects(rect) { meeting += 1 }
        if meeting == 0 { return }
        #endif
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
