/// A strategy's answers checked against the brute-force oracle the way the harness and a user's
/// tests check them: static queries (a scroll sweep and jumps), and, when asked, pinned-header
/// frames, self-sizing frames and batch updates, each answer compared with the oracle's for the
/// strategy's ``DecorationExpectation``.
///
/// ```swift
/// let layout = StrategyKind.augmentedList.makeLayout(dataSet: dataSet)
/// if let wrong = OracleCheck.check(layout, name: "grid 10k", seed: 42, steps: .all) { print(wrong) }
/// ```
public enum OracleCheck {
    /// The first answer that was not the oracle's: where, and the first element that differs.
    public struct Mismatch: Error, CustomStringConvertible, Sendable {
        /// The strategy's name.
        public var strategy: String
        /// The data set, as the caller named it (with its seed).
        public var dataSet: String
        /// The step that gave the answer: "scroll query 3", "batch 2 (delete section 4, …)", …
        public var step: String
        /// The rect asked for.
        public var rect: Rect
        /// The first missing, extra or misplaced element, with the expected and the given frame.
        public var difference: String

        public init(strategy: String, dataSet: String, step: String, rect: Rect, difference: String) {
            (self.strategy, self.dataSet, self.step, self.rect, self.difference) = (
                strategy, dataSet, step, rect, difference
            )
        }

        public var description: String {
            "strategy \(strategy) drew something other than the brute-force oracle on \(dataSet), \(step), "
                + "rect \(rect): \(difference)"
        }
    }

