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
    ///
    /// A reader reaches its level by a pointer into storage this object
    /// owns and frees; every reader holds this object, so the storage
    /// outlives them.
    package final class DocumentReading {
        /// The document as parsed.
        let tape: JSONTape
        /// Where unknown keys and other warnings go.
        package let warnings: WarningLog
        /// The overrides `environment` is read with.
        package let environmentReading: EnvironmentReading
        /// The open objects' states, by depth (the root's first), in
        /// storage of their own: a reader reaches its level without a
        /// uniqueness check or a reference count (an array held here cost
        /// both on every member read). A depth past the deepest open keeps
        /// its level for the next object read there.
        private var levels: UnsafeMutablePointer<Level>
        /// How many levels are made; `capacity` how many fit.
        private var count = 0
        private var capacity: Int
        /// The last generation given to a level.
        private var lastGeneration = 0

        init(tape: JSONTape, warnings: WarningLog, environmentReading: EnvironmentReading) {
            self.tape = tape
            self.warnings = warnings
            self.environmentReading = environmentReading
            // Room for a usual document's depth at once.
            capacity = 8
            levels = .allocate(capacity: capacity)
        }

        deinit {
            levels.deinitialize(count: count)
            levels.deallocate()
        }

        /// The level at `depth`, which an object was opened at.
        @inline(__always)
        func level(_ depth: Int) -> UnsafeMutablePointer<Level> {
            assert(depth < count, "no object was opened at depth \(depth)")
            return levels + depth
        }

        /// Opens an object of `count` members at `depth` (at most one past
        /// the deepest open), at `location`; returns the generation its
        /// reader holds.
        func open(depth: Int, location: Location, parentGeneration: Int, count members: Int) -> Int {
            lastGeneration += 1
            if depth < count {
                levels[depth].reopen(
                    location: location, generation: lastGeneration, parentGeneration: parentGeneration, count: members)
                return lastGeneration
            }
            precondition(depth == count, "an object opened below one that is not open")
            if count == capacity {
                let larger = UnsafeMutablePointer<Level>.allocate(capacity: capacity * 2)
                larger.moveInitialize(from: levels, count: count)
                levels.deallocate()
                levels = larger
                capacity *= 2
            }
            (levels + count).initialize(
                to: Level(location: location, generation: lastGeneration, parentGeneration: parentGeneration, count: members))
            count += 1
            return lastGeneration
        }
    }

    /// Where an object is: a path given in full, a key of the object open
    /// one level up (as a text, or as its key's entry on the tape: its
    /// text made only when a path is asked for), or an element of an array
    /// that object holds.
    enum Location {
        case path(JSONPath)
        case key(String)
        case member(keyEntry: Int)
        case element(of: String, at: Int)
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
        /// The tape entry of ``currentMember``'s key.
        var currentKey = 0
        /// The number of ``currentMember``'s key (``JSONTape/keyID(at:)``), -1
        /// when it has none.
        var currentKeyID = -1
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
            marks.reset(count: count)
            currentMember = nil
            if !absentKeysAsked.isEmpty { absentKeysAsked.removeAll(keepingCapacity: true) }
        }
    }
}
