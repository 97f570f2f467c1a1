/// The environments of a batch in groups that share one geometry: those
/// that differ only in aspects the kind's geometry does not read
/// (``LayoutSystem/geometryReads``). Groups come in the order of their
/// first environment, each group's environments in batch order.
package struct EnvironmentGroups: Sendable {
    /// Each group's environments, as indexes into the batch.
    package let members: [[Int]]
    /// Where each environment of the batch is: its group and its place in
    /// the group.
    package let places: [(group: Int, member: Int)]

    package init(_ environments: [LayoutEnvironment], geometryReads: EnvironmentAspects) {
        guard geometryReads != .all else {
            members = environments.indices.map { [$0] }
            places = environments.indices.map { ($0, 0) }
            return
        }
        var groupOfKey: [GeometryKey: Int] = [:]
        groupOfKey.reserveCapacity(environments.count)
        var members: [[Int]] = []
        var places: [(group: Int, member: Int)] = []
        places.reserveCapacity(environments.count)
        for (index, environment) in environments.enumerated() {
            let key = GeometryKey(geometryReads.geometryKey(of: environment))
            if let group = groupOfKey[key] {
                places.append((group, members[group].count))
                members[group].append(index)
            } else {
                groupOfKey[key] = members.count
                places.append((members.count, 0))
                members.append([index])
            }
        }
        self.members = members
        self.places = places
    }

    /// An environment as a key that hashes only what a batch's
    /// environments usually differ in (the width, the text size, the
    /// scheme, the direction) and compares all of it: hashing the whole
    /// environment (its locale, insets, …) cost more than a group's
    /// resolved colors.
    private struct GeometryKey: Hashable {
        let environment: LayoutEnvironment

        init(_ environment: LayoutEnvironment) { self.environment = environment }

        static func == (left: GeometryKey, right: GeometryKey) -> Bool { left.environment == right.environment }

        /// The four as numbers: hashing an enum with a string raw value
        /// hashes that string.
        func hash(into hasher: inout Hasher) {
            hasher.combine(environment.width)
            // A category's raw value is at most 4 ASCII letters and digits:
            // its bytes are one number, told apart from every other's.
            var category = 0
            for byte in environment.contentSizeCategory.rawValue.utf8 { category = category << 8 | Int(byte) }
            hasher.combine(category << 2 | (environment.colorScheme == .dark ? 2 : 0)
                | (environment.layoutDirection == .rtl ? 1 : 0))
        }
    }
}
