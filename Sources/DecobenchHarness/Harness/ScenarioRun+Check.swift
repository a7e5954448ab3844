import DecorationBench
import DecorationStrategies

extension ScenarioRun {
    /// Batches of the seeded stream checked per subject before the batch-update scenario times
    /// the ones after them.
    package static let checkedBatches = 4
    /// Jumps checked after an operation that changes the layout (a prepare, a start, an update,
    /// a batch), besides the viewport the operation queries.
    package static let checkedJumps = 8

    /// Runs the scenario's own operations on `subject`, the layout the harness then times, and
    /// compares every answer with the brute-force oracle's: each query of the counting pass (the
    /// scroll sweep, the jumps, every pinned frame, the first burst of self-sizing frames from
    /// an unmeasured layout) and, after each operation that changes the layout (a prepare after
    /// a full invalidation, a cold start, an item update, the first ``checkedBatches`` batches
    /// of the seeded stream the scenario applies), the viewport it queries and
    /// ``checkedJumps`` jumps. A batch that leaves a decoration question unanswered fails too.
    ///
    /// Leaves the subject where the counting pass expects it: every subject takes the same
    /// steps, so they stay at the same update step and batch.
    ///
    /// - Returns: the first answer that was not the oracle's, or nil.
    package mutating func check(_ subject: any BenchSubject, with checker: ScenarioCheck) -> OracleCheck.Mismatch? {
        let layout = subject.layout
        let name = scenario.rawValue
        switch scenario {
        case .scroll, .jump:
            for (i, rect) in rects.enumerated() {
                TrapMarker.beat()
                if let wrong = checker.compare(layout, truth: layout.base, rect: rect, step: i, what: "\(name) \(i)") {
                    return wrong
                }
            }
            return nil
        case .pinnedScroll, .selfSizing:
            return checkFrames(subject, with: checker)
        case .prepare, .coldStart:
            _ = operation(subject, batch: 0)
            return checkAfterChange(layout, truth: layout.base, at: rects[0], step: 0, what: "\(name) 0", checker)
        case .update:
            // Both steps run whatever the first gave: the data set is back to its shape after them.
            var first: OracleCheck.Mismatch?
            for r in 0..<2 {
                _ = operation(subject, batch: 0, repeat: r)
                guard first == nil else { continue }
                let rect = updates.rect(step: updateStep + r, layout: layout.base)
                let what = "update \(updateStep + r) (\(r == 0 ? "items inserted" : "items deleted"))"
                first = checkAfterChange(layout, truth: layout.base, at: rect, step: r, what: what, checker)
            }
            updateStep += 2
            return first
        case .batchUpdate:
            return checkBatches(subject, with: checker)
        }
    }

    /// The frames of the counting pass, each answer compared for the bounds after the frame.
    private func checkFrames(_ subject: any BenchSubject, with checker: ScenarioCheck) -> OracleCheck.Mismatch? {
        let layout = subject.layout
        let measuring = scenario == .selfSizing
        if measuring { subject.resetMeasurements() }
        defer { if measuring { subject.resetMeasurements() } }
        let frames = measuring ? Array(rects.prefix(Workload.burst)) : rects
        for (i, rect) in frames.enumerated() {
            TrapMarker.beat()
            layout.moveBounds(to: rect)
            if measuring { layout.measureVisibleCells(in: layout.bounds) }
            let what = "\(scenario.rawValue) frame \(i)"
            if let wrong = checker.compare(layout, truth: layout.base, rect: layout.bounds, step: i, what: what) {
                return wrong
            }
        }
        return nil
    }

    /// The first batches of the seeded stream, each answer compared on a fresh layout of the
    /// data set after the batch. Every batch is run whatever an earlier one gave, so that every
    /// subject stands at the same step of the stream afterwards.
    private func checkBatches(_ subject: any BenchSubject, with checker: ScenarioCheck) -> OracleCheck.Mismatch? {
        var first: OracleCheck.Mismatch?
        for _ in 0..<Self.checkedBatches {
            TrapMarker.beat()
            let step = batches.nextStep(of: subject)
            batches.prefetch(through: step)
            let ran = batches.run(subject)
            guard first == nil else { continue }
            first = checkBatch(subject.layout, ran, step: step, with: checker)
        }
        return first
    }

    /// One batch's answers: no decoration question answered with nil, and the viewport and jumps
    /// on a fresh layout of the data set after it.
    private func checkBatch(
        _ layout: any AnyDecoratedLayout, _ ran: BatchAnswer, step: Int, with checker: ScenarioCheck
    ) -> OracleCheck.Mismatch? {
        let what = "batch \(step) (\(batches.summary(step: step)))"
        guard ran.unanswered == 0 else {
            return OracleCheck.Mismatch(
                strategy: layout.kind.rawValue, dataSet: checker.dataSet, step: what, rect: ran.viewport,
                difference: "\(ran.unanswered) decoration question(s) answered with nil during the update "
                    + "(final or initial attributes, or a lookup, of a decoration on screen)")
        }
        let truth = checker.truth(afterBatch: step, dataSet: layout.dataSet)
        return checkAfterChange(layout, truth: truth, at: ran.viewport, step: step, what: what, checker)
    }

    /// The viewport an operation queried and ``checkedJumps`` jumps, on `truth`.
    private func checkAfterChange(
        _ layout: any AnyDecoratedLayout, truth: FlowLayout, at viewport: Rect, step: Int, what: String,
        _ checker: ScenarioCheck
    ) -> OracleCheck.Mismatch? {
        let rects = [viewport] + Workload.jumps(truth, count: Self.checkedJumps, seed: seed &+ UInt64(step))
        for rect in rects {
            TrapMarker.beat()
            if let wrong = checker.compare(layout, truth: truth, rect: rect, step: step, what: what) { return wrong }
        }
        return nil
    }
}
