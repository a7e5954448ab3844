import DecobenchCLI

/// ``MyBackgrounds`` with one decoration left out of every answer that has any: a strategy that
/// draws the wrong thing, for showing what the oracle check says. `custom-bench` registers it
/// only when `CUSTOM_BENCH_BROKEN=1`.
public final class DropsOneBackground: DecorationStrategy {
    public static let name = "drops-one-background"

    private let inner: MyBackgrounds
    public var frameRule: FrameRule { inner.frameRule }
    public var examined: Int { inner.examined }

    public init(frameRule: FrameRule) {
        inner = MyBackgrounds(frameRule: frameRule)
    }

    public func prepare(_ layout: FlowLayout) { inner.prepare(layout) }

    public func appendDecorations(
        in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int, layout: FlowLayout
    ) {
        inner.appendDecorations(in: rect, to: &elements, baseCount: baseCount, layout: layout)
        if elements.count > baseCount { elements.removeLast() }
    }

    public func layoutAttributesForDecorationView(
        ofKind kind: ElementKind, at indexPath: IndexPath, layout: FlowLayout
    ) -> LayoutAttributes? {
        inner.layoutAttributesForDecorationView(ofKind: kind, at: indexPath, layout: layout)
    }
}
