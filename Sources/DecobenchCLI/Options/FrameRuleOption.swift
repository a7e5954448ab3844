import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `--frame-rule`, for every command that draws section backgrounds: one option, one help text.
struct FrameRuleOption: ParsableArguments {
    @Option(
        name: .customLong("frame-rule"),
        help: ArgumentHelp(
            "How section backgrounds are framed: first-last (its first and last items, the default) or exact "
                + "(the section's body, from its private frame: every row on the private tier)."))
    var frameRule: FrameRule = .standard
}
