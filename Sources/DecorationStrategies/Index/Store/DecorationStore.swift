import DecorationBench

/// Every section decoration of a prepared layout, computed once in `prepare()`: the storage the
/// `linear`, `binary-search`, `interval-tree` and `augmented-list` strategies share. They differ
/// only in how they find the decorations for a rect.
///
/// Decorations are numbered in section order (a section's background, then its badge). Frames, keys
/// (section and kind) and attributes objects sit in flat buffers behind raw pointers: a query reads
/// them without bounds checks, exclusivity checks or reference counting of the storage, which it
/// would otherwise pay on every decoration it reads (`scripts/instructions.sh` counts a query's
/// instructions under callgrind). The attributes objects are made either all at once while
/// preparing (`eager`, what the `linear` recipe does) or on first request (`lazy`, what the base
/// layout does for its cells); either way one object per decoration is handed back on every query
/// until the next `prepare()`, and lookups return the same object as queries.
///
/// Why lazy exists: making and freeing one object per decoration on every `prepare()` costs
/// many times what computing its frame does (a malloc and a free against a little arithmetic;
/// `scripts/instructions.sh` counts `linear`'s eager `prepare()` against the lazy ones). A layout
/// whose user sees a screenful at a time never needs most of them.
@usableFromInline final class DecorationStore {
    /// How the attributes objects are made.
    @usableFromInline enum Materialization: Sendable {
        /// All in `prepare()`.
        case eager
        /// On first request, then kept.
        case lazy
    }

    /// The number of decorations.
    @usableFromInline let count: Int
    /// The scroll direction of the layout the decorations belong to.
    @usableFromInline let direction: ScrollDirection
    /// Whether decoration `i + 1` never starts before decoration `i` along the scroll axis (the
    /// usual case: sections are sequential and badges sit inside their backgrounds).
    @usableFromInline let isSortedByStart: Bool
    /// Frames in decoration order.
    @usableFromInline let frames: UnsafeMutablePointer<Rect>
    /// Each decoration's `DecorationKey` (section and kind): ascending, so a lookup is a
    /// binary search, and no per-section index is built.
    @usableFromInline let keys: UnsafeMutablePointer<DecorationKey>
    @usableFromInline let objects: UnsafeMutablePointer<LayoutAttributes?>
    /// The sections' configurations, for the payloads of objects made later (not the prepared
    /// layout: holding that would keep the old frames alive through the next `prepare()`).
    @usableFromInline let sections: [SectionSpec]

    /// The pool the buffers came from and go back to (the store's own when none was given).
    let pool: BufferPool
    /// How many of the decorations were computed from their sections' configuration and
    /// geometry: all of them for a store built from a layout; for one updated from the last,
    /// those of the sections the batch changed (the others were moved).
    let recomputedCount: Int
    /// A move along the scroll axis not yet written (``PendingMove``). Only
    /// `remeasure(_:in:rule:deferringTail:)` leaves one, for `binary-search` and `augmented-list`,
    /// whose queries add it; every other reader sees it through `frame(at:)` and the objects made.
    /// (Unchecked exclusivity: a run-time access check would run on every object made, once per
    /// decoration in `linear`'s eager `prepare()`; the store is not shared across threads.)
    @usableFromInline @exclusivity(unchecked) var pendingMove: PendingMove

    /// Computes every decoration of a prepared layout in one pass over the sections, into
    /// buffers from `pool` (a strategy keeps one from `prepare()` to `prepare()`, so a rebuild
    /// writes memory it already owns), or from a pool of its own.
    ///
    /// The frames and keys buffers have room for two decorations per section (the most there
    /// can be), so no pass over the sections counts them first (such a pass read every
    /// section's configuration, cold, a second time). What lies past the last decoration is never
    /// written: address space, not memory, once the buffer is large enough to be mapped.
    ///
    /// - Complexity: O(sections); no allocation once `pool` holds buffers as large, plus one per
    ///   decoration with `.eager`.
    init(_ p: PreparedLayout, rule: FrameRule, materialization: Materialization, pool: BufferPool? = nil) {
        self.sections = p.dataSet.sections
        direction = p.scrollDirection
        let sections = p.numberOfSections
        precondition(sections < 1 << 30, "DecorationStore: \(sections) sections; at most 2^30 - 1 are supported")
        let pool = pool ?? BufferPool()
        self.pool = pool
        let frames = pool.take(.frames, count: 2 * sections, as: Rect.self)
        let keys = pool.take(.keys, count: 2 * sections, as: DecorationKey.self)
        var writer = Writer(frames: frames, keys: keys, direction: direction)
        writer.appendEverySection(of: p, rule: rule)
        let (count, sorted) = (writer.count, writer.sorted)
        precondition(count <= 2 * sections, "DecorationStore: wrote \(count) decorations for \(sections) sections")
        self.count = count
        self.frames = frames
        self.keys = keys
        isSortedByStart = sorted
        recomputedCount = count
        pendingMove = PendingMove(from: count)
        // nil is the all-zero bit pattern of an optional reference: one memset, not a generic
        // initialisation per element.
        let raw = UnsafeMutableRawPointer(pool.take(.objects, count: count, as: Int.self))
        raw.initializeMemory(as: Int.self, repeating: 0, count: count)
        objects = raw.bindMemory(to: LayoutAttributes?.self, capacity: count)
        if materialization == .eager {
            for i in 0..<count { _ = attributes(at: i) }
        }
    }

