import CardGeometryCore

import Foundation

extension StorytellerCardLayout {
    /// The layout as `card-layout/1` JSON: keys in the schema's order,
    /// numbers with at most 3 decimals (no trailing zeros, no `-0`), absent
    /// parts as `null`, colors as `#RRGGBBAA`. Pretty output indents by two
    /// spaces; neither form ends with a newline. The same layout always
    /// gives the same bytes.
    public func jsonData(pretty: Bool = true) -> Data {
        Data(jsonBytes(pretty: pretty))
    }

    /// ``jsonData(pretty:)`` as a string.
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
    }
}
