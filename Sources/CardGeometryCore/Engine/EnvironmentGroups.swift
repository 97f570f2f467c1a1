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
        var groupOfKey: [LayoutEnvironment: Int] = [:]
        var members: [[Int]] = []
        var places: [(group: Int, member: Int)] = []
        places.reserveCapacity(environments.count)
        for (index, environment) in environments.enumerated() {
            let key = geometryReads.geometryKey(of: environment)
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
}
