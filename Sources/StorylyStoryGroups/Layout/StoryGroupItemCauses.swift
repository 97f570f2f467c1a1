import CardGeometryCore

/// An item's unbounded parts against the output bound (``OutputBound``), in
/// the order of the template's elements: each cover's aspect ratio and each
/// title it shows. Kept as the layout made them, and turned into
/// ``OutputBound/Cause``s (paths, closures) only when a check fails: a bar
/// within the bound, as nearly all are, pays for none.
struct StoryGroupItemCauses {
    private enum Part {
        case ratio(CellTemplate.Media, StoryGroupBarInput.Template.AspectRatio)
        case title(TextBlockLayout)
    }

    /// The group's input position, for the title's path.
    let inputPosition: Int
    private var parts: [Part] = []

    init(inputPosition: Int) {
        self.inputPosition = inputPosition
    }

    var isEmpty: Bool { parts.isEmpty }

    /// A cover (or any medium) whose height its ratio makes.
    mutating func append(_ media: CellTemplate.Media, ratio: StoryGroupBarInput.Template.AspectRatio) {
        parts.append(.ratio(media, ratio))
    }

    /// A title, placed.
    mutating func append(title: TextBlockLayout) {
        parts.append(.title(title))
    }

    /// The title's path in the input.
    static func titlePath(inputPosition: Int) -> JSONPath {
        StoryGroupBarOutputBound.groupsPath.appending(index: inputPosition)
            .appending(StoryGroupBarInput.Group.Fields.title)
    }

    /// The causes, in order.
    var all: [OutputBound.Cause] {
        parts.map { part in
            switch part {
            case .ratio(let media, let ratio):
                OutputBound.Cause(
                    path: media.path.appending(StoryGroupBarInput.Template.Cover.Fields.aspectRatio), value: "\"\(ratio)\"", subject: "an aspect ratio",
                    reach: OutputReach(down: media.height))
            case .title(let block):
                .text(block, at: Self.titlePath(inputPosition: inputPosition))
            }
        }
    }
}
