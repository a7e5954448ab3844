import DecorationBench

/// The decorations of the last query answered near its predecessor, with the positions along
/// the scroll axis its rect can move to and still meet exactly those: a scroll's next frame,
/// 50 points on, usually crosses no decoration's edge and no section's, and is answered from
/// here without walking the sections again.
///
/// What the positions rest on:
/// - each decoration of the window's sections (read from their current entries) stays in or
///   out of the rect: `intersects(_:)` is monotone in the rect's start, so its edges bound them;
/// - the sections outside the window stay out: their bodies, widened by the reach and its
///   margin (`SectionFinder`), stay off the rect. A data set with far-reaching sections is not
///   memoised (those sections are searched apart).
/// Every bound is moved inward by a margin larger than the rounding of the sums involved, so a
/// rect the memo answers is one a walk would answer the same way; near a bound, the walk runs.
///
/// The objects are unretained: the section cache keeps them while the geometry stands, and the
/// owner clears the memo at every change of the geometry (``clear()``). They are kept in a buffer
/// of the memo's own, not an array: a hit then costs no retain of storage (an array did, twice).
/// Not thread-safe (as a layout is not).
final class AnswerMemo {
    // Unchecked exclusivity: a query reads these once; the memo is not shared across threads.
    /// The answer's objects, in the order the walk appended them.
    @exclusivity(unchecked) private var objects: UnsafeMutablePointer<Unmanaged<LayoutAttributes>>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity = 16
    /// The rect's start along the scroll axis must lie strictly between these.
    @exclusivity(unchecked) private var lowest = Double.infinity
    @exclusivity(unchecked) private var highest = -Double.infinity
    /// The rect's length along the scroll axis and its start and length across it, as recorded:
    /// a rect that differs in any answers afresh.
    @exclusivity(unchecked) private var length = 0.0
    @exclusivity(unchecked) private var crossStart = 0.0
    @exclusivity(unchecked) private var crossLength = 0.0
    /// Inward margin of every bound (set as a recording begins).
    @exclusivity(unchecked) private var margin = 0.0
    /// The queries answered from the memo so far (a counter for tests).
    @exclusivity(unchecked) private(set) var answered = 0

    init() {
        objects = .allocate(capacity: capacity)
    }

    deinit {
        objects.deallocate()
    }

    /// Forgets the memo: no rect matches until the next
    /// ``record(_:of:_:_:reach:bodies:_:answer:from:)``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func clear() { (lowest, highest) = (.infinity, -.infinity) }

    /// Appends the memoised answer when `rect` is one it holds for; else returns `false`,
    /// having appended nothing.
    ///
    /// - Complexity: O(k) for the k objects appended.
    @inline(__always)
    func append(
        ifItAnswers rect: Rect, _ direction: ScrollDirection, to elements: inout [LayoutAttributes]
    ) -> Bool {
        let start = rect.minMain(direction)
        guard start > lowest, start < highest, rect.mainLength(direction) == length,
            rect.minCross(direction) == crossStart, rect.crossLength(direction) == crossLength
        else { return false }
        if count > 0 { elements.append(contentsOf: UnretainedBatch(references: objects, count: count)) }
        answered &+= 1
        return true
    }
}

extension AnswerMemo {
    /// Records the answer for `rect` just appended, `answer` from `first` on, from `sections`, the
    /// window's sections (of `count`): where the rect can move with the same answer, bounded by
    /// the edges of those sections' decorations (their current entries in `t`) and by the bodies,
    /// widened by `reach`, of the sections on either side (`bodies`, the base layout's geometry).
    ///
    /// - Precondition: the data set has no far-reaching section, and every entry of `sections`
    ///   is current.
    /// - Complexity: O(w + k) for the w sections and the k decorations of the answer.
    func record(
        _ sections: Range<Int>, of count: Int, _ rect: Rect, _ direction: ScrollDirection, reach: DecorationReach,
        bodies: UnsafeBufferPointer<SectionGeometry>, _ t: SectionDecorationCache.Tables,
        answer: UnsafeBufferPointer<LayoutAttributes>, from first: Int
    ) {
        begin(rect, direction, reach: reach)
        if sections.lowerBound > 0 { stayAfter(bodies[sections.lowerBound - 1].bodyEnd + reach.trailing) }
        if sections.upperBound < count { stayBefore(bodies[sections.upperBound].bodyStart - reach.leading) }
        let start = rect.minMain(direction)
        for s in sections {
            let e = t.entry(s)
            let kinds = e.state.pointee.kinds
            if kinds & SectionDecorationCache.Entry.background != 0 {
                keep(e.frames.pointee.backgroundFrame, direction, at: start)
            }
            if kinds & SectionDecorationCache.Entry.badge != 0 {
                keep(e.frames.pointee.badgeFrame, direction, at: start)
            }
        }
        end(answer: answer, from: first)
    }

    /// Starts recording the answer for `rect`: its key, and positions within one rect's extent
    /// (plus its length) of its start, which bounds every sum the margin must cover.
    ///
    /// - Complexity: O(1).
    private func begin(_ rect: Rect, _ direction: ScrollDirection, reach: DecorationReach) {
        let start = rect.minMain(direction)
        length = rect.mainLength(direction)
        (crossStart, crossLength) = (rect.minCross(direction), rect.crossLength(direction))
        let span = Swift.abs(start) + length
        (lowest, highest) = (start - span, start + span)
        // Within those positions a rect's ends are at most 4 × span in magnitude together: four
        // times the finder's relative margin over that, plus its rounding, covers the finder's
        // margin anywhere in them and the rounding of the sums below.
        margin = (4 * span + reach.leading + reach.trailing) * 0x1p-38 + DecorationReach.rounding
        if !(length > 0) || !span.isFinite { clear() }
    }

    /// Keeps the rect off everything that ends at or before `end`: the sections before the window
    /// (`end` their last body's end plus the trailing reach).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private func stayAfter(_ end: Double) { lowest = Swift.max(lowest, end + margin) }

    /// Keeps the rect off everything that starts at or after `start`: the sections after the window
    /// (`start` the next body's start less the leading reach).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private func stayBefore(_ start: Double) { highest = Swift.min(highest, start - length - margin) }

    /// Keeps `frame`, a decoration of the window's sections, in the answer if it meets the rect
    /// starting at `start` and out of it if not.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private func keep(_ frame: Rect, _ direction: ScrollDirection, at start: Double) {
        let crossMin = frame.minCross(direction), crossMax = frame.maxCross(direction)
        // Out across the scroll axis, it stays out: the rect's cross extent is part of the key.
        guard crossMin < crossStart + crossLength, crossStart < crossMax else { return }
        let (s, e) = (frame.minMain(direction), frame.maxMain(direction))
        if s < start + length, start < e {
            lowest = Swift.max(lowest, s - length + margin)
            highest = Swift.min(highest, e - margin)
        } else if start >= e {
            stayAfter(e)
        } else {
            stayBefore(s)
        }
    }

    /// Ends the recording: the answer is `answer`'s elements from `first` on.
    ///
    /// - Complexity: O(k) for the answer's k decorations.
    private func end(answer: UnsafeBufferPointer<LayoutAttributes>, from first: Int) {
        let n = answer.count - first
        if n > capacity {
            objects.deallocate()
            capacity = Swift.max(n, capacity * 2)
            objects = .allocate(capacity: capacity)
        }
        for i in 0..<n { objects[i] = Unmanaged.passUnretained(answer[first + i]) }
        count = n
    }
}
