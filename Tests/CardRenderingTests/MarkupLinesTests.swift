import CardGeometry
import Testing

@testable import CardRendering

/// Markup written as bytes piece by piece is the markup the strings made:
/// rounded rectangles' path data, frames, numbers and whole lines.
@Suite struct MarkupLinesTests {
    /// The former path data of a rounded rectangle, made of strings.
    private func formerRoundedRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, bottomRounded: Bool
    ) -> String {
        let r = max(0, min(radius, width / 2, height / 2))
        let n = { (value: Double) in NumberText.format(value) }
        guard r > 0 else {
            return "M\(n(x)) \(n(y))H\(n(x + width))V\(n(y + height))H\(n(x))Z"
        }
        let bottom =
            bottomRounded
            ? "V\(n(y + height - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + width - r)) \(n(y + height))"
                + "H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y + height - r))"
            : "V\(n(y + height))H\(n(x))"
        return "M\(n(x + r)) \(n(y))H\(n(x + width - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + width)) \(n(y + r))"
            + bottom
            + "V\(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }

    static let rects: [LayoutRect] = [
        LayoutRect(x: 0, y: 0, width: 390, height: 844),
        LayoutRect(x: 16.333, y: -12.5, width: 358.0004, height: 201.3336),
        LayoutRect(x: -0.0004, y: 1e-9, width: 0, height: 10),
        LayoutRect(x: 1_000_000.25, y: 3, width: 7, height: 7),
    ]
    static let radii: [Double] = [0, -3, 0.0004, 2.5, 12, 100_000, .nan]

    @Test func aRoundedRectWrittenAsBytesIsTheFormerPathData() {
        for rect in Self.rects {
            for radius in Self.radii {
                for bottomRounded in [true, false] {
                    var bytes: [UInt8] = Array("d=".utf8)
                    SVGPathData.appendRoundedRect(
                        x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius,
                        bottomRounded: bottomRounded, to: &bytes)
                    let former = formerRoundedRect(
                        x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius,
                        bottomRounded: bottomRounded)
                    #expect(String(decoding: bytes, as: UTF8.self) == "d=" + former, "\(rect) \(radius)")
                    #expect(
                        SVGPathData.roundedRect(
                            x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius,
                            bottomRounded: bottomRounded) == former)
                }
            }
        }
    }

    @Test func piecesWrittenAreTheLinesTheStringsMade() {
        var lines = MarkupLines()
        lines.append("<defs>")
        let start = lines.byteCount
        for rect in Self.rects {
            lines.write(#"<g class="a""#)
            lines.write(frame: rect)
            lines.write(" x=\"")
            lines.write(number: rect.x / 3)
            lines.write("\" d=\"")
            lines.write(roundedRect: rect, radius: 4)
            lines.write("\">")
            lines.endLine()
        }
        let expected = Self.rects.map { rect in
            #"<g class="a""# + SVGMarkup.frameAttribute(rect) + " x=\"" + SVGMarkup.n(rect.x / 3) + "\" d=\""
                + SVGMarkup.rounded(rect, 4) + "\">\n"
        }.joined()
        #expect(String(decoding: lines.bytes, as: UTF8.self) == "<defs>\n" + expected)
        // What is kept from a place on is copied back as it was.
        var copy = MarkupLines()
        copy += ["<defs>"]
        copy.append(written: lines.written(from: start))
        #expect(copy.bytes == lines.bytes)
    }
}
