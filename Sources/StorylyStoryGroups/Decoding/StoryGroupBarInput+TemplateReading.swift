import CardGeometryCore

import CardText

/// The template fields a declaration cannot say: `size` and `elements`,
/// whose errors say what they must be in their own words, the elements
/// (a union told apart by `type`), and a cover's `aspectRatio` (`"w:h"`).
extension StoryGroupBarInput.Template {
    /// `size`: an object whose `width` is required (and `height` with fixed
    /// sizing, a rule between values).
    static let sizeType = CustomFieldType(
        allowed: "an object { \"width\", \"height\" }", tableText: "object (`size`)",
        schema: JSONObject([
            .init(key: "type", value: .string("object")), .init(key: "$ref", value: .string("#/$defs/size")),
        ]),
        objects: [Size.fieldDescription])

    /// How many elements a template has: at least one, and since each
    /// `type` stands at most once, at most one of each type.
    static let elementCount = 1...ElementType.allCases.count

    /// `elements`: `elementCount` elements, each `type` at most once; its
    /// texts and bounds come from `elementCount`, the element types and
    /// the element's description.
    static let elementsType = CustomFieldType(
        allowed: "a non-empty array of elements ("
            + ElementType.allCases.map(\.rawValue).joined(separator: ", ") + ")",
        tableText: "array of \(elementCount.lowerBound)...\(elementCount.upperBound) `\(elementDescription.name)` objects",
        schema: JSONObject([
            .init(key: "type", value: .string("array")),
            .init(
                key: "items",
                value: .object(
                    JSONObject([
                        .init(key: "type", value: .string("object")),
                        .init(key: "$ref", value: .string("#/$defs/" + elementDescription.name)),
                    ]))),
            .init(key: "minItems", value: .number(Double(elementCount.lowerBound))),
            .init(key: "maxItems", value: .number(Double(elementCount.upperBound))),
        ]),
        objects: [elementDescription])

