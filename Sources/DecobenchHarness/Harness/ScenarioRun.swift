import CAllocCounter
import DecorationBench
import DecorationStrategies

/// One scenario over the subjects of one data set: what one operation is, the warm-up and
/// counting pass, and the timed rounds. The harness decides how many rounds.
///
/// A round times every subject once, in an order shuffled from round to round (``RoundOrder``).
/// A query sample is one batch of queries on the monotonic clock; a prepare, cold-start or
/// update sample is the fastest of ``repeatsPerSample`` back-to-back operations in the thread's
/// CPU time (a preemption does not advance it, and lands on all of them rarely). A scroll
/// sample is the second of two passes over its burst (``replaysBurst``).
package struct ScenarioRun {
    package let scenario: Scenario
    /// The query rects of the warm-up, and but for jumps of the counting pass: the scroll sweep,
    /// the jump targets, or the top viewport.
    package let rects: [Rect]
    /// The timed batches' rects: the scroll sweep's bursts in turn; for jumps, fresh random
    /// items after the warm-up's (set by ``prepareTimedRounds(_:)``), so that a jump stays
    /// as cold as a real one however many rounds the budget buys.
    package private(set) var timed: [Rect]
    /// The counting pass's jumps (empty for other scenarios): as many as the warm-up's, from a
    /// stream seeded apart, so that they go to items the warm-up did not reach.
    let countedJumps: [Rect]
    /// The update scenario's edits.
    package let updates: UpdatePlan
    /// The next update step; even steps insert items, odd steps delete them again. Every pass
    /// over the subjects (the check, the count, the rounds) moves it by an even number of steps.
    package var updateStep = 0
    /// The batch-update scenario's batches.
    package let batches: BatchSequence
    /// Each subject's ``TrapMarker``, set before its work in a round (outside the timed region).
    package var markers: [[CChar]] = []
    private let reference: FlowLayout
    package let seed: UInt64

    /// Operations per sample in the scenarios that are not queries (prepare, cold-start,
    /// update): the sample is the fastest of them.
    package static let repeatsPerSample = 3
    /// Jumps in the warm-up and counting passes; the timed batches jump to items after these.
    package static let jumpPass = 512
    /// Most warm-up rounds before timing, whatever the steady-state test says.
    package static let maxWarmUpRounds = 20

    package init(_ scenario: Scenario, reference: FlowLayout, dataSet: DataSet, seed: UInt64) {
        self.scenario = scenario
        switch scenario {
        case .scroll, .pinnedScroll, .selfSizing: rects = Workload.scroll(reference)
        case .jump: rects = Workload.jumps(reference, count: Self.jumpPass, seed: seed)
        default: rects = [Workload.viewport(reference, at: 0)]
        }
        timed = rects
        countedJumps = scenario == .jump ? Workload.jumps(reference, count: Self.jumpPass, seed: seed &+ 1) : []
        updates = UpdatePlan(dataSet: dataSet, seed: seed)
        batches = BatchSequence(dataSet: dataSet, seed: seed)
        (self.reference, self.seed) = (reference, seed)
    }

    /// Whether a sample runs its burst once untimed before timing it: for scroll. What the
    /// subjects before it in the round left in the caches would otherwise set how cold the
    /// burst's data is, so a strategy's figure would depend on which others share the run:
    /// on `feed` at 1M items `none` took 164 ns per query beside `augmented-list` alone and 241
    /// with `linear` (whose scan sweeps the caches) in the rotation. Warm, it took 163 in both.
    /// A jump stays cold by design, and its batches change every round.
    package var replaysBurst: Bool { scenario == .scroll || scenario == .pinnedScroll }

    /// Operations per sample: 1 for queries (a sample is one batch), ``repeatsPerSample`` otherwise.
    package var repeats: Int { scenario.isQuery ? 1 : Self.repeatsPerSample }

    /// The timed rects of batch `batch`.
    private func batchRange(_ batch: Int) -> Range<Int> {
        let start =
            scenario == .jump
            ? Self.jumpPass + batch * Workload.burst
            : (batch * Workload.burst) % max(1, timed.count)
        return start..<min(timed.count, start + Workload.burst)
    }

    /// One operation (a batch of queries, or one prepare, start or update) for a subject;
    /// returns the elements answered. `repeat` is the operation's place among a sample's
    /// back-to-back repeats (an update's step moves with it).
    package func operation(_ subject: any BenchSubject, batch: Int, repeat: Int = 0) -> Int {
        switch scenario {
        case .scroll, .jump:
            return subject.query(timed[batchRange(batch)]).elements
        case .pinnedScroll:
            return subject.scrollFrames(timed[batchRange(batch)]).elements
        case .selfSizing:
            return subject.selfSizingFrames(timed[batchRange(batch)]).elements
        case .prepare:
            subject.prepareOnce()
            return 0
        case .coldStart:
            return subject.coldStart(rects[0])
        case .update:
            return subject.update(updates, step: updateStep + `repeat`)
        case .batchUpdate:
            return batches.run(subject).elements
        }
    }

    /// The operations one sample of batch `batch` times: queries in the batch, or 1.
    package func operationsPerSample(batch: Int) -> Int {
        scenario.isQuery ? batchRange(batch).count : 1
    }

    /// Warms the subject up and takes its deterministic counters (elements, decorations,
    /// decorations examined, allocations) in a second pass with the allocation counter on.
    /// Returns them with the estimated nanoseconds of one operation (a batch, or one prepare).
    package mutating func count(_ subject: any BenchSubject) -> (counters: ResultRow.Counters, cost: Double) {
        var counters = ResultRow.Counters()
        let t0 = monotonicNanoseconds()
        if scenario.isQuery {
            let scenario = scenario
            let (rects, frames) = (
                scenario == .selfSizing ? Array(rects.prefix(Workload.burst)) : rects, scenario == .pinnedScroll
            )
            // A timed jump lands on items no query reached before (``samples(_:rounds:warmUp:)``):
            // the counted jumps go elsewhere than the warm-up's, so that their counters (calls to
            // super, allocations, decorations examined) are a cold jump's, not a repeat's.
            let counted = scenario == .jump ? countedJumps : rects
            let pass = { Self.countingPass(subject, $0, scenario: scenario, frames: frames) }
            // Each self-sizing pass (one burst: its frames cost a prepare each) starts from no
            // cell measured; the reset's own rebuild is not the frames' work.
            let reset = { if scenario == .selfSizing { subject.resetMeasurements() } }
            reset()
            _ = pass(rects)  // warm-up: caches, lazily made attributes
            reset()
            let examinedBefore = subject.examined, recomputedBefore = subject.recomputed
            let callsBefore = subject.calls
            alloc_counter_start()
            let r = pass(counted)
            alloc_counter_stop()
            let n = Double(counted.count)
            counters.setCalls(subject.calls - callsBefore, over: n)
            counters.recomputed = Double(subject.recomputed - recomputedBefore) / n
            counters.allocations = Double(alloc_counter_count()) / n
            counters.elements = Double(r.elements) / n
            counters.decorations = Double(r.decorations) / n
            counters.examined = Double(subject.examined - examinedBefore) / n
            let perQuery = Double(monotonicNanoseconds() - t0) / 2 / Double(max(1, rects.count))
            return (counters, perQuery * Double(Workload.burst))
        }
        if scenario == .batchUpdate { batches.prefetch(through: batches.nextStep(of: subject) + 1) }
        blackHole(operation(subject, batch: 0))  // warm-up
        updateStep += scenario == .update ? 1 : 0
        let recomputedBefore = subject.recomputed, callsBefore = subject.calls
        alloc_counter_start()
        let answered = operation(subject, batch: 0)
        alloc_counter_stop()
        counters.setCalls(subject.calls - callsBefore, over: 1)
        counters.recomputed = Double(subject.recomputed - recomputedBefore)
        updateStep += scenario == .update ? 1 : 0
        counters.allocations = Double(alloc_counter_count())
        counters.elements = Double(answered)
        return (counters, Double(monotonicNanoseconds() - t0) / 2)
    }
}

