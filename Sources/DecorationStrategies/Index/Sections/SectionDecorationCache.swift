import DecorationBench

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each section's decoration frames and attributes objects, computed on the first query that
/// reaches the section and kept until the base layout's geometry changes: a flat table indexed
/// by section (two tables: what every query reads, and the frames), emptied in O(1) by two
/// counters instead of entry by entry.
///
/// - ``invalidateFrames()`` (any geometry change) makes every entry's frames stale: the next
///   query that reaches a section computes them again from the geometry, and brings the
///   section's kept objects to them.
/// - ``forgetObjects()`` (a data change) also drops the objects: a section index may now name
///   another section, so each is made again on its next request.
///
/// So a change costs O(1) here, whatever the number of decorations, and a query pays O(1) per
/// section it reaches, plus the frames of a section the first time after a change.
///
/// The tables are zeroed memory: an entry whose stamp is 0 is stale.
/// An object of an older generation stays retained in its entry until the entry is filled again
/// or the table is freed: at most one object per decoration, what a precomputing store holds.
/// Not thread-safe (as a layout is not).
final class SectionDecorationCache {
    /// What every query reads of a section, a quarter of a cache line: whether its frames are
    /// current, which decorations it has, and its kept objects. A jump reads only this, so the
    /// sections of a jump's window share cache lines, as `DecorationSlots`' do.
    struct State {
        /// The ``stamp`` the frames were computed under; 0 never is.
        var stamp: UInt32
        /// The ``generation`` the objects were made under.
        var generation: UInt32
        /// Which decorations the section has: ``Entry/background`` and ``Entry/badge``.
        var kinds: UInt32
        private var unused: UInt32 = 0
        var backgroundObject: Unmanaged<LayoutAttributes>?
        var badgeObject: Unmanaged<LayoutAttributes>?
    }

    /// What a query near the last one reads besides: the section's body along the scroll axis,
    /// as its geometry gave it (searched instead of the geometry), and its decorations' frames.
    struct Frames {
        var bodyStart: Double
        var bodyEnd: Double
        var backgroundFrame: Rect
        var badgeFrame: Rect
    }

    /// One section's entry: its ``State`` and its ``Frames``, in two tables.
    struct Entry {
        let state: UnsafeMutablePointer<State>
        let frames: UnsafeMutablePointer<Frames>

        static let background: UInt32 = 1
        static let badge: UInt32 = 2

        /// The bit of `kind`: the one place a kind picks its bit.
        ///
        /// - Precondition: `kind` is `.background` or `.badge`, the kinds the cache keeps.
        @inline(__always)
        static func bit(_ kind: ElementKind) -> UInt32 {
            precondition(kind == .background || kind == .badge, "SectionDecorationCache keeps no \(kind) decoration")
            return kind == .background ? background : badge
        }

        /// The kept frame of the decoration of `kind`.
        @inline(__always)
        func frame(_ kind: UInt32) -> Rect {
            kind == Entry.background ? frames.pointee.backgroundFrame : frames.pointee.badgeFrame
        }
    }

    // Unchecked exclusivity: a query reads these once per section; the tables are not shared
    // across threads.
    @exclusivity(unchecked) private var states: UnsafeMutablePointer<State>
    @exclusivity(unchecked) private var frames: UnsafeMutablePointer<Frames>
    @exclusivity(unchecked) private(set) var capacity = 0
    /// One past the highest entry written: what `deinit` and a wrap of the counters visit.
    @exclusivity(unchecked) private var written = 0
    @exclusivity(unchecked) private(set) var stamp: UInt32 = 1
    @exclusivity(unchecked) private(set) var generation: UInt32 = 1

    init() {
        states = Self.zeroed(1)
        frames = Self.zeroed(1)
    }

    deinit {
        releaseObjects(below: written)
        free(states)
        free(frames)
    }

    /// Zeroed memory for `count` elements, aligned to a cache line, every page written now: a
    /// query that reaches a section for the first time then takes no page fault (a jump at 1M
    /// items took one per jump when the pages were left to their first write).
    private static func zeroed<T>(_ count: Int) -> UnsafeMutablePointer<T> {
        let bytes = count * MemoryLayout<T>.stride
        var raw: UnsafeMutableRawPointer?
        guard posix_memalign(&raw, 64, bytes) == 0, let raw else {
            preconditionFailure("SectionDecorationCache: could not allocate \(count) entries")
        }
        memset(raw, 0, bytes)
        return raw.bindMemory(to: T.self, capacity: count)
    }

    private func releaseObjects(below end: Int) {
        for s in 0..<end {
            states[s].backgroundObject?.release()
            states[s].badgeObject?.release()
            (states[s].backgroundObject, states[s].badgeObject) = (nil, nil)
        }
    }

