import DecorationBench
import DecorationStrategies

extension Harness {
    /// Runs warm-up rounds until one costs no less than 98% of the best before it (the caches,
    /// the lazily made objects and the branch predictors have settled), at least two, at most
    /// ``ScenarioRun/maxWarmUpRounds``, and no longer than a quarter of the scenario's budget.
    package func warmUp(roundCost: Double, _ round: (Int) -> UInt64) {
        let limit = plan.budget * 1e9 / 4
        var best = UInt64.max
        var spent = 0.0
        for index in 0..<ScenarioRun.maxWarmUpRounds {
            let cost = round(index)
            spent += Double(cost)
            if index >= 1, Double(cost) >= Double(best) * 0.98 { return }
            best = min(best, cost)
            if spent + roundCost > limit, index >= 1 { return }
        }
    }

    /// Sets each row's ratio to `none` from the paired samples (sample over `none`'s sample of
    /// the same round: `samples[i][r]` is row i's sample of round r) and its ratio to `linear`
    /// from the medians. Rows without `none` in the run keep no ratio.
    package func addRatios(_ rows: inout [ResultRow], samples: [[Double]]) {
        precondition(rows.count == samples.count, "addRatios: one sample list per row")
        if let none = rows.firstIndex(where: { $0.strategy == StrategyKind.none }) {
            for i in rows.indices {
                let paired = zip(samples[i], samples[none]).compactMap { $1 > 0 ? $0 / $1 : nil }
                guard !paired.isEmpty else { continue }
                let ratio = Statistics(paired)
                (rows[i].ratioToNone, rows[i].ratioToNoneLow, rows[i].ratioToNoneHigh) = (
                    ratio.median, ratio.medianLow, ratio.medianHigh
                )
            }
        }
        if let linear = rows.first(where: { $0.strategy == .linear }), linear.timing.median > 0 {
            for i in rows.indices { rows[i].ratioToLinear = rows[i].timing.median / linear.timing.median }
        }
    }

    /// Flags the rows of one data set (``RowFlag``) and warns about them on the observer: each
    /// row below the floor or with a wide interval, and the machine once when it was busy.
    /// `loads` are the load averages at the data set's start and end (nil where unreadable).
    package func flag(_ rows: inout [ResultRow], entry: SweepPlan.Entry, loads: [MachineState.Load?]) {
        let cores = MachineState.cores
        let busyLoads = loads.compactMap { $0 }.filter { $0.isBusy(cores: cores) }
        let governor = provenance.governor
        let slowGovernor = governor != "unknown" && !governor.isEmpty && governor != "performance"
        let busy = !busyLoads.isEmpty || slowGovernor
        let name = entry.label
        if busy {
            let why =
                busyLoads.isEmpty
                ? "CPU governor '\(governor)'"
                : "1-minute load "
                    + loads.map { $0.map { plainDecimal($0.one, places: 2) } ?? "?" }.joined(separator: " -> ")
                    + " on \(cores) cores"
            observer.warn("\(name): the machine was busy (\(why)); its rows are flagged busy")
        }
        for i in rows.indices {
            rows[i].flags = rows[i].figureFlags + (busy ? [.busy] : [])
            let r = rows[i]
            let what = "\(name) \(r.scenario.rawValue), \(r.strategy.rawValue)"
            if r.flags.contains(.belowFloor), let ratio = r.ratioToNone {
                observer.warn(
                    "\(what): ×\(plainDecimal(ratio, places: 3)) \(r.ratioIntervalText) is below none, "
                        + "the physical floor: the method leaked, not the strategy")
            }
            if r.flags.contains(.wideInterval) {
                let interval = r.strategy == StrategyKind.none ? r.timingIntervalText : r.ratioIntervalText
                observer.warn("\(what): wide 95% interval \(interval)")
            }
        }
    }
}

extension ResultRow {
    /// "[1.182, 1.240]", or "" without an interval.
    package var ratioIntervalText: String {
        guard let low = ratioToNoneLow, let high = ratioToNoneHigh else { return "" }
        return "[\(plainDecimal(low, places: 3)), \(plainDecimal(high, places: 3))]"
    }

    /// "[812ns, 860ns]" around the median time.
    package var timingIntervalText: String { "[\(formatNs(timing.medianLow)), \(formatNs(timing.medianHigh))]" }
}
