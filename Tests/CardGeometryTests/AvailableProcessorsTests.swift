import Foundation
import Testing

@testable import CardGeometryCore

/// The processors a process may run on, read from Linux's affinity list:
/// a process pinned to one core (`taskset -c 0`) lays a matrix out on the
/// calling thread instead of taking turns with a second worker.
@Suite("Available processors")
struct AvailableProcessorsTests {
    @Test(
        "An affinity list counts its numbers and ranges",
        arguments: [("0", 1), ("0-1", 2), ("\t0-3,6", 5), ("2,4,8-9", 4), (" 0-63 ", 64)])
    func counts(_ list: String, _ count: Int) {
        #expect(AvailableProcessors.processorCount(inList: Substring(list)) == count)
    }

    @Test("What is not an affinity list counts nothing", arguments: ["", "x", "3-1", "0-", "1--2", "0,,1x"])
    func notAList(_ list: String) {
        #expect(AvailableProcessors.processorCount(inList: Substring(list)) == nil)
    }

    @Test("The count is at least one and at most the active processors")
    func bounded() {
        #expect(AvailableProcessors.count >= 1)
        #expect(AvailableProcessors.count <= max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
