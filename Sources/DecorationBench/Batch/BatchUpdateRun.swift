/// What one whole batch update, as ``BatchUpdatingLayout/runBatchUpdate(_:onScreen:visible:)``
/// runs it, answered: the visible answer after the update, the questions left unanswered, and
/// what a collection view does with its decoration views (the index paths inserted and deleted,
/// the final attributes of the views on screen).
///
/// ```swift
/// let run = layout.runBatchUpdate(applied, onScreen: keys) { Workload.viewport($0, at: 0) }
/// if run.unanswered > 0 { /* an app would crash or a view would snap */ }
/// ```
public struct BatchUpdateRun {
    /// The visible rect's answer after the update.
    public var answer: [LayoutAttributes] = []
    /// How many of the questions a layout must answer it answered with `nil`: each would be a
    /// crash or a view snapping in an app.
    public var unanswered = 0
    /// The decorations the layout said the batch inserted, by new index path.
    public var inserted: [ElementKey] = []
    /// The decorations the layout said the batch deleted, by old index path.
    public var deleted: [ElementKey] = []
    /// The final attributes of each section decoration on screen before the update, by its old
    /// key; absent where the layout answered `nil`.
    public var final: [ElementKey: LayoutAttributes] = [:]

    public init() {}
}
