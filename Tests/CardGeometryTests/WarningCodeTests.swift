import Foundation
import Testing

@testable import CardGeometry

/// Every warning carries a stable code: kebab case, listed once in
/// `allCases`, read back from its raw value, with a category.
@Suite("Warning codes")
struct WarningCodeTests {
    typealias Code = CardLayoutWarning.Code

    @Test("Every code is kebab case, listed once, and read back from its raw value")
    func codesAreStable() {
        let raw = Code.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in Code.allCases {
            #expect(code.rawValue.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(code) is not kebab case")
            #expect(Code(rawValue: code.rawValue) == code)
            #expect(Code(rawValue: code.rawValue)?.category == code.category)
            #expect(!code.summary.isEmpty)
        }
        #expect(Code.unknownKey.rawValue == "unknown-key")
        #expect(Code.contentOverflow.rawValue == "content-overflow")
        #expect(Code(rawValue: "unknown-keys") == nil)
        #expect(Code(rawValue: "Unknown-Key") == nil)
    }

    @Test("Unknown keys are input warnings; content that does not fit is a layout warning")
    func categories() {
        #expect(Code.unknownKey.category == .input)
        #expect(Code.unknownValue.category == .input)
        #expect(Code.unusedValue.category == .input)
        #expect(Code.contentOverflow.category == .layout)
        #expect(Code.scrollPastEnd.category == .layout)
        #expect(Code.allCases.contains { $0.category == .input })
        #expect(Code.allCases.contains { $0.category == .layout })
    }

    @Test("An unknown key's warning has the code unknown-key")
    func unknownKeyCode() {
        let warning = CardLayoutWarning.unknownKey(at: "theme.colour", suggesting: "color")
        #expect(warning.code == .unknownKey)
        #expect(warning.description == "theme.colour: unknown key, ignored (did you mean color?)")
    }
}

/// Which codes each kind gives, and that they say what their category
/// claims.
@Suite("Warning codes: what each kind gives")
struct KindWarningCodeTests {
    typealias Code = CardLayoutWarning.Code

    /// The golden cases' layouts, with their kinds.
    static let goldenLayouts: [(name: String, input: Data, layout: Layout)] = GoldenCase.all.compactMap { golden in
        guard let data = try? Data(contentsOf: golden.input), case .success(let layout) = golden.layout() else {
            return nil
        }
        return (golden.name, data, layout)
    }

    @Test("Every code a kind's description lists is a code of allCases, and every code of allCases is some kind's")
    func descriptionsListKnownCodes() throws {
        var listed: Set<Code> = []
        for kind in LayoutKind.allCases {
            let description = try #require(kind.kindDescription)
            let codes = description.warnings.map(\.code)
            #expect(Set(codes).count == codes.count, "\(kind) lists a code twice")
            #expect(codes.first == .unknownKey, "\(kind) gives unknown-key first")
            listed.formUnion(codes)
        }
        #expect(listed == Set(Code.allCases))
    }

