import Foundation
import Testing

@testable import CKGenCore

/// Found by the fuzzer: swift-syntax's diagnostics stop the process on a `=` preceded by a space and a character its
/// lexer does not take for whitespace (U+0002, a vertical tab, a form feed), then followed by a space.
@Suite("Parsing: a '=' swift-syntax cannot mend")
struct UnmendableEqualTests {
    @Test(
        "where ckgen reads: swift-syntax's error for the '=', not a crash; elsewhere: nothing",
        arguments: ["\u{2}", "\u{B}", "\u{C}"]
    )
    func equal(_ character: String) {
        let source =
            "struct B { var y \(character)= 1 }\n/// @ck.view\nfinal class AView: UIView {\n    var x \(character)= false\n}\n"
        let parsed = SourceFileParser.parse(path: "A.swift", data: Data(source.utf8))
        #expect(
            parsed.diagnostics.map(\.description) == [
                "A.swift:4:12: error: '=' must have consistent whitespace on both sides (in a declaration ckgen reads; "
                    + "nothing was generated)"
            ]
        )
    }
}
