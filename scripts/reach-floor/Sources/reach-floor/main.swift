// What `section-cache`'s `prepare()` costs beyond the base layout's after a data change, against
// the least that any code reading the same memory can cost. After the base layout's own pass
// (which reads every section's spec and writes its geometry), the strategy reads every section's
// decoration configuration once, for the decorations' reach. This times, in one process, in
// turn and each right after the base layout's `prepare()` as the prepare scenario runs it:
// - strategy: `SectionCacheStrategy.prepare(_:)` after the prepare scenario's invalidation (a
//   default context, as `invalidateLayout()`: a new geometry generation, after which the strategy
//   computes the reach again), through the public API: the work behind the scenario's ratio to
//   `none`;
// - selects: the reach computed as the strategy computes it (the ordinary sections' and the far
//   ones' apart), in a loop for each axis with selects in place of most branches: a pass with
//   fewer instructions than the strategy's, to tell instructions from memory;
// - fields: a pass that reads each field the reach reads (the background flag, the insets and
//   the badge's offset and size along the scroll axis) and adds them up, with no other work: the
//   least any code that reads those fields of every section costs;
// - one line: a pass that reads one byte of each section, the background flag: the least any
//   pass over every section costs.
// Prints one CSV row per preset, with the medians in milliseconds.
//
// Usage: reach-floor [--presets grid,feed,...] [--items N] [--rounds N] [--seed N]
import DecorationBench
import DecorationStrategies
import Foundation

struct Options {
    var presets: [Preset] = [.grid, .feed, .horizontal, .overlapping, .selfSizing]
    var items = 1_000_000
    var rounds = 31
    var seed: UInt64 = 42

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.fail("\(flag) needs a value") }
            switch flag {
            case "--presets":
                presets = value.split(separator: ",").map { name in
                    guard let p = Preset(rawValue: String(name)) else { Self.fail("no preset named '\(name)'") }
                    return p
                }
            case "--items": items = Self.number(flag, value, in: 1...10_000_000)
            case "--rounds": rounds = Self.number(flag, value, in: 3...1_000)
            case "--seed": seed = UInt64(Self.number(flag, value, in: 0...Int.max))
            default: Self.fail("unknown option \(flag)")
            }
        }
    }

    static func number(_ flag: String, _ value: String, in range: ClosedRange<Int>) -> Int {
        guard let n = Int(value), range.contains(n) else {
            fail("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
        }
        return n
    }

    static func fail(_ message: String) -> Never {
        let usage = "usage: reach-floor [--presets A,B] [--items N] [--rounds N] [--seed N]"
        FileHandle.standardError.write(Data("reach-floor: \(message); \(usage)\n".utf8))
        exit(2)
    }
}

/// How far a section's decorations reach past its body, before and after, along `vertical`'s
/// axis (negative where a background is inset into its body: the caller's maximum starts at 0).
@inline(__always)
func reach(_ d: UnsafePointer<SectionSpec>, vertical: Bool) -> (Double, Double) {
    let insets = d.pointee.decoration.insets, background = d.pointee.decoration.background
    var leading = background ? -(vertical ? insets.top : insets.left) : 0
    var trailing = background ? -(vertical ? insets.bottom : insets.right) : 0
    if let offset = d.pointee.decoration.badge?.offset, let size = d.pointee.decoration.badge?.size {
        let start = vertical ? offset.y : offset.x
        leading = max(leading, -start)
        trailing = max(trailing, start + (vertical ? size.height : size.width))
    }
    return (leading, trailing)
}

/// The ordinary sections' reach and the far ones' (over 256 points), as the strategy keeps them.
@inline(__always)
func selectsPass(_ specs: UnsafeBufferPointer<SectionSpec>, vertical: Bool) -> Double {
    var ordinary = (0.0, 0.0), far = (0.0, 0.0), farSections: [Int] = []
    guard let base = specs.baseAddress else { return 0 }
    for s in specs.indices {
        let one = reach(base + s, vertical: vertical)
        if one.0 > 256 || one.1 > 256 {
            farSections.append(s)
            far = (max(far.0, one.0), max(far.1, one.1))
        } else {
            ordinary = (max(ordinary.0, one.0), max(ordinary.1, one.1))
        }
    }
    return ordinary.0 + ordinary.1 + far.0 + far.1 + Double(farSections.count)
}

