// swift-tools-version: 6.1
// DecorationBench: how fast, and how right, are the common ways of adding decoration views
// to a UICollectionView flow layout? The library (`DecorationBench`) is pure: geometry, the
// flow-layout model, the strategy protocol, the oracle and the simulator. The built-in
// strategies (`DecorationStrategies`) are written on its public API alone, as a user's are.
// `DecobenchHarness` owns clocks, processes, files and CSV; `DecobenchCLI` the commands and their
// arguments over it; `decobench` is its thin executable. The package-benchmark suites live in a
// nested package under Benchmarks/ so that users of the library do not build them.
import PackageDescription

let package = Package(
    name: "DecorationBench",
    products: [
        .library(name: "DecorationBench", targets: ["DecorationBench"]),
        // The built-in strategies, for a package that drives them without the command line.
        .library(name: "DecorationStrategies", targets: ["DecorationStrategies"]),
        // The whole command line as a library: a package's own executable registers its
        // strategies and calls `Decobench.main(strategies:)` (the `Measuring your own strategy` article).
        .library(name: "DecobenchCLI", targets: ["DecobenchCLI"]),
        // Seeded random data sets and the oracle check, for a package's own tests of its strategies;
        // it re-exports the library and the built-ins, so a test file needs no other import.
        .library(name: "DecobenchTestSupport", targets: ["DecobenchTestSupport"]),
        .executable(name: "decobench", targets: ["decobench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC articles; a plugin, so nothing of it is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "DecorationBench",
            swiftSettings: [
                // Invariant checks (interval tree, layout) run after each build in debug
                // builds and tests; release builds and benchmarks leave them out.
                .define("DECOBENCH_INVARIANTS", .when(configuration: .debug))
            ],
            // Swift's rounding (`rounded()`, `.down`, `.up`, `.toNearestOrEven`) calls libm's
            // `round`, `floor`, `ceil` and `rint` on Linux, and nothing else links libm into an
            // executable that imports neither Foundation nor Glibc (scripts/footing-check.sh
            // builds one).
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The built-in strategies and the broken recipes, written on the library's public API
        // alone: each is a strategy a user's package could have written.
        .target(
            name: "DecorationStrategies",
            dependencies: ["DecorationBench"],
            swiftSettings: [
                .define("DECOBENCH_INVARIANTS", .when(configuration: .debug))
            ]
        ),
        // Counts malloc calls and reads the allocator's own statistics. C, because it
        // interposes malloc itself; linked only into the CLI and the tests, never the library.
        .target(
            name: "CAllocCounter",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // Valgrind client requests (callgrind's collection toggle), for instruction counts.
        .target(name: "CCallgrind"),
        // C's stdout and stderr, which Swift 6 will not read as the mutable globals glibc declares.
        .target(name: "CStdio"),
        // Signal handlers that say which strategy a process was running when it trapped (C:
        // async-signal-safe writes of a marker kept in a static buffer).
        .target(name: "CCrashMarker"),
        // The harness: timing, statistics, sweeps in child processes, comparison and the verdict,
        // the simulator's runs, CSV and JSON. Clocks, processes and files live here, arguments do not.
        .target(
            name: "DecobenchHarness",
            dependencies: ["DecorationBench", "DecorationStrategies", "CAllocCounter", "CStdio", "CCrashMarker"]
        ),
        // The command line: commands that parse their options, call the harness and format what
        // it returns.
        .target(
            name: "DecobenchCLI",
            dependencies: [
                "DecobenchHarness",
                "DecorationBench",
                "DecorationStrategies",
                "CAllocCounter",
                "CCallgrind",
                "CStdio",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "decobench",
            dependencies: ["DecobenchCLI"]
        ),
        .target(
            name: "DecobenchTestSupport",
            dependencies: ["DecorationBench", "DecorationStrategies"]
        ),
        .testTarget(
            name: "DecorationBenchTests",
            dependencies: ["DecorationBench", "DecorationStrategies", "DecobenchTestSupport"]
        ),
        .testTarget(
            name: "DecorationStrategiesTests",
            dependencies: ["DecorationBench", "DecorationStrategies", "DecobenchTestSupport"]
        ),
        // Made-up rows of a run, shared by the harness's tests and the command line's end-to-end
        // tests; in no product.
        .target(
            name: "DecobenchHarnessFixtures",
            dependencies: ["DecobenchHarness", "DecorationBench", "DecorationStrategies"],
            path: "Tests/DecobenchHarnessFixtures"
        ),
        .testTarget(
            name: "DecobenchHarnessTests",
            dependencies: [
                "DecobenchHarness", "DecobenchHarnessFixtures", "DecorationBench", "DecorationStrategies",
                "DecobenchTestSupport", "CAllocCounter",
            ]
        ),
        .testTarget(
            name: "DecobenchCLITests",
            dependencies: [
                "DecobenchCLI", "DecobenchHarness", "DecobenchHarnessFixtures", "DecorationBench",
                "DecorationStrategies", "DecobenchTestSupport", "CAllocCounter",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
