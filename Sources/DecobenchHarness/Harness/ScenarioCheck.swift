import DecorationBench
import DecorationStrategies

/// The brute-force oracle's answers for one scenario's checks (``ScenarioRun/check(_:with:)``),
/// kept across the strategies: every subject's base layout goes through the same steps (the same
/// rects, frames, updates and seeded batches), so each expected answer is computed once.
///
/// An answer is compared element by element (``OracleCheck/firstDifference(_:_:)``): the same
/// cells, supplementary views and decorations, with the same frames and stacking.
package final class ScenarioCheck {
    /// The data set as messages name it: "grid 10k (seed 42)".
    package let dataSet: String
    package let rule: FrameRule
    private var expected: [Key: [BruteForceOracle.Expected]] = [:]
    /// Fresh layouts of the data set after each batch of the seeded stream, by step.
    private var afterBatch: [Int: FlowLayout] = [:]

    /// What an expected answer depends on. The content size guards the claim that every subject's
    /// base is at the same state at the same step: a base that is not gets answers of its own.
    private struct Key: Hashable {
        package var step: Int
        package var rect: Rect
        package var content: Size
        package var expectation: DecorationExpectation
    }

    package init(dataSet: String, rule: FrameRule) {
        (self.dataSet, self.rule) = (dataSet, rule)
    }

    /// `layout`'s answer for `rect` against the oracle's on `truth` (the subject's own base
    /// layout, or a fresh layout of its data set), at the scenario's step `step`.
    ///
    /// - Complexity: O(items + sections) the first time a step is asked, O(k log k) after.
    package func compare(
        _ layout: any AnyDecoratedLayout, truth: FlowLayout, rect: Rect, step: Int, what: String
    ) -> OracleCheck.Mismatch? {
        let got = layout.layoutAttributesForElements(in: rect)
        if let reads = OracleCheck.readsPrivately(layout, in: rect, step: what, name: dataSet) { return reads }
        let key = Key(step: step, rect: rect, content: truth.collectionViewContentSize, expectation: layout.expectation)
        let wanted =
            expected[key]
            ?? {
                let answer = BruteForceOracle.answer(of: truth, expecting: layout.expectation, rule: rule, in: rect)
                expected[key] = answer
                return answer
            }()
        guard let difference = OracleCheck.firstDifference(got, wanted) else { return nil }
        return OracleCheck.Mismatch(
            strategy: layout.kind.rawValue, dataSet: dataSet, step: what, rect: rect, difference: difference)
    }

    /// A prepared layout of `dataSet` as it stands after batch `step` of the seeded stream.
    package func truth(afterBatch step: Int, dataSet: DataSet) -> FlowLayout {
        if let layout = afterBatch[step] { return layout }
        let layout = FlowLayout(dataSet: dataSet)
        layout.prepare()
        afterBatch[step] = layout
        return layout
    }
}
