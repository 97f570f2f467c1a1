import CardGeometryCore

import CardText

extension StoryGroupBarInputReader {
    private typealias Template = StoryGroupTemplate.Fields
    private typealias Size = StoryGroupTemplate.SizeFields
    private typealias Inset = StoryGroupTemplate.Insets.Fields
    private typealias Element = StoryGroupTemplate.ElementFields

    /// `custom`: checked whether or not the style uses it.
    func decodeTemplate(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate {
        var sizing = StoryGroupTemplate.Sizing.fixed
        var size: (width: Double, height: Double?)?
        var padding = StoryGroupTemplate.Insets()
        var spacing = 4.0
        var cornerRadius = 0.0
        var backgroundColor: DynamicColor?
        var elements: [StoryGroupTemplate.Element]?
        try reader.readMembers(of: StoryGroupTemplate.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Template.sizing.name: sizing = try reader.choice(Template.sizing, StoryGroupTemplate.Sizing.self) ?? .fixed
            case Template.size.name:
                guard let sizeReader = try reader.object(Template.size) else { throw Self.missingSize(reader) }
                size = try decodeSize(sizeReader)
            case Template.padding.name:
                padding = try reader.object(Template.padding).map(decodeInsets) ?? StoryGroupTemplate.Insets()
            case Template.spacing.name: spacing = try reader.number(Template.spacing) ?? 4
            case Template.cornerRadius.name: cornerRadius = try reader.number(Template.cornerRadius) ?? 0
            case Template.backgroundColor.name: backgroundColor = try reader.dynamicColor(Template.backgroundColor)
            case Template.elements.name:
                guard let values = try reader.array(key) else { throw Self.missingElements(reader) }
                elements = try decodeElements(values, at: reader.path(key), warnings: reader.warnings)
            default: return false
            }
            return true
        }
        guard let size else { throw Self.missingSize(reader) }
        if sizing == .fixed, size.height == nil {
            throw StoryGroupBarErrors.missingFixedHeight(at: reader.path(Template.size.name).appending(Size.height.name))
        }
        guard let elements else { throw Self.missingElements(reader) }
        return StoryGroupTemplate(
            sizing: sizing, width: size.width, height: size.height, padding: padding, spacing: spacing,
            cornerRadius: cornerRadius, backgroundColor: backgroundColor, elements: elements)
    }

    private static func missingSize(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path(Template.size.name), allowed: Template.sizeAllowed)
    }

    private static func missingElements(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path(Template.elements.name), allowed: Template.elementsAllowed)
    }

    private func decodeSize(_ reader: ObjectReader) throws(CardLayoutError) -> (width: Double, height: Double?) {
        var width: Double?
        var height: Double?
        try reader.readMembers(of: StoryGroupTemplate.sizeDescription) { key throws(CardLayoutError) in
            switch key {
            case Size.width.name: width = try reader.number(Size.width)
            case Size.height.name: height = try reader.number(Size.height)
            default: return false
            }
            return true
        }
        guard let width else { throw Size.width.missing(in: reader.path) }
        return (width, height)
    }

    /// `{ top, leading, bottom, trailing }`, each 0...10000 (default 0).
    func decodeInsets(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Insets {
        var insets = StoryGroupTemplate.Insets()
        try reader.readMembers(of: StoryGroupTemplate.Insets.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Inset.top.name: insets.top = try reader.number(Inset.top) ?? 0
            case Inset.leading.name: insets.leading = try reader.number(Inset.leading) ?? 0
            case Inset.bottom.name: insets.bottom = try reader.number(Inset.bottom) ?? 0
            case Inset.trailing.name: insets.trailing = try reader.number(Inset.trailing) ?? 0
            default: return false
            }
            return true
        }
        return insets
    }

    // MARK: - Elements

    private func decodeElements(_ values: [JSONValue], at path: JSONPath, warnings: WarningLog)
        throws(CardLayoutError) -> [StoryGroupTemplate.Element]
    {
        guard !values.isEmpty else { throw StoryGroupBarErrors.noElements(at: path) }
        var elements: [StoryGroupTemplate.Element] = []
        var indexByType: [String: Int] = [:]
        for (index, value) in values.enumerated() {
            let reader = try ObjectReader(value, at: path.appending(index: index), warnings: warnings)
            // The type says which keys the element has: it is read first.
            guard let type = try reader.choice(Element.type, StoryGroupTemplate.ElementType.self) else {
                throw Element.type.missing(in: reader.path)
            }
            if let first = indexByType[type.rawValue] {
                throw StoryGroupBarErrors.repeatedType(
                    type.rawValue, at: reader.path(Element.type.name), firstAt: path.appending(index: first))
            }
            indexByType[type.rawValue] = index
            switch type {
            case .icon: elements.append(.icon(try decodeIconElement(reader)))
            case .cover: elements.append(.cover(try decodeCoverElement(reader)))
            case .title: elements.append(.title(try decodeTitleElement(reader)))
            }
        }
        return elements
    }

    private func decodeIconElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Icon {
        var icon = StoryGroupTemplate.Icon()
        try reader.readMembers(of: StoryGroupTemplate.iconElementDescription) { key throws(CardLayoutError) in
            switch key {
            case Element.width.name: icon.width = try reader.number(Element.width)
            case Element.height.name: icon.height = try reader.number(Element.height)
            case Element.iconCornerRadius.name: icon.cornerRadius = try reader.number(Element.iconCornerRadius)
            case Element.alignment.name: icon.alignment = try reader.choice(Element.alignment, TextAlignment.self) ?? .center
            case Element.iconBorder.name: icon.border = try reader.bool(Element.iconBorder) ?? true
            case Element.type.name: break  // read first, by decodeElements
            default: return false
            }
            return true
        }
        return icon
    }

    private func decodeCoverElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Cover {
        var cover = StoryGroupTemplate.Cover()
        try reader.readMembers(of: StoryGroupTemplate.coverElementDescription) { key throws(CardLayoutError) in
            switch key {
            case Element.aspectRatio.name:
                if let value = reader.value(key) { cover.aspectRatio = try Self.aspectRatio(value, at: reader.path(key)) }
            case Element.coverCornerRadius.name: cover.cornerRadius = try reader.number(Element.coverCornerRadius) ?? 8
            case Element.coverBorder.name: cover.border = try reader.bool(Element.coverBorder) ?? false
            case Element.type.name: break  // read first, by decodeElements
            default: return false
            }
            return true
        }
        return cover
    }

    /// `"w:h"`: two integers 1...10000 written with digits only.
    static func aspectRatio(_ value: JSONValue, at path: JSONPath) throws(CardLayoutError)
        -> StoryGroupTemplate.AspectRatio
    {
        func side(_ text: Substring) -> Int? {
            guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(text), Element.aspectRatioSide.contains(number)
            else { return nil }
            return number
        }
        guard case .string(let text) = value else {
            throw .invalid(path, value, allowed: Element.aspectRatioAllowed)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else {
            throw .invalid(path, value, allowed: Element.aspectRatioAllowed)
        }
        return StoryGroupTemplate.AspectRatio(width: width, height: height)
    }

    private func decodeTitleElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Title {
        var title = StoryGroupTemplate.Title()
        try reader.readMembers(of: StoryGroupTemplate.titleElementDescription) { key throws(CardLayoutError) in
            switch key {
            case Element.padding.name:
                title.padding = try reader.object(Element.padding).map(decodeInsets) ?? StoryGroupTemplate.Insets()
            case Element.type.name: break  // read first, by decodeElements
            default: return try Self.readTitleKey(key, of: reader, into: &title)
            }
            return true
        }
        return title
    }
}
