/// When ``CollectionViewSimulator`` runs batch updates while it scrolls: each batch, already
/// applied to the data set the one before it left (``BatchUpdate/applied(to:)``), and the frame
/// before which it runs.
///
/// ```swift
/// let schedule = BatchSchedule(spreading: applied, over: rects.count)
/// let report = CollectionViewSimulator().run(layout, rects: rects, batches: schedule)
/// ```
public struct BatchSchedule: Sendable {
    /// The batches, in the order they run.
    public let updates: [BatchUpdate.Applied]
    /// For each batch, the index of the frame it runs before; never decreasing.
    public let frames: [Int]

    /// No batches: the simulator only scrolls.
    public init() {
        updates = []
        frames = []
    }

    /// `updates` spread evenly over a scroll of `frameCount` frames, the first after some
    /// scrolling and the last before the end; several batches run before one frame when there
    /// are more batches than frames, as several `performBatchUpdates` in one run-loop turn.
    ///
    /// - Precondition: `frameCount >= 0`.
    /// - Complexity: O(batches).
    public init(spreading updates: [BatchUpdate.Applied], over frameCount: Int) {
        precondition(frameCount >= 0, "BatchSchedule: frameCount must not be negative")
        self.updates = updates
        let n = updates.count
        frames = (0..<n).map { i in
            // In Double: batches × frames can exceed Int in a hostile call; neither is bounded here.
            min(frameCount - 1, Int(Double(i + 1) * Double(frameCount) / Double(n + 1)))
        }
    }

    /// How many batches run.
    public var count: Int { updates.count }

    /// Whether no batch runs.
    public var isEmpty: Bool { updates.isEmpty }
}
