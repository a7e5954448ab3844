/// The recipes as the seeds first wrote them, kept as evidence for the simulator and the tests.
/// Never among `StrategyKind.allCases`: they answer wrongly on purpose.
///
/// - ``NaivePerSectionStrategy``: seed 000's second try without its set: one background per
///   element of the answer, so a section with five visible cells gets five backgrounds.
/// - ``NaivePerCellStrategy``: seed 000's first try without `zIndex = -1`: shadows at the cells'
///   own zIndex, so their stacking against neighbouring cells depends on the order views were
///   added.
public final class NaivePerSectionStrategy: DecorationStrategy {
    /// The recipe this is a broken variant of.
    public static let kind = StrategyKind.perSection
    public let frameRule: FrameRule
    public private(set) var examined = 0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends a new background for every base element: duplicates included.
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        let p = layout.prepared
        for index in 0..<baseCount {
            examined += 1
            if let b = DecorationFactory.background(elements[index].indexPath.section, in: p, rule: frameRule) {
                elements.append(b)
            }
        }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        DecorationFactory.sectionDecoration(kind, indexPath.section, in: layout.prepared, rule: frameRule)
    }
}

/// Seed 000's first try without `zIndex = -1`; see ``NaivePerSectionStrategy``.
public final class NaivePerCellStrategy: DecorationStrategy {
    /// The recipe this is a broken variant of.
    public static let kind = StrategyKind.perCell
    public let frameRule: FrameRule
    public private(set) var examined = 0
    /// How far the shadow spreads past its cell, as a layer shadow does.
    public static let spread = 4.0

    public init(frameRule: FrameRule) {
        self.frameRule = frameRule
    }

    /// Appends a shadow, a little larger than its cell, at the cell's zIndex.
    public func appendDecorations(in rect: Rect, to elements: inout [LayoutAttributes], baseCount: Int,
                                  layout: FlowLayout) {
        for index in 0..<baseCount where elements[index].kind == .cell {
            examined += 1
            let cell = elements[index]
            let s = Self.spread
            let frame = Rect(x: cell.frame.minX - s, y: cell.frame.minY - s, width: cell.frame.width + 2 * s,
                             height: cell.frame.height + 2 * s)
            elements.append(LayoutAttributes(kind: .cellShadow, indexPath: cell.indexPath, frame: frame, zIndex: 0,
                                             payload: .cellShadow))
        }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath,
                                                  layout: FlowLayout) -> LayoutAttributes? {
        nil
    }
}
