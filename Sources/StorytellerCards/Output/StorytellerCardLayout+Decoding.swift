import CardGeometryCore
import CardText

import Foundation

extension StorytellerCardLayout {
    /// Reads a layout written as `card-layout/1` JSON (for example a golden
    /// file). Strict: every key of the schema must be present (nullable ones
    /// may be `null`) and no other key may appear.
    public init(json: Data) throws(CardLayoutError) {
        try self.init(jsonValue: JSONParser.parse(json))
    }

    /// Reads a layout from a parsed `card-layout/1` JSON tree.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        let root = try LayoutReader(jsonValue, at: .root)
        let schema = try root.string("schema")
        guard schema == Self.schema else {
            throw .invalid(root.path("schema"), .string(schema), allowed: "\"\(Self.schema)\"")
        }
        let kind = try root.string("kind")
        let cardId = try root.optional("cardId") { value, path throws(CardLayoutError) in
            try LayoutReader.string(value, at: path)
        }
        let sizeReader = try root.object("size")
        let size = Size(width: try sizeReader.number("width"), height: try sizeReader.number("height"))
        try sizeReader.end()
        let cardReader = try root.object("card")
        let card = Surface(frame: try cardReader.rect("frame"), cornerRadius: try cardReader.number("cornerRadius"))
        try cardReader.end()
        let mediaReader = try root.object("media")
        let media = Media(
            frame: try mediaReader.rect("frame"), cornerRadius: try mediaReader.number("cornerRadius"),
            type: try mediaReader.choice("type", StorytellerCardInput.MediaType.self))
        try mediaReader.end()
        let textContainer = try root.optional("textContainer") { value, path throws(CardLayoutError) in
            let reader = try LayoutReader(value, at: path)
            let container = TextContainer(
                frame: try reader.rect("frame"), backgroundColor: try reader.optionalColor("backgroundColor"))
            try reader.end()
            return container
        }
        let heading = try root.optional("heading", Text.init(layoutJSON:at:))
        let subheading = try root.optional("subheading", Text.init(layoutJSON:at:))
        let button = try root.optional("button") { value, path throws(CardLayoutError) in
            let reader = try LayoutReader(value, at: path)
            let button = Button(
                frame: try reader.rect("frame"), cornerRadius: try reader.number("cornerRadius"),
                backgroundColor: try reader.optionalColor("backgroundColor"),
                outlineColor: try reader.color("outlineColor"),
                outlineWidth: try reader.number("outlineWidth"),
                label: try Text(layoutJSON: try reader.value("label"), at: reader.path("label")))
            try reader.end()
            return button
        }
        let behaviorReader = try root.object("behavior")
        let behavior = StorytellerCardInput.Theme.ReloadingBehavior(
            reloadOnExit: try behaviorReader.bool("reloadOnExit"),
            reloadOnForeground: try behaviorReader.bool("reloadOnForeground"))
        try behaviorReader.end()
        let warnings = try root.array("warnings") { value, path throws(CardLayoutError) in
            // `{"path", "code", "message"}`, written `path: message`.
            let reader = try LayoutReader(value, at: path)
            let codeName = try reader.string("code")
            guard let code = CardLayoutWarning.Code(rawValue: codeName) else {
                throw .invalid(
                    reader.path("code"), .string(codeName),
                    allowed: "one of " + CardLayoutWarning.Code.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let warning = CardLayoutWarning(path: try reader.string("path"), code: code, message: try reader.string("message"))
            try reader.end()
            return warning
        }
        try root.end()
        self.init(
            kind: kind, cardId: cardId, size: size, card: card, media: media, textContainer: textContainer,
            heading: heading, subheading: subheading, button: button, behavior: behavior, warnings: warnings)
    }
}

extension StorytellerCardLayout.Text {
    init(layoutJSON value: JSONValue, at path: JSONPath) throws(CardLayoutError) {
        let reader = try LayoutReader(value, at: path)
        let frame = try reader.rect("frame")
        let text = try reader.string("text")
        let color = try reader.color("color")
        let alignment = try reader.choice("alignment", TextAlignment.self)
        let fontReader = try reader.object("font")
        let font = StorytellerCardLayout.Font(
            family: try fontReader.string("family"), weight: try fontReader.integer("weight"),
            size: try fontReader.number("size"), file: try fontReader.string("file"))
        try fontReader.end()
        let truncated = try reader.bool("truncated")
        let resized = try reader.bool("resized")
        let lines = try reader.array("lines") { value, path throws(CardLayoutError) in
            let lineReader = try LayoutReader(value, at: path)
            let text = try lineReader.string("text")
            let frame = try lineReader.rect("frame")
            let baseline = try lineReader.number("baseline")
            let width = try lineReader.number("width")
            let bounds = try lineReader.array("range") { value, path throws(CardLayoutError) in
                try LayoutReader.integer(value, at: path)
            }
            guard bounds.count == 2, bounds[0] <= bounds[1] else {
                throw .invalid(
                    lineReader.path("range"), .array(bounds.map { .number(Double($0)) }),
                    allowed: "[start, end] with start <= end")
            }
            let fonts = try lineReader.array("fonts") { value, path throws(CardLayoutError) in
                try LayoutReader.string(value, at: path)
            }
            try lineReader.end()
            return StorytellerCardLayout.Line(
                text: text, frame: frame, baseline: baseline, width: width, range: bounds[0]..<bounds[1], fonts: fonts)
        }
        try reader.end()
        self.init(
            frame: frame, text: text, color: color, alignment: alignment, font: font, truncated: truncated,
            resized: resized,
            lines: lines)
    }
}

/// Reads one object of a layout document, strictly: every key required,
/// `null` only where the schema allows it, no unknown keys.
private struct LayoutReader {
    private let reader: ObjectReader

