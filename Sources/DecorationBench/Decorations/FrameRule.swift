/// How a section background's frame is derived from the layout.
public enum FrameRule: String, CaseIterable, Sendable {
    /// The section's body, from the bottom of its header to the top of its footer, across the
    /// full cross-axis extent, then shrunk by the decoration's own insets. The default.
    case exact
    /// The union of the first and the last item's frames, grown by the section inset's leading
    /// and trailing edges along the scroll axis, across the full cross-axis extent, then shrunk
    /// by the decoration's insets. Misses a taller item in the last line. The rule of
    /// SectionBackgroundFlowLayout (Beyza Sığınmış, "Creating Reusable Views with Custom Flow
    /// Layout in Swift", 2023).
    case firstLast = "first-last"
}
