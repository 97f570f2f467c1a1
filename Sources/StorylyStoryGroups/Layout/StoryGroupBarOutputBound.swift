import CardGeometryCore

/// The bar against the output bound (see ``OutputBound``): items stand
/// side by side, so a bar passes it across by its count of groups (at
/// `groups`), and down by one item's own content: a medium's aspect ratio
/// or a title's lines (at their paths).
struct StoryGroupBarOutputBound {
    /// The groups' count, the cause of any number too large across.
    let groupsCause: OutputBound.Cause

    /// `groups`, named by its declaration: made once, not for every layout.
    static let groupsPath = JSONPath(fields: StoryGroupBarInput.Fields.groups)

    /// The bound of a bar of `groupCount` shown groups.
    init(groupCount: Int) {
        groupsCause = .list(groupCount, "groups", at: Self.groupsPath)
    }

    /// The row's width bounds every item's x: a row past the output bound
    /// is its count's, found before any item is laid out.
    func check(contentWidth: Double) throws(CardLayoutError) {
        try OutputBound.check(
            OutputReach(across: contentWidth), offset: OutputReach(across: contentWidth), causes: [],
            listAcross: groupsCause, fallback: groupsCause)
    }

    /// Every number an item writes (`reach`), against where it stands.
    func check(item reach: OutputReach, frame: LayoutRect, causes: StoryGroupItemCauses) throws(CardLayoutError) {
        try OutputBound.check(
            reach, offset: OutputReach(origin: frame), causes: causes.all, listAcross: groupsCause,
            fallback: groupsCause)
    }

    /// The bar's height, its tallest item's padded by `top`.
    func check(bar reach: OutputReach, top: Double, tallestCauses: StoryGroupItemCauses) throws(CardLayoutError) {
        try OutputBound.check(reach, offset: OutputReach(down: top), causes: tallestCauses.all, fallback: groupsCause)
    }

    /// The output repeats a group's count of stories, a number like any
    /// other (reachable only with an input limit raised far past 16 MB).
    static func check(storyCount: Int, ofGroupAt inputPosition: Int) throws(CardLayoutError) {
        guard Double(storyCount) <= LayoutLimits.maximumMagnitude else {
            let path = Self.groupsPath.appending(index: inputPosition)
                .appending(StoryGroupBarInput.Group.Fields.storyCount)
            throw .beyondOutputBound(
                path, "an array of \(storyCount) stories", subject: "an array", reach: Double(storyCount))
        }
    }
}
