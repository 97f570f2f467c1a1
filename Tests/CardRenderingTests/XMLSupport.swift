import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of a parsed XML document, in document order.
struct XMLElementRecord {
    var name: String
    var attributes: [String: String]
    /// Names of the enclosing elements, outermost first.
    var ancestors: [String]
    var ancestorClasses: [String]
    /// The attributes of the enclosing elements, outermost first.
    var ancestorAttributes: [[String: String]] = []
}

/// Parses `text` strictly with Foundation's XMLParser; throws when it is not
/// well-formed.
func parseXML(_ text: String) throws -> [XMLElementRecord] {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [XMLElementRecord] = []
        var stack: [(String, String)] = []
        var attributeStack: [[String: String]] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(
                XMLElementRecord(
                    name: name, attributes: attributes, ancestors: stack.map(\.0), ancestorClasses: stack.map(\.1),
                    ancestorAttributes: attributeStack))
            stack.append((name, attributes["class"] ?? ""))
            attributeStack.append(attributes)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            attributeStack.removeLast()
        }
    }
    struct NotWellFormed: Error, CustomStringConvertible {
        var description: String
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
        throw NotWellFormed(
            description: "line \(parser.lineNumber), column \(parser.columnNumber): \(String(describing: parser.parserError))")
    }
    return collector.elements
}

/// The outline points of the glyphs the line group at `index` places: each
/// `<use>` in the group refers to a glyph's path in `<defs>` (drawn with its
/// origin on the baseline at 0, 0) and moves it to its `x` and `y`. Empty
/// when a reference has no definition.
func glyphPoints(ofLineAt index: Int, in elements: [XMLElementRecord]) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    var next = index + 1
    while next < elements.count, elements[next].name == "use" {
        let use = elements[next]
        next += 1
        guard let reference = use.attributes["href"], reference.hasPrefix("#"),
            let definition = elements.first(where: {
                $0.name == "path" && $0.ancestors.contains("defs") && $0.attributes["id"] == String(reference.dropFirst())
            }),
            let x = Double(use.attributes["x"] ?? ""), let y = Double(use.attributes["y"] ?? "")
        else { return [] }
        let numbers = (definition.attributes["d"] ?? "").split(whereSeparator: { "MLQCZ ".contains($0) })
            .compactMap { Double($0) }
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
            points.append((x + numbers[pair], y + numbers[pair + 1]))
        }
    }
    return points
}
