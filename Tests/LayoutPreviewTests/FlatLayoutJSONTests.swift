// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Testing

@testable import LayoutPreview

/// A layout written flat holds plain values (no references): nodes, and the
/// bytes of its strings and read keys in one buffer. It must give back the
/// tree it was written from, and compare leaves and keys as the tree would.
@Suite("A layout written flat, as plain values", .timeLimit(.minutes(3)))
struct FlatLayoutJSONTests {
    @Test("a tree written flat gives the same tree back, every kind of value and key")
    func roundTrip() throws {
        let texts = [
            #"{"a":1,"b":"text","c":true,"d":false,"e":null,"f":[],"g":{},"h":[1,"x",[null,{"k":2}]]}"#,
            #"{"é clé":"😀 ü","":"","a.b":{"frame":{"x":0.5,"y":-3}},"n":1e400,"m":-1e400}"#,
            #"[{"frame":{"x":1}},{"frame":{"x":2}},"s",3.25]"#,
            #""alone""#, "12", "null",
        ]
        for text in texts {
            let tree = try JSONValue(json: Data(text.utf8))
            let flat = FlatLayoutJSON(json: tree)
            #expect(flat.value(at: 0) == tree, "\(text)")
            #expect(flat.end(of: 0) == flat.nodes.count, "\(text)")
            // Every node's value is the tree's part there.
            for node in flat.nodes.indices {
                #expect(FlatLayoutJSON(json: flat.value(at: node)).value(at: 0) == flat.value(at: node))
            }
        }
    }

    @Test("an array's node counts its elements; a container's end is past its last value")
    func structure() throws {
        let flat = FlatLayoutJSON(json: try JSONValue(json: Data(#"{"l":[[1,2],{"a":[3]},4],"z":5}"#.utf8)))
        let list = try #require(flat.nodes.indices.first { flat.nodes[$0].kind == .array })
        #expect(flat.nodes[list].count == 3)
        #expect(flat.keyText(of: list) == "l")
        #expect(flat.keyText(of: flat.end(of: list)) == "z")
        #expect(flat.keyText(of: 0) == "")
        #expect(flat.bytes == flat.nodes.count * MemoryLayout<FlatLayoutJSON.Node>.stride + flat.text.count)
    }

    @Test("leaves are equal when their kind and value are: strings by their bytes, numbers as doubles")
    func leaves() throws {
        let a = FlatLayoutJSON(json: try JSONValue(json: Data(#"["é",1,true,null,"1",1e400,"",false,2]"#.utf8)))
        let b = FlatLayoutJSON(json: try JSONValue(json: Data(#"["é",1.0,true,null,1,1e400,"",true,2.0005]"#.utf8)))
        let expected = [true, true, true, true, false, true, true, false, false]
        for (index, equal) in expected.enumerated() {
            #expect(a.leaf(index + 1, equals: index + 1, in: b) == equal, "element \(index)")
            #expect(b.leaf(index + 1, equals: index + 1, in: a) == equal, "element \(index)")
        }
        // Containers are never equal leaves.
        #expect(!a.leaf(0, equals: 0, in: b))
    }

    @Test("a container is the same node for node only when nothing in it differs")
    func sameNodes() throws {
        let base = #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,[]],"s":"text","n":1e400}"#
        let changed = [
            #"{"a":{"frame":{"x":1.0005,"y":2}},"l":[1,"é",true,null,[]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"z":2}},"l":[1,"é",true,null,[]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"è",true,null,[]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",false,null,[]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,[0]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,0,[]],"s":"text","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,[]],"s":"texts","n":1e400}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,[]],"s":"text","n":1e401}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,[]],"s":"text","n":"1e400"}"#,
            #"{"a":{"frame":{"x":1,"y":2}},"l":[1,"é",true,null,{}],"s":"text","n":1e400}"#,
            #"{"l":[1,"é",true,null,[]],"a":{"frame":{"x":1,"y":2}},"s":"text","n":1e400}"#,
        ]
        let flat = FlatLayoutJSON(json: try JSONValue(json: Data(base.utf8)))
        #expect(flat.sameNodes(0, as: 0, in: FlatLayoutJSON(json: try JSONValue(json: Data(base.utf8)))))
        for text in changed {
            let other = FlatLayoutJSON(json: try JSONValue(json: Data(text.utf8)))
            #expect(!flat.sameNodes(0, as: 0, in: other), "\(text)")
            #expect(!other.sameNodes(0, as: 0, in: flat), "\(text)")
        }
        // A kind's writer and a tree read give the same nodes.
        let engine = try CardLayoutEngine(fonts: .bundled())
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/promo-card.json"), encoding: .utf8)
        let layout = try engine.layout(json: Data(text.utf8))
        #expect(FlatLayoutJSON(layout).sameNodes(0, as: 0, in: FlatLayoutJSON(json: layout.jsonValue)))
        #expect(FlatLayoutJSON(layout).sameNodes(0, as: 0, in: FlatLayoutJSON(layout)))
    }

    @Test("keys written by a kind's writer and keys read from a tree compare by their bytes")
    func keys() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/promo-card.json"), encoding: .utf8)
        let layout = try engine.layout(json: Data(text.utf8))
        let written = FlatLayoutJSON(layout)
        let read = FlatLayoutJSON(json: layout.jsonValue)
        #expect(written.nodes.count == read.nodes.count)
        #expect(written.value(at: 0) == read.value(at: 0))
        var frames = 0
        for node in 1..<written.nodes.count {
            #expect(written.key(of: node, equalsKeyOf: node, in: read))
            #expect(read.key(of: node, equalsKeyOf: node, in: written))
            #expect(written.key(of: node, is: "frame") == (read.keyText(of: node) == "frame"))
            #expect(read.key(of: node, is: "frame") == (written.keyText(of: node) == "frame"))
            if written.key(of: node, is: "frame") { frames += 1 }
            if node + 1 < written.nodes.count, written.keyText(of: node) != written.keyText(of: node + 1) {
                #expect(!written.key(of: node, equalsKeyOf: node + 1, in: read))
            }
        }
        #expect(frames > 5)
    }
}
#endif
