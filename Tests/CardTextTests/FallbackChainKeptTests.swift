import Testing

@testable import CardText

/// A registry makes each fallback chain once per primary face and weight and
/// keeps it: what it gives again must be the chain it would make.
@Suite("Fallback chains kept")
struct FallbackChainKeptTests {
    @Test func aKeptChainIsThePrimaryFacesAtTheWeightAskedFor() throws {
        // A registry of its own, so that no other test made its chains.
        let fonts = try FontRegistry(directories: [Support.fontsDirectory()])
        let regular = try fonts.face(family: "Inter", weight: 400)
        let atRegular = [
            "Inter-Regular.otf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
            "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "DroidSansFallbackFull.ttf", "NanumGothic.ttf",
        ]
        #expect(fonts.fallbackChain(primary: regular, weight: 400).map(\.fileName) == atRegular)
        #expect(fonts.fallbackChain(primary: regular, weight: 400).map(\.fileName) == atRegular)
        // The same face asked for at another weight: that weight's fallbacks.
        #expect(fonts.fallbackChain(primary: regular, weight: 700).map(\.fileName) == [
            "Inter-Regular.otf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansDevanagari-Bold.ttf",
            "NotoSansThai-Bold.ttf", "DroidSansFallbackFull.ttf", "NanumGothicBold.ttf",
        ])
        // Weights that round to the same table share a chain; 450 is 400's.
        #expect(fonts.fallbackChain(primary: regular, weight: 450).map(\.fileName) == atRegular)
        // Another primary face at the same weight: its own chain.
        let hebrew = try fonts.face(family: "Noto Sans Hebrew", weight: 400)
        #expect(fonts.fallbackChain(primary: hebrew, weight: 400).map(\.fileName) == [
            "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
            "NotoSansThai-Regular.ttf", "DroidSansFallbackFull.ttf", "NanumGothic.ttf",
        ])
        // A kept chain keeps its orders by script: Hangul tries the Korean
        // face right after the style's.
        let kept = fonts.fallbackChain(primary: regular, weight: 400)
        #expect(kept.faces(forClusterStartingWith: 0xAC00).map(\.fileName).prefix(2) == [
            "Inter-Regular.otf", "NanumGothic.ttf",
        ])
        #expect(kept.faces(forClusterStartingWith: 0x41).map(\.fileName) == atRegular)
    }
}
