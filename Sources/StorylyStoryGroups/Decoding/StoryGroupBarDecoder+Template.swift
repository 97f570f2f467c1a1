import CardGeometryCore
import CardText

extension StoryGroupBarDecoder {
    /// `custom`: checked whether or not the style uses it.
    func decodeTemplate(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate {
        var sizing = StoryGroupTemplate.Sizing.fixed
        var size: (width: Double, height: Double?)?
        var padding = StoryGroupTemplate.Insets()
        var spacing = 4.0
        var cornerRadius = 0.0
        var backgroundColor: DynamicColor?
        var elements: [StoryGroupTemplate.Element]?
        try reader.readMembers(known: ["sizing", "size", "padding", "spacing", "cornerRadius", "backgroundColor", "elements"]) { key throws(CardLayoutError) in
            switch key {
            case "sizing": sizing = try reader.choice(key, StoryGroupTemplate.Sizing.self) ?? .fixed
            case "size":
                guard let sizeReader = try reader.object(key) else { throw Self.missingSize(reader) }
                size = try decodeSize(sizeReader)
            case "padding": padding = try reader.object(key).map(decodeInsets) ?? StoryGroupTemplate.Insets()
            case "spacing": spacing = try reader.number(key, StoryGroupBarRanges.length) ?? 4
            case "cornerRadius": cornerRadius = try reader.number(key, StoryGroupBarRanges.length) ?? 0
            case "backgroundColor": backgroundColor = try reader.dynamicColor(key)
            case "elements":
                guard let values = try reader.array(key) else { throw Self.missingElements(reader) }
                elements = try decodeElements(values, at: reader.path(key), warnings: reader.warnings)
            default: return false
            }
            return true
        }
        guard let size else { throw Self.missingSize(reader) }
        if sizing == .fixed, size.height == nil {
            throw StoryGroupBarErrors.missingFixedHeight(at: reader.path("size").appending("height"))
        }
        guard let elements else { throw Self.missingElements(reader) }
        return StoryGroupTemplate(
            sizing: sizing, width: size.width, height: size.height, padding: padding, spacing: spacing,
            cornerRadius: cornerRadius, backgroundColor: backgroundColor, elements: elements)
    }

    private static func missingSize(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path("size"), allowed: "an object { \"width\", \"height\" }")
    }

    private static func missingElements(_ reader: ObjectReader) -> CardLayoutError {
        .missing(reader.path("elements"), allowed: StoryGroupBarErrors.elementsAllowed)
    }

    private func decodeSize(_ reader: ObjectReader) throws(CardLayoutError) -> (width: Double, height: Double?) {
        var width: Double?
        var height: Double?
        try reader.readMembers(known: ["width", "height"]) { key throws(CardLayoutError) in
            switch key {
            case "width": width = try reader.number(key, StoryGroupBarRanges.size)
            case "height": height = try reader.number(key, StoryGroupBarRanges.size)
            default: return false
            }
            return true
        }
        guard let width else {
            throw .missing(reader.path("width"), allowed: "a number \(StoryGroupBarRanges.size.allowed)")
        }
        return (width, height)
    }

    /// `{ top, leading, bottom, trailing }`, each 0...10000 (default 0).
    func decodeInsets(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Insets {
        var insets = StoryGroupTemplate.Insets()
        try reader.readMembers(known: ["top", "leading", "bottom", "trailing"]) { key throws(CardLayoutError) in
            switch key {
            case "top": insets.top = try reader.number(key, StoryGroupBarRanges.length) ?? 0
            case "leading": insets.leading = try reader.number(key, StoryGroupBarRanges.length) ?? 0
            case "bottom": insets.bottom = try reader.number(key, StoryGroupBarRanges.length) ?? 0
            case "trailing": insets.trailing = try reader.number(key, StoryGroupBarRanges.length) ?? 0
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
            guard let type = try reader.choice("type", ElementType.self) else {
                throw .missing(reader.path("type"), allowed: "one of icon, cover, title")
            }
            if let first = indexByType[type.rawValue] {
                throw StoryGroupBarErrors.repeatedType(
                    type.rawValue, at: reader.path("type"), firstAt: path.appending(index: first))
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

    private enum ElementType: String, CaseIterable {
        case icon
        case cover
        case title
    }

    private func decodeIconElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Icon {
        var icon = StoryGroupTemplate.Icon()
        try reader.readMembers(known: ["width", "height", "cornerRadius", "alignment", "border", "type"]) { key throws(CardLayoutError) in
            switch key {
            case "width": icon.width = try reader.number(key, StoryGroupBarRanges.size)
            case "height": icon.height = try reader.number(key, StoryGroupBarRanges.size)
            case "cornerRadius": icon.cornerRadius = try reader.number(key, StoryGroupBarRanges.length)
            case "alignment": icon.alignment = try reader.choice(key, TextAlignment.self) ?? .center
            case "border": icon.border = try reader.bool(key) ?? true
            case "type": break  // read first, by decodeElements
            default: return false
            }
            return true
        }
        return icon
    }

    private func decodeCoverElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Cover {
        var cover = StoryGroupTemplate.Cover()
        try reader.readMembers(known: ["aspectRatio", "cornerRadius", "border", "type"]) { key throws(CardLayoutError) in
            switch key {
            case "aspectRatio":
                if let value = reader.value(key) { cover.aspectRatio = try Self.aspectRatio(value, at: reader.path(key)) }
            case "cornerRadius": cover.cornerRadius = try reader.number(key, StoryGroupBarRanges.length) ?? 8
            case "border": cover.border = try reader.bool(key) ?? false
            case "type": break  // read first, by decodeElements
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
                let number = Int(text), StoryGroupBarRanges.aspectRatioSide.contains(number)
            else { return nil }
            return number
        }
        guard case .string(let text) = value else {
            throw .invalid(path, value, allowed: StoryGroupBarRanges.aspectRatioAllowed)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else {
            throw .invalid(path, value, allowed: StoryGroupBarRanges.aspectRatioAllowed)
        }
        return StoryGroupTemplate.AspectRatio(width: width, height: height)
    }

    private func decodeTitleElement(_ reader: ObjectReader) throws(CardLayoutError) -> StoryGroupTemplate.Title {
        var title = StoryGroupTemplate.Title()
        try reader.readMembers(known: ["padding", "type"] + Self.titleKeys) { key throws(CardLayoutError) in
            switch key {
            case "padding":
                title.padding = try reader.object(key).map(decodeInsets) ?? StoryGroupTemplate.Insets()
            case "type": break  // read first, by decodeElements
            default: return try Self.readTitleKey(key, of: reader, into: &title)
            }
            return true
        }
        return title
    }
}
