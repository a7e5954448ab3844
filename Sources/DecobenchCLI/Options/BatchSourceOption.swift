import ArgumentParser
import DecobenchHarness

/// Where `batches` and `simulate` take their batch updates from: a batch JSON file
/// (`--batch-file`), or random batches drawn from `--seed` (`--batches-count`). Each command
/// gives its own count when neither is given (``count(default:)``).
struct BatchSourceOption: ParsableArguments {
    @Option(
        name: .customLong("batch-file"),
        help: ArgumentHelp(
            "A batch JSON file: the updates of each performBatchUpdates call in turn (format: "
                + "`\(Executable.name) batches --help`).",
            valueName: "file"))
    var file: String?

    /// `--batches`, the old spelling of `--batch-file`: taken, with a line saying so, for one release.
    @Option(name: .customLong("batches"), help: .hidden)
    var oldFile: String?

    @Option(
        name: .customLong("batches-count"),
        help: ArgumentHelp(
            "Random batches (each the updates of one performBatchUpdates call, drawn from --seed) instead of a "
                + "--batch-file (at most \(BatchPlan.maxRandom); the overview above gives the default).",
            valueName: "n"))
    var count: Int?

    /// The batch file, in either spelling.
    var path: String? { file ?? oldFile }

    /// The random batches asked for: `--batches-count`, or `standard` when it is not given.
    func count(default standard: Int) -> Int { count ?? standard }

    func validate() throws {
        try OldSpelling.check("--batches", given: oldFile != nil, new: "--batch-file", newGiven: file != nil)
        if path != nil, count != nil {
            throw ValidationError("give either --batch-file FILE or --batches-count N, not both")
        }
        if let count, count < 0 || count > BatchPlan.maxRandom {
            throw ValidationError(
                "--batches-count: \(count) is outside 0...\(BatchPlan.maxRandom); give fewer batches")
        }
    }
}
