/// The start of every section along the scroll axis, kept as a Fenwick tree (binary indexed
/// tree) over the sections' lengths, so that a change of one section's length moves the start of
/// every later section in O(log s) without touching them.
///
/// MagazineLayout keeps its row offsets the same way (`RowOffsetTracker`, a segment tree: O(log
/// n) per change and per query). A Fenwick tree (Fenwick 1994, "A new data structure for
/// cumulative frequency tables") holds the same prefix sums in one flat array of s values:
/// `tree[i]` (1-based) is the sum of the lengths of sections `i - lowbit(i) ..< i`, so a prefix
/// sum adds at most log₂ s of them and a change updates at most log₂ s.
///
/// ```swift
/// var offsets = SectionOffsets(lengths: [100, 250, 80])
/// offsets.start(ofSection: 2)               // 350
/// offsets.setLength(300, ofSection: 0)      // every later start moves by 200
/// offsets.section(containing: 520)          // 1
/// ```
///
/// Sums are added in the tree's order, not the sections' order: a start may differ from a
/// running sum of the same lengths in the last bits.
///
/// - Complexity: O(s) to build; O(log s) per start, change and search; O(s) to insert or remove
///   a section (the tree is rebuilt).
public struct SectionOffsets: Hashable, Sendable {
    /// The sections' lengths, in order.
    public private(set) var lengths: [Double]
    /// 1-based Fenwick tree over `lengths`; `tree[0]` is unused.
    private var tree: [Double]

    /// Builds the tree over `lengths` (each ≥ 0 and finite).
    ///
    /// - Complexity: O(s).
    public init<C: Collection>(lengths: C) where C.Element == Double {
        self.lengths = Array(lengths)
        tree = []
        rebuild()
    }

    /// The number of sections.
    public var count: Int { lengths.count }

    /// The sum of every section's length: where content ends.
    ///
    /// - Complexity: O(log s).
    public var total: Double { start(ofSection: count) }

    /// Where section `section` starts: the sum of the lengths before it. `count` gives the end.
    ///
    /// - Precondition: `0 <= section <= count`.
    /// - Complexity: O(log s).
    public func start(ofSection section: Int) -> Double {
        precondition(
            section >= 0 && section <= count, "SectionOffsets.start: section \(section) is not in 0...\(count)")
        var sum = 0.0, i = section
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    /// Sets one section's length; every later start moves by the difference.
    ///
    /// - Precondition: `section` exists; `length` is finite and ≥ 0.
    /// - Complexity: O(log s).
    public mutating func setLength(_ length: Double, ofSection section: Int) {
        precondition(
            section >= 0 && section < count, "SectionOffsets.setLength: section \(section) is not in 0..<\(count)")
        precondition(
            length.isFinite && length >= 0, "SectionOffsets.setLength: length \(length) must be finite and ≥ 0")
        let delta = length - lengths[section]
        lengths[section] = length
        var i = section + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The last section whose start is at or before `offset` (0 for an offset before the
    /// content, the last section past it); `nil` when there are no sections.
    ///
    /// - Complexity: O(log s): one descent of the tree.
    public func section(containing offset: Double) -> Int? {
        guard count > 0 else { return nil }
        var position = 0, remaining = offset
        var step = 1
        while step << 1 <= count { step <<= 1 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        // `position` sections lie wholly at or before `offset`: the one containing it is next.
        return min(position, count - 1)
    }

    /// Inserts a section of `length` before section `section`.
    ///
    /// - Complexity: O(s).
    public mutating func insert(length: Double, at section: Int) {
        precondition(
            section >= 0 && section <= count, "SectionOffsets.insert: section \(section) is not in 0...\(count)")
        lengths.insert(length, at: section)
        rebuild()
    }

    /// Removes section `section`; every later start moves back by its length.
    ///
    /// - Complexity: O(s).
    public mutating func remove(at section: Int) {
        precondition(
            section >= 0 && section < count, "SectionOffsets.remove: section \(section) is not in 0..<\(count)")
        lengths.remove(at: section)
        rebuild()
    }

    /// The tree over ``lengths`` in O(s): each node adds itself to its parent once.
    private mutating func rebuild() {
        precondition(
            lengths.allSatisfy { $0.isFinite && $0 >= 0 }, "SectionOffsets: every length must be finite and ≥ 0")
        tree = [0] + lengths
        for i in stride(from: 1, through: count, by: 1) {
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }
}
