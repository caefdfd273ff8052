import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import CKGenCore

/// Lines as the compiler counts them, whatever breaks them, and `class` members read as type members, by both
/// of ckgen's readers.
@Suite("Parsing: line breaks of every kind, and class members")
struct SourcePositionAndStaticTests {
    @Test(
        "each offset's line and column are swift-syntax's, with \\n, \\r and \\r\\n breaks (a pair is one break)",
        arguments: ["a\nb\nc", "a\r\nb\r\nc", "a\rb\rc", "a\r\n\r\nb", "a\n\rb", "\r\n", "a\r\r\nb\n", "x"]
    )
    func lineTableMatchesSwiftSyntax(_ text: String) {
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        let converter = SourceLocationConverter(fileName: "A.swift", tree: Parser.parse(source: text))
        for offset in 0...bytes.count {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let found = table.location(ofOffset: offset)
            #expect(
                found.line == expected.line && found.column == expected.column,
                "offset \(offset) of \(text.debugDescription)"
            )
        }
    }

    @Test("a declaration after CRLF breaks is reported on its own line, not twice as far down")
    func crlfDeclarationLine() throws {
        let source =
            "import UIKit\r\n\r\n/// @ck.view\r\nfinal class CardView: UIView {\r\n    var title = \"\"\r\n}\r\n"
        let file = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        let type = try #require(file.declarations.first)
        #expect(type.location.line == 4)
        #expect(type.properties.first?.location.line == 5)
    }

    @Test("'class var' and 'class func' are type members, as 'static' ones are; instance members are not")
    func classMembersAreStatic() throws {
        let source = """
            final class CardView: UIView {
                class var shared: Int { 1 }
                static var count = 0
                var title = ""
                class func make() {}
                static func reset() {}
                func update() {}
            }
            """
        let file = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        let type = try #require(file.declarations.first)
        #expect(type.properties.map(\.name) == ["shared", "count", "title"])
        #expect(type.properties.map(\.isStatic) == [true, true, false])
        #expect(type.methods.map(\.name) == ["make", "reset", "update"])
        #expect(type.methods.map(\.isStatic) == [true, true, false])
    }

    @Test("the plain reader, where it reads a file with stored class-bound members, agrees with swift-syntax")
    func plainReaderAgreesOnTypeMembers() {
        let source = """
            final class CardView: UIView {
                static var count = 0
                var title = ""
                class func make() {}
                func update() {}
            }
            """
        let bytes = Array(source.utf8)
        let parsed = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        guard let plain = PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: NestingScan(bytes)) else {
            // Declining is allowed (swift-syntax then reads it); what it reads must not differ.
            return
        }
        #expect(plain == parsed)
    }
}
