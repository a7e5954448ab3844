/// How a section background's frame is derived from the layout.
public enum FrameRule: String, CaseIterable, Sendable {
    /// The section's body, from the bottom of its header to the top of its footer, across the
    /// full cross-axis extent, then shrunk by the decoration's own insets. It needs the section's
    /// frame, which UIKit keeps private (`_layoutFrameForSection:`): a strategy that draws it
    /// reads ``PublicFlowLayout/privateLayout``, so every row under this rule is on the private
    /// tier (``StrategyTier/privateAPI``).
    case exact
    /// The union of the first and the last item's frames, grown by the section inset's leading
    /// and trailing edges along the scroll axis, across the full cross-axis extent, then shrunk
    /// by the decoration's insets. Misses a taller item in the last line. The rule a
    /// `UICollectionViewFlowLayout` subclass computes from two calls to `super`, and the
    /// default: the rule of SectionBackgroundFlowLayout (Beyza Sığınmış, "Creating Reusable Views
    /// with Custom Flow Layout in Swift", 2023).
    case firstLast = "first-last"

    /// The rule commands and layouts use when none is given.
    public static let standard = FrameRule.firstLast

    /// Whether the rule needs geometry UIKit keeps private, so that a strategy drawing it is on
    /// the private tier whatever it declares.
    public var readsPrivateGeometry: Bool { self == .exact }

    /// The tier of a strategy that declares `declared` and draws what `expectation` says under
    /// this rule: private when it draws section decorations under a rule that needs private
    /// geometry.
    public func tier(of declared: StrategyTier, drawing expectation: DecorationExpectation) -> StrategyTier {
        readsPrivateGeometry && expectation.followsFrameRule ? .privateAPI : declared
    }
}
