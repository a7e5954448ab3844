import ArgumentParser
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
        let report = try Comparison(baseline: try read(baseline), current: try read(current), threshold: threshold / 100,
                                    minSamples: minSamples)
        print(report.render(baselineName: baseline, currentName: current), terminator: "")
        if report.regressions > 0 { throw ExitCode(1) }
    }

    private func read(_ path: String) throws -> [ResultRow] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CLIError("cannot read '\(path)'")
        }
        return try ResultRow.rows(from: CSVTable.parse(text, source: path), source: path)
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

    init(baseline: [ResultRow], current: [ResultRow], threshold: Double, minSamples: Int = 1) throws {
        let currentByKey = Dictionary(current.map { ($0.matchKey, $0) }, uniquingKeysWith: { a, _ in a })
        for base in baseline {
            let name = "\(base.preset) \(base.items) items, \(base.strategy), \(base.scenario), \(base.allocator)"
            guard let now = currentByKey[base.matchKey] else {
                lines.append(Line(verdict: .missing, key: name, detail: "in the baseline, not in the current run"))
                continue
            }
            matched += 1
            // Query counters are exact. A prepare's allocation count moves by a few with the
            // heap's state (Swift arrays grow into whatever usable size malloc hands back), so
            // those get a slack of 5% + 2.
            let isQuery = base.scenario == "scroll" || base.scenario == "jump"
            for (label, b, c) in [("elements/query", base.elementsPerQuery, now.elementsPerQuery),
                                  ("examined/query", base.examinedPerQuery, now.examinedPerQuery),
                                  ("allocations/query", base.allocationsPerQuery, now.allocationsPerQuery)] where b != c {
                let slack = isQuery || label != "allocations/query" ? 0 : b * 0.05 + 2
                guard abs(c - b) > slack else { continue }
                lines.append(Line(verdict: c > b ? .counterUp : .counterDown, key: name,
                                  detail: "\(label) \(plainDecimal(b)) -> \(plainDecimal(c))"))
            }
            // The simulator's correctness counts: any increase is a regression.
            if let bs = base.simulation, let cs = now.simulation {
                for (label, b, c) in [("duplicate decorations", bs.duplicateDecorations, cs.duplicateDecorations),
                                      ("z-order violations", bs.zOrderViolations, cs.zOrderViolations),
                                      ("late decorations", bs.lateDecorations, cs.lateDecorations),
                                      ("stale views", bs.staleViews, cs.staleViews)] where b != c {
                    lines.append(Line(verdict: c > b ? .counterUp : .counterDown, key: name, detail: "\(label) \(b) -> \(c)"))
                }
            }
            guard let b = base.ratioToNone, let c = now.ratioToNone, base.strategy != "none", b > 0 else { continue }
            // A median of a handful of samples is noise on a shared machine: counters only.
            guard base.samples >= minSamples, now.samples >= minSamples else {
                timingSkipped += 1
                continue
            }
            let change = c / b - 1
            if change > threshold {
                lines.append(Line(verdict: .regression, key: name, detail: "ratio to none \(plainDecimal(b, places: 3)) -> \(plainDecimal(c, places: 3)) (+\(plainDecimal(change * 100, places: 1))%, threshold \(plainDecimal(threshold * 100, places: 1))%); median \(formatNs(base.medianNs)) -> \(formatNs(now.medianNs))"))
            } else if change < -threshold {
                lines.append(Line(verdict: .improvement, key: name, detail: "ratio to none \(plainDecimal(b, places: 3)) -> \(plainDecimal(c, places: 3)) (\(plainDecimal(change * 100, places: 1))%)"))
            }
        }
        if matched == 0 { throw CLIError("no rows match between the two files: are they runs of the same presets, sizes and seed?") }
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
