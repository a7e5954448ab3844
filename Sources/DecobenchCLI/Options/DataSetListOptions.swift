import ArgumentParser
import DecobenchHarness
import DecorationBench

/// Where `batches` takes its data sets from: a JSON file, or presets (`--presets a,b` or
/// `--presets a --presets b`, as `run` and `simulate` take them), each with `--items` items from
/// `--seed`. The checks are ``DataSetOptions``'.
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
            dataset: dataset, presetOption: "--presets", presetGiven: presetsOption.given, items: items)
    }

    /// The data sets, each named as its rows name it: the file as given, or each preset in the
    /// order given, repeats dropped. Each is loaded or generated when its turn comes.
    var sources: [(name: String, load: () throws -> DataSet)] {
        if let dataset { return [(dataset, { try DataSetFile.load(dataset) })] }
        let (items, seed) = (items, seed)
        return presetsOption.flattened(default: []).map { p in
            (p.rawValue, { p.make(items: items, seed: seed) })
        }
    }
}