    @Test("Every warning the golden inputs give has a code its kind lists, and each listed code is given by some golden")
    func goldensGiveTheListedCodes() throws {
        #expect(Self.goldenLayouts.count > 400)
        var given: [LayoutKind: Set<Code>] = [:]
        for (name, _, layout) in Self.goldenLayouts {
            let listed = Set(try #require(layout.kind.kindDescription).warnings.map(\.code))
            for warning in layout.warnings {
                #expect(listed.contains(warning.code), "\(name): \(warning) [\(warning.code)] is not listed by \(layout.kind)")
                given[layout.kind, default: []].insert(warning.code)
            }
        }
        for kind in LayoutKind.allCases {
            let listed = Set(try #require(kind.kindDescription).warnings.map(\.code))
            // Unknown keys are each kind's; the others come from the goldens.
            let missing = listed.subtracting(given[kind] ?? []).subtracting([.unknownKey])
            #expect(missing.isEmpty, "\(kind): no golden gives \(missing.map(\.rawValue).sorted())")
        }
    }

    @Test("Input warnings are the same in every environment; the goldens' layout warnings are not all so")
    func inputWarningsDoNotDependOnTheEnvironment() throws {
        let environments = [
            EnvironmentOverrides(width: 320, contentSizeCategory: .accessibilityExtraExtraExtraLarge),
            EnvironmentOverrides(width: 1024, contentSizeCategory: .extraSmall),
        ]
        var layoutWarningsChanged = 0
        for (name, data, layout) in Self.goldenLayouts {
            let inputWarnings = layout.warnings.filter { $0.code.category == .input }
            for overrides in environments {
                guard let other = try? engine.layout(engine.input(json: data, replacing: overrides)) else { continue }
                #expect(
                    other.warnings.filter { $0.code.category == .input } == inputWarnings,
                    "\(name): input warnings change with the environment")
                if other.warnings.filter({ $0.code.category == .layout })
                    != layout.warnings.filter({ $0.code.category == .layout })
                {
                    layoutWarningsChanged += 1
                }
            }
        }
        // Layout warnings do follow the environment (a narrow screen, a
        // large text size): what --strict leaves alone.
        #expect(layoutWarningsChanged > 0)
    }

    @Test("Each kind gives unknown-key for an unknown key, at its path", arguments: LayoutKind.allCases)
    func unknownKeyInEveryKind(kind: LayoutKind) throws {
        let example = try Self.example(of: kind)
        guard case .object(var object) = try JSONParser.parse(example) else { throw ExampleError() }
        object.append("colour", .string("#FF0000"))
        let layout = try engine.layout(json: JSONValue.object(object).data(pretty: false))
        let warning = try #require(layout.warnings.first { $0.path == "colour" })
        #expect(warning == CardLayoutWarning(path: "colour", code: .unknownKey, message: "unknown key, ignored"))
        #expect(warning.code.category == .input)
    }

    @Test("The layout's JSON writes each warning as {path, code, message}, in every kind")
    func warningsAreObjectsInJSON() throws {
        for kind in LayoutKind.allCases {
            let example = try Self.example(of: kind)
            guard case .object(var object) = try JSONParser.parse(example) else { throw ExampleError() }
            object.append("colour", .string("#FF0000"))
            let layout = try engine.layout(json: JSONValue.object(object).data(pretty: false))
            guard case .object(let root) = layout.jsonValue, case .array(let warnings)? = root["warnings"] else {
                Issue.record("\(kind): no warnings array")
                continue
            }
            #expect(warnings.count == layout.warnings.count)
            for (value, warning) in zip(warnings, layout.warnings) {
                guard case .object(let written) = value else {
                    Issue.record("\(kind): a warning is not an object: \(value)")
                    continue
                }
                #expect(written.members.map(\.key) == ["path", "code", "message"])
                #expect(written["path"] == .string(warning.path))
                #expect(written["code"] == .string(warning.code.rawValue))
                #expect(written["message"] == .string(warning.message))
            }
            // The streamed writer writes the same bytes.
            var streamed = Data()
            layout.content.writeJSON(pretty: true) { streamed.append(contentsOf: $0) }
            #expect(streamed == layout.jsonData(pretty: true))
        }
    }

    @Test("Warnings about the layout carry layout codes, with the input's paths")
    func layoutCodes() throws {
        // StorifyMe's example: the first widget's titles are taller than
        // the fixed height.
        let widgets = try engine.layout(json: try Self.example(of: .storifyMeWidgets))
        let overflow = try #require(widgets.warnings.first { $0.code == .contentOverflow })
        #expect(overflow.code.category == .layout)
        #expect(overflow.description == "\(overflow.path): \(overflow.message)")
        #expect(overflow.message.hasPrefix("content is "))
    }

    @Test("A Storyteller layout's JSON is read back with its warnings' codes")
    func storytellerLayoutReadsWarnings() throws {
        let example = try Self.example(of: .storyteller)
        guard case .object(var object) = try JSONParser.parse(example) else { throw ExampleError() }
        object.append("colour", .string("#FF0000"))
        let layout = try #require(try engine.layout(json: JSONValue.object(object).data(pretty: false)).storyteller)
        let read = try StorytellerCardLayout(json: layout.jsonData())
        #expect(read.warnings == layout.warnings)
        #expect(read.warnings.map(\.code) == [.unknownKey])

        // A code the engine does not give is an error at its path.
        let text = String(decoding: layout.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: "\"unknown-key\"", with: "\"unknown-keys\"")
        #expect(throws: CardLayoutError.self) { try StorytellerCardLayout(json: Data(text.utf8)) }
        do {
            _ = try StorytellerCardLayout(json: Data(text.utf8))
        } catch {
            #expect(error.path == "warnings[0].code")
        }
    }

    struct ExampleError: Error {}

    /// The example input of `kind` in `Examples/`.
    static func example(of kind: LayoutKind) throws -> Data {
        let name = switch kind {
        case .storyteller: "promo-card"
        case .brazeContentCards: "braze-content-cards"
        case .storylyStoryGroups: "storyly-story-groups"
        case .sheetCards: "sheet-cards"
        default: "storifyme-widgets"
        }
        return try Data(contentsOf: Repository.url("Examples/\(name).json"))
    }
}

/// An input without `kind` that has another kind's keys is an error naming
/// the kind to add.
@Suite("A missing kind")
struct MissingKindTests {
    @Test(
        "An input of another kind without kind is an error at kind that names it",
        arguments: LayoutKind.allCases.filter { $0 != .storyteller })
    func namesTheKind(kind: LayoutKind) throws {
        guard case .object(let object) = try JSONParser.parse(try KindWarningCodeTests.example(of: kind)) else {
            throw KindWarningCodeTests.ExampleError()
        }
        var withoutKind = JSONObject()
        for member in object.members where member.key != "kind" { withoutKind.append(member.key, member.value) }
        do {
            _ = try engine.layout(json: JSONValue.object(withoutKind).data(pretty: false))
            Issue.record("\(kind): laid out without kind")
        } catch {
            #expect(error.kind == .missingValue)
            #expect(error.path == "kind")
            #expect(error.description.hasPrefix("kind: is required; must be \"\(kind)\" for an input with "))
        }
    }

