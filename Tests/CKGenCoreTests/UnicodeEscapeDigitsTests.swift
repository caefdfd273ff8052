import Testing

@testable import CKGenCore

/// An annotation's string takes Swift's `\u{…}`: one to eight hex digits, as Swift's own lexer allows. Shown at the
/// limits: none, one, eight and nine digits.
@Suite("Parsing: \\u{…} escapes in annotation strings, by digit count")
struct UnicodeEscapeDigitsTests {
    private func parse(_ text: String) -> AnnotationParser.Result? {
        AnnotationParser.parse(
            AnnotationParser.Line(text: Substring(text)) { SourceLocation(file: "f", line: 1, column: $0 + 1) }
        )
    }

    @Test(
        "one to eight hex digits are read as the scalar they name",
        arguments: [("41", "A"), ("0041", "A"), ("0000041", "A"), ("00000041", "A"), ("1F600", "😀")]
    )
    func accepted(digits: String, value: String) {
        guard case .annotation(let annotation)? = parse(#"@ck.event("\u{"# + digits + #"}")"#) else {
            Issue.record("not parsed: \(digits)")
            return
        }
        #expect(annotation.argument(nil)?.value == value)
    }

    @Test(
        "no digits, nine digits or more, and a value past Unicode's range are located errors",
        arguments: ["", "000000041", "0000000041", "110000"]
    )
    func refused(digits: String) {
        guard case .malformed(let diagnostic)? = parse(#"@ck.event("\u{"# + digits + #"}")"#) else {
            Issue.record("accepted: \\u{\(digits)}")
            return
        }
        #expect(diagnostic.message.contains("invalid unicode escape"), "\(diagnostic.message)")
        #expect(diagnostic.location?.column == 12, "at the backslash")
    }
}
