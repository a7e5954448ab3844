import DecorationBench
import DecorationStrategies
import Foundation

/// Prints progress to standard error and, after each data set, a table with the strategies
/// side by side: median time per operation, the winner (fastest decorating strategy that drew
/// what the oracle drew) marked *, a strategy that did not marked ✗, and the rows' flags.
///
/// The table is printed from the rows the CSV holds (in a sweep of several processes, the merged
/// rows: ``SweepProcesses``), so that its figures and marks are the CSV's.
///
/// Nothing it prints is the run's result (that is the CSV), so a failed write never ends the
/// run: tables that cannot reach standard output get one warning on standard error, and
/// progress that cannot reach standard error is dropped.
package final class TablePrinter: HarnessObserver {
    package let toStandardError: Bool
    /// Whether the harness's ``finished(entry:dataSet:rows:)`` prints a table: not in a child
    /// process, whose parent prints the merged rows.
    package let printsTables: Bool
    /// Whether a table already failed to reach standard output (it is said once).
    private var outputFailed = false

    package init(toStandardError: Bool, printsTables: Bool = true) {
        self.toStandardError = toStandardError
        self.printsTables = printsTables
    }

    package func say(_ text: String) {
        guard !toStandardError else { return StandardStreams.note(text) }
        guard !outputFailed, let failure = StandardStreams.write(text + "\n", to: STDOUT_FILENO) else { return }
        outputFailed = true
        warn("cannot write the tables to standard output (\(failure)); the run goes on, its CSV is written as asked")
    }

    /// A progress line on standard error; the harness starts it with the place in the sweep
    /// and the time left (``SweepProgress/label(step:elapsed:inStep:)``).
    package func progress(_ message: String) {
        StandardStreams.note(message)
    }

    package func warn(_ message: String) {
        StandardStreams.note("warning: \(message)")
    }

    package func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {
        if printsTables { finished(rows: rows) }
    }

    /// The table of one data set's rows.
    package func finished(rows: [ResultRow]) {
        guard let first = rows.first else { return }
        let strategies = rows.map(\.strategy).uniqued()
        let width = max(12, (strategies.map(\.rawValue.count).max() ?? 0) + 3)
        say("")
        say(
            "\(first.preset) · \(formatCount(first.items)) items · \(first.sections) sections · "
                + "\(first.scrollDirection.rawValue) — median ns per operation "
                + "(× none, ± half its 95% interval where wide); * = fastest shippable decorating strategy, "
                + "✗ = drew something other than the brute-force oracle, † = \(StrategyTier.privateAPI.label)")
        say(
            "scenario".padding(12)
                + strategies.map { Self.heading($0, rule: first.frameRule).leftPadding(width) }.joined())
        for scenario in rows.map(\.scenario).uniqued() {
            let cells = rows.filter { $0.scenario == scenario }
            let best = Self.fastest(cells)
            var line = scenario.rawValue.padding(12)
            var ratios = "".padding(12)
            for s in strategies {
                guard let r = cells.first(where: { $0.strategy == s }) else { line += "-".leftPadding(width); continue }
                let mark = r.verified == .no ? "✗" : r.strategy == best ? "*" : " "
                line += (formatNs(r.timing.median) + mark).leftPadding(width)
                ratios += Self.ratioCell(r).leftPadding(width)
            }
            say(line)
            say(ratios)
        }
        for flag in RowFlag.allCases {
            let marked = rows.filter { $0.flags.contains(flag) }
            guard !marked.isEmpty else { continue }
            let which =
                marked.count == rows.count
                ? "every row" : marked.map { "\($0.scenario.rawValue) \($0.strategy.rawValue)" }.joined(separator: ", ")
            say("\(flag.rawValue): \(which)")
        }
        if let scroll = rows.filter({ $0.scenario == .scroll }).nonEmpty {
            say(
                "scroll, per query: "
                    + scroll.map {
                        "\($0.strategy.rawValue) examined \(plainDecimal($0.counters.examined, places: 1)), "
                            + "allocs \(plainDecimal($0.counters.allocations, places: 1))"
                            + ($0.counters.superCalls.map { ", calls to super \(plainDecimal($0, places: 1))" } ?? "")
                    }.joined(separator: "; "))
        }
    }

    /// A strategy's column heading: its name, marked † when it reads what UIKit keeps private
    /// under `rule`.
    package static func heading(_ strategy: StrategyKind, rule: FrameRule) -> String {
        strategy.rawValue + (strategy.tier(under: rule) == .privateAPI ? "†" : "")
    }

    /// The fastest decorating strategy among one scenario's rows that drew what the oracle drew
    /// (or was not checked) and reads only what a subclass can: neither a wrong answer nor code
    /// an app cannot ship is the winner. Under a rule no public strategy can draw, `nil`.
    package static func fastest(_ rows: [ResultRow]) -> StrategyKind? {
        rows.filter { $0.strategy != StrategyKind.none && $0.verified != .no && $0.tier == .publicAPI }
            .min { $0.timing.median < $1.timing.median }?.strategy
    }
}

extension TablePrinter {
    /// "×1.24 ", or "×1.24±12% " where the row's interval is wide (± half its width, relative);
    /// `none`'s own cell shows its time interval's width when that is wide.
    package static func ratioCell(_ row: ResultRow) -> String {
        guard let ratio = row.ratioToNone else { return "" }
        var text = "×" + plainDecimal(ratio, places: 2)
        if row.flags.contains(.wideInterval) {
            let half =
                row.strategy == StrategyKind.none || row.ratioToNoneLow == nil
                ? row.timing.relativeIntervalWidth / 2
                : ((row.ratioToNoneHigh ?? ratio) - (row.ratioToNoneLow ?? ratio)) / 2 / ratio
            text += "±" + plainDecimal(half * 100, places: 0) + "%"
        }
        return text + " "
    }
}
