import CardGeometryCore
import CardText

extension StoryGroupBarInput {
    /// Checks every value an input built in Swift must meet, as decoding
    /// checks JSON: ranges, weights, required template values, the element
    /// and id rules. Throws the first problem found, naming its JSON path.
    ///
    /// Font families are checked by the engine, which knows the registry;
    /// the rules that need the whole input (rules 3 to 5) by the layout.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try StoryGroupBarRanges.scrollOffset.check(scrollOffset, at: JSONPath("scrollOffset"))
        try theme.validate(at: JSONPath("theme"))
        if let custom {
            try custom.validate(at: JSONPath("custom"))
        } else if style == .custom {
            throw StoryGroupBarErrors.missingTemplate
        }
        try Self.validate(groups, at: JSONPath("groups"))
    }

    private static func validate(_ groups: [StoryGroup], at path: JSONPath) throws(CardLayoutError) {
        guard groups.count <= StoryGroupBarRanges.maximumGroups else {
            throw StoryGroupBarErrors.tooManyGroups(groups.count, at: path)
        }
        var firstIndexByID: [StoryGroupID: Int] = [:]
        for (index, group) in groups.enumerated() {
            let groupPath = path.appending(index: index)
            let idPath = groupPath.appending("id")
            let idIsValid =
                switch group.id {
                case .integer(let value): value.magnitude <= StoryGroupID.maximumInteger.magnitude
                case .string(let value): !value.isEmpty
                }
            guard idIsValid else {
                throw .invalid(idPath, group.id.description, allowed: StoryGroupBarRanges.idAllowed)
            }
            if let first = firstIndexByID[group.id] {
                throw StoryGroupBarErrors.repeatedID(
                    group.id, at: idPath, firstAt: path.appending(index: first).appending("id"))
            }
            firstIndexByID[group.id] = index
            if let value = group.index, !StoryGroupBarRanges.index.contains(value) {
                throw .invalid(
                    groupPath.appending("index"), String(value),
                    allowed: "an integer \(StoryGroupBarRanges.index.lowerBound)...\(StoryGroupBarRanges.index.upperBound)")
            }
            guard group.storyCount >= 0 else {
                throw .invalid(groupPath.appending("stories"), String(group.storyCount), allowed: "a count >= 0")
            }
        }
    }
}

extension StoryGroupBarTheme {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        let list = path.appending("list")
        try StoryGroupBarRanges.length.check(self.list.edgePaddingHorizontal, at: list.appending("edgePaddingHorizontal"))
        try StoryGroupBarRanges.length.check(self.list.edgePaddingVertical, at: list.appending("edgePaddingVertical"))
        try StoryGroupBarRanges.length.check(self.list.paddingBetweenItems, at: list.appending("paddingBetweenItems"))
        let icon = path.appending("icon")
        if let width = self.icon.width { try StoryGroupBarRanges.size.check(width, at: icon.appending("width")) }
        if let height = self.icon.height { try StoryGroupBarRanges.size.check(height, at: icon.appending("height")) }
        if let radius = self.icon.cornerRadius {
            try StoryGroupBarRanges.length.check(radius, at: icon.appending("cornerRadius"))
        }
        let border = path.appending("border")
        try StoryGroupBarRanges.length.check(self.border.width, at: border.appending("width"))
        try StoryGroupBarRanges.length.check(self.border.gap, at: border.appending("gap"))
        try self.border.colorNotSeen.validate(at: border.appending("colorNotSeen"))
        try self.border.colorSeen.validate(at: border.appending("colorSeen"))
        try title.validate(at: path.appending("title"))
        for (key, badge) in [("pin", pin), ("ivod", ivod)] {
            if let size = badge.size { try StoryGroupBarRanges.size.check(size, at: path.appending(key).appending("size")) }
        }
    }
}

