import ArgumentParser
import DecobenchHarness
import DecorationBench

/// Where `batches` and `simulate` take their data sets from: a JSON file, or presets
/// (`--presets a,b` or `--presets a --presets b`, as `run` takes them), each with `--items` items
/// from `--seed`. The checks are ``DataSetOptions``'.
struct DataSetListOptions: ParsableArguments {
    @Option(help: DataSetOptions.datasetHelp)
    var dataset: String?

    @OptionGroup var presetsOption: PresetsOption

    @Option(help: ArgumentHelp("Items in each preset data set (at most \(DataSetLimits.maxItems)).", valueName: "n"))
    var items: Int = DataSetOptions.defaultItems

    @OptionGroup var seedOption: SeedOption
    /// `--seed`.
    var seed: UInt64 { seedOption.seed }

    func validate() throws {
        try DataSetOptions.validate(
            dataset: dataset, presetOption: "--presets", presetGiven: presetsOption.given, items: items,
            required: false)
        if let dataset {
            do { try DataSetFile.check(dataset) } catch let error as CLIError {
                throw ValidationError("--dataset: \(error)")
            }
        }
    }

    /// Refuses a command line that names neither a file nor presets, for a command with no default.
    func requireSource() throws {
        try DataSetOptions.validate(
            dataset: dataset, presetOption: "--presets", presetGiven: presetsOption.given, items: items)
    }

    /// The data sets, each named as its rows name it: the file as given, or each preset in the
    /// order given, repeats dropped (`standard` when none was named). Each is loaded or generated
    /// when its turn comes.
    func sources(default standard: [Preset]) -> [(name: String, load: () throws -> DataSet)] {
        if let dataset { return [(dataset, { try DataSetFile.load(dataset) })] }
        let (items, seed) = (items, seed)
        return presetsOption.flattened(default: standard).map { p in
            (p.rawValue, { p.make(items: items, seed: seed) })
        }
    }
}
