import ArgumentParser
import DecorationBench
import Foundation

/// Where a command's data set comes from: a JSON file, or a preset with a size and a seed.
struct DataSetOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A data-set JSON file (see README: 'Bring your own data set').", valueName: "file"))
    var dataset: String?

    @Option(name: .long, help: "A synthetic preset instead of a file (see `decobench list`).")
    var preset: Preset?

    @Option(name: .long, help: "Items in the preset data set.")
    var items: Int = 1_000

    @Option(name: .long, help: "Seed of the preset generator; the same seed gives the same data set.")
    var seed: UInt64 = 42

    func validate() throws {
        if dataset != nil && preset != nil { throw ValidationError("give either --dataset or --preset, not both") }
        if dataset == nil && preset == nil { throw ValidationError("give a data set: --dataset FILE.json or --preset NAME") }
        if items < 0 || items > 50_000_000 { throw ValidationError("--items: \(items) is out of range; use 0...50000000") }
    }

    /// Loads or generates the data set.
    func load() throws -> DataSet {
        if let preset { return preset.make(items: items, seed: seed) }
        return try loadDataSet(path: dataset!)
    }
}

/// Reads and parses a data-set file; errors name the file.
func loadDataSet(path: String) throws -> DataSet {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError("cannot read data set '\(path)': no such file, or not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw CLIError("data set '\(path)' is not UTF-8 text")
    }
    do {
        return try DataSet(json: text)
    } catch let error as DataSetError {
        throw CLIError("data set '\(path)': \(error)")
    }
}
