extension ObjectReader {
    /// What the readers of one document share: its warnings, its
    /// environment overrides, and the reading state of each object open on
    /// the way from the root to the one being read, one ``Level`` per
    /// nesting depth.
    ///
    /// Reading a document opens its objects one inside another: a reader
    /// makes the reader of a nested object while it reads its own members,
    /// and that reader is done before the next one at its depth is made. So
    /// the state of every open object fits in one list indexed by depth, and
    /// a nested object's reader is a value (``ObjectReader``) that allocates
    /// nothing: it names its depth and the ``Level/generation`` it was
    /// given there. A reader used after a later reader took its depth is a
    /// mistake in the reading code, which `precondition` reports.
    ///
    /// Used on one thread (a document is read on the thread that reads
    /// it), so it takes no lock and is not `Sendable`.
    package final class DocumentReading {
        /// Where unknown keys and other warnings go.
        package let warnings: WarningLog
        /// The overrides `environment` is read with.
        package let environmentReading: EnvironmentReading
        // Changed only by the readers' methods, which never overlap: their
        // exclusivity is not checked at run time (that check was a tenth
        // of reading an input).
        /// The open objects' states, by depth (the root's first); a depth
        /// past the deepest open keeps its storage for the next object
        /// read there.
        @exclusivity(unchecked) var levels: [Level] = []
        /// The last generation given to a level.
        @exclusivity(unchecked) private var lastGeneration = 0

        init(warnings: WarningLog, environmentReading: EnvironmentReading) {
            self.warnings = warnings
            self.environmentReading = environmentReading
            // Room for a usual document's depth at once, rather than growing 1, 2, 4, 8.
            levels.reserveCapacity(8)
        }

        /// Opens an object of `count` members at `depth`, at `location`;
        /// returns the generation its reader holds.
        func open(depth: Int, location: Location, parentGeneration: Int, count: Int) -> Int {
            lastGeneration += 1
            if depth == levels.count {
                levels.append(
                    Level(location: location, generation: lastGeneration, parentGeneration: parentGeneration, count: count))
            } else {
                levels[depth].reopen(
                    location: location, generation: lastGeneration, parentGeneration: parentGeneration, count: count)
            }
            return lastGeneration
        }
    }

    /// Where an object is: a path given in full (the root, an array's
    /// element), or a key of the object open one level up.
    enum Location {
        case path(JSONPath)
        case key(String)
    }

    /// The reading state of one open object.
    struct Level {
        var location: Location
        /// Which reader holds the level: a number given once per object opened.
        var generation: Int
        /// The generation of the object one level up that this one is in.
        var parentGeneration: Int
        /// Which members were read, by position (keys are unique): a bit per
        /// member, so that reading hashes no key.
        var marks: MemberMarks
        /// The member ``ObjectReader/readMembers(known:_:)`` is at: the one
        /// a lookup tries first (a member is most often read by its own key).
        var currentMember: Int?
        /// The keys asked for that the object does not have, in the order
        /// asked (repeats included): what an unknown key may have meant
        /// (``KeySuggestion``). Kept as a list so that reading hashes no
        /// key; only while some member is unread (else no key is unknown).
        var absentKeysAsked: [String] = []

        init(location: Location, generation: Int, parentGeneration: Int, count: Int) {
            self.location = location
            self.generation = generation
            self.parentGeneration = parentGeneration
            marks = MemberMarks(count: count)
        }

        /// The level given to the next object read at its depth; the list
        /// of absent keys keeps its storage.
        mutating func reopen(location: Location, generation: Int, parentGeneration: Int, count: Int) {
            self.location = location
            self.generation = generation
            self.parentGeneration = parentGeneration
            marks = MemberMarks(count: count)
            currentMember = nil
            absentKeysAsked.removeAll(keepingCapacity: true)
        }
    }
}
