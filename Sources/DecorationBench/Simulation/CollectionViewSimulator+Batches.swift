extension CollectionViewSimulator.Pass {
    /// Runs one batch update before the frame at `rect`, as `UICollectionView` runs it with views
    /// on screen: UIKit's whole sequence (``BatchUpdatingLayout/runBatchUpdate(_:onScreen:visible:)``)
    /// with the decorations on screen; then the views are carried over (`Screen.carryOver`),
    /// the layout's inserted decorations are given views, and the answer after the update is
    /// applied. Counted: unanswered questions, duplicates, z-order, stale views and a wrong
    /// answer, against a fresh layout of the updated data set, which becomes the reference.
    ///
    /// - Complexity: that of the update, plus O(items + sections) for the fresh layout.
    mutating func runBatch(_ applied: BatchUpdate.Applied, in rect: Rect) {
        guard let updating = layout as? any BatchUpdatingLayout else {
            preconditionFailure("CollectionViewSimulator: batches need a BatchUpdatingLayout")
        }
        screen.report.batches += 1
        let onScreen = screen.visible.keys.filter { $0.kind.category == .decoration }.sorted()
        let run = updating.runBatchUpdate(applied, onScreen: onScreen) { _ in rect }
        screen.report.batchUnanswered += run.unanswered
        let fresh = FlowLayout(dataSet: layout.dataSet)
        if pins { fresh.bounds = rect }
        fresh.prepare()

        screen.carryOver(applied.sections, deleted: Set(run.deleted), final: run.final)
        // UIKit makes a view for every inserted decoration; one that already has a live view
        // is shown twice.
        for key in run.inserted where screen.visible[key] != nil { screen.report.batchDuplicates += 1 }
        let seen = Self.occurrences(run.answer)
        screen.report.batchDuplicates += Self.duplicates(seen)
        screen.show(run.answer, seen: seen)

        let truth = BruteForceOracle.answer(of: fresh, expecting: layout.expectation, rule: rule, in: rect)
        if Set(BruteForceOracle.expected(from: run.answer)) != Set(truth) { screen.report.batchWrongAnswers += 1 }
        let right = Dictionary(truth.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for (key, view) in screen.visible where key.kind.category == .decoration {
            if let e = right[key], e.frame == view.frame, e.zIndex == view.zIndex { continue }
            screen.report.batchStaleViews += 1
        }
        screen.report.batchZOrderViolations += CollectionViewSimulator.zOrderViolations(
            Array(screen.visible.values))

        // The frames that follow are checked against the updated data set.
        if reference != nil { reference = fresh }
        if tracksExpected {
            expected = CollectionViewSimulator.ExpectedDecorations(
                BruteForceOracle.sectionDecorations(of: fresh, rule: rule), direction: fresh.scrollDirection)
        }
        generation = fresh.geometryGeneration
    }
}

extension CollectionViewSimulator.Screen {
    /// Carries the views on screen across a batch as `UICollectionView` does: a header, footer,
    /// background or badge follows its section through ``SectionMap``; a cell, separator or cell
    /// shadow follows its section when the batch left the section's items alone. The rest leave
    /// for their reuse queue: views of a deleted or reloaded section, of a decoration the layout
    /// deleted (after taking its final attributes, where it fades), and of items of a section
    /// whose items changed (the map does not say where each item went; the next answer brings
    /// them back, so only the reuse counts differ from UIKit's).
    ///
    /// - Complexity: O(views).
    mutating func carryOver(_ map: SectionMap, deleted: Set<ElementKey>, final: [ElementKey: LayoutAttributes]) {
        var kept: [ElementKey: CollectionViewSimulator.View] = [:]
        for (key, view) in visible {
            if let to = Self.key(after: key, map, deleted: deleted), kept[to] == nil {
                view.element = to
                view.content = view.content.map { $0 == key ? to : $0 }
                kept[to] = view
                continue
            }
            if let last = final[key] {
                view.applied = last
                view.frame = last.frame
                view.zIndex = last.zIndex
            }
            view.element = nil
            queues[key.kind, default: []].append(view)
        }
        visible = kept
    }

    /// Where the element at `key` is after the batch `map` describes; `nil` when its view leaves.
    static func key(after key: ElementKey, _ map: SectionMap, deleted: Set<ElementKey>) -> ElementKey? {
        let old = key.indexPath.section
        guard old >= 0, old < map.oldToNew.count, !deleted.contains(key) else { return nil }
        let new = map.oldToNew[old]
        guard new >= 0 else { return nil }
        switch key.kind {
        case .header, .footer, .background, .badge: break
        case .cell, .separator, .cellShadow: if map.touched[new] { return nil }
        }
        return ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: new))
    }
}
