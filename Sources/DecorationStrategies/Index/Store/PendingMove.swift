import DecorationBench

/// A move along the scroll axis that a ``DecorationStore`` has not written into its frames:
/// decorations from `from` on are stored `shift` short of their frames (`from` is the count and
/// `shift` 0 when nothing is pending).
///
/// Only `DecorationStore.remeasure(_:in:rule:deferringTail:)` leaves one, for `binary-search`
/// and `augmented-list`, whose queries add it: a self-sizing frame then writes the measured
/// sections and the distance scrolled, not every later decoration. The move is applied in one
/// place, here; `DecorationStore.View.refreshObject(at:_:)` brings an object made before the
/// move to its frame.
@usableFromInline
struct PendingMove {
    /// The first decoration stored short of its frame.
    @usableFromInline var from: Int
    /// How far short.
    @usableFromInline var shift: Double

    @inlinable
    init(from: Int, shift: Double = 0) {
        self.from = from
        self.shift = shift
    }

    /// Whether decoration `index` is stored short of its frame.
    @inlinable @inline(__always)
    func covers(_ index: Int) -> Bool { index >= from }

    /// The start along the scroll axis of decoration `index`, whose stored start is `stored`.
    @inlinable @inline(__always)
    func start(_ stored: Double, at index: Int) -> Double { index < from ? stored : stored + shift }

    /// The frame of decoration `index`, whose stored frame is `stored`.
    @inlinable @inline(__always)
    func frame(_ stored: Rect, at index: Int, _ direction: ScrollDirection) -> Rect {
        index < from ? stored : stored.moved(alongMain: direction, by: shift)
    }
}
