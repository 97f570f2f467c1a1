import CardGeometryCore

import CardText

/// The cell every item is laid out by (rule 2): the small and large
/// styles' built-in templates, or the custom one, with every default
/// resolved. Horizontal positions are logical: from the item's leading
/// edge.
struct CellTemplate: Sendable {
    /// `nil`: fit (each item as tall as its content); else the fixed height.
    let fixedHeight: Double?
    let width: Double
    let padding: StoryGroupBarInput.Template.Insets
    let spacing: Double
    /// The item's own radius and fill (small and large: 0 and none).
    let cornerRadius: Double
    let backgroundColor: RGBAColor?
    let elements: [Element]
    /// The pin's and the IVOD badge's sides (rule 10).
    let pinSize: Double
    let ivodSize: Double

    /// The content width, cw (rule 3).
    var contentWidth: Double { width - padding.leading - padding.trailing }

    enum Element: Sendable {
        case media(Media)
        case title(Title)
    }

    /// An icon or a cover element, before the template's checks.
    struct Media: Sendable {
        enum Kind: Sendable { case icon, cover }
        let kind: Kind
        /// Where the element is written (`custom.elements[0]`).
        let path: JSONPath
        let width: Double
        let height: Double
        /// The radius asked for, not yet clamped.
        let cornerRadius: Double
        let alignment: TextAlignment
        let border: Bool
        /// A cover's ratio (nil for an icon): what makes its height.
        var aspectRatio: StoryGroupBarInput.Template.AspectRatio? = nil
    }

    /// A title element: `theme.title` with the element's overrides, after
    /// Dynamic Type.
    struct Title: Sendable {
        let isVisible: Bool
        let textStyle: TextStyle
        /// The size before Dynamic Type and where it was named.
        let unscaledTextSize: Double
        let textSizePath: JSONPath
        let lines: Int
        let alignment: TextAlignment
        let colorNotSeen: RGBAColor
        let colorSeen: RGBAColor
        let padding: StoryGroupBarInput.Template.Insets
        /// Where the padding is written, for the error of rule 5.
        let paddingPath: JSONPath
    }
}

extension CellTemplate {
    /// Where the theme's title, its size and its icon, and the custom
    /// elements, are written, their keys named by their declarations: made
    /// once, not for every layout.
    private static let titlePath = JSONPath(fields: StoryGroupBarInput.Fields.theme, StoryGroupBarInput.Theme.Fields.title)
    private static let titleTextSizePath = titlePath.appending(StoryGroupBarInput.Theme.Title.Fields.textSize)
    private static let iconPath = JSONPath(fields: StoryGroupBarInput.Fields.theme, StoryGroupBarInput.Theme.Fields.icon)
    private static let elementsPath = JSONPath(
        fields: StoryGroupBarInput.Fields.custom, StoryGroupBarInput.Template.Fields.elements)

    /// The template `input.style` uses.
    init(input: StoryGroupBarInput) {
        let theme = input.theme
        let environment = input.environment
        let scheme = environment.colorScheme
        let style = input.style
        let custom = style == .custom ? input.custom : nil
        let titleSizeDefault: Double = style == .small ? 11 : 12
        let iconDefault: Double = style == .small ? 60 : 80
        let category = environment.contentSizeCategory.capped(at: theme.title.maximumContentSizeCategory)

        func title(_ element: StoryGroupBarInput.Template.Title, path: JSONPath) -> Title {
            let base = theme.title
            let textSize: Double
            let textSizePath: JSONPath
            if let size = element.textSize {
                (textSize, textSizePath) = (size, path.appending(StoryGroupBarInput.Template.Title.Fields.textSize))
            } else if let size = base.textSize {
                (textSize, textSizePath) = (size, CellTemplate.titleTextSizePath)
            } else {
                (textSize, textSizePath) = (titleSizeDefault, CellTemplate.titleTextSizePath)
            }
            let enabled = base.dynamicTypeEnabled
            return Title(
                isVisible: element.isVisible ?? base.isVisible,
                textStyle: TextStyle(
                    family: element.font ?? base.font ?? theme.font, weight: element.fontWeight ?? base.fontWeight,
                    size: TextStyleName.caption1.scaled(textSize, at: category, enabled: enabled),
                    lineHeight: (element.lineHeight ?? base.lineHeight).map {
                        TextStyleName.caption1.scaled($0, at: category, enabled: enabled)
                    },
                    letterSpacing: element.letterSpacing ?? base.letterSpacing,
                    textCase: element.textCase ?? base.textCase),
                unscaledTextSize: textSize, textSizePath: textSizePath,
                lines: element.lines ?? base.lines, alignment: element.alignment ?? base.alignment,
                colorNotSeen: (element.colorNotSeen ?? base.colorNotSeen).resolved(for: scheme),
                colorSeen: (element.colorSeen ?? base.colorSeen).resolved(for: scheme),
                padding: element.padding, paddingPath: path.appending(StoryGroupBarInput.Template.Title.Fields.padding))
        }

        func icon(_ element: StoryGroupBarInput.Template.Icon, path: JSONPath) -> Media {
            let width = element.width ?? theme.icon.width ?? iconDefault
            let height = element.height ?? theme.icon.height ?? iconDefault
            return Media(
                kind: .icon, path: path, width: width, height: height,
                cornerRadius: element.cornerRadius ?? theme.icon.cornerRadius ?? min(width, height) / 2,
                alignment: element.alignment, border: element.border)
        }

        pinSize = theme.pin.size ?? (style == .small ? 18 : 21)
        ivodSize = theme.ivod.size ?? pinSize

        guard let custom else {
            // Rule 2: small and large are fit templates [icon, title], the
            // icon centered with its ring, the title without padding.
            let iconElement = icon(StoryGroupBarInput.Template.Icon(), path: CellTemplate.iconPath)
            let vertical: Double = style == .small ? 3 : 5
            fixedHeight = nil
            width = iconElement.width + 10
            padding = StoryGroupBarInput.Template.Insets(top: vertical, leading: 5, bottom: vertical, trailing: 5)
            spacing = 4
            cornerRadius = 0
            backgroundColor = nil
            elements = [
                .media(iconElement),
                .title(title(StoryGroupBarInput.Template.Title(), path: CellTemplate.titlePath)),
            ]
            return
        }
        fixedHeight = custom.sizing == .fixed ? custom.height : nil
        width = custom.width
        padding = custom.padding
        spacing = custom.spacing
        cornerRadius = custom.cornerRadius
        backgroundColor = custom.backgroundColor?.resolved(for: scheme)
        let contentWidth = custom.width - custom.padding.leading - custom.padding.trailing
        let elementsPath = CellTemplate.elementsPath
        elements = custom.elements.enumerated().map { index, element in
            let path = elementsPath.appending(index: index)
            switch element {
            case .icon(let element):
                return .media(icon(element, path: path))
            case .cover(let cover):
                let height = contentWidth * Double(cover.aspectRatio.height) / Double(cover.aspectRatio.width)
                return .media(
                    Media(
                        kind: .cover, path: path, width: contentWidth, height: height,
                        cornerRadius: cover.cornerRadius, alignment: .start, border: cover.border,
                        aspectRatio: cover.aspectRatio))
            case .title(let element):
                return .title(title(element, path: path))
            }
        }
    }
}
