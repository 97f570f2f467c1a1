import CardGeometryCore
// The systems' modules, re-exported here beside their list: `import
// CardGeometry` is the one import users need.
@_exported import BrazeContentCards
@_exported import SheetCards
@_exported import StorifyMeWidgets
@_exported import StorylyStoryGroups
@_exported import StorytellerCards

/// A card system as the registry holds it: a ``LayoutSystem`` whose type
/// may cross threads (a batch lays it out on all cores).
typealias RegisteredSystem = LayoutSystem & SendableMetatype

/// The card systems the engine lays out, in one list: everything that
/// names every kind reads it (``LayoutKind/allCases``, reading an input's
/// `kind`, ``LayoutInput``, the engine's dispatch, the kinds' descriptions
/// that `layout-dump` lists and writes schemas from), and nothing else
/// switches over the kinds. A system brings its own facts (its kind, its
/// reading, its layout and what a picture needs of it); adding one is its
/// own target, `Package.swift` and a line here (docs/repository.md, "Adding
/// a kind").
enum KindRegistry {
    /// Every system, in the order the kinds are documented.
    static let systems: [any RegisteredSystem.Type] = [
        StorytellerCardsSystem.self,
        BrazeContentCardsSystem.self,
        StorylyStoryGroupsSystem.self,
        SheetCardsSystem.self,
        StorifyMeWidgetsSystem.self,
    ]

    /// The system of `kind`; nil for a kind not in ``systems``.
    static func system(of kind: LayoutKind) -> (any RegisteredSystem.Type)? {
        kinds.firstIndex(of: kind).map { systems[$0] }
    }

    /// Each system's kind, in the order of ``systems``: found without
    /// copying a system's description (what reading every input asks).
    static let kinds: [LayoutKind] = systems.map { $0.kindDescription.kind }

    /// The kind of ``systemOfInputWithoutKind``.
    static let kindOfInputWithoutKind: LayoutKind? = systemOfInputWithoutKind?.kindDescription.kind

    /// The system that reads an input without `kind` (or with null): the
    /// first that says it does (``LayoutSystem/readsInputWithoutKind``).
    static let systemOfInputWithoutKind: (any RegisteredSystem.Type)? = systems.first {
        $0.readsInputWithoutKind
    }
}
