import ArgumentParser
import DecorationBench
import Foundation

/// `decobench compare`: what got faster, slower, or changed in its counters between two runs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two run CSVs; exit 1 when something regressed beyond the threshold.",
        discussion: """
        Rows are matched by data set (preset, seed, direction, items), strategy, scenario, allocator and frame rule. \
        Timings are compared through their same-run ratio to `none`, which holds when the machine's speed drifts; \
        `none` itself has no ratio to compare. The deterministic counters (elements, decorations examined and \
        allocations per query) are compared exactly, except allocations per prepare, which move by a few with the \
        heap's state (5% + 2 allowed): any increase beyond that is a regression.
        """
    )

    @Argument(help: "The baseline run's CSV.")
    var baseline: String

    @Argument(help: "The current run's CSV.")
    var current: String

    @Option(name: .long, help: "Allowed slowdown of a ratio to `none`, in percent, before it counts as a regression.")
    var threshold: Double = 25

    @Option(name: .customLong("min-samples"), help: "Compare timings only where both runs took at least this many samples; counters are always compared.")
    var minSamples: Int = 20

    func validate() throws {
        guard threshold >= 0, threshold.isFinite else { throw ValidationError("--threshold: \(threshold) must be a percentage ≥ 0") }
        guard minSamples >= 1 else { throw ValidationError("--min-samples: \(minSamples) must be at least 1") }
    }

    func run() throws {
        let report = try Comparison(baseline: try Self.read(baseline), current: try Self.read(current), threshold: threshold / 100,
                                    minSamples: minSamples)
        print(report.render(baselineName: baseline, currentName: current), terminator: "")
        if report.regressions > 0 { throw ExitCode(1) }
    }

    /// A run's rows from its CSV file; every cell that compare uses must be valid, and there must be rows.
    static func read(_ path: String) throws -> [ResultRow] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CLIError("cannot read '\(path)'")
        }
        let rows = try ResultRow.rows(from: CSVTable.parse(text, source: path), source: path)
        if rows.isEmpty { throw CLIError("\(path): no rows after the header (row 1); is the run complete?") }
        return rows
    }
}

/// The verdicts of comparing two runs; pure, so tests can feed it rows.
struct Comparison {
    enum Verdict: String { case regression = "SLOWER", improvement = "faster", counterUp = "COUNTER UP", counterDown = "counter down", missing = "missing" }

    struct Line {
        var verdict: Verdict
        var key: String
        var detail: String
    }

    var lines: [Line] = []
    var matched = 0
    /// Rows whose timings were not compared: too few samples in one of the runs.
    var timingSkipped = 0

    var regressions: Int { lines.filter { $0.verdict == .regression || $0.verdict == .counterUp }.count }

    /// The deterministic counters, compared exactly (allocations per prepare with a slack).
    static let counters: [(label: String, value: KeyPath<ResultRow.Counters, Double>)] = [
        ("elements/query", \.elements), ("examined/query", \.examined), ("allocations/query", \.allocations),
    ]

    /// The simulator's correctness counts: any increase is a regression.
    static let faults: [(label: String, value: KeyPath<CollectionViewSimulator.Report, Int>)] = [
        ("duplicate decorations", \.duplicateDecorations), ("z-order violations", \.zOrderViolations),
        ("late decorations", \.lateDecorations), ("stale views", \.staleViews),
    ]

    init(baseline: [ResultRow], current: [ResultRow], threshold: Double, minSamples: Int = 1) throws {
        let currentByKey = Dictionary(current.map { ($0.matchKey, $0) }, uniquingKeysWith: { a, _ in a })
        for base in baseline {
            let name = "\(base.preset) \(base.items) items, \(base.strategy.rawValue), \(base.scenario.rawValue), \(base.allocator.rawValue)"
            guard let now = currentByKey[base.matchKey] else {
                lines.append(Line(verdict: .missing, key: name, detail: "in the baseline, not in the current run"))
                continue
            }
            matched += 1
            compareCounters(base, now, name: name)
            guard let b = base.ratioToNone, let c = now.ratioToNone, base.strategy != StrategyKind.none, b > 0 else { continue }
            // A median of a handful of samples is noise on a shared machine: counters only.
            guard base.timing.count >= minSamples, now.timing.count >= minSamples else {
                timingSkipped += 1
                continue
            }
            compareTiming(base, now, name: name, ratios: (b, c), threshold: threshold)
        }
        if matched == 0 { throw CLIError("no rows match between the two files: are they runs of the same presets, sizes and seed?") }
    }

    private mutating func compareCounters(_ base: ResultRow, _ now: ResultRow, name: String) {
        // Query counters are exact. A prepare's allocation count moves by a few with the
        // heap's state (Swift arrays grow into whatever usable size malloc hands back), so
        // those get a slack of 5% + 2.
        for (label, value) in Self.counters {
            let (b, c) = (base.counters[keyPath: value], now.counters[keyPath: value])
            let slack = base.scenario.isQuery || value != \.allocations ? 0 : b * 0.05 + 2
            guard abs(c - b) > slack else { continue }
            lines.append(Line(verdict: c > b ? .counterUp : .counterDown, key: name,
                              detail: "\(label) \(plainDecimal(b)) -> \(plainDecimal(c))"))
        }
        guard let bs = base.simulation, let cs = now.simulation else { return }
        for (label, value) in Self.faults where bs[keyPath: value] != cs[keyPath: value] {
            let (b, c) = (bs[keyPath: value], cs[keyPath: value])
            lines.append(Line(verdict: c > b ? .counterUp : .counterDown, key: name, detail: "\(label) \(b) -> \(c)"))
        }
    }

    private mutating func compareTiming(_ base: ResultRow, _ now: ResultRow, name: String, ratios: (Double, Double),
                                        threshold: Double) {
        let (b, c) = ratios
        let change = c / b - 1
        let ratio = "ratio to none \(plainDecimal(b, places: 3)) -> \(plainDecimal(c, places: 3))"
        if change > threshold {
            lines.append(Line(verdict: .regression, key: name, detail: "\(ratio) (+\(plainDecimal(change * 100, places: 1))%, "
                + "threshold \(plainDecimal(threshold * 100, places: 1))%); median \(formatNs(base.timing.median)) -> "
                + formatNs(now.timing.median)))
        } else if change < -threshold {
            lines.append(Line(verdict: .improvement, key: name, detail: "\(ratio) (\(plainDecimal(change * 100, places: 1))%)"))
        }
    }

    func render(baselineName: String, currentName: String) -> String {
        var text = "compare \(baselineName) -> \(currentName): \(matched) rows matched"
        text += timingSkipped > 0 ? ", \(timingSkipped) with too few samples to compare timings\n" : "\n"
        for line in lines.sorted(by: { $0.verdict.rawValue < $1.verdict.rawValue }) {
            text += "\(line.verdict.rawValue.padding(12)) \(line.key): \(line.detail)\n"
        }
        text += regressions > 0 ? "REGRESSION: \(regressions) regressed row(s)\n" : "ok: no regression beyond the threshold\n"
        return text
    }
}
