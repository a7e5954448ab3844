import CAllocCounter
import DecorationBench

/// Times every strategy over every data set and scenario of a plan and returns CSV rows.
///
/// Method: all strategies' layouts are built and prepared side by side; each scenario is warmed
/// up once per strategy; deterministic counters (elements, decorations, decorations examined,
/// allocations) are taken in a separate pass with the allocation counter on; then timed samples
/// are taken round-robin (A B C A B C …) so that drift in the machine's speed hits every
/// strategy alike, until the time budget is spent (and at least `minSamples` each).
struct Harness {
    let plan: SweepPlan
    let allocator: AllocatorChoice
    let provenance: Provenance
    let observer: HarnessObserver

    func run() throws -> [ResultRow] {
        var all: [ResultRow] = []
        for (n, entry) in plan.entries.enumerated() {
            let started = monotonicNanoseconds()
            observer.progress("[\(n + 1)/\(plan.entries.count)] \(entry.name) \(formatCount(entry.items)) items: generating")
            let dataSet = try entry.make()
            let rows = try measure(entry, dataSet)
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
            let measured = measure(scenario, subjects, dataSet)
            for (subject, m) in zip(subjects, measured) {
                var r = row(entry, dataSet, subject.kind, scenario, m, retained[subject.kind] ?? -1)
                if scenario == .scroll { r.simulation = simulation?.run(subject.layout) }
                rows.append(r)
            }
        }
        addRatios(&rows)
        return rows
    }

    /// What one strategy measured in one scenario.
    struct Measured {
        var samples: [Double] = []
        var counters = ResultRow.Counters()
    }

    /// Warms up and counts each subject, then takes the timed samples: as many rounds as the
    /// time budget allows, at least `minSamples`, at most 2,000.
    private func measure(_ scenario: Scenario, _ subjects: [any BenchSubject], _ dataSet: DataSet) -> [Measured] {
        var run = ScenarioRun(scenario, reference: subjects[0].layout.base, dataSet: dataSet, seed: plan.seed)
        var counted: [(counters: ResultRow.Counters, cost: Double)] = []
        for subject in subjects { counted.append(run.count(subject)) }
        let roundCost = max(1, counted.map(\.cost).reduce(0, +))
        let rounds = max(plan.minSamples, min(2_000, Int(plan.budget * 1e9 / roundCost)))
        let samples = run.samples(subjects, rounds: rounds)
        return zip(counted, samples).map { Measured(samples: $1, counters: $0.counters) }
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

    /// Each row's median over the same data set and scenario's `none` and `linear` medians.
    private func addRatios(_ rows: inout [ResultRow]) {
        for i in rows.indices {
            let peers = rows.filter { $0.scenario == rows[i].scenario }
            if let none = peers.first(where: { $0.strategy == StrategyKind.none }), none.timing.median > 0 {
                rows[i].ratioToNone = rows[i].timing.median / none.timing.median
            }
            if let linear = peers.first(where: { $0.strategy == .linear }), linear.timing.median > 0 {
                rows[i].ratioToLinear = rows[i].timing.median / linear.timing.median
            }
        }
    }
}
