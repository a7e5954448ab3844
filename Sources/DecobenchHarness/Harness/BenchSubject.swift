import DecorationBench
import DecorationStrategies

/// One strategy's layout under measurement. The harness holds subjects of different strategy
/// types side by side (to interleave them), so it calls them through this protocol once per
/// batch; inside a batch the loop runs on `DecoratedLayout<S>`, specialised for the concrete
/// strategy, with no existential or witness table per query (see ``SubjectMaker``).
package protocol BenchSubject: AnyObject {
    var kind: StrategyKind { get }
    var layout: any AnyDecoratedLayout { get }
    /// Decorations examined so far (the strategy's counter).
    var examined: Int { get }
    /// Decorations the strategy's `prepare()` has computed so far.
    var recomputed: Int { get }
    /// The calls made to the base layout so far, as a subclass's calls to `super`.
    var calls: CallsToSuper { get }
    /// Runs the queries; returns the elements and decorations returned, summed.
    func query(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int)
    /// Drives each rect as a scroll frame's new bounds (``AnyDecoratedLayout/moveBounds(to:)``)
    /// and queries it; returns the elements and decorations returned, summed.
    func scrollFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int)
    /// Drives each rect as a self-sizing scroll frame: new bounds, the newly visible cells
    /// measured in one pass (``AnyDecoratedLayout/measureVisibleCells(in:)``), the query.
    func selfSizingFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int)
    /// Forgets every measured cell (a full invalidation) and prepares: untimed, before a
    /// self-sizing sample.
    func resetMeasurements()
    /// invalidate + prepare.
    func prepareOnce()
    /// invalidate + prepare + one query; returns the answer's size.
    func coldStart(_ rect: Rect) -> Int
    /// Applies update step `step` of `plan`, then invalidate + prepare + one query.
    func update(_ plan: UpdatePlan, step: Int) -> Int
    /// Runs a batch update through UIKit's whole sequence (``BatchUpdatingLayout/runBatchUpdate(_:visible:onScreen:)``)
    /// with the viewport at the first section it touched.
    func batchUpdate(_ applied: BatchUpdate.Applied, onScreen: [ElementKey]) -> BatchAnswer
}

/// What one batch update of a subject answered.
package struct BatchAnswer {
    /// The size of the answer for the viewport.
    package var elements: Int
    /// The answer's decorations: the views on screen for the next batch.
    package var onScreen: [ElementKey]
    /// Decoration questions answered with nil during the update: a broken contract, which the
    /// harness's check reports (``ScenarioRun/check(_:with:)``).
    package var unanswered: Int
    /// The viewport queried: at the first section the batch touched.
    package var viewport: Rect
}

/// A subject for strategy `S`.
///
/// A generic class's protocol methods are compiled once for every `S` (its witness table is
/// generic), so `query` does not run its loop itself: it calls `loop`, a closure made in
/// ``SubjectMaker/visit(_:)``, which the compiler specialises for each strategy (`StrategyKind.visit`
/// is `@inlinable` and visits each built-in by its concrete type). Check:
///
/// ```
/// nm .build/release/decobench | swift demangle | grep 'specialization <DecorationStrategies.AugmentedListStrategy> \
/// of closure #1 .* in DecobenchHarness.SubjectMaker'
/// ```
///
/// lists it. The specialisations are identical but for the strategy's method, so LLVM merges
/// them: each is a three-instruction thunk that passes its strategy's own `appendDecorations`
/// (not the protocol witness) to the merged loop, which calls it through a register
/// (`objdump -d` at the address `nm` gives). Callgrind shows no `protocol witness for
/// appendDecorations` on the path.
package final class Subject<S: DecorationStrategy>: BenchSubject {
    package typealias Loop = (DecoratedLayout<S>, ArraySlice<Rect>) -> (elements: Int, decorations: Int)
    package let decorated: DecoratedLayout<S>
    private let loop: Loop
    private let frames: Loop

    package init(dataSet: DataSet, frameRule: FrameRule, loop: @escaping Loop, frames: @escaping Loop) {
        decorated = DecoratedLayout<S>(dataSet: dataSet, frameRule: frameRule)
        decorated.prepare()
        self.loop = loop
        self.frames = frames
    }

    package var kind: StrategyKind { S.kind }
    package var layout: any AnyDecoratedLayout { decorated }
    package var examined: Int { decorated.strategy.examined }
    package var recomputed: Int { decorated.strategy.recomputed }
    package var calls: CallsToSuper { decorated.surface.calls }

    package func scrollFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
        frames(decorated, rects)
    }

    package func query(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
        #if DECOBENCH_SLOWDOWN
        let started = monotonicNanoseconds()
        defer { if S.kind == injectedSlowdown.strategy { injectedSlowdown.spin(since: started) } }
        #endif
        return loop(decorated, rects)
    }

    package func selfSizingFrames(_ rects: ArraySlice<Rect>) -> (elements: Int, decorations: Int) {
        var elements = 0, decorations = 0
        for rect in rects {
            decorated.moveBounds(to: rect)
            decorated.measureVisibleCells(in: rect)
            let answer = decorated.layoutAttributesForElements(in: rect)
            elements &+= answer.count
            for a in answer where a.kind.category == .decoration { decorations &+= 1 }
        }
        return (elements, decorations)
    }

    package func resetMeasurements() {
        guard decorated.base.measuredCellCount > 0 else { return }
        decorated.invalidateLayout()
        decorated.prepare()
    }

    package func prepareOnce() {
        decorated.invalidateLayout()
        decorated.prepare()
    }

    package func coldStart(_ rect: Rect) -> Int {
        decorated.invalidateLayout()
        decorated.prepare()
        return decorated.layoutAttributesForElements(in: rect).count
    }

    package func update(_ plan: UpdatePlan, step: Int) -> Int {
        // The whole layout is invalidated, the strategy with the base, as UIKit tells a subclass:
        // a strategy that keeps work between prepares learns of the edit from the context.
        decorated.invalidateLayout()
        plan.apply(step: step, to: decorated.base)
        decorated.prepare()
        return decorated.layoutAttributesForElements(in: plan.rect(step: step, layout: decorated.base)).count
    }
}

