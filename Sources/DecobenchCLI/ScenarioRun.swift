import CAllocCounter
import DecorationBench

/// One scenario over the subjects of one data set: what one operation is, the warm-up and
/// counting pass, and the timed samples taken round-robin. The harness decides how many rounds.
struct ScenarioRun {
    let scenario: Scenario
    /// The query rects: the scroll sweep, the jump targets, or the top viewport.
    let rects: [Rect]
    /// The update scenario's edits.
    let updates: UpdatePlan
    /// The next update step; even steps insert items, odd steps delete them again.
    private(set) var updateStep = 0

    init(_ scenario: Scenario, reference: FlowLayout, dataSet: DataSet, seed: UInt64) {
        self.scenario = scenario
        switch scenario {
        case .scroll: rects = Workload.scroll(reference)
        case .jump: rects = Workload.jumps(reference, count: 512, seed: seed)
        default: rects = [Workload.viewport(reference, at: 0)]
        }
        updates = UpdatePlan(dataSet: dataSet, seed: seed)
    }

    /// One operation (a batch of queries, or one prepare, start or update) for a subject;
    /// returns the elements answered.
    func operation(_ subject: any BenchSubject, batch: Int) -> Int {
        switch scenario {
        case .scroll, .jump:
            let start = (batch * Workload.burst) % max(1, rects.count)
            return subject.query(rects[start..<min(rects.count, start + Workload.burst)]).elements
        case .prepare:
            subject.prepareOnce()
            return 0
        case .coldStart:
            return subject.coldStart(rects[0])
        case .update:
            return subject.update(updates, step: updateStep)
        }
    }

    /// The operations one sample of batch `batch` times: queries in the batch, or 1.
    func operationsPerSample(batch: Int) -> Int {
        guard scenario.isQuery else { return 1 }
        let start = (batch * Workload.burst) % max(1, rects.count)
        return min(rects.count, start + Workload.burst) - start
    }

    /// Warms the subject up and takes its deterministic counters (elements, decorations,
    /// decorations examined, allocations) in a second pass with the allocation counter on.
    /// Returns them with the estimated nanoseconds of one timed sample.
    mutating func count(_ subject: any BenchSubject) -> (counters: ResultRow.Counters, cost: Double) {
        var counters = ResultRow.Counters()
        let t0 = monotonicNanoseconds()
        if scenario.isQuery {
            _ = subject.query(rects[...])            // warm-up: caches, lazily made attributes
            let examinedBefore = subject.examined
            alloc_counter_start()
            let r = subject.query(rects[...])
            alloc_counter_stop()
            let n = Double(rects.count)
            counters.allocations = Double(alloc_counter_count()) / n
            counters.elements = Double(r.elements) / n
            counters.decorations = Double(r.decorations) / n
            counters.examined = Double(subject.examined - examinedBefore) / n
            let perQuery = Double(monotonicNanoseconds() - t0) / 2 / Double(max(1, rects.count))
            return (counters, perQuery * Double(Workload.burst))
        }
        blackHole(operation(subject, batch: 0))  // warm-up
        updateStep += scenario == .update ? 1 : 0
        alloc_counter_start()
        let answered = operation(subject, batch: 0)
        alloc_counter_stop()
        updateStep += scenario == .update ? 1 : 0
        counters.allocations = Double(alloc_counter_count())
        counters.elements = Double(answered)
        return (counters, Double(monotonicNanoseconds() - t0) / 2)
    }

    /// `rounds` timed samples per subject, interleaved (A B C A B C …) so that drift in the
    /// machine's speed hits every subject alike; nanoseconds per operation. Leaves the subjects'
    /// data sets as they were.
    mutating func samples(_ subjects: [any BenchSubject], rounds: Int) -> [[Double]] {
        var samples = Array(repeating: [Double](), count: subjects.count)
        var sink = 0
        for round in 0..<rounds {
            for (i, subject) in subjects.enumerated() {
                let t0 = monotonicNanoseconds()
                sink &+= operation(subject, batch: round)
                let t1 = monotonicNanoseconds()
                samples[i].append(Double(t1 - t0) / Double(operationsPerSample(batch: round)))
            }
            if scenario == .update { updateStep += 1 }
        }
        // An odd number of update steps leaves the inserted items in place: undo them.
        if scenario == .update, updateStep % 2 == 1 {
            for subject in subjects { blackHole(subject.update(updates, step: updateStep)) }
        }
        blackHole(sink)
        return samples
    }
}
