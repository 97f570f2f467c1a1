import CardGeometryCore

import CardText

extension StoryGroupBarInput {
    /// The validation step the engine runs before every layout: checks
    /// every value by its field description, as decoding checks JSON:
    /// ranges, weights, required template values, the element and id
    /// rules. Throws the first problem found, naming its JSON path.
    ///
    /// Font families are checked by the engine, which knows the registry;
    /// the rules that need the whole input (rules 3 to 5) by the layout.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try Fields.scrollOffset.check(scrollOffset, in: .root)
        try theme.validate(at: JSONPath(Fields.theme.name))
        if let custom {
            try custom.validate(at: JSONPath(Fields.custom.name))
        } else if style == .custom {
            throw StoryGroupBarErrors.missingTemplate
        }
        try Self.validate(groups, at: JSONPath(Fields.groups.name))
    }

    private static func validate(_ groups: [StoryGroup], at path: JSONPath) throws(CardLayoutError) {
        typealias Group = StoryGroup.Fields
        guard groups.count <= Fields.maximumGroups else {
            throw StoryGroupBarErrors.tooManyGroups(groups.count, at: path)
        }
        var firstIndexByID: [StoryGroupID: Int] = [:]
        for (index, group) in groups.enumerated() {
            let idIsValid =
                switch group.id {
                case .integer(let value): value.magnitude <= StoryGroupID.maximumInteger.magnitude
                case .string(let value): !value.isEmpty
                }
            guard idIsValid else {
                throw .invalid(
                    path.appending(index: index).appending(Group.id.name), group.id.description, allowed: Group.idAllowed)
            }
            if let first = firstIndexByID[group.id] {
                throw StoryGroupBarErrors.repeatedID(
                    group.id, at: path.appending(index: index).appending(Group.id.name),
                    firstAt: path.appending(index: first).appending(Group.id.name))
            }
            firstIndexByID[group.id] = index
            if let value = group.index { try Group.index.check(value, in: path.appending(index: index)) }
            guard group.storyCount >= 0 else {
                throw .invalid(
                    path.appending(index: index).appending(Group.stories.name), String(group.storyCount),
                    allowed: "a count >= 0")
            }
        }
    }
}

extension StoryGroupBarTheme {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        typealias List = StoryGroupBarTheme.List.Fields
        typealias Icon = StoryGroupBarTheme.Icon.Fields
        typealias Border = StoryGroupBarTheme.Border.Fields
        typealias Badge = StoryGroupBarTheme.Badge.Fields
        let list = path.appending(Fields.list.name)
        try List.edgePaddingHorizontal.check(self.list.edgePaddingHorizontal, in: list)
        try List.edgePaddingVertical.check(self.list.edgePaddingVertical, in: list)
        try List.paddingBetweenItems.check(self.list.paddingBetweenItems, in: list)
        let icon = path.appending(Fields.icon.name)
        if let width = self.icon.width { try Icon.width.check(width, in: icon) }
        if let height = self.icon.height { try Icon.height.check(height, in: icon) }
        if let radius = self.icon.cornerRadius { try Icon.cornerRadius.check(radius, in: icon) }
        let border = path.appending(Fields.border.name)
        try Border.width.check(self.border.width, in: border)
        try Border.gap.check(self.border.gap, in: border)
        try self.border.colorNotSeen.validate(at: border.appending(Border.colorNotSeen.name))
        try self.border.colorSeen.validate(at: border.appending(Border.colorSeen.name))
        try title.validate(at: path.appending(Fields.title.name))
        if let size = pin.size { try Badge.pinSize.check(size, in: path.appending(Fields.pin.name)) }
        if let size = ivod.size { try Badge.ivodSize.check(size, in: path.appending(Fields.ivod.name)) }
    }
}

extension StoryGroupBarTheme.ColorList {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        for (key, list) in [("light", light), ("dark", dark)] where list.isEmpty {
            throw .invalid(path.appending(key), "[]", allowed: StoryGroupBarTheme.colorListSideAllowed)
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
        typealias Title = StoryGroupBarTheme.Title.Fields
        if let fontWeight { try Title.fontWeight.check(fontWeight, in: path) }
        if let textSize { try Title.textSize.check(textSize, in: path) }
        if let lineHeight { try Title.lineHeight.check(lineHeight, in: path) }
        if let lines { try Title.lines.check(lines, in: path) }
        if let letterSpacing { try Title.letterSpacing.check(letterSpacing, in: path) }
    }
}

extension StoryGroupTemplate {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        typealias Element = StoryGroupTemplate.ElementFields
        let size = path.appending(Fields.size.name)
        try SizeFields.width.check(width, in: size)
        if let height {
            try SizeFields.height.check(height, in: size)
        } else if sizing == .fixed {
            throw StoryGroupBarErrors.missingFixedHeight(at: size.appending(SizeFields.height.name))
        }
        try padding.validate(at: path.appending(Fields.padding.name))
        try Fields.spacing.check(spacing, in: path)
        try Fields.cornerRadius.check(cornerRadius, in: path)
        let elementsPath = path.appending(Fields.elements.name)
        guard !elements.isEmpty else { throw StoryGroupBarErrors.noElements(at: elementsPath) }
        var indexByType: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPath = elementsPath.appending(index: index)
            let type = element.typeName
            if let first = indexByType[type] {
                throw StoryGroupBarErrors.repeatedType(
                    type, at: elementPath.appending(Element.type.name), firstAt: elementsPath.appending(index: first))
            }
            indexByType[type] = index
            switch element {
            case .icon(let icon):
                if let width = icon.width { try Element.width.check(width, in: elementPath) }
                if let height = icon.height { try Element.height.check(height, in: elementPath) }
                if let radius = icon.cornerRadius { try Element.iconCornerRadius.check(radius, in: elementPath) }
            case .cover(let cover):
                let ratio = cover.aspectRatio
                guard Element.aspectRatioSide.contains(ratio.width), Element.aspectRatioSide.contains(ratio.height)
                else {
                    throw .invalid(
                        elementPath.appending(Element.aspectRatio.name), JSONValue.string(ratio.description).errorText,
                        allowed: Element.aspectRatioAllowed)
                }
                try Element.coverCornerRadius.check(cover.cornerRadius, in: elementPath)
            case .title(let title):
                try title.validate(at: elementPath)
                try title.padding.validate(at: elementPath.appending(Element.padding.name))
            }
        }
    }
}

extension StoryGroupTemplate.Insets {
    func validate(at path: JSONPath) throws(CardLayoutError) {
        try Fields.top.check(top, in: path)
        try Fields.leading.check(leading, in: path)
        try Fields.bottom.check(bottom, in: path)
        try Fields.trailing.check(trailing, in: path)
    }
}
