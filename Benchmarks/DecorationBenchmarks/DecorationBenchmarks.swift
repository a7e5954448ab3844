// package-benchmark suites for every strategy: the run's scroll sweep (`Workload.scroll`, bursts of
// 32 fling frames per iteration, through `layoutAttributesForElements(in:)`),
// `prepare()` and cold start, at a few sizes. Names carry no spaces or slashes so that static
// thresholds find them: scroll_intervalTree_1M, prepare_linear_100k, coldStart_cached_10k.
//
// Metrics: wall clock (reported, never gated: it moves tens of percent between runs on a shared
// machine) and mallocCountTotal (deterministic: the CI gate, thresholds in Thresholds/). No OS
// metrics: they add mallocs of their own to every iteration.
import Benchmark
import DecorationBench
import DecorationStrategies

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .milliseconds(400),
        maxIterations: 1_000
    )
    for kind in StrategyKind.allCases {
        kind.visit(Registrar())
    }
}

/// Registers the benchmarks of one strategy, with its concrete type (no existential in the loop).
private struct Registrar: StrategyVisitor {
    func visit<S: DecorationStrategy>(_ type: S.Type) {
        let name = S.kind.camelName
        for (label, items) in [("10k", 10_000), ("1M", 1_000_000)] {
            Benchmark(
                "scroll_\(name)_\(label)",
                configuration: .init(thresholds: [.mallocCountTotal: .init(relative: [.p90: 0], absolute: [.p90: 0])])
            ) { benchmark in
                let layout = Layouts.shared.layout(S.self, items: items)
                // The run's scroll path: one burst of fling frames per iteration, cycling over it.
                let rects = Workload.scroll(layout.base)
                let bursts = max(1, rects.count / Workload.burst)
                var answered = 0
                benchmark.startMeasurement()
                for iteration in benchmark.scaledIterations {
                    let first = (iteration - benchmark.scaledIterations.lowerBound) % bursts * Workload.burst
                    for rect in rects[first..<min(rects.count, first + Workload.burst)] {
                        answered &+= layout.layoutAttributesForElements(in: rect).count
                    }
                }
                benchmark.stopMeasurement()
                precondition(answered > 0, "scroll_\(name)_\(label): empty answers")
                blackHole(answered)
            }
        }
        // A prepare allocates arrays whose growth depends on the sizes malloc hands back, so its
        // count may move by a few: 2% tolerance.
        let prepareThresholds: [BenchmarkMetric: BenchmarkThresholds] = [.mallocCountTotal: .init(relative: [.p90: 2])]
        for (label, items) in [("10k", 10_000), ("100k", 100_000)] {
            Benchmark("prepare_\(name)_\(label)", configuration: .init(thresholds: prepareThresholds)) { benchmark in
                let layout = Layouts.shared.layout(S.self, items: items)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    layout.invalidateLayout()
                    layout.prepare()
                }
                benchmark.stopMeasurement()
                precondition(layout.base.isPrepared)
            }
            Benchmark("coldStart_\(name)_\(label)", configuration: .init(thresholds: prepareThresholds)) { benchmark in
                let layout = Layouts.shared.layout(S.self, items: items)
                let top = Workload.viewport(layout.base, at: 0)
                var answered = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    layout.invalidateLayout()
                    layout.prepare()
                    answered &+= layout.layoutAttributesForElements(in: top).count
                }
                benchmark.stopMeasurement()
                precondition(answered > 0, "coldStart_\(name)_\(label): empty answers")
                blackHole(answered)
            }
        }
    }
}

/// Prepared, warmed layouts, built once per process and size: inputs are made before
/// measurement starts, and the 1M-item data set is not rebuilt for every benchmark.
private final class Layouts: @unchecked Sendable {
    static let shared = Layouts()
    private var dataSets: [Int: DataSet] = [:]
    private var layouts: [String: AnyObject] = [:]

    func layout<S: DecorationStrategy>(_ type: S.Type, items: Int) -> DecoratedLayout<S> {
        let key = "\(S.kind.rawValue)-\(items)"
        if let made = layouts[key] as? DecoratedLayout<S> { return made }
        let dataSet = dataSets[items] ?? Preset.grid.make(items: items, seed: 42)
        dataSets[items] = dataSet
        let layout = DecoratedLayout<S>(dataSet: dataSet)
        layout.prepare()
        layouts = layouts.filter { !$0.key.hasPrefix(S.kind.rawValue + "-") || $0.key == key }  // bound memory
        layouts[key] = layout
        return layout
    }
}

extension StrategyKind {
    /// The strategy's name in benchmark names: interval-tree → intervalTree.
    var camelName: String {
        let parts = rawValue.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }
}
