import DecorationBench
import DecorationStrategies

/// The verdicts of comparing two runs, row by row; pure, so tests can feed it rows.
///
/// Counters (elements, decorations examined, allocations per operation; the simulator's faults)
/// are compared exactly. A timing is judged by what the strategy adds over `none`
/// (``Judgement``): a regression is a current overhead interval lying above the baseline's by
/// more than the threshold times the baseline's overhead (or ``overheadFloor`` of `none`, when
/// the overhead is smaller). Improvements never fail. A row of the baseline that the current run
/// lacks (a strategy that trapped loses its rows) fails unless `allowMissing`.
///
/// ```swift
/// let report = try Comparison(baseline: old, current: new, threshold: 0.1, minSamples: 20)
/// if report.failures > 0 { print(report.render(baselineName: "old.csv", currentName: "new.csv")) }
/// ```
package struct Comparison {
    package enum Verdict: String, CaseIterable {
        case wrong = "WRONG", regression = "SLOWER", counterUp = "COUNTER UP", missing = "MISSING"
        case improvement = "faster", counterDown = "counter down", missingAllowed = "missing"
        case pass = "ok", skipped = "skipped"

        /// Whether the verdict fails the comparison: a strategy that drew the wrong thing fails
        /// whatever its speed, and a row that vanished fails unless the reader allowed it.
        package var fails: Bool { self == .wrong || self == .regression || self == .counterUp || self == .missing }
        /// Whether a reader asked for the changes only (not `--verbose`) sees it.
        package var isChange: Bool { self != .pass && self != .skipped }
        /// Whether the row is in the baseline only.
        package var isMissing: Bool { self == .missing || self == .missingAllowed }
    }

    package struct Line {
        package var verdict: Verdict
        package var key: String
        package var detail: String
        /// The overheads a timing verdict judged; nil for counters and rows not timed.
        package var judged: Judgement? = nil
    }

    /// The long name of `compare`'s flag that lets baseline rows be missing from the current run.
    package static let allowMissingFlag = "allow-missing"

    package var lines: [Line] = []
    package var matched = 0
    /// Rows whose timings were not compared: too few samples in one of the runs.
    package var timingSkipped = 0
    /// The allowed slowdown, as a fraction of the baseline's overhead over `none` (0.1 for 10%).
    package var threshold: Double
    /// Whether a baseline row missing from the current run is reported without failing.
    package var allowMissing: Bool

    /// Lines that fail the comparison: regressions, wrong answers and (unless allowed) missing rows.
    package var failures: Int { lines.filter(\.verdict.fails).count }
    /// Failing lines other than missing rows.
    package var regressions: Int { lines.filter { $0.verdict.fails && !$0.verdict.isMissing }.count }
    /// Baseline rows the current run lacks, allowed or not.
    package var missing: Int { lines.filter(\.verdict.isMissing).count }

    /// The deterministic counters, compared exactly (allocations per prepare with a slack); each
    /// label is completed with the scenario's operation ("allocations/prepare").
    package static let counters: [(label: String, value: KeyPath<ResultRow.Counters, Double> & Sendable)] = [
        ("elements", \.elements), ("examined", \.examined), ("allocations", \.allocations),
    ]

    /// The calls to `super` by kind, compared exactly where both runs have them (files from
    /// before the columns do not).
    package static let calls: [(label: String, value: KeyPath<ResultRow.Counters, Double?> & Sendable)] = [
        ("super item calls", \.superItems), ("super supplementary calls", \.superSupplementary),
        ("super element queries", \.superElementQueries), ("super size and count calls", \.superSizesAndCounts),
    ]

    /// The simulator's correctness counts: any increase is a regression.
    package static let faults: [(label: String, value: KeyPath<CollectionViewSimulator.Report, Int> & Sendable)] = [
        ("duplicate decorations", \.duplicateDecorations), ("z-order violations", \.zOrderViolations),
        ("late decorations", \.lateDecorations), ("stale views", \.staleViews),
    ]

    package init(
        baseline: [ResultRow], current: [ResultRow], threshold: Double, minSamples: Int = 1,
        allowMissing: Bool = false
    ) throws {
        (self.threshold, self.allowMissing) = (threshold, allowMissing)
        let currentByKey = Dictionary(current.map { ($0.matchKey, $0) }, uniquingKeysWith: { a, _ in a })
        for base in baseline {
            let name = Self.name(base)
            guard let now = currentByKey[base.matchKey] else {
                lines.append(missingLine(name))
                continue
            }
            matched += 1
            let changed = compareCounters(base, now, name: name)
            var timing = compareTiming(base, now, minSamples: minSamples)
            timing.key = name
            if !timing.verdict.isChange && !changed { timing.detail = "counters equal; " + timing.detail }
            if timing.verdict.isChange || !changed { lines.append(timing) }
        }
        if matched == 0 {
            throw CLIError("no rows match between the two files: are they runs of the same presets, sizes and seed?")
        }
        for now in current where now.verified == .no {
            lines.append(
                Line(
                    verdict: .wrong, key: Self.name(now),
                    detail: "verified=no: its answers were not the brute-force oracle's; its figures mean nothing"))
        }
    }

    /// "grid 10000 items, interval-tree, scroll, system": a row as the report names it.
    package static func name(_ row: ResultRow) -> String {
        "\(row.preset) \(row.items) items, \(row.strategy.rawValue), \(row.scenario.rawValue), "
            + row.allocator.rawValue
    }

    /// The line of a baseline row the current run lacks: a strategy that trapped, or a sweep cut
    /// short, loses its rows, and nothing else would show it.
    private func missingLine(_ name: String) -> Line {
        let what = "in the baseline, not in the current run"
        if allowMissing {
            return Line(verdict: .missingAllowed, key: name, detail: "\(what) (--\(Self.allowMissingFlag))")
        }
        return Line(
            verdict: .missing, key: name,
            detail: "\(what): did its strategy trap, or the sweep stop? Fix the run, or pass "
                + "--\(Self.allowMissingFlag) to report missing rows without failing")
    }

    /// The change allowed in `allocations` per operation of a scenario that is not a query: this
    /// percent of the baseline's count, plus this many.
    package static let allocationSlack = (percent: 5.0, plus: 2.0)

    /// Appends a line for each counter that changed; returns whether any did.
    private mutating func compareCounters(_ base: ResultRow, _ now: ResultRow, name: String) -> Bool {
        let before = lines.count
        // Query counters are exact. A prepare's allocation count moves by a few with the
        // heap's state (Swift arrays grow into whatever usable size malloc hands back), so
        // those get a slack (`allocationSlack`).
        for (counter, value) in Self.counters {
            let (b, c) = (base.counters[keyPath: value], now.counters[keyPath: value])
            let label = "\(counter)/\(base.scenario.operation)"
            let slack =
                base.scenario.isQuery || value != \.allocations
                ? 0 : b * Self.allocationSlack.percent / 100 + Self.allocationSlack.plus
            guard abs(c - b) > slack else { continue }
            lines.append(
                Line(
                    verdict: c > b ? .counterUp : .counterDown, key: name,
                    detail: "\(label) \(plainDecimal(b)) -> \(plainDecimal(c))"))
        }
        for (counter, value) in Self.calls {
            guard let b = base.counters[keyPath: value], let c = now.counters[keyPath: value], b != c else { continue }
            lines.append(
                Line(
                    verdict: c > b ? .counterUp : .counterDown, key: name,
                    detail: "\(counter)/\(base.scenario.operation) \(plainDecimal(b)) -> \(plainDecimal(c))"))
        }
        if let bs = base.simulation, let cs = now.simulation {
            for (label, value) in Self.faults where bs[keyPath: value] != cs[keyPath: value] {
                let (b, c) = (bs[keyPath: value], cs[keyPath: value])
                lines.append(
                    Line(verdict: c > b ? .counterUp : .counterDown, key: name, detail: "\(label) \(b) -> \(c)"))
            }
        }
        return lines.count > before
    }
}

/// 0.123 → "12.3%".
package func percent(_ fraction: Double) -> String { plainDecimal(fraction * 100, places: 1) + "%" }
