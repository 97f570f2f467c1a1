import CardGeometry
import Foundation

extension BenchmarkCard {
    /// The card as layout-dump input JSON, in a theme like the ones CMSs send.
    func inputJSON(width: Double = 390) -> Data {
        var card: [String: Any] = [
            "id": id, "title": title, "media": ["type": "image", "aspectRatio": textOverContent ? "4:5" : "16:9"],
        ]
        if let subtitle { card["subtitle"] = subtitle }
        if let buttonText { card["buttonText"] = buttonText }
        let input: [String: Any] = [
            "environment": ["width": width, "layoutDirection": isRTL ? "rtl" : "ltr", "locale": locale],
            "theme": [
                "cards": [
                    "textOverContent": textOverContent,
                    "style": [
                        "textLengthMode": resize ? "resize" : "truncate",
                        "marginHorizontal": textOverContent ? 16 : 0,
                        "padding": 12,
                        "heading": ["letterSpacing": 0.2],
                        "button": ["title": ["textCase": "upper"]],
                    ],
                ]
            ],
            "card": card,
        ]
        return try! JSONSerialization.data(withJSONObject: input)
    }

    /// Each text with the size and weight it is set at by default (L, no
    /// Dynamic Type change): what the shaping floor shapes.
    var textsWithStyle: [(text: String, size: Double, weight: Int)] {
        var texts = [(title, 22.0, 600)]
        if let subtitle { texts.append((subtitle, 16, 400)) }
        if let buttonText { texts.append((buttonText.uppercased(), 16, 600)) }
        return texts
    }
}

extension Array where Element == BenchmarkCard {
    func inputs(width: Double = 390) -> [StorytellerCardInput] {
        map { try! StorytellerCardInput(json: $0.inputJSON(width: width)) }
    }
}
