import DecorationBench

/// Attributes objects gathered by a query without retaining them (their store keeps them alive),
/// appended to an answer in one `append(contentsOf:)`: one uniqueness and capacity check for the
/// batch and one retain per object, where `append` per object costs two out-of-line calls per
/// decoration of every scroll query's answer.
///
/// A `Sequence` whose `_copyContents(initializing:)` (the hook `Array.append(contentsOf:)` copies
/// through) writes the references straight into the array's new storage; iterating it the
/// ordinary way yields the same objects.
struct UnretainedBatch: Sequence {
    /// Room for this many references, on the caller's stack.
    static let capacity = 16
    let references: UnsafeMutablePointer<Unmanaged<LayoutAttributes>>
    let count: Int

    var underestimatedCount: Int { count }

    struct Iterator: IteratorProtocol {
        let batch: UnretainedBatch
        var position = 0

        mutating func next() -> LayoutAttributes? {
            guard position < batch.count else { return nil }
            defer { position &+= 1 }
            return batch.references[position].takeUnretainedValue()
        }
    }

    func makeIterator() -> Iterator { Iterator(batch: self) }

    /// Initialises `buffer`'s first `count` slots with the objects, retained once each.
    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<LayoutAttributes>) -> (Iterator, Int) {
        let written = Swift.min(count, buffer.count)
        guard let base = buffer.baseAddress else { return (Iterator(batch: self), 0) }
        for i in 0..<written { (base + i).initialize(to: references[i].takeUnretainedValue()) }
        return (Iterator(batch: self, position: written), written)
    }
}

extension UnretainedBatch {
    /// A query's objects, gathered on the stack and appended to the answer sixteen at a time.
    /// A value the query holds, not a closure it is handed: a hit passed down through calls
    /// stays inlined (a closure parameter did not, and cost a call per decoration).
    struct Gatherer {
        let references: UnsafeMutablePointer<Unmanaged<LayoutAttributes>>
        var count = 0

        /// Adds `object`, appending the batch to `elements` first when it is full.
        @inline(__always)
        mutating func add(_ object: Unmanaged<LayoutAttributes>, to elements: inout [LayoutAttributes]) {
            if count == UnretainedBatch.capacity { flush(to: &elements) }
            references[count] = object
            count &+= 1
        }

        /// Appends what was gathered to `elements`.
        @inline(__always)
        mutating func flush(to elements: inout [LayoutAttributes]) {
            guard count > 0 else { return }
            elements.append(contentsOf: UnretainedBatch(references: references, count: count))
            count = 0
        }
    }

    /// Runs `body` with a gatherer whose buffer lives on the stack: nothing is allocated beyond
    /// the answer's growth. `body` flushes it.
    @inline(__always)
    static func withGatherer<R>(_ body: (inout Gatherer) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Unmanaged<LayoutAttributes>.self, capacity: capacity) { buffer in
            var gatherer = Gatherer(references: buffer.baseAddress!)
            return body(&gatherer)
        }
    }
}

extension DecorationStore.View {
    /// Runs `scan`, which calls `hit` with each decoration of the answer, and appends those
    /// decorations to `elements` in batches (``UnretainedBatch/Gatherer``); returns what `scan`
    /// returns (decorations examined).
    ///
    /// - Complexity: O(1) beyond `scan`, per decoration appended.
    @inline(__always)
    func append(to elements: inout [LayoutAttributes], _ scan: (_ hit: (Int) -> Void) -> Int) -> Int {
        UnretainedBatch.withGatherer { batch in
            let examined = scan { decoration in batch.add(unretainedAttributes(at: decoration), to: &elements) }
            batch.flush(to: &elements)
            return examined
        }
    }

    /// Appends every decoration whose frame intersects `rect`, found by testing them all in
    /// order (the `linear` recipe's query); returns how many it examined: all of them.
    ///
    /// - Complexity: O(d).
    @inline(__always)
    func appendScanningAll(in rect: Rect, to elements: inout [LayoutAttributes]) -> Int {
        let frames = frames, count = count
        return append(to: &elements) { hit in
            for index in 0..<count where frames[index].intersects(rect) { hit(index) }
            return count
        }
    }
}
