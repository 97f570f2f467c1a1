// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses, in a separate package so the main package's build and
// `swift test` never link a fuzzer. Build and run them with scripts/fuzz.
let package = Package(
    name: "CardGeometryFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CardGeometry", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "fuzz-card-layout",
            dependencies: [.product(name: "CardGeometry", package: "CardGeometry")],
            path: "Sources/FuzzCardLayout"
        ),
        .executableTarget(
            name: "fuzz-text-measurer",
            dependencies: [.product(name: "CardText", package: "CardGeometry")],
            path: "Sources/FuzzTextMeasurer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
