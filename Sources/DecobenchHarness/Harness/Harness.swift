import CAllocCounter
import DecorationBench
import DecorationStrategies

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
package struct Harness {
    package let plan: SweepPlan
    package let allocator: AllocatorChoice
    package let provenance: Provenance
    package let observer: HarnessObserver

    /// Where this process's data sets stand in the whole sweep, for progress lines; nil for a
    /// sweep of this plan alone.
    package var position: SweepPosition?

    package init(
        plan: SweepPlan, allocator: AllocatorChoice, provenance: Provenance, observer: HarnessObserver,
        position: SweepPosition? = nil
    ) {
        (self.plan, self.allocator, self.provenance, self.observer) = (plan, allocator, provenance, observer)
        self.position = position
    }

    package func run() throws -> [ResultRow] {
        var all: [ResultRow] = []
        let position = self.position ?? .whole(plan)
        let runStarted = monotonicNanoseconds()
        for (n, entry) in plan.entries.enumerated() {
            let started = monotonicNanoseconds()
            let step = position.progress.step(process: position.process, entry: position.firstEntry + n)
            // Every line starts with the step's place in the whole sweep and the time left.
            let say = { (message: String) in
                let now = monotonicNanoseconds()
                let elapsed = position.elapsedBefore + Double(now - runStarted) / 1e9
                let label = position.progress.label(step: step, elapsed: elapsed, inStep: Double(now - started) / 1e9)
                observer.progress("\(label) \(message)")
            }
            say("\(position.describe(entry)): generating")
            let loadBefore = MachineState.load()
            let dataSet = try entry.make()
            var rows = try measure(entry, dataSet, say: say)
            flag(&rows, entry: entry, loads: [loadBefore, MachineState.load()])
            all += rows
            observer.finished(entry: entry, dataSet: dataSet, rows: rows)
            say("\(entry.label) done in \(seconds(since: started)) s")
        }
        return all
    }

    private func seconds(since start: UInt64) -> String {
        plainDecimal(Double(monotonicNanoseconds() - start) / 1e9, places: 1)
    }

    private func measure(_ entry: SweepPlan.Entry, _ dataSet: DataSet, say: (String) -> Void) throws -> [ResultRow] {
        // Build each strategy's layout, measuring what it retains.
        var subjects: [any BenchSubject] = []
        var retained: [StrategyKind: Int] = [:]
        let place = entry.label
        for kind in plan.strategies {
            TrapMarker.set(TrapMarker.marker(kind, "preparing \(kind.rawValue) on \(place)"))
            let before = alloc_counter_heap_in_use()
            let subject = kind.visit(SubjectMaker(dataSet: dataSet, frameRule: plan.frameRule))
            let after = alloc_counter_heap_in_use()
            retained[kind] = before >= 0 && after >= 0 ? Int(after - before) : -1
            subjects.append(subject)
        }
        // Answers are deterministic: the first process of a sweep checks them for all.
        let checking = dataSet.itemCount <= plan.verifyUpTo && (position?.process ?? 1) == 1
        var verified: [StrategyKind: Verification] = [:]
        if checking {
            say("checking \(subjects.count) strategies against the brute-force oracle")
            verified = verify(subjects, dataSet, name: place)
        }
        var rows: [ResultRow] = []
        let simulation =
            plan.scenarios.contains(.scroll)
            ? Simulation(reference: subjects[0].layout.base, rule: plan.frameRule) : nil
        for scenario in plan.scenarios where scenario.applies(to: dataSet) {
            say("\(entry.label): \(scenario.rawValue)")
            let checker = checking ? ScenarioCheck(dataSet: "\(place) (seed \(plan.seed))", rule: plan.frameRule) : nil
            let measured = measure(scenario, subjects, dataSet, on: place, checker: checker, verified: &verified)
            var scenarioRows: [ResultRow] = []
            for (subject, m) in zip(subjects, measured) {
                var r = row(entry, dataSet, subject.kind, scenario, m, retained[subject.kind] ?? -1)
                if scenario == .scroll, let simulation {
                    TrapMarker.set(TrapMarker.marker(subject.kind, "simulating \(subject.kind.rawValue) on \(place)"))
                    r.simulation = simulation.run(subject.layout)
                }
                scenarioRows.append(r)
            }
            addRatios(&scenarioRows, samples: measured.map(\.samples))
            rows += scenarioRows
        }
        // A strategy wrong in any scenario is wrong on the data set: every row of it says so.
        for i in rows.indices { rows[i].verified = verified[rows[i].strategy] ?? .skipped }
        return rows
    }

    /// What one strategy measured in one scenario.
    package struct Measured {
        package var samples: [Double] = []
        package var counters = ResultRow.Counters()
    }

    /// Checks each subject's answers in the scenario's own operations against the oracle (with
    /// a `checker`), warms up and counts each subject, then takes the timed samples: warm-up
    /// rounds to a steady state, then as many rounds as the time budget allows
    /// (``SweepPlan/rounds(roundCost:)``). A wrong answer is warned about and recorded in
    /// `verified`; the strategy is still timed, so its rows say what it would have cost.
    private func measure(
        _ scenario: Scenario, _ subjects: [any BenchSubject], _ dataSet: DataSet, on place: String,
        checker: ScenarioCheck?, verified: inout [StrategyKind: Verification]
    ) -> [Measured] {
        var run = ScenarioRun(scenario, reference: subjects[0].layout.base, dataSet: dataSet, seed: plan.seed)
        run.markers = subjects.map {
            TrapMarker.marker($0.kind, "timing \($0.kind.rawValue) in \(scenario.rawValue) on \(place)")
        }
        if let checker {
            // Every subject takes the check's steps (the same updates and batches for all), but a
            // strategy already found wrong is not named again: one message for it is enough.
            for subject in subjects {
                let kind = subject.kind
                TrapMarker.set(TrapMarker.marker(kind, "checking \(kind.rawValue) in \(scenario.rawValue) on \(place)"))
                guard let wrong = run.check(subject, with: checker), verified[kind] != .no else { continue }
                observer.warn("\(wrong); its rows say verified=no and the run will fail")
                verified[kind] = .no
            }
        }
        var counted: [(counters: ResultRow.Counters, cost: Double)] = []
        for (i, subject) in subjects.enumerated() {
            TrapMarker.set(run.markers[i])
            counted.append(run.count(subject))
        }
        let roundCost = max(1, counted.map(\.cost).reduce(0, +)) * Double(run.repeats)
        let samples = run.samples(subjects, rounds: plan.rounds(roundCost: roundCost)) { round in
            warmUp(roundCost: roundCost, round)
        }
        return zip(counted, samples).map { Measured(samples: $1, counters: $0.counters) }
    }

    /// Checks each strategy's answers against the brute-force oracle (``OracleCheck``) before any
    /// scenario: a scroll sweep and jumps on its own layout, and, on fresh layouts, the moving
    /// scenarios the plan runs (pinned frames, self-sizing frames, batches). Each scenario then
    /// checks its own operations (``ScenarioRun/check(_:with:)``). A wrong answer is warned
    /// about, naming the strategy, the data set, the step, the rect and the first element that
    /// differs, and recorded (`verified` = no), not thrown: the run goes on, so its table and
    /// verdict say which strategies drew the wrong thing, and then fails.
    private func verify(
        _ subjects: [any BenchSubject], _ dataSet: DataSet,
        name: String
    ) -> [StrategyKind: Verification] {
        var steps: OracleCheck.Steps = []
        if plan.scenarios.contains(.pinnedScroll) { steps.insert(.pinned) }
        if plan.scenarios.contains(.selfSizing) { steps.insert(.selfSizing) }
        if plan.scenarios.contains(.batchUpdate) { steps.insert(.batches) }
        var outcomes: [StrategyKind: Verification] = [:]
        for subject in subjects {
            outcomes[subject.kind] = .yes
            TrapMarker.set(TrapMarker.marker(subject.kind, "checking \(subject.kind.rawValue) on \(name)"))
            if let wrong = OracleCheck.check(
                subject.layout, name: "\(name) (seed \(plan.seed))", rule: plan.frameRule, seed: plan.seed,
                steps: steps)
            {
                observer.warn("\(wrong); its rows say verified=no and the run will fail")
                outcomes[subject.kind] = .no
            }
        }
        return outcomes
    }

    private func row(
        _ entry: SweepPlan.Entry, _ ds: DataSet, _ kind: StrategyKind, _ scenario: Scenario,
        _ m: Measured, _ retained: Int
    ) -> ResultRow {
        ResultRow(
            preset: entry.name, seed: plan.seed, scrollDirection: ds.scrollDirection, sections: ds.sections.count,
            items: ds.itemCount, strategy: kind, scenario: scenario, allocator: allocator, frameRule: plan.frameRule,
            timing: Statistics(m.samples), counters: m.counters, retainedBytes: retained, provenance: provenance)
    }

}