    static func readSize(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> Size? {
        guard let object = try reader.object(field) else { return nil }
        return try Size.read(object)
    }

    static func checkSize(_ size: Size, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        try size.checkFields(at: parent().appending(field.name))
    }

    // MARK: - Elements

    /// The element's `type`, read first: it says which keys the element has.
    enum ElementType: String, CaseIterable {
        case icon
        case cover
        case title
    }

    /// The union's tag: every element type's first key.
    static let elementType = FieldDescription(
        required: "type", .choice(ElementType.self), "Which element this is; it says which other keys apply.")

    /// Each element by the reader of its `type`, which is read first; no
    /// type twice.
    static func readElements(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> [Element]? {
        guard let values = try reader.array(field.name) else { return nil }
        // The array's path is made only for an error.
        guard !values.isEmpty else { throw .invalid(reader.path(field.name), "[]", allowed: field.allowed) }
        var elements: [Element] = []
        var indexByType: [ElementType: Int] = [:]
        for (index, value) in values.enumerated() {
            let element = try reader.element(value, of: field.name, at: index)
            guard let type = try element.choice(elementType, ElementType.self) else {
                throw elementType.missing(in: element.path)
            }
            if let first = indexByType[type] {
                throw repeatedType(
                    type.rawValue, at: element.path(elementType.name),
                    firstAt: reader.path(field.name).appending(index: first))
            }
            indexByType[type] = index
            switch type {
            case .icon: elements.append(.icon(try Icon.read(element)))
            case .cover: elements.append(.cover(try Cover.read(element)))
            case .title: elements.append(.title(try Title.read(element)))
            }
        }
        return elements
    }

    /// The same rules for typed elements, and each element's fields.
    static func checkElements(_ elements: [Element], _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        let path = parent().appending(field.name)
        guard !elements.isEmpty else { throw .invalid(path, "[]", allowed: field.allowed) }
        var indexByType: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            if let first = indexByType[element.typeName] {
                throw repeatedType(
                    element.typeName, at: elementPath.appending(elementType.name), firstAt: path.appending(index: first))
            }
            indexByType[element.typeName] = index
            switch element {
            case .icon(let icon): try icon.checkFields(at: elementPath)
            case .cover(let cover): try cover.checkFields(at: elementPath)
            case .title(let title): try title.checkFields(at: elementPath)
            }
        }
    }

    /// A second element of a type (the first at `first`).
    private static func repeatedType(_ type: String, at path: JSONPath, firstAt first: JSONPath) -> CardLayoutError {
        .invalid(path, JSONValue.string(type).errorText, allowed: "a type no other element has (\(first) is a \(type))")
    }

    /// Every key of every element type: what the schema and the reference
    /// describe, since a field description cannot say which keys go with
    /// which type. The title keys default to `theme.title`'s values.
    static let elementDescription: ObjectDescription = {
        let title = Title.Fields.self
        let titleKeys = [
            title.isVisible, title.font, title.fontWeight, title.textSize, title.lineHeight, title.lines,
            title.textCase, title.letterSpacing, title.colorNotSeen, title.colorSeen,
        ]
        return ObjectDescription(
            "element",
            "One element of the cell: `icon` (width, height, cornerRadius, alignment, border), `cover` (aspectRatio, "
                + "cornerRadius, border) or `title` (the title keys of `theme.title` but dynamicTypeEnabled and "
                + "maximumContentSizeCategory, each defaulting to the theme's, and padding); other keys are unknown.",
            fields: [
                elementType, Icon.Fields.width.labeled("icon"), Icon.Fields.height.labeled("icon"),
                // The keys two element types share, with each type's default:
                // their types are the declarations' (icon and cover, icon and title).
                FieldDescription(
                    "cornerRadius", Icon.Fields.cornerRadius.type,
                    defaultNote: "icon: `theme.icon.cornerRadius`, else half the smaller side; cover: `8`",
                    "icon, cover: the corner radius, clamped to half the smaller side."),
                FieldDescription(
                    "alignment", Icon.Fields.alignment.type,
                    defaultNote: "icon: `center`; title: `theme.title.alignment`",
                    "icon: where the icon stands in the content width; title: the title's alignment."),
                FieldDescription(
                    "border", Icon.Fields.border.type, defaultNote: "icon: `true`; cover: `false`",
                    "icon, cover: whether the media has the ring."),
                Cover.Fields.aspectRatio.labeled("cover"),
            ] + titleKeys.map { $0.labeled("title") } + [title.padding.labeled("title")])
    }()
}

extension FieldDescription {
    /// The field as the union's description lists it: its meaning says
    /// which element type has it ("icon: the icon's height.").
    fileprivate func labeled(_ type: String) -> FieldDescription {
        FieldDescription(
            name, self.type, default: defaultValue, defaultNote: defaultNote,
            type + ": " + meaning.prefix(1).lowercased() + meaning.dropFirst())
    }
}

extension StoryGroupBarInput.Template.Cover {
    /// The sides of a ratio.
    static let aspectRatioSide = 1...10_000
    /// The sides' range as the error and the field's meaning write it
    /// ("1...10000").
    static let aspectRatioSideText = "\(aspectRatioSide.lowerBound)...\(aspectRatioSide.upperBound)"
    /// What `aspectRatio` must be, as its errors say.
    static let aspectRatioAllowed = "a string \"w:h\" of two integers \(aspectRatioSideText) (digits only)"

    /// `"w:h"`: two integers in `aspectRatioSide` written with digits only.
    static func readAspectRatio(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError)
        -> StoryGroupBarInput.Template.AspectRatio?
    {
        guard let value = reader.value(field.name) else { return nil }
        func side(_ text: Substring) -> Int? {
            guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(text), aspectRatioSide.contains(number)
            else { return nil }
            return number
        }
        guard case .string(let text) = value else {
            throw .invalid(reader.path(field.name), value, allowed: aspectRatioAllowed)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else {
            throw .invalid(reader.path(field.name), value, allowed: aspectRatioAllowed)
        }
        return StoryGroupBarInput.Template.AspectRatio(width: width, height: height)
    }

    /// A typed ratio's sides are in `aspectRatioSide`.
    static func checkAspectRatio(
        _ ratio: StoryGroupBarInput.Template.AspectRatio, _ field: FieldDescription,
        in parent: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) {
        guard !aspectRatioSide.contains(ratio.width) || !aspectRatioSide.contains(ratio.height) else { return }
        throw .invalid(
            parent().appending(field.name), JSONValue.string(ratio.description).errorText, allowed: aspectRatioAllowed)
    }
}
