// Issue 19, item 1: for each kind, random valid inputs near the limits of
// their ranges (seeded, so every run draws the same) either throw a
// CardLayoutError or lay out with every number within 1e7 (SharedConventions
// article, "Output numbers"). Each test also expects the draw to reach the
// bound: some inputs lay out, and some are refused by the bound itself.

import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Output bound properties")
struct OutputBoundPropertyTests {
    /// What every test expects of its outcomes besides the bound.
    static func expectReached(_ outcomes: BoundOutcomes, count: Int) {
        #expect(outcomes.laidOut >= count / 5, "\(outcomes)")
        #expect(outcomes.refusedByBound > 0, "\(outcomes)")
    }

    @Test("Storyteller: a card near its limits stays within 1e7 or is an error")
    func storyteller() throws {
        let count = 300
        // The advance of "x" in the heading's default style, from a line of
        // one "x" tracked by -5000: to draw lines just within the text
        // layer's 1e7 that, aligned to the end, start past it.
        func endAligned(_ title: String, tracking: Double) -> [String: Any] {
            [
                "environment": ["width": 10000, "displayScale": 3],
                "theme": [
                    "cards": [
                        "style": [
                            "textAlignment": "end", "marginHorizontal": 0, "heading": ["letterSpacing": tracking],
                        ]
                    ]
                ],
                "card": ["title": title],
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: endAligned("x", tracking: -5000))
        let one = try #require(try engine.layout(json: data).storyteller?.heading?.lines.first)
        let advance = one.width + 5000
        let outcomes = OutputBoundProperty.check(count: count, seed: 1) { draw in
            if draw.bool(0.2) {
                let width = 1e7 - Double.random(in: 0...9000, using: &draw.generator)
                return endAligned(String(repeating: "x", count: 2000), tracking: -width / 2000 - advance)
            }
            func text() -> [String: Any] {
                [
                    "textSize": draw.number(1...3000), "lineHeight": draw.positiveLength(),
                    "letterSpacing": draw.number(-10000...10000),
                ]
            }
            var environment = draw.environment()
            environment["width"] = draw.pick([10000, draw.positiveLength()])
            // A long title whose tracking sets its line just within the
            // text layer's 1e7, or anywhere in the range.
            let length = draw.pick([1, 200, 2000])
            let tracking = draw.bool() ? -1e7 / Double(length) + Double.random(in: -10...20, using: &draw.generator) : draw.number(-10000...10000)
            var heading = text()
            heading["letterSpacing"] = max(-10000, tracking)
            return [
                "environment": environment,
                "theme": [
                    "cards": [
                        "textOverContent": draw.bool(),
                        "style": [
                            "textAlignment": draw.pick(["start", "center", "end"]),
                            "textLengthMode": draw.pick(["truncate", "resize"]),
                            "padding": draw.number(0...100), "marginHorizontal": draw.pick([0, draw.number(0...4000)]),
                            "headingsSpacing": draw.number(0...10000), "buttonSpacing": draw.number(0...10000),
                            "heading": heading, "subHeading": text(), "button": ["title": text()],
                        ],
                    ]
                ],
                "card": [
                    "title": String(repeating: "x", count: length),
                    "subtitle": draw.shortText() as Any, "buttonText": draw.shortText() as Any,
                    "media": ["aspectRatio": draw.pick(["1:1", "9:16", "4:1"])],
                ],
            ]
        }
        Self.expectReached(outcomes, count: count)
        // Some of them reach past the bound by their placement, which only
        // this layer's check sees (the text layer's bound holds for them).
        #expect(outcomes.boundErrors.contains { $0.hasPrefix("card.title:") && $0.contains("whose layout reaches") })
    }

    @Test("Braze: a feed near its limits stays within 1e7 or is an error")
    func braze() {
        let count = 300
        let outcomes = OutputBoundProperty.check(count: count, seed: 2) { draw in
            var environment = draw.environment(height: draw.bool())
            environment["width"] = draw.pick([10000, draw.positiveLength()])
            let cardCount = draw.pick([0, 1, 3, 12, 40, 120])
            func textStyle() -> [String: Any] { ["size": draw.number(1...300), "maxLines": draw.integer(0...100)] }
            return [
                "kind": "braze.contentCards",
                "environment": environment,
                "theme": [
                    "margin": [
                        "guide": draw.pick(["edges", "layoutMargins"]), "top": draw.number(0...10000),
                        "bottom": draw.number(0...10000), "leading": draw.number(0...100),
                        "trailing": draw.number(0...100),
                    ],
                    "padding": [
                        "top": draw.number(0...10000), "bottom": draw.number(0...10000),
                        "leading": draw.number(0...50), "trailing": draw.number(0...50),
                    ],
                    "textSpacing": draw.number(0...10000), "title": textStyle(), "description": textStyle(),
                    "pin": ["size": draw.positiveLength()], "unreadIndicator": ["height": draw.number(0...10000)],
                    "classicImage": [
                        "width": draw.number(1...100), "height": draw.pick([1e-6, 1e-5, draw.positiveLength()]),
                    ],
                    "emptyState": ["message": draw.shortText() as Any],
                ],
                "cards": (0..<cardCount).map { index in
                    [
                        "id": "c\(index)", "type": draw.pick(["banner", "captionedImage", "classic"]),
                        "title": draw.shortText() as Any, "cardDescription": draw.shortText() as Any,
                        "image": draw.pick(["https://cdn.example/i.jpg", ""]),
                        "imageAspectRatio": draw.number(0.005...200), "pinned": draw.bool(), "isControl": draw.bool(0.1),
                    ] as [String: Any]
                },
            ]
        }
        Self.expectReached(outcomes, count: count)
    }

    @Test("Storyly: a bar near its limits stays within 1e7 or is an error")
    func storyly() {
        let count = 300
        let outcomes = OutputBoundProperty.check(count: count, seed: 3) { draw in
            func ratio() -> String {
                "\(draw.integer(1...10000)):\(draw.integer(1...10000))"
            }
            var elements: [[String: Any]] = []
            if draw.bool() { elements.append(["type": "icon", "width": draw.number(1...100), "height": draw.positiveLength()]) }
            if draw.bool(0.7) { elements.append(["type": "cover", "aspectRatio": ratio()]) }
            if draw.bool() || elements.isEmpty { elements.append(["type": "title", "lines": draw.integer(1...10)]) }
            let groupCount = draw.pick([0, 1, 4, 40, 498, 500])
            return [
                "kind": "storyly.storyGroups",
                "environment": draw.environment(height: draw.bool()),
                "scrollOffset": draw.number(0...1_000_000),
                "style": draw.pick(["small", "large", "custom"]),
                "theme": [
                    "list": [
                        "edgePaddingHorizontal": draw.number(0...10000), "edgePaddingVertical": draw.number(0...10000),
                        "paddingBetweenItems": draw.number(0...10000),
                    ],
                    "icon": ["width": draw.positiveLength(), "height": draw.positiveLength()],
                    "border": ["width": draw.number(0...3), "gap": draw.number(0...3)],
                    "title": [
                        "lineHeight": draw.positiveLength(), "letterSpacing": draw.number(-10000...10000),
                        "alignment": draw.pick(["start", "center", "end"]),
                        "maximumContentSizeCategory": draw.pick(["L", "AX5"]),
                    ],
                    "pin": ["size": draw.positiveLength()], "ivod": ["size": draw.positiveLength()],
                ],
                "custom": [
                    "sizing": draw.pick(["fixed", "fit"]),
                    "size": ["width": draw.positiveLength(), "height": draw.positiveLength()],
                    "spacing": draw.number(0...10000), "elements": elements,
                ],
                "groups": (0..<groupCount).map { index in
                    [
                        "id": index, "title": draw.pick(["G", "Summer Sale", ""]), "pinned": index == 0,
                        "type": index == 1 ? "ivod" : "default",
                    ] as [String: Any]
                },
            ]
        }
        Self.expectReached(outcomes, count: count)
    }

    @Test("Sheet: a sheet near its limits stays within 1e7 or is an error")
    func sheet() {
        let count = 300
        let outcomes = OutputBoundProperty.check(count: count, seed: 4) { draw in
            var environment = draw.environment(height: true)
            environment["horizontalSizeClass"] = draw.pick(["compact", "regular", NSNull()] as [Any])
            environment["verticalSizeClass"] = draw.pick(["compact", "regular", NSNull()] as [Any])
            let cardCount = draw.pick([1, 2, 50])
            var document: [String: Any] = [
                "kind": "tgcard.sheet",
                "environment": environment,
                "position": draw.pick(["collapsed", "peaking", "extended"]),
                "scrollOffset": draw.number(0...1_000_000),
                "cards": (0..<cardCount).map { _ in
                    [
                        "title": draw.shortText() as Any, "subtitle": draw.shortText() as Any,
                        "hasMapContent": draw.bool(0.8), "contentHeight": draw.number(0...1_000_000),
                        "accessoryHeight": draw.bool() ? draw.number(0...10000) : NSNull(),
                        "floatyButton": draw.bool(), "mapButtons": ["top": draw.integer(0...8), "bottom": draw.integer(0...8)],
                    ] as [String: Any]
                },
            ]
            if draw.bool() {
                document["drag"] = ["y": draw.number(-10000...10000), "velocity": draw.number(-100_000...100_000)]
            }
            return document
        }
        // A sheet's only unbounded part is its title, and these are short:
        // every valid sheet lays out.
        #expect(outcomes.laidOut >= count / 5, "\(outcomes)")
        #expect(outcomes.refusedByBound == 0, "\(outcomes)")
    }

    @Test("StorifyMe: a widget stack near its limits stays within 1e7 or is an error")
    func storifyMe() {
        let count = 300
        let outcomes = OutputBoundProperty.check(count: count, seed: 5) { draw in
            let storyWidth = draw.positiveLength()
            let widgetCount = draw.pick([0, 1, 3, 50])
            var environment = draw.environment(height: draw.bool())
            environment["width"] = draw.pick([10000, 390, draw.positiveLength()])
            environment["safeAreaInsets"] = [
                "top": draw.number(0...10000), "bottom": draw.number(0...10000), "left": draw.number(0...50),
                "right": draw.number(0...50),
            ]
            return [
                "kind": "storifyme.widgets",
                "environment": environment,
                "placement": draw.pick(["fixed", "fit"]),
                "stack": ["spacing": draw.number(0...10000), "height": draw.positiveLength(), "gap": draw.number(0...10000)],
                "theme": [
                    "row": [
                        "paddingTop": draw.number(0...10000), "paddingBottom": draw.number(0...10000),
                        "paddingHorizontal": draw.number(0...10000), "spacing": draw.number(0...10000),
                    ],
                    "story": ["width": storyWidth],
                    "poster": ["width": min(storyWidth, draw.positiveLength()), "height": draw.positiveLength()],
                    "title": ["lines": draw.integer(1...10), "spacing": draw.number(0...10000)],
                ],
                "widgets": (0..<widgetCount).map { index in
                    [
                        "widgetId": index, "state": draw.pick(["loading", "loaded", "error"]), "enabled": draw.bool(0.9),
                        "errorMessage": draw.shortText() as Any,
                        "stories": (0..<draw.pick([0, 2, 40, 498, 500])).map { ["id": $0, "title": "S"] },
                    ] as [String: Any]
                },
            ]
        }
        Self.expectReached(outcomes, count: count)
    }
}
