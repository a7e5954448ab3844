import DecorationBench

extension BruteForceOracle {
    /// The full answer `strategy` must give for `rect`: the base elements, plus
    /// - `per-cell`: a shadow under every cell in the answer whose section is decorated;
    /// - every section strategy: each background and badge that intersects the rect, except
    ///   that `per-section` and `cached` only see sections with a base element in the answer.
    ///
    /// - Complexity: O(items + sections).
    public static func answer(
        of layout: FlowLayout, strategy: StrategyKind, rule: FrameRule,
        in rect: Rect
    ) -> [Expected] {
        answer(of: layout, expecting: strategy.expectation, rule: rule, in: rect)
    }
}
