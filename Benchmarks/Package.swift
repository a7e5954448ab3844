// swift-tools-version: 6.1
// The package-benchmark suites, kept in their own package so that people who only use the
// DecorationBench library never build package-benchmark. Run from this folder:
//   swift package benchmark                                   # run every benchmark
//   swift package benchmark thresholds check                  # the CI gate (allocation counts)
//   swift package --allow-writing-to-package-directory benchmark thresholds update
import PackageDescription

let package = Package(
    name: "DecorationBenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "DecorationBench", path: "../"),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DecorationBenchmarks",
            dependencies: [
                .product(name: "DecorationBench", package: "DecorationBench"),
                .product(name: "DecorationStrategies", package: "DecorationBench"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "DecorationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ],
    swiftLanguageModes: [.v5]
)
