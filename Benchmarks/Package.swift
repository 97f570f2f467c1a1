// swift-tools-version: 6.0
import PackageDescription

// A separate package so the main build stays lean. Run from the repository
// root: swift run -c release --package-path Benchmarks card-benchmarks
let package = Package(
    name: "CardGeometryBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CardGeometry", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "card-benchmarks",
            dependencies: [
                .product(name: "CardGeometry", package: "CardGeometry"),
                .product(name: "CardText", package: "CardGeometry"),
                .product(name: "CardRendering", package: "CardGeometry"),
            ],
            path: "Sources/CardBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