extension ScenarioRun {
    /// One pass of the counting pass's queries or frames, a burst at a time, each burst a sign of
    /// progress to the watchdog: a pass over a slow strategy's frames at 1M items outlasts any
    /// limit that would still catch a hang. Returns the elements and decorations answered.
    fileprivate static func countingPass(
        _ subject: any BenchSubject, _ rects: [Rect], scenario: Scenario, frames: Bool
    ) -> (elements: Int, decorations: Int) {
        var total = (elements: 0, decorations: 0)
        for start in stride(from: 0, to: rects.count, by: Workload.burst) {
            let burst = rects[start..<min(start + Workload.burst, rects.count)]
            let r: (elements: Int, decorations: Int)
            switch scenario {
            case .selfSizing: r = subject.selfSizingFrames(burst)
            default: r = frames ? subject.scrollFrames(burst) : subject.query(burst)
            }
            total = (total.elements &+ r.elements, total.decorations &+ r.decorations)
            TrapMarker.beat()
        }
        return total
    }

    /// The timed samples of every subject: warm-up rounds (run by `warmUp`, which calls the
    /// round it is given until a steady state) then `rounds` recorded rounds, each in a fresh
    /// shuffled order; nanoseconds per operation, `samples[i][r]` being subject i's sample of
    /// round r (so samples of one round pair up). Leaves the subjects' data sets as they were.
    package mutating func samples(
        _ subjects: [any BenchSubject], rounds: Int,
        warmUp: ((Int) -> UInt64) -> Void
    ) -> [[Double]] {
        if scenario == .jump {
            let count = Self.jumpPass + (Self.maxWarmUpRounds + rounds) * Workload.burst
            timed = Workload.jumps(reference, count: count, seed: seed)
        }
        var order = RoundOrder(count: subjects.count, seed: seed)
        var samples = Array(repeating: [Double](), count: subjects.count)
        var sink = 0
        warmUp { index in round(subjects, index, order: &order, sink: &sink, samples: &samples, record: false) }
        for index in 0..<rounds {
            let batch = Self.maxWarmUpRounds + index
            _ = round(subjects, batch, order: &order, sink: &sink, samples: &samples, record: true)
        }
        // An odd number of update steps leaves the inserted items in place: undo them.
        if scenario == .update, updateStep % 2 == 1 {
            for subject in subjects { blackHole(subject.update(updates, step: updateStep)) }
        }
        // Batches change the data set: back to the one the other scenarios measure.
        if scenario == .batchUpdate {
            for subject in subjects {
                subject.layout.dataSet = batches.original
                subject.layout.prepare()
            }
        }
        // Back to the top, where the other scenarios' layouts sit.
        if scenario == .pinnedScroll || scenario == .selfSizing {
            for subject in subjects { blackHole(subject.scrollFrames([rects[0]]).elements) }
        }
        if scenario == .selfSizing { subjects.forEach { $0.resetMeasurements() } }
        blackHole(sink)
        return samples
    }