    /// What a check drives besides static queries.
    public struct Steps: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Bounds changes with pinned headers (data sets that pin only).
        public static let pinned = Steps(rawValue: 1)
        /// Self-sizing frames (data sets with an estimate only).
        public static let selfSizing = Steps(rawValue: 2)
        /// Random batch updates (data sets with a section only).
        public static let batches = Steps(rawValue: 4)
        public static let all: Steps = [.pinned, .selfSizing, .batches]
    }

    /// Checks `layout` (prepared here if it is not) on 64 scroll and 16 jump rects, then, for
    /// each of `steps` that applies to its data set, a fresh layout of the same strategy
    /// through ``framesChecked`` frames or 6 batches.
    ///
    /// - Returns: the first mismatch, or `nil` when every answer was the oracle's.
    /// - Complexity: O((items + sections) × the rects and frames checked).
    public static func check(
        _ layout: any AnyDecoratedLayout, name: String, rule: FrameRule = .standard, seed: UInt64,
        steps: Steps = []
    ) -> Mismatch? {
        if !layout.base.isPrepared { layout.prepare() }
        var rects = Workload.scroll(layout.base, limit: 64).enumerated().map { ("scroll query \($0)", $1) }
        rects += Workload.jumps(layout.base, count: 16, seed: seed).enumerated().map { ("jump \($0)", $1) }
        for (step, rect) in rects {
            if let wrong = compare(layout, against: layout.base, rule: rule, in: rect, step: step, name: name) {
                return wrong
            }
        }
        let data = layout.dataSet
        if steps.contains(.pinned), data.pinsSupplementaryViews,
            let wrong = frames(
                layout.makeLayout(dataSet: data), measuring: false, rule: rule, name: name, step: "pinned frame")
        {
            return wrong
        }
        if steps.contains(.selfSizing), data.isEstimatingSizes,
            let wrong = frames(
                layout.makeLayout(dataSet: data), measuring: true, rule: rule, name: name, step: "self-sizing frame")
        {
            return wrong
        }
        if steps.contains(.batches), !data.sections.isEmpty,
            let batching = layout.makeLayout(dataSet: data) as? any BatchUpdatingLayout
        {
            return batches(batching, rule: rule, seed: seed, name: name)
        }
        return nil
    }

    /// Frames driven through a pinned or self-sizing check: two bursts of consecutive frames, at
    /// the start and at the end of the content (every frame of a shorter one).
    public static let framesChecked = 2 * Workload.burst

    /// Drives `layout` through the scroll sweep as bounds changes (and measures the cells that
    /// come into view when `measuring`), comparing the answer for the bounds after each.
    private static func frames(
        _ layout: any AnyDecoratedLayout, measuring: Bool, rule: FrameRule, name: String, step: String
    ) -> Mismatch? {
        layout.prepare()
        let sweep = Workload.scroll(layout.base, limit: framesChecked)
        precondition(!sweep.isEmpty, "OracleCheck: the scroll sweep of a prepared layout has at least one frame")
        for (n, rect) in sweep.enumerated() {
            layout.moveBounds(to: rect)
            if measuring { layout.measureVisibleCells(in: layout.bounds) }
            let bounds = layout.bounds
            if let wrong = compare(
                layout, against: layout.base, rule: rule, in: bounds, step: "\(step) \(n)", name: name)
            {
                return wrong
            }
        }
        return nil
    }

    /// Six random batches through `performBatchUpdates`; after each, four rects compared with the
    /// oracle on a fresh layout of the updated data set.
    private static func batches(
        _ layout: any BatchUpdatingLayout, rule: FrameRule, seed: UInt64, name: String
    ) -> Mismatch? {
        layout.prepare()
        var rng = SplitMix64(seed: seed ^ 0xBA7C)
        for b in 0..<6 {
            let batch = BatchUpdate.random(for: layout.dataSet, rng: &rng)
            guard (try? layout.performBatchUpdates(batch)) != nil else { continue }
            layout.finalizeCollectionViewUpdates()
            let fresh = FlowLayout(dataSet: layout.dataSet)
            fresh.prepare()
            let step = "batch \(b) (\(batch.items.map(\.summary).joined(separator: ", ")))"
            for rect in Workload.jumps(fresh, count: 4, seed: seed &+ UInt64(b)) {
                if let wrong = compare(layout, against: fresh, rule: rule, in: rect, step: step, name: name) {
                    return wrong
                }
            }
        }
        return nil
    }

    /// `layout`'s answer for `rect` against the oracle's on `truth`.
    private static func compare(
        _ layout: any AnyDecoratedLayout, against truth: FlowLayout, rule: FrameRule, in rect: Rect, step: String,
        name: String
    ) -> Mismatch? {
        if let reads = readsPrivately(layout, in: rect, step: step, name: name) { return reads }
        let got = layout.layoutAttributesForElements(in: rect)
        let expected = BruteForceOracle.answer(of: truth, expecting: layout.expectation, rule: rule, in: rect)
        guard let difference = firstDifference(got, expected) else { return nil }
        return Mismatch(strategy: layout.kind.rawValue, dataSet: name, step: step, rect: rect, difference: difference)
    }

    /// A mismatch when `layout` says it reaches the base layout only through the public surface
    /// (``StrategyTier/publicAPI``) and has read what UIKit keeps private.
    public static func readsPrivately(
        _ layout: any AnyDecoratedLayout, in rect: Rect, step: String, name: String
    ) -> Mismatch? {
        guard layout.tier == .publicAPI, layout.privateReads > 0 else { return nil }
        return Mismatch(
            strategy: layout.kind.rawValue, dataSet: name, step: step, rect: rect,
            difference: "it says it reaches the base layout as a UIKit subclass does (tier public), and read the "
                + "private layout \(layout.privateReads) time(s): reach it only through super's calls, or declare "
                + "`static let tier = StrategyTier.privateAPI`")
    }

    /// The first element in which `got` differs from `expected`, described; `nil` when they hold
    /// the same elements with the same frames and stacking.
    ///
    /// - Complexity: O(n log n).
    public static func firstDifference(_ got: [LayoutAttributes], _ expected: [BruteForceOracle.Expected]) -> String? {
        var given: [ElementKey: LayoutAttributes] = [:]
        for a in got {
            if given.updateValue(a, forKey: a.key) != nil { return "\(describe(a.key)) returned twice" }
        }
        for e in expected.sorted(by: { $0.key < $1.key }) {
            guard let a = given.removeValue(forKey: e.key) else {
                return "missing \(describe(e.key)) (expected frame \(e.frame))"
            }
            if a.frame != e.frame { return "\(describe(e.key)) at \(a.frame), expected \(e.frame)" }
            if a.zIndex != e.zIndex { return "\(describe(e.key)) at zIndex \(a.zIndex), expected \(e.zIndex)" }
        }
        if let extra = given.values.min(by: { $0.key < $1.key }) {
            return "extra \(describe(extra.key)) (frame \(extra.frame))"
        }
        return nil
    }

    private static func describe(_ key: ElementKey) -> String {
        "\(key.kind == .cell ? "cell" : key.kind.rawValue) of section \(key.indexPath.section)"
            + (key.kind.category == .decoration && key.kind != .cellShadow ? "" : ", item \(key.indexPath.item)")
    }
}
