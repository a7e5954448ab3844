import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `--frame-rule`, for every command that draws section backgrounds: one option, one help text.
struct FrameRuleOption: ParsableArguments {
    @Option(
        name: .customLong("frame-rule"),
        help: ArgumentHelp(
            "How a section's background is framed: first-last (from the frames of the section's first and last "
                + "items, which a UIKit subclass can ask super for) or exact (the section's whole body, from the "
                + "section geometry UIKit keeps private: every row then counts as the private tier, not shippable)."))
    var frameRule: FrameRule = .standard
}
