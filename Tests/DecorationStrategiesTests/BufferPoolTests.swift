import XCTest

@testable import DecorationBench
@testable import DecorationStrategies

/// ``BufferPool`` lends the same memory again once it has come back, and grows a slot only
/// when asked for more than it holds.
final class BufferPoolTests: XCTestCase {
    func testABufferGivenBackIsLentAgain() {
        let pool = BufferPool()
        let first = pool.take(.frames, count: 1_000, as: Rect.self)
        first[999] = Rect(x: 1, y: 2, width: 3, height: 4)
        pool.give(.frames, first)
        let smaller = pool.take(.frames, count: 300, as: Rect.self)
        XCTAssertEqual(smaller, first, "a request of at least a quarter reuses the buffer")
        pool.give(.frames, smaller)
        XCTAssertEqual(pool.byteCount, 1_000 * MemoryLayout<Rect>.stride)
        let larger = pool.take(.frames, count: 2_000, as: Rect.self)
        larger[1_999] = .zero
        XCTAssertEqual(pool.byteCount, 2_000 * MemoryLayout<Rect>.stride, "a larger request grows the slot")
        pool.give(.frames, larger)
        let tiny = pool.take(.frames, count: 10, as: Rect.self)
        XCTAssertEqual(pool.byteCount, 10 * MemoryLayout<Rect>.stride, "a request under a quarter shrinks the slot")
        pool.give(.frames, tiny)
    }

    func testSlotsAreIndependent() {
        let pool = BufferPool()
        let starts = pool.take(.starts, count: 8, as: Double.self)
        let ends = pool.take(.ends, count: 8, as: Double.self)
        XCTAssertNotEqual(UnsafeMutableRawPointer(starts), UnsafeMutableRawPointer(ends))
        let empty = pool.take(.ids, count: 0, as: Int32.self)
        empty[0] = 7  // room for one, whatever the count
        pool.give(.starts, starts)
        pool.give(.ends, ends)
        pool.give(.ids, empty)
    }

    /// A strategy re-prepared over the same data set writes its index into the buffers of the
    /// last one: the buffers' addresses do not change.
    func testARebuiltListReusesTheBuffers() {
        let pool = BufferPool()
        let intervals = (0..<5_000).map { (start: Double($0) * 10, end: Double($0) * 10 + 25) }
        var list: AugmentedIntervalList? = AugmentedIntervalList(
            count: intervals.count, sortedByStart: true, pool: pool
        ) { intervals[$0] }
        let address = list!.starts
        list = nil
        list = AugmentedIntervalList(count: intervals.count, sortedByStart: true, pool: pool) { intervals[$0] }
        XCTAssertEqual(list!.starts, address)
        var hits: [Int] = []
        _ = list!.forEachOverlapping(100, 130) { hits.append($0) }
        XCTAssertEqual(hits.sorted(), [8, 9, 10, 11, 12])
    }
}
