// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardGeometry",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CardText", targets: ["CardText"]),
        .library(name: "CardGeometry", targets: ["CardGeometry"]),
        .executable(name: "layout-dump", targets: ["LayoutDump"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The live preview's HTTP server (LayoutPreview) and its in-process test client.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in Hummingbird's graph; named because LayoutPreview uses them directly.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries enter through these targets and are wrapped once, in CardText.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // ICU renames its functions per version (ubrk_open -> ubrk_open_72);
        // this target gives them stable names and keeps ICU types out of Swift.
        .target(name: "CCardICU", dependencies: ["CICU"]),

        .target(
            name: "CardText",
            dependencies: ["CFreeType", "CHarfBuzz", "CCardICU"]
        ),
        .target(
            name: "CardGeometry",
            dependencies: ["CardText"]
        ),
        // Pictures and tables of layouts (SVG, text tables, device matrices).
        .target(
            name: "CardRendering",
            dependencies: ["CardGeometry", "CardText"]
        ),
        // `layout-dump preview`: a local web page of a card over a device
        // matrix, redrawn when the file changes.
        .target(
            name: "LayoutPreview",
            dependencies: [
                "CardGeometry",
                "CardRendering",
                "CardText",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "LayoutDump",
            dependencies: [
                "CardGeometry",
                "CardRendering",
                "LayoutPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Not a test: times the preview's redraw of 480 tiles after a save
        // against the matrix command (scripts/preview-benchmark, release).
        .executableTarget(
            name: "PreviewBenchmark",
            dependencies: ["LayoutPreview", "CardGeometry", "CardRendering", "CardText"]
        ),

        .testTarget(
            name: "CardTextTests",
            dependencies: ["CardText"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CardGeometryTests",
            dependencies: ["CardGeometry"]
        ),
        .testTarget(
            name: "CardRenderingTests",
            dependencies: ["CardRendering"]
        ),
        .testTarget(
            name: "LayoutPreviewTests",
            dependencies: [
                "LayoutPreview",
                "CardGeometry",
                "CardRendering",
                // Built first: the command's tests run it.
                "LayoutDump",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // End-to-end tests that run the built layout-dump executable.
        .testTarget(
            name: "LayoutDumpTests",
            dependencies: ["LayoutDump", "CardGeometry"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
