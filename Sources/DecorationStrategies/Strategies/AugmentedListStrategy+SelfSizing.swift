import DecorationBench

// `augmented-list` after a self-sizing frame, without building its list again.
//
// The store computes the measured sections' decorations again and leaves the move of every
// later one pending (`DecorationStore+Remeasure.swift`). The list, built over the frames the
// store had then, keeps answering beside two corrections:
// - decorations whose stored frames were written since (`Index.written`, a short range near
//   the scroll position) are searched in the store itself, by binary search over their starts;
// - decorations after the store's pending move are found by the list at the rect moved back by
//   the move, and tested at their frames.
// What a frame costs is then the measured sections plus the decorations between the last
// frame's pending move and this one's, not the data set. When the written range outgrows
// `Index.writtenLimit`, the list is built again (without its jump table) over the store with
// its move written.

extension AugmentedListStrategy {
    /// What moved since an index's list was built: the store's pending move and the range it
    /// wrote.
    struct Moves {
        let move: PendingMove
        let written: Range<Int>
        let writtenLongest: Double

        /// Whether the list's position for `decoration` is where its stored frame is.
        @inline(__always)
        func isUnwritten(_ decoration: Int) -> Bool {
            decoration < written.lowerBound || decoration >= written.upperBound
        }
    }
}

extension AugmentedListStrategy.Index {
    /// How many decorations may be written beside the list before it is built again: the
    /// square root of the count (at least 256) balances the rebuild, O(d) once per that many
    /// writes, against a query's search of the written range, O(log) of it.
    var writtenLimit: Int { Swift.max(256, Int(Double(store.count).squareRoot())) }

    /// Updates the store after a self-sizing frame and notes what it wrote; `nil` when the
    /// store must be rebuilt. Past ``writtenLimit`` the store's move is written and the list is
    /// left to be built again (`answersAfterRemeasure` false).
    ///
    /// - Complexity: that of `DecorationStore.remeasure(_:in:rule:deferringTail:)` with the
    ///   tail deferred, plus O(d) when the store's move is written.
    func remeasure(_ sections: [Int], in p: PreparedLayout, rule: FrameRule) -> Int? {
        guard let done = store.remeasure(sections, in: p, rule: rule, deferringTail: true) else { return nil }
        let before = written
        written = written.covering(done.written)
        if written.count > writtenLimit {
            store.writePendingMove(upTo: store.count)
            answersAfterRemeasure = false
            return done.recomputed
        }
        // Every decoration newly inside the range: the written ones and any gap between.
        let frames = store.frames, direction = store.direction
        var longest = writtenLongest
        for i in written where !before.contains(i) || done.written.contains(i) {
            longest = Swift.max(longest, frames[i].maxMain(direction) - frames[i].minMain(direction))
        }
        writtenLongest = longest
        return done.recomputed
    }
}

extension AugmentedListStrategy.Query {
    /// ``append(in:to:)`` after self-sizing frames: the list for the decorations it still
    /// places (at the rect before the pending move, and at the rect moved back by it), and a
    /// binary search of the written range in the store. The objects of moved decorations are
    /// brought to their frames as they are handed out.
    ///
    /// - Complexity: O(log d + k) for the list's two searches, plus O(log w + k) for the w
    ///   written decorations.
    @inline(never)
    func append(in rect: Rect, to elements: inout [LayoutAttributes], moves: AugmentedListStrategy.Moves) -> Int {
        let decorations = decorations, frames = decorations.frames, direction = decorations.direction
        let move = moves.move, shift = move.shift
        let lo = rect.minMain(direction), hi = rect.maxMain(direction)
        return decorations.append(to: &elements) { hit in
            var examined = list.forEachOverlapping(lo, hi) { decoration in
                if !move.covers(decoration), moves.isUnwritten(decoration), frames[decoration].intersects(rect) {
                    hit(decoration)
                }
            }
            if move.from < decorations.count {
                // The list compares stored bounds with the rect moved back; the margin covers
                // rounding, and each candidate is tested at its frame.
                let margin = (Swift.abs(lo) + Swift.abs(hi) + Swift.abs(shift)) * 0x1p-40
                examined &+= list.forEachOverlapping(lo - shift - margin, hi - shift + margin) { decoration in
                    guard move.covers(decoration), moves.isUnwritten(decoration),
                        decorations.frame(at: decoration, move).intersects(rect)
                    else { return }
                    decorations.refreshObject(at: decoration, move)
                    hit(decoration)
                }
            }
            return examined &+ appendWritten(in: rect, moves: moves, hit)
        }
    }

    /// The written decorations that intersect `rect`, in the store's order (by start along the
    /// scroll axis): a binary search for the first that could reach the rect, then a scan.
    private func appendWritten(in rect: Rect, moves: AugmentedListStrategy.Moves, _ hit: (Int) -> Void) -> Int {
        let decorations = decorations, direction = decorations.direction, move = moves.move
        @inline(__always) func frame(_ i: Int) -> Rect { decorations.frame(at: i, move) }
        let lo = rect.minMain(direction), hi = rect.maxMain(direction), reach = moves.writtenLongest
        let low = moves.written.partitionPoint { frame($0).minMain(direction) + reach > lo }
        var i = low
        while i < moves.written.upperBound, frame(i).minMain(direction) < hi {
            if frame(i).intersects(rect) {
                if move.covers(i) { decorations.refreshObject(at: i, move) }
                hit(i)
            }
            i &+= 1
        }
        return i - low
    }
}
