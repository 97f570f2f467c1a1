import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

/// Inputs larger than the engine's limit are refused before they are read
/// (SharedConventions article, "Values"): 16 MB unless the host sets another.
@Suite("Input size limit")
struct InputSizeLimitTests {
    /// A valid card padded with spaces to exactly `size` bytes.
    private func card(size: Int) -> Data {
        let json = #"{"environment": {"width": 390}, "card": {"id": "c", "title": "T"}}"#
        return Data((json + String(repeating: " ", count: size - json.utf8.count)).utf8)
    }

    @Test("The default is 16 MB")
    func defaultLimit() {
        #expect(CardLayoutEngine.defaultMaximumInputBytes == 16_777_216)
        #expect(engine.maximumInputBytes == 16_777_216)
    }

    @Test("An input of the limit is read; one byte more is an error that names the limit")
    func limit() throws {
        let limited = limitedEngine(200)
        #expect(try limited.layout(json: card(size: 200)).size.width == 390)
        _ = try limited.input(json: card(size: 200))
        let message = "(root): must be an input of at most 200 bytes, got more than 200 bytes"
        do {
            _ = try limited.layout(json: card(size: 201))
            Issue.record("no error")
        } catch {
            #expect(error.path == "")
            #expect(error.description == message)
        }
        do {
            _ = try limited.input(json: card(size: 201))
            Issue.record("no error")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The shared engine with another limit.
    private func limitedEngine(_ limit: Int) -> CardLayoutEngine {
        var limited = CardGeometryTests.engine
        limited.maximumInputBytes = limit
        return limited
    }

    @Test("Over 16 MB by default, even when the JSON is valid")
    func overDefault() {
        do {
            _ = try engine.layout(json: card(size: 16_777_217))
            Issue.record("no error")
        } catch {
            #expect(error.description == "(root): must be an input of at most 16777216 bytes (16 MB), got more than 16777216 bytes")
        }
    }
}
