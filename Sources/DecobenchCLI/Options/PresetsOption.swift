import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `--presets`, for every command that takes a list of presets (`run`, `simulate`, `batches`):
/// `--presets a,b` or `--presets a --presets b`, with `--preset` as its old spelling. A command
/// that takes one data set (`attributes`, `dataset`, `instructions`) takes `--preset NAME`.
struct PresetsOption: ParsableArguments {
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Synthetic data sets, each in turn (see `\(Executable.name) list`; the overview above gives the "
                + "default, or says that one of --presets and --dataset is required).",
            valueName: "a,b,…"),
        transform: ArgumentValue.names)
    var presets: [[Preset]] = []

    /// `--preset`, the old spelling of `--presets`: taken, with a line saying so, for one release.
    @Option(
        name: .customLong("preset"), parsing: .upToNextOption, help: .hidden, transform: ArgumentValue.names)
    var oldPreset: [[Preset]] = []

    /// Whether presets were named, in either spelling.
    var given: Bool { !presets.isEmpty || !oldPreset.isEmpty }

    /// The presets named, in order, repeats dropped; `all` when none was.
    func flattened(default all: [Preset]) -> [Preset] {
        ArgumentValue.flattened(presets + oldPreset, default: all)
    }

    func validate() throws {
        try OldSpelling.check("--preset", given: !oldPreset.isEmpty, new: "--presets", newGiven: !presets.isEmpty)
    }
}
