// swift-tools-version: 6.1
// The floor under `prepare()`'s overhead for the strategies that read every section's decoration
// configuration after a data change (scripts/reach-floor.sh builds and runs it). A package of its
// own, on the library's public API, so that the suite's users do not build it.
import PackageDescription

let package = Package(
    name: "ReachFloor",
    dependencies: [.package(name: "DecorationBench", path: "../..")],
    targets: [
        .executableTarget(
            name: "reach-floor",
            dependencies: [
                .product(name: "DecorationBench", package: "DecorationBench"),
                .product(name: "DecorationStrategies", package: "DecorationBench"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
