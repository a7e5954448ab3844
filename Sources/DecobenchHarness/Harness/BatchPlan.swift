import DecorationBench
import DecorationStrategies

/// The batches a command replays, each applied to the data set the one before it left: read
/// from a batch JSON file (a user replaying an app's updates), or drawn at random from a seed.
/// `decobench batches` and `decobench simulate` plan them here, so one file or one seed gives
/// both commands the same batches.
package enum BatchPlan {
    /// The most random batches one data set is given.
    package static let maxRandom = 100_000

    /// The batches of `file`, or `count` random ones drawn from `seed` when there is no file.
    ///
    /// - Precondition: `count` is within `0...maxRandom` (the commands check it with the command line).
    /// - Throws: ``CLIError`` naming the file and the update that does not apply to the data set,
    ///   or a file that cannot be read or is not UTF-8.
    /// - Complexity: O(batches × the cost of ``BatchUpdate/applied(to:)``).
    package static func applied(
        file: String?, count: Int, seed: UInt64, to dataSet: DataSet
    ) throws -> [BatchUpdate.Applied] {
        var current = dataSet
        guard let file else {
            precondition(
                (0...maxRandom).contains(count),
                "BatchPlan: \(count) random batches, outside 0...\(maxRandom); check the count where it is read "
                    + "(BatchSourceOption.check)")
            // Random batches are drawn one at a time, against the data set before each.
            var rng = SplitMix64(seed: seed ^ 0xBA7C)
            var drawn: [BatchUpdate.Applied] = []
            for _ in 0..<count {
                let batch = BatchUpdate.random(for: current, rng: &rng, name: "batch \(drawn.count)")
                let applied = try batch.applied(to: current)
                drawn.append(applied)
                current = applied.dataSet
            }
            return drawn
        }
        return try read(file).map { batch in
            do {
                let applied = try batch.applied(to: current)
                current = applied.dataSet
                return applied
            } catch { throw CLIError("batches '\(file)': \(error)") }
        }
    }

    /// The batches of a batch JSON file, not yet applied.
    private static func read(_ file: String) throws -> [BatchUpdate] {
        try DataSetFile.check(file, as: .batches)
        let bytes = try DataSetFile.read(file, as: .batches)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError("batches '\(file)': not UTF-8 text; save it as UTF-8")
        }
        do { return try BatchUpdate.batches(json: text) } catch let error as DataSetError {
            throw CLIError("batches '\(file)': \(error)")
        }
    }
}
