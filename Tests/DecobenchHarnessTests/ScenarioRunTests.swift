import XCTest

@testable import DecobenchHarness
@testable import DecorationBench
@testable import DecorationStrategies

/// What a round asks of each subject: the queries it runs, timed or not.
final class ScenarioRunTests: XCTestCase {
    /// A subject that records the batches it is asked to answer and forwards them to a real one.
    final class Recording: BenchSubject {
        let inner: any BenchSubject
        var batches: [[Rect]] = []
        init(_ inner: any BenchSubject) { self.inner = inner }
        var kind: StrategyKind { inner.kind }
        var layout: any AnyDecoratedLayout { inner.layout }
        var examined: Int { inner.examined }
        var recomputed: Int { inner.recomputed }
        var calls: CallsToSuper { inner.calls }
        var frames: [[Rect]] = []
        func query(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
            batches.append(Array(rects))
            return inner.query(rects)
        }
        func scrollFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
            frames.append(Array(rects))
            return inner.scrollFrames(rects)
        }
        /// The measured cells at the start of each self-sizing pass.
        var measuredAtStart: [Int] = []
        func selfSizingFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
            measuredAtStart.append(inner.layout.base.measuredCellCount)
            return inner.selfSizingFrames(rects)
        }
        func resetMeasurements() { inner.resetMeasurements() }
        func prepareOnce() { inner.prepareOnce() }
        func coldStart(_ rect: Rect) -> Int { inner.coldStart(rect) }
        func update(_ plan: UpdatePlan, step: Int) -> Int { inner.update(plan, step: step) }
        func batchUpdate(_ applied: BatchUpdate.Applied, onScreen: [ElementKey]) -> BatchAnswer {
            inner.batchUpdate(applied, onScreen: onScreen)
        }
    }

    private func subjects(_ dataSet: DataSet) -> [Recording] {
        [StrategyKind.none, .augmentedList].map {
            Recording($0.visit(SubjectMaker(dataSet: dataSet, frameRule: .exact)))
        }
    }

    /// A scroll sample's burst runs twice in a row for the same subject (the first untimed, so
    /// that the caches hold the subject's own data whoever ran before it); a jump batch once.
    func testScrollReplaysEachBurstAndJumpDoesNot() {
        let dataSet = Preset.grid.make(items: 3_000, seed: 5)
        for (scenario, passes) in [(Scenario.scroll, 2), (.jump, 1)] {
            let subjects = subjects(dataSet)
            var run = ScenarioRun(scenario, reference: subjects[0].layout.base, dataSet: dataSet, seed: 5)
            XCTAssertEqual(run.replaysBurst, scenario == .scroll)
            let samples = run.samples(subjects, rounds: 3) { round in _ = round(0) }
            XCTAssertEqual(samples.map(\.count), [3, 3], "\(scenario): one sample per subject and round")
            for subject in subjects {
                let batches = subject.batches
                XCTAssertEqual(
                    batches.count, 4 * passes, "\(scenario): one warm-up round and 3 timed, \(passes) pass(es) each")
                for round in stride(from: 0, to: batches.count, by: passes) {
                    XCTAssertEqual(batches[round].count, Workload.burst)
                    if passes == 2 {
                        XCTAssertTrue(
                            batches[round] == batches[round + 1], "round \(round / 2): the replay is the same burst")
                    }
                }
                XCTAssertFalse(batches[0] == batches[passes], "\(scenario): each round's batch moves on")
            }
        }
    }

    /// A pinned-scroll sample drives each frame through the bounds change (not a bare query),
    /// replays its burst like scroll, counts the decorations each frame's `prepare()` computed
    /// (all of them for linear, none for augmented-list), and leaves the layouts at the top.
    func testPinnedScrollDrivesFramesAndCountsRecomputedDecorations() {
        let dataSet = Preset.pinned.make(items: 3_000, seed: 5)
        XCTAssertFalse(Scenario.pinnedScroll.applies(to: Preset.grid.make(items: 100, seed: 5)))
        XCTAssertTrue(Scenario.pinnedScroll.applies(to: dataSet))
        let subjects = [StrategyKind.none, .linear, .augmentedList].map {
            Recording($0.visit(SubjectMaker(dataSet: dataSet, frameRule: .exact)))
        }
        var run = ScenarioRun(.pinnedScroll, reference: subjects[0].layout.base, dataSet: dataSet, seed: 5)
        XCTAssertTrue(run.replaysBurst)
        let counted = subjects.map { run.count($0).counters }
        let decorations = Double(BruteForceOracle.sectionDecorations(of: subjects[0].layout.base, rule: .exact).count)
        XCTAssertGreaterThan(decorations, Double(dataSet.sections.count), "backgrounds and badges")
        XCTAssertEqual(counted.map(\.recomputed), [0, decorations, 0], "per frame: linear rebuilds every decoration")
        let samples = run.samples(subjects, rounds: 2) { round in _ = round(0) }
        XCTAssertEqual(samples.map(\.count), [2, 2, 2])
        for subject in subjects {
            XCTAssertTrue(subject.batches.isEmpty, "frames, not bare queries")
            XCTAssertFalse(subject.frames.isEmpty)
            XCTAssertEqual(subject.layout.bounds.origin, .zero, "back at the top")
        }
    }

    /// The counting pass runs a burst at a time and the check an answer at a time, each a sign
    /// of progress to the watchdog: a recipe's pass over a long scroll's frames is slow, not hung.
    func testLongPassesBeatTheWatchdogAsTheyGo() {
        let dataSet = Preset.pinned.make(items: 3_000, seed: 5)
        let subject = Recording(StrategyKind.linear.visit(SubjectMaker(dataSet: dataSet, frameRule: .exact)))
        var run = ScenarioRun(.pinnedScroll, reference: subject.layout.base, dataSet: dataSet, seed: 5)
        let bursts = (run.rects.count + Workload.burst - 1) / Workload.burst
        XCTAssertGreaterThan(bursts, 2)
        var before = TrapMarker.progress
        _ = run.count(subject)
        XCTAssertEqual(subject.frames.count, 2 * bursts, "two passes, a burst at a time")
        XCTAssertEqual(subject.frames.map(\.count).reduce(0, +), 2 * run.rects.count, "every frame in each pass")
        XCTAssertEqual(TrapMarker.progress - before, UInt(2 * bursts), "a beat per burst")
        before = TrapMarker.progress
        XCTAssertNil(run.check(subject, with: ScenarioCheck(dataSet: "pinned", rule: .exact)))
        XCTAssertEqual(TrapMarker.progress - before, UInt(run.rects.count), "a beat per frame checked")
    }

    func testSelfSizingMeasuresFromAnUnmeasuredLayoutAndCountsRecomputedDecorations() {
        let dataSet = Preset.selfSizing.make(items: 3_000, seed: 5)
        XCTAssertFalse(Scenario.selfSizing.applies(to: Preset.feed.make(items: 100, seed: 5)))
        XCTAssertTrue(Scenario.selfSizing.applies(to: dataSet))
        let subjects = [StrategyKind.none, .linear, .augmentedList].map {
            Recording($0.visit(SubjectMaker(dataSet: dataSet, frameRule: .exact)))
        }
        var run = ScenarioRun(.selfSizing, reference: subjects[0].layout.base, dataSet: dataSet, seed: 5)
        XCTAssertFalse(run.replaysBurst, "a replayed burst would find its cells measured")
        let counted = subjects.map { run.count($0).counters }
        XCTAssertEqual(counted[0].recomputed, 0)
        // Linear rebuilds every decoration on each frame that measured a changed cell: over the
        // burst's 32 frames, a whole number of rebuilds, at least the first frame's.
        let decorations = Double(BruteForceOracle.sectionDecorations(of: subjects[1].layout.base, rule: .exact).count)
        let rebuilds = (counted[1].recomputed ?? 0) * Double(Workload.burst) / decorations
        XCTAssertEqual(rebuilds, rebuilds.rounded())
        XCTAssertTrue((1...Double(Workload.burst)).contains(rebuilds), "\(rebuilds) rebuilds in a burst")
        // The careful strategy computes again only the measured sections' decorations: a few
        // per changed frame, far fewer than one rebuild over the whole burst.
        XCTAssertGreaterThan(counted[2].recomputed ?? 0, 0)
        XCTAssertLessThan((counted[2].recomputed ?? 0) * Double(Workload.burst), decorations / 10)
        let samples = run.samples(subjects, rounds: 2) { round in _ = round(0) }
        XCTAssertEqual(samples.map(\.count), [2, 2, 2])
        for subject in subjects {
            XCTAssertTrue(subject.batches.isEmpty, "frames, not bare queries")
            XCTAssertEqual(subject.measuredAtStart.count, 5, "two counting passes, a warm-up round and two timed")
            XCTAssertEqual(Set(subject.measuredAtStart), [0], "every pass starts with no cell measured")
            XCTAssertEqual(subject.layout.bounds.origin, .zero, "back at the top")
            XCTAssertEqual(subject.layout.base.measuredCellCount, 0, "and unmeasured for the next scenario")
        }
    }

    /// A batch-update sample runs every subject through the same batches (their data sets stay
    /// equal step by step), counts the decorations each batch recomputed (all of them for
    /// linear), and leaves every layout on the data set it started with.
    func testBatchUpdateRunsTheSameBatchesForEverySubjectAndRestoresTheDataSet() {
        let dataSet = Preset.grid.make(items: 3_000, seed: 5)
        let subjects = [StrategyKind.none, .linear, .augmentedList].map {
            Recording($0.visit(SubjectMaker(dataSet: dataSet, frameRule: .exact)))
        }
        var run = ScenarioRun(.batchUpdate, reference: subjects[0].layout.base, dataSet: dataSet, seed: 5)
        let counted = subjects.map { run.count($0).counters }
        XCTAssertEqual(counted[0].recomputed, 0)
        XCTAssertGreaterThan(
            counted[1].recomputed ?? 0, Double(dataSet.sections.count), "linear rebuilds every decoration")
        XCTAssertEqual(Set(subjects.map { $0.layout.dataSet }).count, 1, "every subject at the same step")
        XCTAssertNotEqual(subjects[0].layout.dataSet, dataSet, "the batches changed the data set")
        let samples = run.samples(subjects, rounds: 2) { round in _ = round(0) }
        XCTAssertEqual(samples.map(\.count), [2, 2, 2])
        for subject in subjects {
            XCTAssertEqual(subject.layout.dataSet, dataSet, "\(subject.kind): back to the original")
        }
    }
}
