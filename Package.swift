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
        .executableTarget(
            name: "LayoutDump",
            dependencies: [
                "CardGeometry",
                "CardRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
        // End-to-end tests that run the built layout-dump executable.
        .testTarget(
            name: "LayoutDumpTests",
            dependencies: ["LayoutDump", "CardGeometry"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
