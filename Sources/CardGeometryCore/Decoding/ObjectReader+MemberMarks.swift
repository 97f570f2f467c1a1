extension ObjectReader {
    /// Which members of an object were read, by position: a bit per member,
    /// held inline for the first 64 (no allocation for a reader of a usual
    /// object), and how many are marked.
    struct MemberMarks {
        private var low: UInt64 = 0
        /// The members past the 64th.
        private var high: [Bool]
        /// How many members the object has.
        private(set) var count: Int
        /// How many are marked.
        private(set) var markedCount = 0

        init(count: Int) {
            self.count = count
            high = count > 64 ? Array(repeating: false, count: count - 64) : []
        }

        /// No member marked, of `count`: the marks of the next object read
        /// at a depth, made without a new allocation for a usual object.
        mutating func reset(count: Int) {
            low = 0
            if count > 64 || !high.isEmpty { high = count > 64 ? Array(repeating: false, count: count - 64) : [] }
            self.count = count
            markedCount = 0
        }

        var indices: Range<Int> { 0..<count }

        /// Whether some member is not marked.
        var hasUnmarked: Bool { markedCount < count }

        subscript(index: Int) -> Bool {
            get { index < 64 ? low & (1 << UInt64(index)) != 0 : high[index - 64] }
            set {
                guard newValue != self[index] else { return }
                if index < 64 {
                    low ^= 1 << UInt64(index)
                } else {
                    high[index - 64] = newValue
                }
                markedCount += newValue ? 1 : -1
            }
        }

        /// Marks the member at `index`: what reading a member does, without
        /// the setter's read of the old mark and its unmarking branch.
        @inline(__always)
        mutating func mark(_ index: Int) {
            guard index < 64 else {
                self[index] = true
                return
            }
            let bit: UInt64 = 1 << UInt64(index)
            if low & bit == 0 {
                low |= bit
                markedCount += 1
            }
        }

        /// Marks every member.
        mutating func markAll() {
            low = count >= 64 ? .max : (1 << UInt64(count)) - 1
            for index in high.indices { high[index] = true }
            markedCount = count
        }
    }
}
