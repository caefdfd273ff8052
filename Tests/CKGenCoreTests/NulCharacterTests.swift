import Foundation
import Testing

@testable import CKGenCore

@Suite("Parsing: NUL characters")
struct NulCharacterTests {
    @Test("a NUL character is a located error, not a crash inside swift-syntax")
    func nulCharacter() {
        let source = "final class A {\n    var x = 1\u{0}2\n}\n"
        let parsed = SourceFileParser.parse(path: "A.swift", data: Data(source.utf8))
        #expect(
            parsed.diagnostics.map(\.description) == [
                "A.swift:2:14: error: this file contains a NUL character, which Swift source cannot hold; ckgen did not read it"
            ]
        )
    }
}
