import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Colors")
struct ColorTests {
    func result(over: Bool, scheme: String = "light", style: [String: Any] = [:], colors: [String: Any] = [:])
        throws -> StorytellerCardLayout
    {
        try layout([
            "environment": ["width": 390, "colorScheme": scheme],
            "theme": ["colors": colors, "cards": ["textOverContent": over, "style": style]],
        ])
    }

    @Test(
        "X at 85% opacity multiplies alpha by 0.85 and rounds halves up",
        arguments: [
            ("#FFFFFF", "#FFFFFFD9"), ("#1A1A1A", "#1A1A1AD9"), ("#FFFFFF80", "#FFFFFF6D"),
            ("#0000000A", "#00000009"), ("#0000001E", "#0000001A"), ("#00000000", "#00000000"),
        ])
    func opacity(color: String, expected: String) throws {
        let base = try #require(RGBAColor(hex: color))
        #expect(base.multiplyingAlpha(byPercent: 85).hex == expected)
    }

    @Test("Colors read #RRGGBB and #RRGGBBAA in either case and write #RRGGBBAA in upper case")
    func hexFormats() {
        #expect(RGBAColor(hex: "#a1b2c3")?.hex == "#A1B2C3FF")
        #expect(RGBAColor(hex: "#A1B2C3d4")?.hex == "#A1B2C3D4")
        for bad in ["A1B2C3", "#FFF", "#FFFFF", "#GGGGGG", "#FFFFFFFFF", ""] {
            #expect(RGBAColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test("Over: the texts use textColor, defaults white.primary, white.secondary and white.primary")
    func overDefaults() throws {
        let layout = try result(over: true)
        #expect(layout.heading?.color.hex == "#FFFFFFFF")
        #expect(layout.subheading?.color.hex == "#FFFFFFD9")
        #expect(layout.button?.label.color.hex == "#FFFFFFFF")
    }

    @Test("Over: textColor is used, literal or a reference, in either scheme")
    func overOverrides() throws {
        let style: [String: Any] = [
            "heading": ["textColor": "#112233", "textBelowContentColorDark": "#999999"],
            "subHeading": ["textColor": "{theme.colors.black.secondary}"],
            "button": ["title": ["textColor": "{theme.colors.black.primary}"]],
        ]
        let layout = try result(over: true, scheme: "dark", style: style, colors: ["black": ["primary": "#203040"]])
        #expect(layout.heading?.color.hex == "#112233FF")
        #expect(layout.subheading?.color.hex == "#203040D9")
        #expect(layout.button?.label.color.hex == "#203040FF")
    }

    @Test("Below, light: black.primary, black.secondary, black.primary unless textBelowContentColorLight")
    func belowLightDefaults() throws {
        let layout = try result(over: false, style: ["heading": ["textColor": "#FF0000"]])
        #expect(layout.heading?.color.hex == "#1A1A1AFF")
        #expect(layout.subheading?.color.hex == "#1A1A1AD9")
        #expect(layout.button?.label.color.hex == "#1A1A1AFF")
    }

    @Test("Below, dark: white.primary, white.secondary, white.primary unless textBelowContentColorDark")
    func belowDarkDefaults() throws {
        let layout = try result(over: false, scheme: "dark", colors: ["white": ["secondary": "#EEEEEE"]])
        #expect(layout.heading?.color.hex == "#FFFFFFFF")
        #expect(layout.subheading?.color.hex == "#EEEEEEFF")
        #expect(layout.button?.label.color.hex == "#FFFFFFFF")
    }

    @Test("Below: each scheme uses its own override only", arguments: ["light", "dark"])
    func belowOverrides(scheme: String) throws {
        let style: [String: Any] = [
            "heading": ["textBelowContentColorLight": "#010101", "textBelowContentColorDark": "#020202"],
            "subHeading": ["textBelowContentColorLight": "#030303", "textBelowContentColorDark": "#040404"],
            "button": ["title": ["textBelowContentColorLight": "#050505", "textBelowContentColorDark": "#060606"]],
        ]
        let layout = try result(over: false, scheme: scheme, style: style)
        let light = scheme == "light"
        #expect(layout.heading?.color.hex == (light ? "#010101FF" : "#020202FF"))
        #expect(layout.subheading?.color.hex == (light ? "#030303FF" : "#040404FF"))
        #expect(layout.button?.label.color.hex == (light ? "#050505FF" : "#060606FF"))
    }

    @Test("Outline: outlineColor, else white.primary over the media (whatever the title's color)")
    func outlineOver() throws {
        let byDefault = try result(
            over: true, style: ["button": ["title": ["textColor": "#00FF00"]]],
            colors: ["white": ["primary": "#FAFAFA"]])
        #expect(byDefault.button?.outlineColor.hex == "#FAFAFAFF")
        let own = try result(over: true, style: ["button": ["outlineColor": "#123456"]])
        #expect(own.button?.outlineColor.hex == "#123456FF")
    }

    @Test("Outline below the media: the button title's resolved below color")
    func outlineBelow() throws {
        let light = try result(over: false)
        #expect(light.button?.outlineColor.hex == "#1A1A1AFF")
        let dark = try result(over: false, scheme: "dark")
        #expect(dark.button?.outlineColor.hex == "#FFFFFFFF")
        let overridden = try result(
            over: false, scheme: "dark", style: ["button": ["title": ["textBelowContentColorDark": "#ABCDEF"]]])
        #expect(overridden.button?.outlineColor.hex == "#ABCDEFFF")
        let own = try result(over: false, style: ["button": ["outlineColor": "{theme.colors.white.secondary}"]])
        #expect(own.button?.outlineColor.hex == "#FFFFFFD9")
    }

    @Test("The button's background is backgroundColor, else none; the outline width defaults to 1")
    func buttonBackground() throws {
        let none = try result(over: true)
        #expect(none.button?.backgroundColor == nil)
        #expect(none.button?.outlineWidth == 1)
        let filled = try result(over: true, style: ["button": ["backgroundColor": "#FF000080", "outlineWidth": 2]])
        #expect(filled.button?.backgroundColor?.hex == "#FF000080")
        #expect(filled.button?.outlineWidth == 2)
    }

    @Test(
        "The container's background: the scheme's color only below the media on a full-bleed card",
        arguments: [
            (false, 0.0, "light", "#111111FF"), (false, 0.0, "dark", "#222222FF"), (false, 8.0, "light", nil),
            (true, 0.0, "light", nil),
        ] as [(Bool, Double, String, String?)])
    func containerBackground(over: Bool, margin: Double, scheme: String, expected: String?) throws {
        let layout = try result(
            over: over, scheme: scheme,
            style: ["marginHorizontal": margin, "backgroundColorLight": "#111111", "backgroundColorDark": "#222222"])
        #expect(layout.textContainer?.backgroundColor?.hex == expected)
        #expect((layout.textContainer == nil) == over)
    }

    @Test("Without background colors the container is not filled")
    func containerWithoutBackground() throws {
        let layout = try result(over: false)
        #expect(layout.textContainer != nil)
        #expect(layout.textContainer?.backgroundColor == nil)
    }

    @Test("Theme colors feed the defaults: secondary is the primary at 85% unless set")
    func themePalette() throws {
        let layout = try result(over: true, colors: ["white": ["primary": "#FF0000"]])
        #expect(layout.heading?.color.hex == "#FF0000FF")
        #expect(layout.subheading?.color.hex == "#FF0000D9")
        let explicit = try result(over: true, colors: ["white": ["primary": "#FF0000", "secondary": "#00FF00"]])
        #expect(explicit.subheading?.color.hex == "#00FF00FF")
    }
}
