// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CardGeometry",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CardText", targets: ["CardText"]),
        .library(name: "CardGeometry", targets: ["CardGeometry"]),
        .library(name: "CardRendering", targets: ["CardRendering"]),
        // One call that compares a layout with its golden file, for Swift
        // Testing and XCTest.
        .library(name: "CardGeometryTesting", targets: ["CardGeometryTesting"]),
        .executable(name: "layout-dump", targets: ["LayoutDump"]),
        // Writes the kinds' generated input readers (`*.generated.swift`) from
        // the fields declared on their properties; no library depends on it.
        .executable(name: "generate-readers", targets: ["ReaderGenerator"]),
        // The live preview server; empty unless the Preview trait is on.
        .library(name: "LayoutPreview", targets: ["LayoutPreview"]),
    ],
    // The Preview trait builds `layout-dump preview` and its server. It is off
    // by default, so a package that depends on the libraries never resolves,
    // fetches or builds Hummingbird and its graph: SwiftPM prunes the
    // dependencies that only a disabled trait uses. In this repository:
    // `swift run --traits Preview layout-dump preview FILE`,
    // `swift test --traits Preview` (scripts/test does).
    traits: [
        .trait(name: "Preview", description: "The live preview server of `layout-dump preview` (Hummingbird)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The live preview's HTTP server (LayoutPreview) and its in-process
        // test client: used only with the Preview trait, so only then resolved.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in Hummingbird's graph; named because LayoutPreview uses them directly.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
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

        // The bundled fonts, their manifest and licenses: the top-level Fonts/
        // folder as a resource target. A built program finds them in the
        // resource bundle SwiftPM places beside it (Bundle.module).
        .target(
            name: "CardTextFonts",
            path: "Fonts",
            sources: ["BundledFonts.swift"],
            resources: [.copy("manifest.json"), .copy("README.md"), .copy("licenses")] + bundledFontFiles.map { .copy($0) }
        ),
        .target(
            name: "CardText",
            dependencies: ["CFreeType", "CHarfBuzz", "CCardICU", "CardTextFonts"]
        ),
        // The layout engine: a shared core, one target per card system that
        // depends only on the core, and the `CardGeometry` umbrella that reads
        // any kind and re-exports them all (`import CardGeometry` is the one
        // import users need). The core's helpers have `package` access; a
        // system cannot see another system.
        .target(
            name: "CardGeometryCore",
            dependencies: ["CardText"]
        ),
        .target(name: "StorytellerCards", dependencies: ["CardGeometryCore"]),
        .target(name: "BrazeContentCards", dependencies: ["CardGeometryCore"]),
        .target(name: "StorylyStoryGroups", dependencies: ["CardGeometryCore"]),
        .target(name: "SheetCards", dependencies: ["CardGeometryCore"]),
        .target(name: "StorifyMeWidgets", dependencies: ["CardGeometryCore"]),
        .target(
            name: "CardGeometry",
            dependencies: [
                "CardText", "CardGeometryCore", "StorytellerCards", "BrazeContentCards", "StorylyStoryGroups",
                "SheetCards", "StorifyMeWidgets",
            ]
        ),
        // Pictures and tables of layouts (SVG, text tables, device matrices).
        .target(
            name: "CardRendering",
            dependencies: ["CardGeometry", "CardText"]
        ),
        // Golden cases of card layouts: finding them in a folder, comparing
        // each with its expected file, explaining what moved, recording, and
        // the reports of a run. No test framework: `layout-dump check` links it.
        .target(
            name: "CardGeometryGoldens",
            dependencies: ["CardGeometry", "CardRendering", "CardText"]
        ),
        // Golden assertions for Swift Testing and XCTest users, over
        // CardGeometryGoldens.
        .target(
            name: "CardGeometryTesting",
            dependencies: ["CardGeometry", "CardGeometryGoldens"]
        ),
        // `layout-dump preview`: a local web page of a card over a device
        // matrix, redrawn when the file changes.
        .target(
            name: "LayoutPreview",
            dependencies: [
                "CardGeometry",
                "CardGeometryCore",
                "CardRendering",
                "CardText",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Preview"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Preview"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Preview"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Preview"])),
            ]
        ),
        .executableTarget(
            name: "LayoutDump",
            dependencies: [
                "CardGeometry",
                // The runner's work on all cores (concurrentMap, a `package` helper).
                "CardGeometryCore",
                "CardGeometryGoldens",
                "CardRendering",
                "CardText",
                .target(name: "LayoutPreview", condition: .when(traits: ["Preview"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // Writes the git commit layout-dump is built from, for `--version`
        // (scripts/write-build-commit, before every build).
        .plugin(name: "BuildCommit", capability: .buildTool()),

        .executableTarget(name: "ReaderGenerator"),
        .testTarget(
            name: "ReaderGeneratorTests",
            dependencies: ["ReaderGenerator"]
        ),
        .testTarget(
            name: "CardTextTests",
            dependencies: ["CardText"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CardGeometryTests",
            dependencies: [
                "CardGeometry", "CardGeometryCore", "StorytellerCards", "BrazeContentCards", "StorylyStoryGroups",
                "SheetCards", "StorifyMeWidgets", "CardGeometryTesting",
            ]
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
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Preview"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Preview"])),
                // Raw connections that never finish a request (HeaderTimeoutTests).
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Preview"])),
            ]
        ),
        .testTarget(
            name: "CardGeometryGoldensTests",
            dependencies: ["CardGeometryGoldens", "CardGeometryTesting", "CardGeometry", "CardRendering"]
        ),
        // End-to-end tests that run the built layout-dump executable.
        .testTarget(
            name: "LayoutDumpTests",
            dependencies: ["LayoutDump", "CardGeometry", "CardGeometryGoldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// Every font file in Fonts/ (each named in Fonts/manifest.json).
var bundledFontFiles: [String] {
    [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
        "Inter-ExtraBold.otf", "Inter-Black.otf",
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf",
        "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf",
        "DroidSansFallbackFull.ttf", "NanumGothic.ttf", "NanumGothicBold.ttf", "NotoColorEmoji.ttf",
    ]
}