    /// One round: every subject's sample of batch `index`, in the next shuffled order, appended
    /// to `samples` when `record` is set. Returns the round's wall-clock nanoseconds.
    private mutating func round(
        _ subjects: [any BenchSubject], _ index: Int, order: inout RoundOrder,
        sink: inout Int, samples: inout [[Double]], record: Bool
    ) -> UInt64 {
        let started = monotonicNanoseconds()
        // Prepares, starts and updates take milliseconds: timed in the thread's CPU time, which a
        // preemption does not advance; query batches (tens of µs) on the monotonic clock.
        let clock = scenario.isQuery ? monotonicNanoseconds : threadCPUNanoseconds
        if scenario == .batchUpdate {
            batches.forget(below: batches.slowestStep)
            let furthest = subjects.map { batches.nextStep(of: $0) }.max() ?? 0
            batches.prefetch(through: furthest + repeats - 1)
        }
        for i in order.next() {
            if i < markers.count { TrapMarker.set(markers[i]) }
            if replaysBurst { sink &+= operation(subjects[i], batch: index) }
            // A self-sizing sample starts with no cell measured (untimed).
            if scenario == .selfSizing { subjects[i].resetMeasurements() }
            var fastest = UInt64.max
            for r in 0..<repeats {
                let t0 = clock()
                sink &+= operation(subjects[i], batch: index, repeat: r)
                fastest = min(fastest, clock() - t0)
            }
            if record { samples[i].append(Double(fastest) / Double(operationsPerSample(batch: index))) }
        }
        if scenario == .update { updateStep += repeats }
        return monotonicNanoseconds() - started
    }
}
