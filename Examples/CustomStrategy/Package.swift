// swift-tools-version: 6.1
// A package that measures a decoration strategy of its own with DecorationBench: the strategy
// in a library of its own (so that its tests can import it), an executable that registers it and
// is the whole `decobench` CLI, and a test that checks it against the brute-force oracle.
import PackageDescription

let package = Package(
    name: "CustomStrategy",
    dependencies: [
        // From a clone: the path to it. From GitHub: .package(url: "…/DecorationBench", branch: "main").
        .package(name: "DecorationBench", path: "../..")
    ],
    targets: [
        .target(
            name: "MyBackgrounds",
            dependencies: [.product(name: "DecobenchCLI", package: "DecorationBench")]
        ),
        .executableTarget(
            name: "custom-bench",
            dependencies: [
                "MyBackgrounds", .product(name: "DecobenchCLI", package: "DecorationBench"),
                // For DropsTheLastDecoration, registered only to show what a wrong answer gives.
                .product(name: "DecobenchTestSupport", package: "DecorationBench"),
            ]
        ),
        .testTarget(
            name: "MyBackgroundsTests",
            dependencies: ["MyBackgrounds", .product(name: "DecobenchTestSupport", package: "DecorationBench")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
