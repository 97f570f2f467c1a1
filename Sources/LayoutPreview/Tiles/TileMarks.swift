// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering

/// What a tile marks on its picture: the texts that were truncated or
/// resized and the content that overflows, read from the kind-independent
/// parts of a layout (its text blocks and overflows).
struct TileMarks: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable, CaseIterable {
        case truncated
        case resized
        case overflow
    }

    struct Mark: Hashable, Sendable {
        var kind: Kind
        /// Where the layout writes the element (`heading`, `cards[0].title`).
        var name: String
        /// Its frame, to outline on the picture; nil when the layout has no
        /// shape of that name.
        var frame: LayoutRect?
        /// "truncated to 2 lines", "resized to 17 pt", "overflows by 12 pt".
        var detail: String
    }

    var marks: [Mark]

    init(_ layout: Layout) {
        self.init(layout, shapes: layout.shapes)
    }

    /// The marks of `layout`, whose shapes (`layout.shapes`) the caller made.
    init(_ layout: Layout, shapes: [LayoutShape]) {
        var marks: [Mark] = []
        for (name, block) in layout.textBlocks {
            if block.truncated {
                let lines = block.lines.count == 1 ? "1 line" : "\(block.lines.count) lines"
                marks.append(Mark(kind: .truncated, name: name, frame: block.frame, detail: "truncated to \(lines)"))
            }
            if block.resized {
                marks.append(
                    Mark(
                        kind: .resized, name: name, frame: block.frame,
                        detail: "resized to \(NumberText.format(block.font.size)) pt"))
            }
        }
        for overflow in layout.overflows {
            marks.append(
                Mark(
                    kind: .overflow, name: overflow.name, frame: Self.frame(named: overflow.name, in: shapes),
                    detail: "overflows by \(NumberText.format(overflow.points)) pt"))
        }
        self.marks = marks
    }

    var isEmpty: Bool { marks.isEmpty }

    func contains(_ kind: Kind) -> Bool { marks.contains { $0.kind == kind } }

    /// The frame of the shape called `name`.
    static func frame(named name: String, in shapes: [LayoutShape]) -> LayoutRect? {
        for shape in shapes {
            switch shape {
            case .surface(let surface) where surface.name == name: return surface.frame
            case .image(let image) where image.name == name: return image.frame
            case .text(let textName, let block) where textName == name: return block.frame
            case .badge(let badge) where badge.name == name: return badge.frame
            default: continue
            }
        }
        return nil
    }
}
#endif
