// The physical floor of a decoration: what returning one more object in an answer costs when
// finding it costs nothing. An answer array is made with room reserved (as the base layout
// does), k kept objects are appended, the caller reads each one's kind and drops the answer:
// one retain, one release and a few loads per object. The objects have the stored layout of
// `LayoutAttributes` and are visited as a scroll visits them (16 frames at one place, then a
// jump). Prints the median time per answer for k = 0...32 and the least-squares slope: the
// nanoseconds one more element costs, whatever the strategy.
//
// Built and run by scripts/answer-floor.sh (swiftc -O); no dependency on the package, so it
// measures the language's cost, not ours.
import Foundation

final class Attributes {
    let kind: Int8
    let indexPath: (Int, Int)
    var frame: (Double, Double, Double, Double)
    var zIndex: Int
    var payload: AnyObject?
    init(kind: Int8, item: Int) {
        self.kind = kind
        indexPath = (item, 0)
        frame = (0, 0, 0, 0)
        zIndex = 0
        payload = nil
    }
}

let objectCount = 1_000_000
let kept = (0..<objectCount).map { Attributes(kind: Int8($0 & 3), item: $0) }

@inline(never)
func answer(from start: Int, count: Int) -> [Attributes] {
    var result: [Attributes] = []
    result.reserveCapacity(count + 8)
    for i in start..<(start + count) { result.append(kept[i]) }
    return result
}

/// Nanoseconds per answer of `count` elements, over `queries` answers.
func nanosecondsPerAnswer(count: Int, queries: Int, places: [Int]) -> Double {
    var sink = 0
    let began = DispatchTime.now().uptimeNanoseconds
    for q in 0..<queries {
        let elements = answer(from: places[(q >> 4) % places.count] + (q & 15), count: count)
        for element in elements where element.kind == 1 { sink &+= 1 }
    }
    let ended = DispatchTime.now().uptimeNanoseconds
    if sink == -1 { print(sink) }
    return Double(ended - began) / Double(queries)
}

// SplitMix64, seeded: the same places on every run.
var state: UInt64 = 42
func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
let places = (0..<1000).map { _ in Int(next() % UInt64(objectCount - 64)) }

let counts = [0, 2, 4, 8, 16, 32]
for _ in 0..<2 { _ = nanosecondsPerAnswer(count: 8, queries: 1_000_000, places: places) }
var medians: [Double] = []
print("elements,median_ns_per_answer")
for count in counts {
    let samples = (0..<7).map { _ in nanosecondsPerAnswer(count: count, queries: 1_000_000, places: places) }.sorted()
    medians.append(samples[3])
    print("\(count),\(String(format: "%.1f", samples[3]))")
}
let xs: [Double] = counts.map { Double($0) }
let mx: Double = xs.reduce(0, +) / Double(xs.count)
let my: Double = medians.reduce(0, +) / Double(medians.count)
var covariance = 0.0, variance = 0.0
for (x, y) in zip(xs, medians) {
    covariance += (x - mx) * (y - my)
    variance += (x - mx) * (x - mx)
}
let slope = covariance / variance
print("floor_ns_per_element,\(String(format: "%.1f", slope))")
