/// What the brute-force oracle expects a strategy to add to the base layout's answer: declared by
/// the strategy (``DecorationStrategy/expectation``), apart from its name, so that a user's
/// strategy is checked as a built-in is.
public enum DecorationExpectation: Hashable, Sendable {
    /// Nothing: the base layout's elements alone (`none`).
    case none
    /// A shadow under every cell of a decorated section that is in the answer (`per-cell`).
    case cellShadows
    /// Every section background and badge whose frame meets the rect: the default.
    case sectionDecorations
    /// The same, but only for sections with a cell or supplementary view in the answer (the
    /// recipes `per-section` and `cached`: a rect showing only a section's inset gets none).
    case sectionDecorationsOfVisibleSections
}

extension DecorationExpectation {
    /// Whether the decorations expected are section decorations, framed by the frame rule.
    public var followsFrameRule: Bool { self == .sectionDecorations || self == .sectionDecorationsOfVisibleSections }
}