    @Test("A Braze feed without kind names braze.contentCards and its keys")
    func brazeWording() throws {
        let json = #"{"environment": {"width": 390}, "theme": {}, "feed": {}, "cards": []}"#
        #expect(throws: CardLayoutError.self) { try engine.layout(json: Data(json.utf8)) }
        do {
            _ = try engine.layout(json: Data(json.utf8))
        } catch {
            #expect(
                error.description
                    == #"kind: is required; must be "braze.contentCards" for an input with feed and cards "#
                    + #"(without "kind" an input is a Storyteller card, which has card or collection)"#)
        }
    }

    @Test("Keys two kinds know name both; a Storyteller card without kind is still read; no known keys, no hint")
    func ambiguousAndStoryteller() throws {
        let both = #"{"environment": {"width": 390}, "cards": []}"#
        do {
            _ = try engine.layout(json: Data(both.utf8))
            Issue.record("laid out")
        } catch {
            #expect(error.description.hasPrefix(#"kind: is required; must be "braze.contentCards" or "tgcard.sheet""#))
        }
        // Storyteller is the kind an input without kind is read as.
        let card = try KindWarningCodeTests.example(of: .storyteller)
        guard case .object(let object) = try JSONParser.parse(card) else { throw KindWarningCodeTests.ExampleError() }
        var withoutKind = JSONObject()
        for member in object.members where member.key != "kind" { withoutKind.append(member.key, member.value) }
        #expect(try engine.layout(json: JSONValue.object(withoutKind).data(pretty: false)).kind == .storyteller)
        // Nothing of another kind: Storyteller's own error.
        let neither = #"{"environment": {"width": 390}, "theme": {}, "titel": 1}"#
        do {
            _ = try engine.layout(json: Data(neither.utf8))
            Issue.record("laid out")
        } catch {
            #expect(error.description.contains("card"))
            #expect(!error.description.contains("kind"))
        }
    }
}
