/// The answer every strategy must give, computed the slow and obvious way: every element of
/// the layout enumerated and tested against the rect. Tests compare each strategy to it over
/// many seeded data sets; the harness can check a strategy's answers with it before timing.
public enum BruteForceOracle {
    /// What one element of an answer must be.
    public struct Expected: Hashable, Sendable {
        public var key: ElementKey
        public var frame: Rect
        public var zIndex: Int
    }

    /// The cells, headers, footers and separators whose frames intersect `rect`, by enumerating
    /// them all.
    ///
    /// - Complexity: O(items + sections + separators).
    public static func baseElements(of layout: FlowLayout, in rect: Rect) -> [Expected] {
        var result: [Expected] = []
        for separator in layout.prepared.separators where separator.frame.intersects(rect) {
            result.append(
                Expected(
                    key: ElementKey(kind: .separator, indexPath: separator.indexPath), frame: separator.frame,
                    zIndex: ElementKind.separator.defaultZIndex))
        }
        for section in 0..<layout.numberOfSections {
            let g = layout.sectionGeometry(section)
            let path = IndexPath(item: 0, section: section)
            let (header, footer) = supplementaryFrames(of: layout, section: section, in: rect)
            if let h = header {
                result.append(Expected(key: ElementKey(kind: .header, indexPath: path), frame: h, zIndex: 10))
            }
            for item in 0..<g.itemCount {
                let ip = IndexPath(item: item, section: section)
                let frame = layout.frameForItem(at: ip)
                if frame.intersects(rect) {
                    result.append(Expected(key: ElementKey(kind: .cell, indexPath: ip), frame: frame, zIndex: 0))
                }
            }
            if let f = footer {
                result.append(Expected(key: ElementKey(kind: .footer, indexPath: path), frame: f, zIndex: 10))
            }
        }
        return result
    }

    /// The full answer a strategy with `expectation` must give for `rect`: the base elements, plus
    /// - ``DecorationExpectation/cellShadows``: a shadow under every cell in the answer whose section is decorated;
    /// - otherwise each background and badge that intersects the rect, except that
    ///   ``DecorationExpectation/sectionDecorationsOfVisibleSections`` sees only sections with a
    ///   base element in the answer.
    ///
    /// - Complexity: O(items + sections).
    public static func answer(
        of layout: FlowLayout, expecting expectation: DecorationExpectation, rule: FrameRule,
        in rect: Rect
    ) -> [Expected] {
        let base = baseElements(of: layout, in: rect)
        var result = base
        switch expectation {
        case .none:
            break
        case .cellShadows:
            for e in base
            where e.key.kind == .cell
                && layout.dataSet.sections[e.key.indexPath.section].decoration.background
            {
                result.append(
                    Expected(
                        key: ElementKey(kind: .cellShadow, indexPath: e.key.indexPath),
                        frame: e.frame, zIndex: -1))
            }
        case .sectionDecorations, .sectionDecorationsOfVisibleSections:
            let visibleSections = Set(base.map(\.key.indexPath.section))
            for decoration in sectionDecorations(of: layout, rule: rule) where decoration.frame.intersects(rect) {
                if expectation == .sectionDecorationsOfVisibleSections,
                    !visibleSections.contains(decoration.key.indexPath.section)
                {
                    continue
                }
                result.append(decoration)
            }
        }
        return result
    }

    /// Every section decoration of the layout, with its frame and zIndex.
    ///
    /// - Complexity: O(sections).
    public static func sectionDecorations(of layout: FlowLayout, rule: FrameRule) -> [Expected] {
        var result: [Expected] = []
        for section in 0..<layout.numberOfSections {
            let path = IndexPath(item: 0, section: section)
            if let frame = DecorationFactory.backgroundFrame(section, in: layout.prepared, rule: rule) {
                result.append(Expected(key: ElementKey(kind: .background, indexPath: path), frame: frame, zIndex: -1))
            }
            if let frame = DecorationFactory.badgeFrame(section, in: layout.prepared, rule: rule) {
                result.append(Expected(key: ElementKey(kind: .badge, indexPath: path), frame: frame, zIndex: 1))
            }
        }
        return result
    }

    /// The answer of a layout as comparable values.
    public static func expected(from answer: [LayoutAttributes]) -> [Expected] {
        answer.map { Expected(key: $0.key, frame: $0.frame, zIndex: $0.zIndex) }
    }
}