    init(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) {
        reader = try ObjectReader(value, at: path)
    }

    func path(_ key: String) -> JSONPath { reader.path(key) }

    /// The member, `null` included; throws when absent.
    func value(_ key: String) throws(CardLayoutError) -> JSONValue {
        guard let value = reader.rawValue(key) else { throw .missing(path(key), allowed: "present") }
        return value
    }

    func optional<Value>(
        _ key: String, _ read: (JSONValue, JSONPath) throws(CardLayoutError) -> Value
    ) throws(CardLayoutError) -> Value? {
        let value = try value(key)
        return value == .null ? nil : try read(value, path(key))
    }

    func object(_ key: String) throws(CardLayoutError) -> LayoutReader {
        try LayoutReader(try value(key), at: path(key))
    }

    func array<Element>(
        _ key: String, _ read: (JSONValue, JSONPath) throws(CardLayoutError) -> Element
    ) throws(CardLayoutError) -> [Element] {
        let value = try value(key)
        guard case .array(let elements) = value else { throw .invalid(path(key), value, allowed: "an array") }
        var result: [Element] = []
        for (index, element) in elements.enumerated() {
            result.append(try read(element, path(key).appending(index: index)))
        }
        return result
    }

    /// The member at `key`, read by one of the value readers below, which
    /// names the member's path when it is not what it must be.
    func read<Value>(
        _ key: String, _ readValue: (JSONValue, JSONPath) throws(CardLayoutError) -> Value
    ) throws(CardLayoutError) -> Value {
        try readValue(try value(key), path(key))
    }

    func number(_ key: String) throws(CardLayoutError) -> Double { try read(key, Self.number) }
    func integer(_ key: String) throws(CardLayoutError) -> Int { try read(key, Self.integer) }
    func bool(_ key: String) throws(CardLayoutError) -> Bool { try read(key, Self.bool) }
    func string(_ key: String) throws(CardLayoutError) -> String { try read(key, Self.string) }

    static func number(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> Double {
        guard case .number(let number) = value else { throw .invalid(path, value, allowed: "a number") }
        return number
    }

    static func integer(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> Int {
        guard case .number(let number) = value, let integer = Int(exactly: number) else {
            throw .invalid(path, value, allowed: "an integer")
        }
        return integer
    }

    static func bool(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> Bool {
        guard case .bool(let bool) = value else { throw .invalid(path, value, allowed: "true or false") }
        return bool
    }

    static func string(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> String {
        try ObjectReader.string(value, at: path)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type) throws(CardLayoutError)
        -> Choice
    where Choice.RawValue == String {
        let value = try value(key)
        guard case .string(let name) = value, let choice = Choice(rawValue: name) else {
            throw .invalid(
                path(key), value, allowed: "one of " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return choice
    }

    func color(_ key: String) throws(CardLayoutError) -> RGBAColor { try read(key, Self.color) }

    func optionalColor(_ key: String) throws(CardLayoutError) -> RGBAColor? {
        try optional(key, Self.color)
    }

    static func color(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError) -> RGBAColor {
        guard case .string(let text) = value, let color = RGBAColor(hex: text) else {
            throw .invalid(path, value, allowed: ObjectReader.colorFormat)
        }
        return color
    }

    func rect(_ key: String) throws(CardLayoutError) -> StorytellerCardLayout.Rect {
        let reader = try object(key)
        let rect = StorytellerCardLayout.Rect(
            x: try reader.number("x"), y: try reader.number("y"), width: try reader.number("width"),
            height: try reader.number("height"))
        try reader.end()
        return rect
    }

    /// Throws for the first key the schema does not have.
    func end() throws(CardLayoutError) {
        if let unknown = reader.unknownKeys().first {
            throw CardLayoutError(
                kind: .invalidValue, path: unknown.path, value: "an unknown key",
                allowed: "a key of \(StorytellerCardLayout.schema)")
        }
    }
}
