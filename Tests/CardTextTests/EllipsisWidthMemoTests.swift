import Foundation
import Testing

@testable import CardText

/// A paragraph keeps the widths of its lines shaped with an ellipsis for
/// every measurement that reads it (EllipsisWidthMemo): truncating the same
/// text at many sizes and widths, as a device matrix does, must set the
/// same lines as measuring each request on its own.
@Suite struct EllipsisWidthMemoTests {
    /// Texts whose end shapes differently before an ellipsis: kerning (AV,
    /// To), an Arabic letter that takes its final form, a ligature (fi).
    static let texts = [
        "AVATAR Tomorrow: every goal, every save, every story from the weekend of finals",
        "مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم",
        "office affinity fifty fjords: the finest fish of the final fiesta",
    ]

    func request(_ text: String, size: Double, width: Double) -> TextRequest {
        let isArabic = text.unicodeScalars.contains { $0.value >= 0x600 && $0.value < 0x700 }
        return TextRequest(
            text: text, style: TextStyle(size: size), width: width, maxLines: 2, fitting: .truncate,
            direction: isArabic ? .rtl : .ltr, locale: isArabic ? "ar" : "en")
    }

    @Test func truncatedLinesAreTheSameAsMeasuredAlone() throws {
        let fonts = try Support.fonts()
        let shared = TextMeasurer(fonts: fonts)
        var truncated = 0
        for text in Self.texts {
            // Sizes and widths in an order that reuses line ends shaped for
            // one request in the next ones.
            for size in [22.0, 17, 28, 19.5] {
                for width in [120.0, 180, 150, 240, 90] {
                    let request = request(text, size: size, width: width)
                    let kept = try shared.measure(request)
                    let alone = try TextMeasurer(fonts: fonts).measure(request)
                    #expect(kept == alone, "\(text.prefix(12)) at \(size) pt in \(width) pt")
                    if kept.isTruncated { truncated += 1 }
                }
            }
        }
        #expect(truncated > 40, "the requests truncate")
    }
}
