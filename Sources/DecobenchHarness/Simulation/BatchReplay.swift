import DecorationBench
import DecorationStrategies

/// One layout's replay of planned batch updates, each checked against the brute-force oracle:
/// the work behind a row of `decobench batches`.
package enum BatchReplay {
    /// Prepares `layout`, runs each of `planned` through UIKit's whole batch sequence and checks
    /// the answer after each against the oracle on a fresh layout of the updated data set.
    ///
    /// The answer checked is the viewport at the first section the batch touched; the
    /// decorations it held are on screen for the next batch, whose final attributes they need.
    ///
    /// - Parameters:
    ///   - preset: the preset, or the data-set file, for the row.
    ///   - name: the strategy's or broken recipe's name, for the row.
    /// - Complexity: O(batches × (a batch update + a fresh layout's `prepare()` + the oracle)).
    package static func replay(
        _ planned: [BatchUpdate.Applied], through layout: any BatchUpdatingLayout, rule: FrameRule,
        preset: String, name: String
    ) -> BatchReplayRow {
        layout.prepare()
        var (recomputed, unanswered, wrong, onScreen) = (0, 0, 0, [ElementKey]())
        for applied in planned {
            let before = layout.decorationsRecomputed
            let touched = applied.sections.touched.firstIndex(of: true) ?? 0
            let viewport = { (base: FlowLayout) in
                Workload.viewport(
                    base, at: base.numberOfSections > touched ? base.sectionGeometry(touched).mainStart : 0)
            }
            let result = layout.runBatchUpdate(applied, onScreen: onScreen, visible: viewport)
            recomputed += layout.decorationsRecomputed - before
            unanswered += result.unanswered
            onScreen = result.answer.compactMap { $0.category == .decoration ? $0.key : nil }
            let fresh = FlowLayout(dataSet: applied.dataSet)
            fresh.prepare()
            let expected = Set(
                BruteForceOracle.answer(of: fresh, expecting: layout.expectation, rule: rule, in: viewport(fresh)))
            if Set(BruteForceOracle.expected(from: result.answer)) != expected { wrong += 1 }
        }
        return BatchReplayRow(
            preset: preset, strategy: name, batches: planned.count,
            recomputedPerBatch: planned.isEmpty ? 0 : Double(recomputed) / Double(planned.count),
            unanswered: unanswered, wrongAnswers: wrong)
    }
}
