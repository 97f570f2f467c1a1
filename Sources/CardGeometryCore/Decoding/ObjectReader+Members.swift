extension ObjectReader {
    /// Reads the object's members in document order: `read` is called with
    /// each key and says whether it knows it. An unknown key is reported at
    /// once, so that errors and warnings both follow the document
    /// (the first error met in document order is the one reported:
    /// SharedConventions article, "Errors and warnings"), and
    /// names the closest of `known` (the keys `read` knows) that the object
    /// does not have, when one is close (``KeySuggestion``). `known` is empty where any key is allowed.
    /// The root's `$schema` is passed over: the dispatch has read it.
    package func readMembers(known: [String], _ read: (String) throws(CardLayoutError) -> Bool) throws(CardLayoutError) {
        let tape = self.tape
        try forEachMember { keyEntry, _ throws(CardLayoutError) in
            let key = tape.text(at: keyEntry)
            guard try read(key) else { return false }
            assert(known.isEmpty || known.contains(key), "\(path(key)): read, but not among the known keys \(known)")
            return true
        } unknown: { keyEntry in
            reportUnknownKey(at: keyEntry, suggestingAmong: known)
        }
    }

    /// Reads the object's members in document order, as
    /// ``readMembers(known:_:)`` with the description's keys, but tells
    /// `read` each member by its field's index in `description`'s fields
    /// (`nil` for a key no field has): a generated reader picks the member
    /// by a `switch` over small integers, and no key's text is made or
    /// compared for it (a key the key table holds is found by its number,
    /// ``JSONTape/field(ofKeyAt:in:)``). The root's `$schema` is passed
    /// over: the dispatch has read it.
    package func readFields(
        of description: ObjectDescription, _ read: (Int?) throws(CardLayoutError) -> Bool
    ) throws(CardLayoutError) {
        let tape = self.tape
        try forEachMember { keyEntry, keyID throws(CardLayoutError) in
            try read(keyID >= 0 ? description.field(ofKeyID: keyID) : tape.field(ofKeyAt: keyEntry, in: description))
        } unknown: { keyEntry in
            reportUnknownKey(at: keyEntry, suggestingAmong: description.keys)
        }
    }

    /// The loop of ``readMembers(known:_:)`` and ``readFields(of:_:)``:
    /// makes each member in turn the current one (the root's `$schema`
    /// passed over) and calls `read` with its key's tape entry and number
    /// (``JSONTape/keyID(at:)``, -1 for a key the key table does not hold);
    /// a member `read` does not know is handed to `unknown`
    /// (``reportUnknownKey(at:suggestingAmong:)``). Then reports the members
    /// nobody read (``finish()``).
    @inline(__always)
    private func forEachMember(
        _ read: (_ keyEntry: Int, _ keyID: Int) throws(CardLayoutError) -> Bool, unknown: (_ keyEntry: Int) -> Void
    ) throws(CardLayoutError) {
        let tape = self.tape
        var entry = firstKey
        for position in 0..<memberCount {
            let keyEntry = entry
            // The next member's key, found before `read` opens readers of
            // this member's value.
            entry = tape.next(after: entry + 1)
            // The dispatch has read and checked the root's `$schema`.
            if isRoot, tape.key(at: keyEntry, is: CommonFields.schema.key) { continue }
            // What `read` asks for is most likely this member.
            let keyID = tape.keyID(at: keyEntry)
            setCurrent(position, key: keyEntry, keyID: keyID)
            if try read(keyEntry, keyID) { continue }
            unknown(keyEntry)
        }
        currentMember = nil
        finish()
    }

    /// Marks the current member, whose key is the tape's entry `keyEntry`,
    /// read and reports it as an unknown key at once, naming the closest
    /// of `known` that the object does not have, when one is close
    /// (``KeySuggestion``). Out of line: few inputs have one.
    @inline(never)
    private func reportUnknownKey(at keyEntry: Int, suggestingAmong known: [String]) {
        let key = tape.text(at: keyEntry)
        pass(over: key)
        warnings.append(
            .unknownKey(
                at: path(key).description,
                suggesting: KeySuggestion.nearest(to: key, among: known.filter { index(of: $0) == nil })))
    }
}
