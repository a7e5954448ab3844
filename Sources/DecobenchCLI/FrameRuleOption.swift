import ArgumentParser
import DecorationBench

/// `--frame-rule`, for every command that draws section backgrounds: one option, one help text.
struct FrameRuleOption: ParsableArguments {
    @Option(
        name: .customLong("frame-rule"),
        help: ArgumentHelp(
            "How section backgrounds are framed: exact (the section's body) or first-last (its first and last "
                + "items)."))
    var frameRule: FrameRule = .exact
}
