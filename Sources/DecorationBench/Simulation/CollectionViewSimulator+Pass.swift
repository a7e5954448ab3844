extension CollectionViewSimulator {
    /// One layout's scroll through the simulator: the views, the reference and the expected
    /// decorations it is checked against, and the counts so far.
    struct Pass {
        let layout: any AnyDecoratedLayout
        let rule: FrameRule
        let pins: Bool
        let sizes: Bool
        /// Whether expected decorations were given (late, stale and missing are counted).
        let tracksExpected: Bool
        var screen: Screen
        var expected: ExpectedDecorations
        var reference: FlowLayout?
        /// The geometry the expected decorations were computed from.
        var generation: Int
        var missing: [ElementKind: Int] = [:]
        var drawn = Set<ElementKind>()

        init(
            layout: any AnyDecoratedLayout, screen: Screen, expectedDecorations: [BruteForceOracle.Expected],
            reference: FlowLayout?, rule: FrameRule
        ) {
            self.layout = layout
            self.screen = screen
            self.reference = reference
            self.rule = rule
            pins = layout.dataSet.pinsSupplementaryViews
            sizes = layout.dataSet.isEstimatingSizes
            tracksExpected = !expectedDecorations.isEmpty
            expected = ExpectedDecorations(expectedDecorations, direction: layout.base.scrollDirection)
            generation = (reference ?? layout.base).geometryGeneration
        }

        /// Moves the bounds to `rect` where the layout depends on them (pinning, self-sizing),
        /// as `UICollectionView` does before it asks for a frame's elements; the reference
        /// follows, and the expected decorations follow its geometry.
        mutating func follow(to rect: Rect) {
            screen.report.frames += 1
            guard pins || sizes else { return }
            layout.moveBounds(to: rect)
            if let reference {
                reference.bounds = rect
                reference.prepare()
            }
            // Self-sizing: the cells that became visible report their sizes, in the layout
            // and in the reference alike; the expected decorations follow the reference.
            if sizes { CollectionViewSimulator.measure(layout, reference, in: rect) }
            let truth = reference ?? layout.base
            if tracksExpected, truth.geometryGeneration != generation {
                generation = truth.geometryGeneration
                expected = ExpectedDecorations(
                    BruteForceOracle.sectionDecorations(of: truth, rule: rule), direction: truth.scrollDirection)
            }
        }

        /// One frame: the layout's answer for `rect`, shown, and counted.
        mutating func show(_ rect: Rect) {
            let answer = layout.layoutAttributesForElements(in: rect)
            let seen = Self.occurrences(answer)
            screen.report.duplicateDecorations += Self.duplicates(seen)
            if let reference {
                for a in reference.layoutAttributesForElements(in: rect) where seen[a.key] == nil {
                    screen.report.gaps += 1
                }
            }
            screen.show(answer, seen: seen)
            let views = Array(screen.visible.values)
            screen.report.zOrderViolations += CollectionViewSimulator.zOrderViolations(views)
            screen.report.lateDecorations += expected.late.count(in: rect, seen: seen)
            if pins {
                screen.report.overPinnedHeaders += CollectionViewSimulator.decorationsOverPinnedHeaders(
                    views, layout.dataSet)
            }
            screen.report.staleDecorations += expected.stale(answer)
            for a in answer where a.category == .decoration { drawn.insert(a.kind) }
            missing.merge(expected.missing(in: rect, answer: answer, seen: seen), uniquingKeysWith: +)
        }

        /// The counts, with the missing decorations of the kinds the layout drew at all.
        func finish() -> Report {
            var report = screen.report
            report.missingDecorations = missing.filter { drawn.contains($0.key) }.values.reduce(0, +)
            return report
        }

        /// How often each element occurs in `answer`.
        static func occurrences(_ answer: [LayoutAttributes]) -> [ElementKey: Int] {
            var seen: [ElementKey: Int] = [:]
            for a in answer { seen[a.key, default: 0] += 1 }
            return seen
        }

        /// The extra copies of decorations in an answer.
        static func duplicates(_ seen: [ElementKey: Int]) -> Int {
            var count = 0
            for (key, n) in seen where n > 1 && key.kind.category == .decoration { count += n - 1 }
            return count
        }
    }

    /// Measures the cells of `rect` not measured yet, in the layout under test and in the
    /// reference, as a collection view does when they become visible: one batched invalidation
    /// each, then `prepare()`.
    static func measure(_ layout: any AnyDecoratedLayout, _ reference: FlowLayout?, in rect: Rect) {
        layout.measureVisibleCells(in: rect)
        if let reference, let context = reference.measureCells(in: rect) {
            reference.invalidateLayout(with: context)
            reference.prepare()
        }
    }
}
