import DecobenchCLI

/// A strategy that traps on its first query: for showing that a trap takes down only its own
/// child process, named, and the sweep goes on. `custom-bench` registers it only when
/// `CUSTOM_BENCH_BROKEN=1`.
public final class TrapsOnAQuery: DecorationStrategy {
    public static let name = "traps-on-a-query"
    public let frameRule: FrameRule
    public let examined = 0
    public let recomputed = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    public func prepare(_ surface: PublicFlowLayout) {}

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout surface: PublicFlowLayout
    ) {
        preconditionFailure("traps-on-a-query: a query, as promised")
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath, layout surface: PublicFlowLayout
    ) -> LayoutAttributes? {
        nil
    }
}
