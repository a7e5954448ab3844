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

    /// The spelling the batch file was given in, for messages; `nil` when none was.
    var fileOption: String? { file != nil ? "--batch-file" : oldFile != nil ? "--batches" : nil }

    /// The random batches asked for: `--batches-count`, or `standard` when it is not given.
    func count(default standard: Int) -> Int { count ?? standard }

    func validate() throws {
        try OldSpelling.check("--batches", given: oldFile != nil, new: "--batch-file", newGiven: file != nil)
        if let count { try Self.check(count: count, named: "--batches-count", besideFile: fileOption) }
    }

    /// Refuses a count given beside a file (given as `fileOption`), or outside
    /// `0...BatchPlan.maxRandom`; `option` names the count's spelling, for `batches`' old `--count` too.
    static func check(count: Int, named option: String, besideFile fileOption: String?) throws {
        if let fileOption { throw ValidationError("give either \(fileOption) FILE or \(option) N, not both") }
        guard count >= 0, count <= BatchPlan.maxRandom else {
            throw ValidationError(
                "\(option): \(count) is outside 0...\(BatchPlan.maxRandom); give a count in that range")
        }
    }
}
