import CardGeometryCore

import Foundation

extension JSONValue {
    /// Parses JSON text (UTF-8), keeping object keys in document order.
    public init(json: Data) throws(CardLayoutError) {
        self = try JSONParser.parse(json)
    }
}
