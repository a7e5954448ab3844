import ArgumentParser
import DecobenchHarness
import DecorationBench

/// Where `batches` takes its data sets from: a JSON file, or presets (`--preset a,b` or
/// `--preset a --preset b`, as `run` and `simulate` take them), each with `--items` items from
/// `--seed`. The checks are ``DataSetOptions``'.
struct DataSetListOptions: ParsableArguments {
    @Option(help: DataSetOptions.datasetHelp)
    var dataset: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Synthetic presets instead of a file, each in turn (see `\(Executable.name) list`).",
            valueName: "a,b,…"),
        transform: ArgumentValue.names)
    var preset: [[Preset]] = []

    @Option(help: "Items in each preset data set (at most \(DataSetLimits.maxItems)).")
    var items: Int = DataSetOptions.defaultItems

    @OptionGroup var seedOption: SeedOption
    /// `--seed`.
    var seed: UInt64 { seedOption.seed }

    func validate() throws {
        try DataSetOptions.validate(dataset: dataset, presetGiven: !preset.isEmpty, items: items)
    }

    /// The data sets, each named as its rows name it: the file as given, or each preset in the
    /// order given, repeats dropped. Each is loaded or generated when its turn comes.
    var sources: [(name: String, load: () throws -> DataSet)] {
        if let dataset { return [(dataset, { try DataSetFile.load(dataset) })] }
        let (items, seed) = (items, seed)
        return ArgumentValue.flattened(preset, default: []).map { p in
            (p.rawValue, { p.make(items: items, seed: seed) })
        }
    }
}