extension Subject {
    package func batchUpdate(_ applied: BatchUpdate.Applied, onScreen: [ElementKey]) -> BatchAnswer {
        let map = applied.sections
        let touched = map.touched.firstIndex(of: true) ?? map.newToOld.indices.first { map.newToOld[$0] != $0 }
        var viewport = Rect.zero
        let result = decorated.runBatchUpdate(applied, onScreen: onScreen) { base in
            viewport = Workload.viewport(base, at: touched.map { base.sectionGeometry($0).mainStart } ?? 0)
            return viewport
        }
        return BatchAnswer(
            elements: result.answer.count,
            onScreen: result.answer.compactMap { $0.category == .decoration ? $0.key : nil },
            unanswered: result.unanswered, viewport: viewport)
    }
}

/// Builds a subject for a strategy kind, with its concrete type.
package struct SubjectMaker: StrategyVisitor {
    package let dataSet: DataSet
    package let frameRule: FrameRule
    package func visit<S: DecorationStrategy>(_ type: S.Type) -> any BenchSubject {
        Subject<S>(
            dataSet: dataSet, frameRule: frameRule,
            loop: { decorated, rects in
                var elements = 0, decorations = 0
                for rect in rects {
                    let answer = decorated.layoutAttributesForElements(in: rect)
                    elements &+= answer.count
                    // Consumes the answer so the optimiser cannot drop the query.
                    for a in answer where a.kind.category == .decoration { decorations &+= 1 }
                }
                return (elements, decorations)
            },
            frames: { decorated, rects in
                var elements = 0, decorations = 0
                for rect in rects {
                    decorated.moveBounds(to: rect)
                    let answer = decorated.layoutAttributesForElements(in: rect)
                    elements &+= answer.count
                    for a in answer where a.kind.category == .decoration { decorations &+= 1 }
                }
                return (elements, decorations)
            })
    }
}

/// The update scenario's edits: even steps insert two items into each of three sections, odd
/// steps delete them again, so the data set returns to its shape every two steps.
package struct UpdatePlan {
    package var sections: [Int]
    package var positions: [Int]
    package static let itemsPerEdit = 2

    package init(dataSet: DataSet, seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0x5550_4454)
        let candidates = dataSet.sections.indices.filter { dataSet.sections[$0].itemCount > 0 }
        sections = candidates.isEmpty ? [] : (0..<3).map { _ in candidates[rng.int(in: 0...(candidates.count - 1))] }
        sections = Array(Set(sections)).sorted()
        positions = sections.map { rng.int(in: 0...dataSet.sections[$0].itemCount) }
    }

    /// Edits `layout`'s data set by step `step`: the inserts of an even step, the deletes of an
    /// odd one.
    ///
    /// - Precondition: `layout` is invalidated (its prepared state gone): the prepared layout
    ///   keeps a snapshot of the data set, and editing while it is alive would copy every section
    ///   (copy-on-write) on every update.
    package func apply(step: Int, to layout: FlowLayout) {
        precondition(!layout.isPrepared, "UpdatePlan.apply: invalidate the layout before editing its data set")
        for (section, position) in zip(sections, positions) {
            if step % 2 == 0 {
                let size = layout.dataSet.sections[section].sizeOfItem(0)
                layout.dataSet.sections[section].insertItems(Self.itemsPerEdit, of: size, at: position)
            } else {
                layout.dataSet.sections[section].removeItems(position..<(position + Self.itemsPerEdit))
            }
        }
    }

    /// The viewport at the first edited section.
    package func rect(step: Int, layout: FlowLayout) -> Rect {
        guard let s = sections.first else { return Workload.viewport(layout, at: 0) }
        return Workload.viewport(layout, at: layout.sectionGeometry(s).mainStart)
    }
}
