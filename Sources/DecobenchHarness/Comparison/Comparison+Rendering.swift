import DecorationBench
import DecorationStrategies

/// A comparison as text for a terminal, markdown for a pull request or a CI summary, and JSON
/// for a dashboard.
extension Comparison {
    /// The lines a report shows, failures first: the changes, and with `verbose` every row's
    /// verdict and why.
    package func shown(verbose: Bool) -> [Line] {
        let order = Dictionary(uniqueKeysWithValues: Verdict.allCases.enumerated().map { ($1, $0) })
        return lines.filter { verbose || $0.verdict.isChange }.enumerated()
            .sorted { (order[$0.element.verdict]!, $0.offset) < (order[$1.element.verdict]!, $1.offset) }.map(\.element)
    }

    package var improvements: Int { lines.filter { $0.verdict == .improvement }.count }

    private var summary: String {
        "\(matched) rows matched"
            + (timingSkipped > 0 ? ", \(timingSkipped) with too few samples to compare timings" : "")
    }

    /// The report's last line: what failed, or that nothing did.
    private var closing: String {
        let failed = allowMissing ? 0 : missing
        let parts = [
            regressions > 0 ? "\(regressions) regressed row(s)" : nil,
            failed > 0 ? "\(failed) baseline row(s) missing from the current run" : nil,
        ].compactMap { $0 }
        if !parts.isEmpty { return (regressions > 0 ? "REGRESSION: " : "FAIL: ") + parts.joined(separator: ", ") }
        return "ok: no regression beyond the threshold"
            + (missing > 0 ? " (\(missing) missing row(s) allowed by --\(Self.allowMissingFlag))" : "")
    }

    /// The timing rule in one sentence, for the markdown report.
    private var rule: String {
        "timing threshold \(percent(threshold)) of the baseline's overhead over `none` (ratio − 1, at least "
            + "\(plainDecimal(Self.overheadFloor)) of `none`), between 95% intervals"
    }

    package func render(baselineName: String, currentName: String, verbose: Bool = false) -> String {
        var text = "compare \(baselineName) -> \(currentName): \(summary)\n"
        for line in shown(verbose: verbose) {
            text += "\(line.verdict.rawValue.padding(12)) \(line.key): \(line.detail)\n"
        }
        return text + closing + "\n"
    }

    package func markdown(baselineName: String, currentName: String, verbose: Bool = false) -> String {
        var text = "### decobench compare: \(failures > 0 ? "❌" : "✅") \(closing)\n\n"
        text += "`\(baselineName)` → `\(currentName)`: \(summary); \(improvements) improvement(s); \(rule).\n"
        let shown = shown(verbose: verbose)
        guard !shown.isEmpty else { return text + "\nNo row changed.\n" }
        text += "\n| verdict | row | detail |\n| --- | --- | --- |\n"
        for line in shown {
            let cells = [
                line.verdict.fails ? "**\(line.verdict.rawValue)**" : line.verdict.rawValue, line.key, line.detail,
            ]
            text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return text
    }

    package func json(baselineName: String, currentName: String, verbose: Bool = false) -> String {
        let lines = shown(verbose: verbose).map { line in
            "\n    {\"verdict\": \(jsonString(line.verdict.rawValue)), \"fails\": \(line.verdict.fails), "
                + "\"row\": \(jsonString(line.key)), \"detail\": \(jsonString(line.detail))"
                + (line.judged.map { ", \"overhead\": \($0.json)" } ?? "") + "}"
        }
        return """
            {
              "baseline": \(jsonString(baselineName)),
              "current": \(jsonString(currentName)),
              "threshold_percent": \(plainDecimal(threshold * 100, places: 3)),
              "overhead_floor": \(plainDecimal(Self.overheadFloor)),
              "matched": \(matched),
              "timing_skipped": \(timingSkipped),
              "fails": \(failures > 0),
              "regressions": \(regressions),
              "missing": \(missing),
              "missing_allowed": \(allowMissing),
              "improvements": \(improvements),
              "lines": [\(lines.joined(separator: ","))\(lines.isEmpty ? "" : "\n  ")]
            }

            """
    }
}

extension Comparison.Judgement {
    /// The overheads judged, as a JSON object: each run's [point, low, high], what the gap was a
    /// fraction of, and how far the current interval lies above the baseline's in percent of it
    /// (negative when they overlap or it lies below).
    package var json: String {
        func triple(_ o: Comparison.Overhead) -> String {
            "[" + [o.point, o.low, o.high].map { plainDecimal($0, places: 4) }.joined(separator: ", ") + "]"
        }
        return "{\"baseline\": \(triple(baseline)), \"current\": \(triple(current)), "
            + "\"judged_against\": \(plainDecimal(scale, places: 4)), "
            + "\"above_percent\": \(plainDecimal(above * 100, places: 2))}"
    }
}
