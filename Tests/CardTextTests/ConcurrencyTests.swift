import Foundation
import Testing

@testable import CardText

/// One ``TextMeasurer`` shared by many tasks gives the results it gives when
/// the same requests are measured one after another.
@Suite struct ConcurrencyTests {
    static func requests() -> [TextRequest] {
        let texts = [
            "Hello world—this is a test of the line breaker.", "مرحبا بالعالم and more", "Supercalifragilisticexpialidocious",
            "A\nB\nC", "สวัสดีครับ ผมชื่อ", "👩‍👩‍👧‍👦 family 你好世界", "שלום עולם 123", "नमस्ते दुनिया", "Straße", "",
            "AVATAR Wave Type Toyota office", "https://example.com/a/very/long/path #hashtag",
        ]
        var requests: [TextRequest] = []
        for (index, text) in texts.enumerated() {
            for width in [0.0, 60, 150, 400] {
                requests.append(
                    TextRequest(
                        text: text,
                        style: TextStyle(
                            weight: [400, 600, 700][index % 3], size: [22, 16, 13][index % 3],
                            lineHeight: index % 2 == 0 ? nil : 24, letterSpacing: index % 4 == 0 ? 0.5 : 0,
                            textCase: index % 5 == 0 ? .upper : .default),
                        width: width, maxLines: [nil, 1, 2][index % 3], fitting: index % 2 == 0 ? .truncate : .resize,
                        alignment: .center, direction: index % 3 == 0 ? .rtl : .ltr, includesGlyphs: index % 2 == 1))
            }
        }
        return requests
    }

    @Test(arguments: [2, 4096])
    func sharedMeasurerMatchesSequentialMeasuring(cacheCapacity: Int) async throws {
        let fonts = try Support.fonts()
        let requests = Self.requests()
        let sequential = TextMeasurer(fonts: fonts)
        let expected = try requests.map { try sequential.measure($0) }

        // A small cache makes the tasks evict each other's entries.
        let shared = TextMeasurer(fonts: fonts, cacheCapacity: cacheCapacity)
        let results = try await withThrowingTaskGroup(of: (Int, TextBlock).self) { group in
            for round in 0..<6 {
                for index in requests.indices {
                    // Rounds run in different orders, so different and
                    // identical requests overlap.
                    let pick = round % 2 == 0 ? index : requests.count - 1 - index
                    group.addTask { (pick, try shared.measure(requests[pick])) }
                }
            }
            var results: [(Int, TextBlock)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 6 * requests.count)
        var mismatches = 0
        for (index, block) in results where block != expected[index] { mismatches += 1 }
        #expect(mismatches == 0)
    }

    @Test func identicalRequestsAtOnce() async throws {
        let fonts = try Support.fonts()
        let request = TextRequest(
            text: "مرحبا بالعالم — Hello world 你好 😀 and a rather long tail of words", style: TextStyle(size: 22),
            width: 120, maxLines: 2, fitting: .resize, includesGlyphs: true)
        let expected = try TextMeasurer(fonts: fonts).measure(request)
        let shared = TextMeasurer(fonts: fonts)
        let results = try await withThrowingTaskGroup(of: TextBlock.self) { group in
            for _ in 0..<64 { group.addTask { try shared.measure(request) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func clearingCachesWhileMeasuring() async throws {
        let fonts = try Support.fonts()
        let requests = Self.requests()
        let sequential = TextMeasurer(fonts: fonts)
        let expected = try requests.map { try sequential.measure($0) }
        let shared = TextMeasurer(fonts: fonts)
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for index in requests.indices {
                        if worker == 0 && index % 5 == 0 { shared.removeCachedResults() }
                        if try shared.measure(requests[index]) != expected[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func outlinesFromManyTasks() async throws {
        let fonts = try Support.fonts()
        let glyphs: [UInt32] = Array(1...40)
        let expected = glyphs.map { fonts.outline(glyph: $0, fontFile: "Inter-Regular.otf") }
        #expect(expected.compactMap { $0 }.count > 30)
        let matches = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    glyphs.indices.allSatisfy { index in
                        let order = (index + task * 7) % glyphs.count
                        return fonts.outline(glyph: glyphs[order], fontFile: "Inter-Regular.otf") == expected[order]
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(matches == Array(repeating: true, count: 16))
    }
}
