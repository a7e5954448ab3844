import DecorationBench
import Foundation

/// Prints progress to standard error and, after each data set, a table with the strategies
/// side by side: median time per operation, the winner (fastest decorating strategy) marked *.
final class TablePrinter: HarnessObserver {
    let toStandardError: Bool
    private let started = monotonicNanoseconds()

    init(toStandardError: Bool) {
        self.toStandardError = toStandardError
    }

    func say(_ text: String) {
        if toStandardError { FileHandle.standardError.write((text + "\n").data(using: .utf8)!) } else { print(text) }
    }

    func progress(_ message: String) {
        let elapsed = Double(monotonicNanoseconds() - started) / 1e9
        FileHandle.standardError.write("[\(plainDecimal(elapsed, places: 1))s] \(message)\n".data(using: .utf8)!)
    }

    func finished(entry: SweepPlan.Entry, dataSet: DataSet, rows: [ResultRow]) {
        let strategies = rows.map(\.strategy).uniqued()
        let scenarios = rows.map(\.scenario).uniqued()
        let width = max(12, (strategies.map(\.rawValue.count).max() ?? 0) + 2)
        say("")
        say("\(entry.name) · \(formatCount(dataSet.itemCount)) items · \(dataSet.sections.count) sections · \(dataSet.scrollDirection.rawValue)" +
            " — median ns per operation (× none); * = fastest decorating strategy")
        say("scenario".padding(12) + strategies.map { $0.rawValue.leftPadding(width) }.joined())
        for scenario in scenarios {
            let cells = rows.filter { $0.scenario == scenario }
            let contenders = cells.filter { $0.strategy != StrategyKind.none }
            let best = contenders.min { $0.timing.median < $1.timing.median }?.strategy
            var line = scenario.rawValue.padding(12)
            for s in strategies {
                guard let r = cells.first(where: { $0.strategy == s }) else { line += "-".leftPadding(width); continue }
                line += (formatNs(r.timing.median) + (r.strategy == best ? "*" : " ")).leftPadding(width)
            }
            say(line)
            var ratios = "".padding(12)
            for s in strategies {
                let r = cells.first(where: { $0.strategy == s })?.ratioToNone
                ratios += (r.map { "×" + plainDecimal($0, places: 2) + " " } ?? "").leftPadding(width)
            }
            say(ratios)
        }
        if let scroll = rows.filter({ $0.scenario == .scroll }).nonEmpty {
            say("scroll, per query: " + scroll.map {
                "\($0.strategy.rawValue) examined \(plainDecimal($0.counters.examined, places: 1)), allocs \(plainDecimal($0.counters.allocations, places: 1))"
            }.joined(separator: "; "))
        }
    }
}
