import DecorationBench
import DecorationStrategies
import Foundation

/// The answer a run gives in three lines: which strategy to use, what it costs over `none` in
/// this run, and whether every strategy drew the right thing.
///
/// A pure function of the run's rows, so that `decobench run` prints it after its table and
/// `decobench verdict RESULTS.csv` prints the same from the CSV:
///
///     let verdict = Verdict(rows: try ResultRow.read("results/latest.csv"))
///     verdict.lines.forEach { print($0) }
///
/// The overhead is the median, over the recommended strategy's ``scenario`` rows (one per data
/// set and allocator), of its paired ratio to `none`, with the smallest and largest. Correctness
/// comes from the `verified` column (``Verification``): `false` when any strategy's answers
/// differed from the brute-force oracle on any data set, `true` when at least one data set was
/// checked and none differed, `nil` when no data set was checked.
///
/// - Complexity: O(n log n) in the rows.
package struct Verdict {
    /// The recommended strategy's overhead over `none` in one scenario, across the run's data sets.
    ///
    /// `decobench verdict --format json` writes it as `{"median", "min", "max", "scenario"}`.
    package struct Overhead: Equatable, Encodable {
        package var median: Double
        package var min: Double
        package var max: Double
        package var scenario: Scenario
        /// The rows it summarises: one per data set and allocator.
        package var rows: Int
        /// The allocators among them (a reference run has two).
        package var allocators: Int

        /// The ratios and the scenario's name; the counts stay out of the JSON.
        private enum CodingKeys: String, CodingKey { case median, min, max, scenario }
    }

    /// The scenario whose overhead the verdict reports: what a user feels while scrolling.
    package static let scenario = Scenario.scroll

    /// How much slower than the fastest a strategy may be and still count as level with it, as a
    /// fraction: timings that close are within a run's noise. A user's strategy replaces the
    /// recommendation only when the recommended one scrolls more than this much slower than it,
    /// and results/SUMMARY.md counts the data sets on which the recommended strategy is level
    /// with the fastest by the same rule (`decobench list --format json` gives it as `level`).
    package static let level = 0.03

    package var recommended: StrategyKind
    /// The frame rule the rows were drawn under (the first row's).
    package var rule = FrameRule.standard
    /// nil when the run has no row of the recommended strategy in ``scenario`` with a ratio.
    package var overhead: Overhead?
    /// Whether every strategy matched the oracle on every data set checked; nil when none was.
    package var correct: Bool?
    /// Data sets on which the strategies were checked against the oracle.
    package var checked: Int
    /// Data sets too large to check.
    package var skipped: Int
    /// Each strategy that drew the wrong thing, with the data sets where it did ("grid 10k").
    package var wrong: [(strategy: StrategyKind, dataSets: [String])]
    /// Whether the rows came from a CSV without the `verified` column.
    package var unknown: Bool
    /// The package's recommendation, with its overhead, when a user's strategy beat it here.
    package var beaten: (strategy: StrategyKind, overhead: Overhead?)?
    /// Strategies whose work ended their process on a data set (a trap, a hang): their rows
    /// there are missing, so nothing says they drew right.
    package var failed: [Failed]

    /// A strategy that trapped or hung on a data set.
    package struct Failed {
        package var strategy: String
        /// "grid 10k".
        package var dataSet: String
        package var how: TrapMarker.Failure
        /// What it was doing: "timing my-strategy in scroll on grid 10k".
        package var doing: String

        package init(_ failure: SweepProcesses.Failure, dataSet entry: SweepPlan.Entry) {
            (strategy, how, doing) = (failure.strategy, failure.how, failure.doing)
            dataSet = entry.label
        }

        /// "strategy x trapped while timing x in scroll on grid 10k".
        package var sentence: String {
            let limit = how == .hung ? " (no progress within the --watchdog limit)" : ""
            let what = doing.isEmpty ? "on \(dataSet)" : "while \(doing)"
            return "strategy \(strategy) \(how.rawValue) \(what)\(limit)"
        }
    }

    /// `strategy`'s overhead over `none` in ``scenario``: the median of its rows' ratios, with the
    /// smallest and largest; nil without such a row.
    ///
    /// - Complexity: O(n log n) in the rows.
    package static func overhead(of strategy: StrategyKind, in rows: [ResultRow]) -> Overhead? {
        let measured = rows.filter { $0.strategy == strategy && $0.scenario == scenario && $0.ratioToNone != nil }
        let ratios = measured.compactMap(\.ratioToNone).sorted()
        guard let first = ratios.first, let last = ratios.last else { return nil }
        let middle = ratios.count / 2
        let median = ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
        return Overhead(
            median: median, min: first, max: last, scenario: scenario, rows: ratios.count,
            allocators: Set(measured.map(\.allocator)).count)
    }

    /// - Parameter recommended: the package's recommendation; a strategy of the user's (not a
    ///   built-in) that drew right everywhere and scrolled with a median ratio to `none` more than
    ///   ``level`` below the recommended one's in these rows is recommended instead, since it beat
    ///   it in this run.
    package init(rows: [ResultRow], recommended: StrategyKind = .recommended, failed: [Failed] = []) {
        self.failed = failed
        let theirs = Self.overhead(of: recommended, in: rows)
        var chosen = (recommended, theirs)
        let users = rows.filter { !$0.strategy.isBuiltIn && $0.strategy != recommended && $0.tier == .publicAPI }
            .map(\.strategy).uniqued()
        // Only a comparison in this run can make a user's strategy win: the recommended one measured too.
        for user in users where chosen.1 != nil && !rows.contains(where: { $0.strategy == user && $0.verified == .no })
        {
            if let mine = Self.overhead(of: user, in: rows), let best = chosen.1,
                best.median / mine.median - 1 > Self.level
            {
                chosen = (user, mine)
            }
        }
        (self.recommended, overhead) = chosen
        rule = rows.first?.frameRule ?? .standard
        beaten = chosen.0 == recommended ? nil : (recommended, theirs)
        var outcomes: [String: Verification?] = [:]
        var order: [String] = []
        for row in rows {
            let key = row.dataSetName
            if outcomes[key] == nil { order.append(key) }
            outcomes[key] = Verification.combined([outcomes[key] ?? nil, row.verified])
        }
        checked = order.filter { outcomes[$0] == .yes || outcomes[$0] == .no }.count
        skipped = order.filter { outcomes[$0] == .skipped }.count
        unknown = !rows.isEmpty && rows.allSatisfy { $0.verified == nil }
        wrong = rows.map(\.strategy).uniqued().compactMap { kind in
            let bad = rows.filter { $0.strategy == kind && $0.verified == .no }.map(\.dataSetName).uniqued()
            return bad.isEmpty ? nil : (kind, bad)
        }
        correct = !wrong.isEmpty || !failed.isEmpty ? false : checked > 0 ? true : nil
    }

    /// Whether the rows were drawn under a rule that reads private geometry
    /// (``FrameRule/readsPrivateGeometry``): then no strategy in them can ship.
    package var privateRule: FrameRule? { rule.readsPrivateGeometry ? rule : nil }

    /// Whether the recommended strategy itself drew wrong, trapped or hung in this run: then the
    /// run recommends nothing.
    package var recommendedFailed: Bool {
        wrong.contains { $0.strategy == recommended } || failed.contains { $0.strategy == recommended.rawValue }
    }
}

