import Testing

@testable import CardRendering

@Suite struct NonASCIIByteSearchTests {
    /// The first index of the byte, as a search byte by byte finds it.
    private func expected(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int {
        bytes.indices.first { $0 >= start && bytes[$0] == byte } ?? bytes.count
    }

    /// Found where a search byte by byte finds it: in ASCII of every length
    /// around a word, at each place in a word, after other bytes outside
    /// ASCII, from every start, and not at all.
    @Test func findsTheByteWhereASearchByteByByteDoes() {
        let mark = PictureColorHoles.markStart[0]
        var cases: [[UInt8]] = []
        for length in 0..<20 {
            let ascii = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            cases.append(ascii)
            for place in 0..<length {
                var withMark = ascii
                withMark[place] = mark
                cases.append(withMark)
                // Another character outside ASCII (é) before it.
                var withOther = ascii
                withOther[place] = 0xC3
                if place + 1 < length { withOther[place + 1] = 0xA9 }
                cases.append(withOther)
                if place + 3 < length { withOther[place + 3] = mark }
                cases.append(withOther)
            }
        }
        let start = PictureColorHoles.markStart, end = PictureColorHoles.markEnd
        cases.append(Array("<text>".utf8) + start + Array("12".utf8) + end + Array(" and é ".utf8) + start + [51] + end)
        for bytes in cases {
            for start in 0...bytes.count {
                let found = bytes.withUnsafeBufferPointer {
                    NonASCIIByteSearch.firstIndex(of: mark, in: $0, from: start)
                }
                #expect(found == expected(mark, in: bytes, from: start), "\(bytes) from \(start)")
            }
        }
    }
}
