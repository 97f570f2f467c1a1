// swift-tools-version: 6.1
import PackageDescription

// A separate package so the main build stays lean. Run from the repository
// root: swift run -c release --package-path Benchmarks card-benchmarks
// (scripts/preview-benchmark runs preview-benchmark). The Preview trait
// builds the live preview server that preview-benchmark times.
let package = Package(
    name: "CardGeometryBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CardGeometry", path: "..", traits: ["Preview"]),
    ],
    targets: [
        .executableTarget(
            name: "card-benchmarks",
            dependencies: [
                .product(name: "CardGeometry", package: "CardGeometry"),
                .product(name: "CardText", package: "CardGeometry"),
                .product(name: "CardRendering", package: "CardGeometry"),
                // The golden comparison (re-exported by CardGeometryTesting), for --goldens.
                .product(name: "CardGeometryTesting", package: "CardGeometry"),
            ],
            path: "Sources/CardBenchmarks"
        ),
        // Times the preview's redraw of 480 tiles after a save against the
        // matrix command (scripts/preview-benchmark, release).
        .executableTarget(
            name: "preview-benchmark",
            dependencies: [
                .product(name: "CardGeometry", package: "CardGeometry"),
                .product(name: "CardRendering", package: "CardGeometry"),
                .product(name: "CardText", package: "CardGeometry"),
                .product(name: "LayoutPreview", package: "CardGeometry"),
            ],
            path: "Sources/PreviewBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
