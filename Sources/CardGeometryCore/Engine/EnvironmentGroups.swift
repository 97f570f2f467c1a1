/// The environments of a batch in groups that share one geometry: those
/// that differ only in aspects the kind's geometry does not read
/// (``LayoutSystem/geometryReads``). Groups come in the order of their
/// first environment, each group's environments in batch order.
struct EnvironmentGroups {
    /// Each group's environments, as indexes into the batch.
    let members: [[Int]]
    private let count: Int

    init(_ environments: [LayoutEnvironment], geometryReads: EnvironmentAspects) {
        count = environments.count
        guard geometryReads != .all else {
            members = environments.indices.map { [$0] }
            return
        }
        var groupOfKey: [LayoutEnvironment: Int] = [:]
        var members: [[Int]] = []
        for (index, environment) in environments.enumerated() {
            let key = geometryReads.geometryKey(of: environment)
            if let group = groupOfKey[key] {
                members[group].append(index)
            } else {
                groupOfKey[key] = members.count
                members.append([index])
            }
        }
        self.members = members
    }

    /// Values made per group (in the order of ``members``) back in batch
    /// order.
    func scattered<Value>(_ perGroup: [[Value]]) -> [Value] {
        var values = [Value?](repeating: nil, count: count)
        for (group, groupValues) in zip(members, perGroup) {
            for (index, value) in zip(group, groupValues) { values[index] = value }
        }
        return values.map { $0! }
    }
}
