import DecorationBench
import DecorationStrategies

/// The batch-update scenario's batches: one seeded sequence of random batches
/// (``BatchUpdate/random(for:rng:name:)``) that every subject goes through in the same order,
/// each applied to the data set the one before it left (so every subject's data set stays the
/// same as the others' at the same step).
///
/// Batches are drawn and applied before the timer starts (``prefetch(through:)``): what a
/// sample times is the layout's work, not the data source's edit. A reference type, so the
/// scenario's non-mutating operation can advance each subject's step.
package final class BatchSequence {
    private var rng: SplitMix64
    /// Applied batches by step, from `first` on; older ones are dropped once every subject is past them.
    private var applied: [BatchUpdate.Applied] = []
    private var first = 0
    private var last: DataSet
    /// The data set before the first batch.
    package let original: DataSet
    /// Each subject's next step.
    private var steps: [ObjectIdentifier: Int] = [:]
    /// Each subject's decorations on screen after its last batch: the views UIKit asks final
    /// attributes for in the next.
    private var onScreen: [ObjectIdentifier: [ElementKey]] = [:]

    package init(dataSet: DataSet, seed: UInt64) {
        rng = SplitMix64(seed: seed ^ 0xBA7C_4E5)
        last = dataSet
        original = dataSet
    }

    /// Draws and applies batches up to `step`.
    ///
    /// - Complexity: O(sections) per batch drawn (the data set's copy on write).
    package func prefetch(through step: Int) {
        while first + applied.count <= step {
            let batch = BatchUpdate.random(for: last, rng: &rng, name: "batch \(first + applied.count)")
            // A random batch always applies to the data set it was drawn for.
            guard let next = try? batch.applied(to: last) else { preconditionFailure("a random batch did not apply") }
            applied.append(next)
            last = next.dataSet
        }
    }

    /// The step `subject` takes next.
    package func nextStep(of subject: AnyObject) -> Int { steps[ObjectIdentifier(subject), default: 0] }

    /// Runs `subject`'s next batch (already prefetched) through the whole update sequence and a
    /// query of the viewport at the first section it touched.
    package func run(_ subject: any BenchSubject) -> BatchAnswer {
        let id = ObjectIdentifier(subject)
        let step = steps[id, default: 0]
        precondition(step >= first && step < first + applied.count, "BatchSequence: prefetch step \(step) first")
        let result = subject.batchUpdate(applied[step - first], onScreen: onScreen[id, default: []])
        steps[id] = step + 1
        onScreen[id] = result.onScreen
        return result
    }

    /// What batch `step` (prefetched, not yet forgotten) does, for messages: "delete section 4, …".
    package func summary(step: Int) -> String {
        guard step >= first, step < first + applied.count else { return "" }
        return applied[step - first].items.map(\.summary).joined(separator: ", ")
    }

    /// Drops batches every subject has run.
    package func forget(below step: Int) {
        let drop = min(max(0, step - first), applied.count)
        applied.removeFirst(drop)
        first += drop
    }

    /// The lowest next step of any subject.
    package var slowestStep: Int { steps.values.min() ?? 0 }
}