    /// Makes room for sections below `count`, keeping what the tables hold.
    ///
    /// - Complexity: O(1) when there is room; otherwise O(written), and two allocations.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = Swift.max(count, capacity * 2)
        let newStates: UnsafeMutablePointer<State> = Self.zeroed(grown)
        let newFrames: UnsafeMutablePointer<Frames> = Self.zeroed(grown)
        newStates.moveInitialize(from: states, count: written)
        newFrames.moveInitialize(from: frames, count: written)
        free(states)
        free(frames)
        (states, frames, capacity) = (newStates, newFrames, grown)
    }

    /// Marks every entry's frames stale.
    ///
    /// - Complexity: O(1); O(written) once every 2^32 calls.
    func invalidateFrames() {
        stamp &+= 1
        if stamp == 0 {
            for s in 0..<written { states[s].stamp = 0 }
            stamp = 1
        }
    }

    /// Marks every entry's frames and objects stale.
    ///
    /// - Complexity: O(1); O(written) once every 2^32 calls.
    func forgetObjects() {
        invalidateFrames()
        generation &+= 1
        if generation == 0 {
            releaseObjects(below: written)
            for s in 0..<written { states[s].generation = 0 }
            generation = 1
        }
    }

    /// The entry of `section`, its frames current when ``isCurrent(_:)``.
    ///
    /// - Precondition: `section < capacity` (unchecked: a query's sections are).
    @inline(__always)
    func entry(_ section: Int) -> Entry { tables.entry(section) }

    /// The tables and counters as one query reads them, read once per query: the class's
    /// fields would be loaded again after every store the query makes (they may alias), and
    /// nothing a query does moves the tables or changes the counters (``reserve(_:)`` and the
    /// changes run in `prepare()`).
    struct Tables {
        let states: UnsafeMutablePointer<State>
        let frames: UnsafeMutablePointer<Frames>
        let stamp: UInt32
        let generation: UInt32

        /// ``SectionDecorationCache/entry(_:)``.
        @inline(__always)
        func entry(_ section: Int) -> Entry { Entry(state: states + section, frames: frames + section) }

        /// ``SectionDecorationCache/isCurrent(_:)``.
        @inline(__always)
        func isCurrent(_ e: Entry) -> Bool { e.state.pointee.stamp == stamp }

        /// ``SectionDecorationCache/keptObject(_:_:)``.
        @inline(__always)
        func keptObject(_ e: Entry, _ kind: UInt32) -> Unmanaged<LayoutAttributes>? {
            guard e.state.pointee.generation == generation else { return nil }
            return kind == Entry.background ? e.state.pointee.backgroundObject : e.state.pointee.badgeObject
        }
    }

    /// The tables and counters for one query; valid until the next ``reserve(_:)``,
    /// ``invalidateFrames()`` or ``forgetObjects()`` (all in `prepare()`).
    @inline(__always)
    var tables: Tables { Tables(states: states, frames: frames, stamp: stamp, generation: generation) }

    /// Whether `e`'s frames were computed since the last change.
    @inline(__always)
    func isCurrent(_ e: Entry) -> Bool { tables.isCurrent(e) }

    /// Notes that the caller wrote section `section`'s frames and kinds into `e`: the entry is
    /// current, and kept objects follow the frames.
    ///
    /// - Precondition: `section < capacity`.
    /// - Complexity: O(1).
    func filled(_ e: Entry, section: Int) {
        precondition(section < capacity, "SectionDecorationCache: section \(section) is past \(capacity) reserved")
        written = Swift.max(written, section + 1)
        e.state.pointee.stamp = stamp
        guard e.state.pointee.generation == generation else { return }
        // Objects kept through a change of the frames alone (a self-sizing re-layout) follow them.
        e.state.pointee.backgroundObject?._withUnsafeGuaranteedRef { $0.move(to: e.frames.pointee.backgroundFrame) }
        e.state.pointee.badgeObject?._withUnsafeGuaranteedRef { $0.move(to: e.frames.pointee.badgeFrame) }
    }

    /// The kept object of `e`'s decoration of `kind` (``Entry/background`` or ``Entry/badge``),
    /// unretained (the table keeps it), if one of this generation is kept.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func keptObject(_ e: Entry, _ kind: UInt32) -> Unmanaged<LayoutAttributes>? { tables.keptObject(e, kind) }

    /// Keeps `object` as `e`'s decoration of `kind`, dropping the entry's objects of an older
    /// generation; returns it unretained.
    ///
    /// - Complexity: O(1).
    func keep(_ object: LayoutAttributes, _ e: Entry, _ kind: UInt32) -> Unmanaged<LayoutAttributes> {
        let state = e.state
        if state.pointee.generation != generation {
            state.pointee.backgroundObject?.release()
            state.pointee.badgeObject?.release()
            (state.pointee.backgroundObject, state.pointee.badgeObject) = (nil, nil)
            state.pointee.generation = generation
        }
        // A jump keeps objects in entries it does not fill: `deinit` and a growth must reach them.
        written = Swift.max(written, states.distance(to: state) + 1)
        let kept = Unmanaged.passRetained(object)
        if kind == Entry.background {
            state.pointee.backgroundObject?.release()
            state.pointee.backgroundObject = kept
        } else {
            state.pointee.badgeObject?.release()
            state.pointee.badgeObject = kept
        }
        return kept
    }
}
