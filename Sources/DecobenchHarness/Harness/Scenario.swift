import DecorationBench
import DecorationStrategies

/// What a timed operation is; encoded as its name.
package enum Scenario: String, CaseIterable, Encodable {
    /// A viewport-sized rect swept along the content in fling bursts at 60 fps.
    case scroll
    /// Random scroll-to-item: the viewport jumps to show a random item at its top.
    case jump
    /// `invalidateLayout()` + `prepare()`.
    case prepare
    /// `invalidateLayout()` + `prepare()` + the first query at the top.
    case coldStart = "cold-start"
    /// Items inserted into and deleted from a few sections, then invalidate + prepare + a query.
    case update
    /// The scroll sweep driven frame by frame as `UICollectionView` drives it: new bounds →
    /// `shouldInvalidateLayout(forBoundsChange:)` → `invalidationContext(forBoundsChange:)` →
    /// `invalidateLayout(with:)` → `prepare()` → the visible rect's query. Run only on data sets
    /// that pin headers or footers (elsewhere no frame invalidates, and it is `scroll`).
    case pinnedScroll = "pinned-scroll"
    /// A self-sizing data set scrolled frame by frame as `UICollectionView` drives it: new
    /// bounds → the cells that became visible measured in one pass → one batched invalidation →
    /// `prepare()` → the visible rect's query. Each sample starts with no cell measured. Run
    /// only on data sets with an `estimatedItemSize`.
    case selfSizing = "self-sizing"
    /// Random batch updates (inserts, deletes, moves and reloads of items and sections, the
    /// first and last sections among them), each run through `performBatchUpdates`' whole
    /// sequence and a query of the viewport at the first section it touched. It joins `update`,
    /// which times what a full `invalidateLayout()` costs after an edit (as `reloadData()`).
    case batchUpdate = "batch-update"

    package var summary: String {
        switch self {
        case .scroll:
            return "viewport swept in 60 fps fling bursts (50 pt/frame) spread over the whole content, "
                + "each burst timed on its second pass (warm); ns per query"
        case .jump: return "random scroll-to-item: the viewport placed at a random item; ns per query"
        case .prepare: return "invalidateLayout() + prepare(); ns per prepare"
        case .coldStart: return "invalidateLayout() + prepare() + first query at the top; ns per start"
        case .update:
            return "insert or delete items in 3 sections, then invalidate + prepare + one query; ns per update"
        case .batchUpdate:
            return "random batch of item and section inserts, deletes, moves, reloads through performBatchUpdates' "
                + "sequence (counts context, prepare, prepare(forCollectionViewUpdates:), decoration questions, "
                + "finalize) + the visible rect's query; ns per batch"
        case .pinnedScroll:
            return "the scroll sweep with pinned headers, each frame bounds change + should-invalidate + context + "
                + "invalidate + prepare + query, as UICollectionView drives it; ns per frame (data sets that pin only)"
        case .selfSizing:
            return "self-sizing cells scrolled from an unmeasured layout, each frame bounds change + the newly visible "
                + "cells measured in one batched invalidation + prepare + query; "
                + "ns per frame (data sets with estimates only)"
        }
    }

    /// Whether a sample times queries (and so per-query counters apply); a pinned-scroll frame
    /// counts as a query.
    package var isQuery: Bool { self == .scroll || self == .jump || self == .pinnedScroll || self == .selfSizing }

    /// What one sample's operation is, for per-operation labels ("allocations/prepare"); the
    /// word `summary` ends its "ns per" with.
    package var operation: String {
        switch self {
        case .scroll, .jump: return "query"
        case .pinnedScroll, .selfSizing: return "frame"
        case .prepare: return "prepare"
        case .coldStart: return "start"
        case .update: return "update"
        case .batchUpdate: return "batch"
        }
    }

    /// What a data set needs for the scenario to measure anything on it, for messages.
    package var requirement: String {
        switch self {
        case .pinnedScroll: return "a data set that pins its headers or footers"
        case .selfSizing: return "a data set with an estimated item size"
        case .batchUpdate: return "a data set with at least one section"
        default: return "a data set"
        }
    }

    /// Whether the scenario measures anything on `dataSet`: pinned-scroll needs pinning,
    /// self-sizing an estimate, batch-update a section.
    package func applies(to dataSet: DataSet) -> Bool {
        switch self {
        case .pinnedScroll: return dataSet.pinsSupplementaryViews
        case .selfSizing: return dataSet.isEstimatingSizes
        case .batchUpdate: return !dataSet.sections.isEmpty
        default: return true
        }
    }
}