/// ``selectsPass(_:vertical:)`` with `vertical` a constant in each copy.
@inline(never)
func selectsPass(_ specs: UnsafeBufferPointer<SectionSpec>, _ direction: ScrollDirection) -> Double {
    direction == .vertical ? selectsPass(specs, vertical: true) : selectsPass(specs, vertical: false)
}

/// A pass that reads every field the reach reads, along `vertical`'s axis, and adds them up.
@inline(never)
func fieldsPass(_ specs: UnsafeBufferPointer<SectionSpec>, vertical: Bool) -> Double {
    var sum = 0.0
    guard let base = specs.baseAddress else { return sum }
    for s in specs.indices {
        let d = base + s
        let insets = d.pointee.decoration.insets
        sum += d.pointee.decoration.background ? 1 : 0
        sum += vertical ? insets.top + insets.bottom : insets.left + insets.right
        let offset = d.pointee.decoration.badge?.offset ?? Point(x: 0, y: 0)
        let size = d.pointee.decoration.badge?.size ?? Size(width: 0, height: 0)
        sum += vertical ? offset.y + size.height : offset.x + size.width
    }
    return sum
}

/// A pass that reads one byte of each section.
@inline(never)
func oneLinePass(_ specs: UnsafeBufferPointer<SectionSpec>) -> Double {
    var count = 0
    guard let base = specs.baseAddress else { return 0 }
    for s in specs.indices where (base + s).pointee.decoration.background { count &+= 1 }
    return Double(count)
}

/// Milliseconds `body` took.
@inline(__always)
func milliseconds(_ body: () -> Void) -> Double {
    let d = ContinuousClock().measure(body)
    return Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The medians of the base layout's `prepare()` and of the four passes after it, on `preset`.
func measure(_ preset: Preset, _ options: Options) -> (sections: Int, base: Double, passes: [Double]) {
    let dataSet = preset.make(items: options.items, seed: options.seed)
    let layout = FlowLayout(dataSet: dataSet)
    let surface = PublicFlowLayout(layout)
    let strategy = SectionCacheStrategy(frameRule: .exact)
    let context = FlowLayoutInvalidationContext()
    let direction = dataSet.scrollDirection, vertical = direction == .vertical
    var base: [Double] = [], passes: [[Double]] = [[], [], [], []]
    var sink = 0.0
    for round in 0..<(options.rounds + 1) {
        for turn in 0..<4 {
            let which = (round + turn) % 4
            strategy.invalidateLayout(with: context)
            layout.invalidateLayout(with: context)
            let prepared = milliseconds { layout.prepare() }
            let pass = milliseconds {
                switch which {
                case 0: strategy.prepare(surface)
                case 1: sink += layout.dataSet.sections.withUnsafeBufferPointer { selectsPass($0, direction) }
                case 2: sink += layout.dataSet.sections.withUnsafeBufferPointer { fieldsPass($0, vertical: vertical) }
                default: sink += layout.dataSet.sections.withUnsafeBufferPointer { oneLinePass($0) }
                }
            }
            // The first round warms the allocator and the page tables; it is not counted.
            if round > 0 {
                base.append(prepared)
                passes[which].append(pass)
            }
        }
    }
    if sink.isNaN { print(sink) }
    return (dataSet.sections.count, median(base), passes.map(median))
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
print("preset,items,sections,spec_stride_bytes,base_prepare_ms,strategy_ms,selects_ms,fields_ms,one_line_ms")
for preset in options.presets {
    let m = measure(preset, options)
    let figures = ([m.base] + m.passes).map { String(format: "%.3f", $0) }
    print(
        ([preset.rawValue, "\(options.items)", "\(m.sections)", "\(MemoryLayout<SectionSpec>.stride)"] + figures)
            .joined(separator: ","))
}
