// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// At most `count` holders at once; the others wait their turn, in order,
/// without holding a thread.
actor DrawingSlots {
    let count: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        self.count = max(1, count)
    }

    /// Waits for a slot and takes it.
    func acquire() async {
        if inUse < count {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the slot back (to the first waiting, if any).
    func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// How many hold a slot, and how many wait.
    var state: (inUse: Int, waiting: Int) { (inUse, waiting.count) }
}
#endif
