import ArgumentParser
import DecobenchHarness
import DecorationBench
import Foundation

/// Where a command's data set comes from: a JSON file, or a preset with a size and a seed.
/// (`batches` takes a list of presets: ``DataSetListOptions``.)
struct DataSetOptions: ParsableArguments {
    @Option(help: datasetHelp)
    var dataset: String?

    @Option(help: "A synthetic preset instead of a file (see `\(Executable.name) list`).")
    var preset: Preset?

    @Option(help: ArgumentHelp("Items in the preset data set (at most \(DataSetLimits.maxItems)).", valueName: "n"))
    var items: Int = DataSetOptions.defaultItems

    /// Items in a preset data set when `--items` is not given, for ``DataSetListOptions`` too.
    static let defaultItems = 1_000

    @OptionGroup var seedOption: SeedOption
    /// `--seed`.
    var seed: UInt64 { seedOption.seed }

    func validate() throws {
        try Self.validate(dataset: dataset, presetOption: "--preset", presetGiven: preset != nil, items: items)
    }

    /// The help of `--dataset`.
    static let datasetHelp = ArgumentHelp(
        "A data-set JSON file (format: the DocC article DataSets).", valueName: "file")

    /// The checks of a command's data-set options, for ``DataSetListOptions`` and `simulate` too:
    /// a file or presets (named by the option `presetOption`), not both, one of them unless the
    /// command has a default (`required: false`), and `--items` within ``DataSetLimits/maxItems``.
    static func validate(
        dataset: String?, presetOption: String, presetGiven: Bool, items: Int, required: Bool = true
    ) throws {
        if dataset != nil && presetGiven {
            throw ValidationError("give either --dataset or \(presetOption), not both")
        }
        if required && dataset == nil && !presetGiven {
            throw ValidationError("give a data set: --dataset FILE.json or \(presetOption) NAME")
        }
        if items < 0 || items > DataSetLimits.maxItems {
            throw ValidationError("--items: \(items) is out of range; use 0...\(DataSetLimits.maxItems)")
        }
    }

    /// Loads or generates the data set.
    func load() throws -> DataSet {
        if let preset { return preset.make(items: items, seed: seed) }
        return try DataSetFile.load(dataset!)
    }
}
