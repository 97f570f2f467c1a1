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
}

/// Parses `text` strictly with Foundation's XMLParser; throws when it is not
/// well-formed.
func parseXML(_ text: String) throws -> [XMLElementRecord] {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [XMLElementRecord] = []
        var stack: [(String, String)] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(
                XMLElementRecord(
                    name: name, attributes: attributes, ancestors: stack.map(\.0), ancestorClasses: stack.map(\.1)))
            stack.append((name, attributes["class"] ?? ""))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
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
