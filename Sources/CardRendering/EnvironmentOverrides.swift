import CardGeometry
import CardText

/// Environment values given outside the input (for example on the command
/// line) that replace the input's own. Applied to the JSON document before it
/// is read, so an input may leave out what an override supplies (a missing
/// `environment.width` with a width given is valid).
public struct EnvironmentOverrides: Hashable, Sendable {
    /// Replaces `environment.width`; `nil` keeps the input's.
    /// Replaces `environment.width`; `nil` keeps the input's.
    public var width: Double?
    /// Replaces `environment.colorScheme`; `nil` keeps the input's.
    /// Replaces `environment.contentSizeCategory`; `nil` keeps the input's.
    public var contentSizeCategory: ContentSizeCategory?
    /// Replaces `environment.displayScale`; `nil` keeps the input's.
    /// Replaces `environment.colorScheme`; `nil` keeps the input's.
    public var colorScheme: ColorScheme?
    /// Overrides; every `nil` value keeps the input's.
    /// Replaces `environment.layoutDirection`; `nil` keeps the input's.
    public var layoutDirection: LayoutDirection?
    /// Replaces `environment.displayScale`; `nil` keeps the input's.
    public var displayScale: Int?

    /// Overrides; every `nil` value keeps the input's.
    public init(
        width: Double? = nil, contentSizeCategory: ContentSizeCategory? = nil, colorScheme: ColorScheme? = nil,
        layoutDirection: LayoutDirection? = nil, displayScale: Int? = nil
    ) {
        self.width = width
        self.contentSizeCategory = contentSizeCategory
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// The members this override sets, in the schema's key order.
    private var members: [JSONObject.Member] {
        var members: [JSONObject.Member] = []
        if let width { members.append(.init(key: "width", value: .number(width))) }
        if let contentSizeCategory {
            members.append(.init(key: "contentSizeCategory", value: .string(contentSizeCategory.rawValue)))
        }
        if let colorScheme { members.append(.init(key: "colorScheme", value: .string(colorScheme.rawValue))) }
        if let layoutDirection {
            members.append(.init(key: "layoutDirection", value: .string(layoutDirection.rawValue)))
        }
        if let displayScale { members.append(.init(key: "displayScale", value: .number(Double(displayScale)))) }
        return members
    }

    /// `document` with its `environment` members replaced (or added); with
    /// `onlyWhereMissing`, only members that are absent or `null` are set (the
    /// input's own values stay, and are validated). A document that is not an
    /// object, or whose `environment` is present but not an object, is
    /// returned unchanged so that reading it reports the problem at its path.
    public func applied(to document: JSONValue, onlyWhereMissing: Bool = false) -> JSONValue {
        let replacements = members
        guard !replacements.isEmpty, case .object(let root) = document else { return document }
        var environment: [JSONObject.Member]
        switch root["environment"] {
        case nil, .null?: environment = []
        case .object(let object)?: environment = object.members
        default: return document
        }
        for replacement in replacements {
            if let index = environment.firstIndex(where: { $0.key == replacement.key }) {
                guard !onlyWhereMissing || environment[index].value == .null else { continue }
                environment[index].value = replacement.value
            } else {
                environment.append(replacement)
            }
        }
        var members = root.members
        if let index = members.firstIndex(where: { $0.key == "environment" }) {
            members[index].value = .object(JSONObject(environment))
        } else {
            members.insert(.init(key: "environment", value: .object(JSONObject(environment))), at: 0)
        }
        return .object(JSONObject(members))
    }
}
