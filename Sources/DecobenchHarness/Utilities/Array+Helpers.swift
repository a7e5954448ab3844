import DecorationBench
import DecorationStrategies

extension Array where Element: Hashable {
    /// The elements without repeats, each at its first position.
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Array {
    /// The array, or nil when it is empty (for `if let`).
    package var nonEmpty: [Element]? { isEmpty ? nil : self }
}
