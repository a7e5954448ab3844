import CAllocCounter
import DecorationBench

/// Times every strategy over every data set and scenario of a plan and returns CSV rows.
///
/// Method: all strategies' layouts are built and prepared side by side; each scenario is warmed
/// up once per strategy; deterministic counters (elements, decorations, decorations examined,
/// allocations) are taken in a separate pass with the allocation counter on; then warm-up rounds
/// run until a round costs no less than the best before it (a steady state), and timed samples
/// are taken in rounds, one sample of every strategy per round, in an order shuffled from round
/// to round (seeded) so that neither drift in the machine's speed nor the order (a cache warmed
/// or trashed by the one before) favours any strategy, until the time budget is spent (and at
/// least `minSamples` rounds). A strategy's ratio to `none` is the median over the rounds of its
/// sample over `none`'s sample of the same round, with a distribution-free 95% interval.
struct Harness {
    let plan: SweepPlan
    let allocator: AllocatorChoice
    let provenance: Provenance
    let observer: HarnessObserver

    func run() throws -> [ResultRow] {
        var all: [ResultRow] = []
        let runStarted = monotonicNanoseconds()
        for (n, entry) in plan.entries.enumerated() {
            let started = monotonicNanoseconds()
            let left = plan.secondsLeft(done: n, elapsed: Double(started - runStarted) / 1e9)
                .map { ", about \(formatDuration($0)) left" } ?? ""
            observer.progress("[\(n + 1)/\(plan.entries.count)] \(entry.name) \(formatCount(entry.items)) items: generating\(left)")
            let loadBefore = MachineState.load()
            let dataSet = try entry.make()
            var rows = try measure(entry, dataSet)
            flag(&rows, entry: entry, loads: [loadBefore, MachineState.load()])
            all += rows
            observer.finished(entry: entry, dataSet: dataSet, rows: rows)
            observer.progress("[\(n + 1)/\(plan.entries.count)] \(entry.name) done in \(seconds(since: started)) s")
        }
        return all
    }

    private func seconds(since start: UInt64) -> String {
        plainDecimal(Double(monotonicNanoseconds() - start) / 1e9, places: 1)
    }

    private func measure(_ entry: SweepPlan.Entry, _ dataSet: DataSet) throws -> [ResultRow] {
        // Build each strategy's layout, measuring what it retains.
        var subjects: [any BenchSubject] = []
        var retained: [StrategyKind: Int] = [:]
        for kind in plan.strategies {
            let before = alloc_counter_heap_in_use()
            let subject = kind.visit(SubjectMaker(dataSet: dataSet, frameRule: plan.frameRule))
            let after = alloc_counter_heap_in_use()
            retained[kind] = before >= 0 && after >= 0 ? Int(after - before) : -1
            subjects.append(subject)
        }
        if dataSet.itemCount <= plan.verifyUpTo {
            observer.progress("  checking \(subjects.count) strategies against the brute-force oracle")
            try verify(subjects, dataSet)
        }
        var rows: [ResultRow] = []
        let simulation = plan.scenarios.contains(.scroll) ? Simulation(reference: subjects[0].layout.base, rule: plan.frameRule) : nil
        for scenario in plan.scenarios {
            observer.progress("  \(entry.name) \(formatCount(entry.items)): \(scenario.rawValue)")
            let measured = try measure(scenario, subjects, dataSet)
            var scenarioRows: [ResultRow] = []
            for (subject, m) in zip(subjects, measured) {
                var r = row(entry, dataSet, subject.kind, scenario, m, retained[subject.kind] ?? -1)
                if scenario == .scroll { r.simulation = simulation?.run(subject.layout) }
                scenarioRows.append(r)
            }
            addRatios(&scenarioRows, samples: measured.map(\.samples))
            rows += scenarioRows
        }
        return rows
    }

    /// What one strategy measured in one scenario.
    struct Measured {
        var samples: [Double] = []
        var counters = ResultRow.Counters()
    }

