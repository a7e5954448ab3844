import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `decobench dataset`: prints a preset as data-set JSON, a starting point for your own.
struct DatasetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dataset",
        abstract: "Print a preset data set as JSON (the format --dataset reads), or check a JSON file.")

    @OptionGroup var source: DataSetOptions

    func run() throws {
        let ds = try source.load()
        try StandardStreams.output(ds.jsonText() + "\n")
    }
}
