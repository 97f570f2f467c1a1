// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Testing

@testable import LayoutPreview

@Suite("Query parsing")
struct QueryTests {
    @Test("no query is the standard 16-tile matrix")
    func standard() throws {
        let matrix = try MatrixQuery.matrix(from: nil)
        #expect(matrix == MatrixQuery.standard)
        #expect(matrix.count == 16)
        #expect(try MatrixQuery.matrix(from: "") == MatrixQuery.standard)
    }

    @Test("the issue's example query, and its canonical form back")
    func example() throws {
        let query = "widths=320,390&categories=L,AX3&schemes=light,dark&directions=ltr,rtl"
        let matrix = try MatrixQuery.matrix(from: query)
        #expect(matrix.widths == [320, 390])
        #expect(matrix.categories == [.large, .accessibilityExtraLarge])
        #expect(matrix.schemes == [.light, .dark])
        #expect(matrix.directions == [.ltr, .rtl])
        #expect(MatrixQuery.query(for: matrix) == query)
    }

    @Test("a parameter left out keeps the page's default; one given replaces it")
    func partial() throws {
        let matrix = try MatrixQuery.matrix(from: "schemes=dark")
        #expect(matrix.schemes == [.dark])
        #expect(matrix.widths == MatrixQuery.standard.widths)
        #expect(matrix.count == 8)
    }

    @Test("repeats add up, as a form sends checkboxes; duplicates and empty items drop; + and %2C decode")
    func formStyle() throws {
        let matrix = try MatrixQuery.matrix(
            from: "widths=320&widths=390,320&widths=&widths=+500.5+&categories=AX5%2CxS")
        #expect(matrix.widths == [320, 390, 500.5])
        #expect(matrix.categories == [.accessibilityExtraExtraExtraLarge, .extraSmall])
        #expect(MatrixQuery.query(for: matrix).hasPrefix("widths=320,390,500.5&categories=AX5,xS&"))
    }

    @Test(
        "bad values answer with a message naming the parameter",
        arguments: [
            ("widths=abc", "widths: 'abc' is not a width; widths are numbers > 0 and at most 10000"),
            ("widths=-3", "widths: '-3' is not a width"),
            ("widths=0", "widths: '0' is not a width"),
            ("widths=nan", "widths: 'nan' is not a width"),
            ("widths=inf", "widths: 'inf' is not a width"),
            ("widths=10001", "widths: '10001' is not a width"),
            ("categories=XL", "categories: unknown content size category 'XL'; must be one of xS, S, M, L"),
            ("schemes=sepia", "schemes: unknown color scheme 'sepia'; must be one of light, dark"),
            ("directions=ttb", "directions: unknown layout direction 'ttb'; must be one of ltr, rtl"),
            ("widths=", "widths: choose at least one"),
            ("categories=,", "categories: choose at least one"),
            ("width=320", "unknown parameter 'width'; the parameters are widths, categories, schemes, directions"),
            ("file=/etc/passwd", "unknown parameter 'file'"),
            ("=3", "an empty parameter name"),
            ("widths=32%ZZ", "has a % that is not followed by two hex digits"),
            ("widths=%FF", "does not decode to UTF-8 text"),
        ])
    func badValues(query: String, message: String) {
        #expect {
            try MatrixQuery.matrix(from: query)
        } throws: { error in
            (error as? QueryError)?.message.contains(message) == true
        }
    }

    @Test("a matrix is capped at 500 tiles; 480 (the matrix command's default) is allowed")
    func cap() throws {
        let all = "widths=320,375,390,393,402,430,440,744,820,1024&categories=xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5"
        #expect(try MatrixQuery.matrix(from: all).count == 480)
        let tooMany = "widths=320,375,390,393,402,430,440,744,820,1024,1100&categories="
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ",")
        #expect {
            try MatrixQuery.matrix(from: tooMany)
        } throws: { error in
            (error as? QueryError)?.message
                == "the matrix has 528 tiles (11 widths × 12 categories × 2 schemes × 2 directions); "
                + "a page shows at most 500: choose fewer widths or categories"
        }
    }

    @Test("a query longer than 4 KiB is refused before it is read")
    func length() {
        let query = "widths=" + Array(repeating: "320", count: 2000).joined(separator: ",")
        #expect {
            try MatrixQuery.matrix(from: query)
        } throws: { error in
            (error as? QueryError)?.message == "the query is longer than 4096 bytes"
        }
    }

    @Test("a tile's query needs each of its four values exactly once")
    func tileQuery() throws {
        let environment = try TileEnvironment(query: "width=390&category=AX3&scheme=dark&direction=rtl")
        #expect(environment == TileEnvironment(width: 390, category: .accessibilityExtraLarge, scheme: .dark, direction: .rtl))
        #expect(environment.query == "width=390&category=AX3&scheme=dark&direction=rtl")
        #expect(environment.identifier == "t390-AX3-dark-rtl")
        #expect(environment.label == "390 pt · AX3 · dark · rtl")
        #expect(TileEnvironment(width: 320.5, category: .large, scheme: .light, direction: .ltr).identifier
            == "t320_5-L-light-ltr")
        for query in [
            "width=390&category=AX3&scheme=dark", "width=390,391&category=AX3&scheme=dark&direction=rtl",
            "width=390&category=AX3&scheme=dark&direction=rtl&widths=3",
        ] {
            #expect(throws: QueryError.self) { try TileEnvironment(query: query) }
        }
    }

    @Test("tile environments run by width, then category, scheme, direction")
    func order() throws {
        let matrix = try MatrixQuery.matrix(from: "widths=320,390&categories=L&schemes=light,dark&directions=ltr,rtl")
        #expect(
            matrix.tileEnvironments.map(\.identifier) == [
                "t320-L-light-ltr", "t320-L-light-rtl", "t320-L-dark-ltr", "t320-L-dark-rtl",
                "t390-L-light-ltr", "t390-L-light-rtl", "t390-L-dark-ltr", "t390-L-dark-rtl",
            ])
    }
}
#endif
