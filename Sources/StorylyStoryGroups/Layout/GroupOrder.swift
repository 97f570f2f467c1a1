import CardGeometryCore

/// Rule 1: the order the groups are shown in.
enum GroupOrder {
    /// The groups' input positions sorted by (rank, index, position): rank
    /// 0 for a pinned group, 2 for a seen one that is not pinned when seen
    /// groups go last, else 1.
    static func positions(of groups: [StoryGroupBarInput.Group], seenGroupsLast: Bool) -> [Int] {
        func key(_ position: Int) -> (Int, Int, Int) {
            let group = groups[position]
            let rank = group.pinned ? 0 : (group.seen && seenGroupsLast ? 2 : 1)
            return (rank, group.index ?? position, position)
        }
        return groups.indices.sorted { key($0) < key($1) }
    }
}