    private func measure(_ scenario: Scenario, _ subjects: [any BenchSubject], _ dataSet: DataSet) throws -> [Measured] {
        let reference = subjects[0].layout.base
        let rects: [Rect]
        switch scenario {
        case .scroll: rects = Workload.scroll(reference)
        case .jump: rects = Workload.jumps(reference, count: Self.jumpPass, seed: plan.seed)
        default: rects = [Workload.viewport(reference, at: 0)]
        }
        // The timed batches: the scroll sweep's bursts in turn; for jumps, fresh random items
        // every batch (set below, once the rounds are known), so that a jump stays as cold as a
        // real one however many rounds the budget buys.
        var timed = rects
        func batchRange(_ batch: Int) -> Range<Int> {
            let start = scenario == .jump ? Self.jumpPass + batch * Workload.burst : (batch * Workload.burst) % max(1, timed.count)
            return start..<min(timed.count, start + Workload.burst)
        }
        let plan = UpdatePlan(dataSet: dataSet, seed: self.plan.seed)
        var updateStep = 0
        // One operation (a batch of queries, or one prepare/start/update) for a subject.
        func operation(_ subject: any BenchSubject, batch: Int, repeat: Int = 0) -> Int {
            switch scenario {
            case .scroll, .jump:
                return subject.query(timed[batchRange(batch)]).elements
            case .prepare:
                subject.prepareOnce()
                return 0
            case .coldStart:
                return subject.coldStart(rects[0])
            case .update:
                return subject.update(plan, step: updateStep + `repeat`)
            }
        }
        func operationsPerSample(batch: Int) -> Int {
            scenario.isQuery ? batchRange(batch).count : 1
        }

        // Warm-up and deterministic counters: one full pass per subject.
        var results: [Measured] = []
        var costs: [Double] = []
        for subject in subjects {
            var m = Measured()
            let t0 = monotonicNanoseconds()
            if scenario.isQuery {
                _ = subject.query(rects[...])            // warm-up: caches, lazily made attributes
                let examinedMid = subject.examined
                alloc_counter_start()
                let r = subject.query(rects[...])
                alloc_counter_stop()
                m.counters.allocations = Double(alloc_counter_count()) / Double(rects.count)
                m.counters.elements = Double(r.elements) / Double(rects.count)
                m.counters.decorations = Double(r.decorations) / Double(rects.count)
                m.counters.examined = Double(subject.examined - examinedMid) / Double(rects.count)
                costs.append(Double(monotonicNanoseconds() - t0) / 2 / Double(max(1, rects.count)) * Double(Workload.burst))
            } else {
                blackHole(operation(subject, batch: 0))  // warm-up
                updateStep += scenario == .update ? 1 : 0
                alloc_counter_start()
                let answered = operation(subject, batch: 0)
                alloc_counter_stop()
                updateStep += scenario == .update ? 1 : 0
                m.counters.allocations = Double(alloc_counter_count())
                m.counters.elements = Double(answered)
                costs.append(Double(monotonicNanoseconds() - t0) / 2)
            }
            results.append(m)
        }

        // Warm-up rounds until a steady state, then the timed rounds, each in a shuffled order.
        var order = RoundOrder(count: subjects.count, seed: self.plan.seed)
        var sink = 0
        // A sample is the fastest of `repeats` back-to-back operations: a preemption (a few ms
        // on a busy machine) lands on a millisecond prepare often, on all of them rarely.
        // Those operations take milliseconds and are timed in the thread's CPU time, which a
        // preemption does not advance; query batches (tens of µs) on the monotonic clock.
        let repeats = scenario.isQuery ? 1 : Self.repeatsPerSample
        let clock = scenario.isQuery ? monotonicNanoseconds : threadCPUNanoseconds
        func round(_ index: Int, record: Bool) -> UInt64 {
            let started = monotonicNanoseconds()
            for i in order.next() {
                var fastest = UInt64.max
                for r in 0..<repeats {
                    let t0 = clock()
                    sink &+= operation(subjects[i], batch: index, repeat: r)
                    fastest = min(fastest, clock() - t0)
                }
                if record { results[i].samples.append(Double(fastest) / Double(operationsPerSample(batch: index))) }
            }
            if scenario == .update { updateStep += repeats }
            return monotonicNanoseconds() - started
        }
        let roundCost = max(1, costs.reduce(0, +)) * Double(repeats)
        let rounds = self.plan.rounds(roundCost: roundCost)
        if scenario == .jump {
            timed = Workload.jumps(reference, count: Self.jumpPass + (Self.maxWarmUpRounds + rounds) * Workload.burst, seed: self.plan.seed)
        }
        warmUp(roundCost: roundCost) { round($0, record: false) }
        for index in 0..<rounds { _ = round(Self.maxWarmUpRounds + index, record: true) }
        // An odd number of update steps leaves the inserted items in place: undo them.
        if scenario == .update, updateStep % 2 == 1 {
            for subject in subjects { blackHole(subject.update(plan, step: updateStep)) }
        }
        blackHole(sink)
        return results
    }

    /// Checks each strategy's answers on a sample of rects against the brute-force oracle.
    private func verify(_ subjects: [any BenchSubject], _ dataSet: DataSet) throws {
        for subject in subjects {
            let layout = subject.layout
            var rects = Array(Workload.scroll(layout.base, limit: 64))
            rects += Workload.jumps(layout.base, count: 16, seed: plan.seed)
            for rect in rects {
                let got = Set(BruteForceOracle.expected(from: layout.layoutAttributesForElements(in: rect)))
                let expected = Set(BruteForceOracle.answer(of: layout.base, strategy: subject.kind, rule: plan.frameRule, in: rect))
                if got != expected {
                    throw CLIError("strategy \(subject.kind.rawValue) answered \(got.count) elements for rect \(rect), the oracle \(expected.count): refusing to time a wrong answer")
                }
            }
        }
    }

    private func row(_ entry: SweepPlan.Entry, _ ds: DataSet, _ kind: StrategyKind, _ scenario: Scenario,
                     _ m: Measured, _ retained: Int) -> ResultRow {
        ResultRow(preset: entry.name, seed: plan.seed, scrollDirection: ds.scrollDirection, sections: ds.sections.count,
                  items: ds.itemCount, strategy: kind, scenario: scenario, allocator: allocator, frameRule: plan.frameRule,
                  timing: Statistics(m.samples), counters: m.counters, retainedBytes: retained, provenance: provenance)
    }

}
