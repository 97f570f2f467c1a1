import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("title2 and callout sizes per category, from the HIG table")
    func tables() {
        let title2 = ContentSizeCategory.allCases.map { TextStyleName.title2.size(at: $0) }
        let callout = ContentSizeCategory.allCases.map { TextStyleName.callout.size(at: $0) }
        #expect(title2 == [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56])
        #expect(callout == [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51])
        #expect(
            ContentSizeCategory.allCases.map(\.rawValue) == [
                "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
    }

    @Test("The factor is the style's size at the category over its size at L")
    func factors() {
        #expect(TextStyleName.title2.scaled(30, at: .accessibilityMedium) == 30 * 34.0 / 22)
        #expect(TextStyleName.title2.scaled(22, at: .extraSmall) == 19)
        #expect(TextStyleName.title2.scale(at: .large) == 1)
        #expect(TextStyleName.title2.scale(at: .extraSmall) == 19.0 / 22)
        #expect(TextStyleName.callout.scale(at: .accessibilityExtraExtraExtraLarge) == 51.0 / 16)
    }

    func resolved(_ category: ContentSizeCategory, enabled: Bool = true, style: StorytellerCardInput.Theme.CardStyle = StorytellerCardInput.Theme.CardStyle())
        -> ResolvedCardStyle
    {
        var theme = StorytellerCardInput.Theme()
        theme.cards.style = style
        theme.cards.style.dynamicTypeEnabled = enabled
        return ResolvedCardStyle(
            theme: theme, environment: LayoutEnvironment(width: 390, contentSizeCategory: category))
    }

    @Test("Heading scales by title2, subheading and button title by callout", arguments: ContentSizeCategory.allCases)
    func scaledSizes(category: ContentSizeCategory) {
        let style = resolved(category)
        #expect(style.heading.textStyle.size == TextStyleName.title2.size(at: category))
        #expect(style.subheading.textStyle.size == TextStyleName.callout.size(at: category))
        #expect(style.buttonTitle.textStyle.size == TextStyleName.callout.size(at: category))
        #expect(style.buttonTitle.textStyle.lineHeight == 21 * TextStyleName.callout.size(at: category) / 16)
    }

    @Test("Line height scales by the same factor; letter spacing does not")
    func lineHeightAndLetterSpacing() {
        var cardStyle = StorytellerCardInput.Theme.CardStyle()
        cardStyle.heading.lineHeight = 30
        cardStyle.heading.letterSpacing = 1.5
        cardStyle.button.title.letterSpacing = -0.5
        let style = resolved(.accessibilityMedium, style: cardStyle)
        #expect(style.heading.textStyle.lineHeight == 30 * 34.0 / 22)
        #expect(style.heading.textStyle.letterSpacing == 1.5)
        #expect(style.buttonTitle.textStyle.letterSpacing == -0.5)
        #expect(style.subheading.textStyle.lineHeight == nil)
    }

    @Test("With dynamicTypeEnabled = false nothing scales")
    func disabled() throws {
        let style = resolved(.accessibilityExtraExtraExtraLarge, enabled: false)
        #expect(style.heading.textStyle.size == 22)
        #expect(style.subheading.textStyle.size == 16)
        #expect(style.buttonTitle.textStyle.lineHeight == 21)

        let result = try layout([
            "environment": ["width": 390, "contentSizeCategory": "AX5"],
            "theme": theme(style: ["dynamicTypeEnabled": false]),
        ])
        #expect(result.heading?.font.size == 22)
        #expect(result.button?.frame.height == 44)
    }

    @Test("The layout reports sizes after Dynamic Type")
    func layoutSizes() throws {
        let result = try layout([
            "environment": ["width": 390, "contentSizeCategory": "xS"],
            "theme": theme(style: ["heading": ["textSize": 44]]),
        ])
        #expect(result.heading?.font.size == 38)
        #expect(result.subheading?.font.size == 13)
        #expect(result.button?.label.font.size == 13)
    }
}