extension StoryGroupBarTheme.ColorList {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        for (key, list) in [("light", light), ("dark", dark)] where list.isEmpty {
            throw .invalid(path.appending(key), "[]", allowed: "a non-empty array of colors #RRGGBB or #RRGGBBAA")
        }
    }
}

extension StoryGroupBarTheme.Title {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        try StoryGroupTemplate.Title(
            isVisible: isVisible, font: font, fontWeight: fontWeight, textSize: textSize, lineHeight: lineHeight,
            lines: lines, alignment: alignment, textCase: textCase, letterSpacing: letterSpacing
        ).validate(at: path)
    }
}

extension StoryGroupTemplate.Title {
    /// The ranges of the keys `theme.title` and a title element share.
    func validate(at path: JSONPath) throws(CardLayoutError) {
        if let fontWeight, !FontWeights.allowed.contains(fontWeight) {
            throw .invalid(
                path.appending("fontWeight"), String(fontWeight),
                allowed: "one of " + FontWeights.allowed.map(String.init).joined(separator: ", "))
        }
        if let textSize { try StoryGroupBarRanges.size.check(textSize, at: path.appending("textSize")) }
        if let lineHeight { try StoryGroupBarRanges.size.check(lineHeight, at: path.appending("lineHeight")) }
        if let lines, !StoryGroupBarRanges.lines.contains(lines) {
            throw .invalid(path.appending("lines"), String(lines), allowed: "an integer 1...10")
        }
        if let letterSpacing {
            try StoryGroupBarRanges.letterSpacing.check(letterSpacing, at: path.appending("letterSpacing"))
        }
    }
}

extension StoryGroupTemplate {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        let size = path.appending("size")
        try StoryGroupBarRanges.size.check(width, at: size.appending("width"))
        if let height {
            try StoryGroupBarRanges.size.check(height, at: size.appending("height"))
        } else if sizing == .fixed {
            throw StoryGroupBarErrors.missingFixedHeight(at: size.appending("height"))
        }
        try padding.validate(at: path.appending("padding"))
        try StoryGroupBarRanges.length.check(spacing, at: path.appending("spacing"))
        try StoryGroupBarRanges.length.check(cornerRadius, at: path.appending("cornerRadius"))
        let elementsPath = path.appending("elements")
        guard !elements.isEmpty else { throw StoryGroupBarErrors.noElements(at: elementsPath) }
        var indexByType: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPath = elementsPath.appending(index: index)
            let type = element.typeName
            if let first = indexByType[type] {
                throw StoryGroupBarErrors.repeatedType(
                    type, at: elementPath.appending("type"), firstAt: elementsPath.appending(index: first))
            }
            indexByType[type] = index
            switch element {
            case .icon(let icon):
                if let width = icon.width { try StoryGroupBarRanges.size.check(width, at: elementPath.appending("width")) }
                if let height = icon.height {
                    try StoryGroupBarRanges.size.check(height, at: elementPath.appending("height"))
                }
                if let radius = icon.cornerRadius {
                    try StoryGroupBarRanges.length.check(radius, at: elementPath.appending("cornerRadius"))
                }
            case .cover(let cover):
                let ratio = cover.aspectRatio
                guard StoryGroupBarRanges.aspectRatioSide.contains(ratio.width),
                    StoryGroupBarRanges.aspectRatioSide.contains(ratio.height)
                else {
                    throw .invalid(
                        elementPath.appending("aspectRatio"), JSONValue.string(ratio.description).errorText,
                        allowed: StoryGroupBarRanges.aspectRatioAllowed)
                }
                try StoryGroupBarRanges.length.check(cover.cornerRadius, at: elementPath.appending("cornerRadius"))
            case .title(let title):
                try title.validate(at: elementPath)
                try title.padding.validate(at: elementPath.appending("padding"))
            }
        }
    }
}

extension StoryGroupTemplate.Insets {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        for (key, value) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)] {
            try StoryGroupBarRanges.length.check(value, at: path.appending(key))
        }
    }
}