    /// A store over buffers already written (by ``init(updating:with:in:rule:pool:)``): `frames`,
    /// `keys` and `objects` hold `count` decorations, and came from `pool`.
    init(
        count: Int, direction: ScrollDirection, sorted: Bool, frames: UnsafeMutablePointer<Rect>,
        keys: UnsafeMutablePointer<DecorationKey>, objects: UnsafeMutablePointer<LayoutAttributes?>,
        sections: [SectionSpec],
        pool: BufferPool, recomputedCount: Int
    ) {
        self.count = count
        self.direction = direction
        isSortedByStart = sorted
        self.frames = frames
        self.keys = keys
        self.objects = objects
        self.sections = sections
        self.pool = pool
        self.recomputedCount = recomputedCount
        pendingMove = PendingMove(from: count)
    }

    deinit {
        // Release only the objects made: a lazy store made few. A raw nil test per slot, not the
        // generic per-element destroy of `deinitialize(count:)`, which runs for every slot of
        // every store a precomputing strategy's `prepare()` lets go.
        let raw = UnsafeRawPointer(objects)
        for i in 0..<count
        where raw.load(fromByteOffset: i &* MemoryLayout<Int>.stride, as: UnsafeRawPointer?.self) != nil {
            (objects + i).deinitialize(count: 1)
        }
        pool.give(.objects, UnsafeMutableRawPointer(objects).assumingMemoryBound(to: Int.self))
        pool.give(.frames, frames)
        pool.give(.keys, keys)
    }

    /// The frame of decoration `index`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func frame(at index: Int) -> Rect {
        precondition(index >= 0 && index < count, "DecorationStore.frame(at:): \(index) is not in 0..<\(count)")
        return pendingMove.frame(frames[index], at: index, direction)
    }

    /// The attributes object of decoration `index`, made on first request.
    ///
    /// - Complexity: O(1); one allocation the first time.
    @inlinable @inline(__always)
    func attributes(at index: Int) -> LayoutAttributes {
        if let made = objects[index] {
            if pendingMove.covers(index) { made.move(to: frame(at: index)) }
            return made
        }
        return make(index)
    }

    /// Makes and keeps the object of decoration `index`: off the hot path.
    @usableFromInline @inline(never)
    func make(_ index: Int) -> LayoutAttributes {
        let section = keys[index].section, kind = keys[index].kind
        let payload = sections.withUnsafeBufferPointer { DecorationFactory.payload(kind, of: $0, section) }
        let made = LayoutAttributes(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame(at: index),
            zIndex: kind.defaultZIndex, payload: payload)
        objects[index] = made
        return made
    }

    /// The raw buffers a query reads, as a trivial value: reading them takes no reference
    /// counting and no exclusivity check.
    @usableFromInline
    var view: View {
        View(
            count: count, direction: direction, frames: frames, objects: objects, store: Unmanaged.passUnretained(self))
    }

    /// The raw buffers of a store, valid while the store lives (a strategy's ``PreparedIndex``
    /// keeps it alive until the next `prepare()`).
    @usableFromInline
    struct View {
        let count: Int
        let direction: ScrollDirection
        let frames: UnsafeMutablePointer<Rect>
        let objects: UnsafeMutablePointer<LayoutAttributes?>
        let store: Unmanaged<DecorationStore>

        /// The attributes object of decoration `index`, made on first request.
        @inline(__always)
        func attributes(at index: Int) -> LayoutAttributes {
            if let made = objects[index] { return made }
            return store._withUnsafeGuaranteedRef { $0.make(index) }
        }

        /// The frame of decoration `index`: its stored frame, moved by `move` when it covers it.
        @inline(__always)
        func frame(at index: Int, _ move: PendingMove) -> Rect {
            move.frame(frames[index], at: index, direction)
        }

        /// Brings the frame of decoration `index`'s object, if made, to ``frame(at:_:)``: an
        /// object made before `move` was deferred holds the frame it had then.
        @inline(__always)
        func refreshObject(at index: Int, _ move: PendingMove) {
            if let made = objects[index] { made.move(to: frame(at: index, move)) }
        }

        /// The same object, unretained: the store keeps it alive until the next `prepare()`.
        /// A query gathers these and appends them in one batch, which retains each once.
        @inline(__always)
        func unretainedAttributes(at index: Int) -> Unmanaged<LayoutAttributes> {
            // An optional reference and an optional raw pointer share their layout.
            if let made = UnsafeRawPointer(objects).load(
                fromByteOffset: index &* MemoryLayout<Int>.stride, as: UnsafeRawPointer?.self)
            {
                return Unmanaged.fromOpaque(made)
            }
            return Unmanaged.passUnretained(store._withUnsafeGuaranteedRef { $0.make(index) })
        }
    }

    /// The first decoration at or after `from` whose key is at least `key` (`count` when none):
    /// where that key is, or would be.
    ///
    /// - Complexity: O(log(count - from)).
    func firstIndex(withKeyAtLeast key: DecorationKey, from: Int) -> Int {
        (from..<count).partitionPoint { keys[$0] >= key }
    }

    /// The decoration of `kind` for the section of `indexPath`: the object queries return.
    ///
    /// - Complexity: O(log d) for d decorations (a binary search over the keys).
    @usableFromInline func lookup(_ kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < 1 << 30, indexPath.item == 0,
            kind == .background || kind == .badge
        else { return nil }
        let key = DecorationKey(section: indexPath.section, kind: kind)
        let low = firstIndex(withKeyAtLeast: key, from: 0)
        return low < count && keys[low] == key ? attributes(at: low) : nil
    }
}