extension Verdict {
    /// The three lines: the strategy to use, its overhead, and whether everything drew right.
    package var lines: [String] { [useLine, overheadLine, correctnessLine] }

    private var useLine: String {
        if let privateRule {
            return "No strategy to use from this run: under --frame-rule \(privateRule.rawValue) every strategy reads "
                + "the section frames UIKit keeps private (\(StrategyTier.privateAPI.label)); "
                + "run with --frame-rule \(FrameRule.standard.rawValue)."
        }
        if recommendedFailed {
            return "No strategy to use from this run: \(recommended.rawValue), the one it would name, failed here."
        }
        let what = recommended.summary.isEmpty ? "" : ": \(recommended.summary)"
        guard let beaten else { return "Use \(recommended.rawValue)\(what)." }
        let theirs = beaten.overhead.map { " (×\(Self.ratio($0.median)) scrolling)" } ?? ""
        return "Use \(recommended.rawValue), yours\(what): it beat \(beaten.strategy.rawValue)\(theirs) in this run."
    }

    private var overheadLine: String {
        guard let overhead else {
            return
                "Its overhead over none: not measured here "
                + "(no \(Self.scenario.rawValue) row of \(recommended.rawValue) with a ratio to none)."
        }
        let range =
            overhead.rows > 1
            ? " (×\(Self.ratio(overhead.min)) to ×\(Self.ratio(overhead.max)) across data sets)" : ""
        // One row per data set and allocator: "64 data sets" would count a reference run's twice.
        let perAllocator = overhead.rows / max(1, overhead.allocators)
        var rows = perAllocator == 1 ? "1 data set" : "\(perAllocator) data sets"
        if overhead.allocators > 1 { rows += " under \(overhead.allocators) allocators" }
        return
            "Its overhead over none when scrolling: ×\(Self.ratio(overhead.median)), the median over \(rows)\(range)."
    }

    private var correctnessLine: String {
        let unchecked = skipped > 0 ? "; \(skipped) larger not checked" : ""
        switch correct {
        case true?:
            let sets = checked == 1 ? "the 1 data set checked" : "all \(checked) data sets checked"
            return "Every strategy drew what the brute-force oracle drew on \(sets)\(unchecked)."
        case false?:
            let list = wrong.map { "\($0.strategy.rawValue) on \($0.dataSets.joined(separator: ", "))" }
            let drew =
                list.isEmpty
                ? ""
                : "WRONG: \(list.joined(separator: "; ")) drew something other than the brute-force oracle; "
                    + "do not use those figures."
            let ended = failed.map { "\($0.strategy) \($0.how.rawValue) on \($0.dataSet)" }
            let stopped =
                ended.isEmpty
                ? "" : "FAILED: \(ended.joined(separator: "; ")): rows missing, nothing checked there."
            return [drew, stopped].filter { !$0.isEmpty }.joined(separator: " ")
        case nil:
            return unknown
                ? "Whether every strategy drew the right thing is not known: these rows do not say (their "
                    + "`verified` column is missing or empty)."
                : "Whether every strategy drew the right thing is not known: no data set was small enough to check."
        }
    }

    /// Two decimals, always: "1.30", as the table prints a ratio.
    private static func ratio(_ value: Double) -> String { String(format: "%.2f", value) }
}

extension ResultRow {
    /// The data set's name in a verdict: its preset (or file) and size, "grid 10k".
    package var dataSetName: String { "\(preset) \(formatCount(items))" }
}
