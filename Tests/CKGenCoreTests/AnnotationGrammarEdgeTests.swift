import Testing

@testable import CKGenCore

/// The annotation grammar at its edges (issue 34, fresh bugs in parsing): every escape, identifiers with digits
/// and underscores, blanks and a doc block's `*`, and where each malformed marker is reported.
@Suite("Annotation grammar: escapes, names, blanks")
struct AnnotationGrammarEdgeTests {
    static func parse(_ text: String) -> AnnotationParser.Result? {
        AnnotationParser.parse(
            AnnotationParser.Line(text: Substring(text)) {
                CKGenCore.SourceLocation(file: "f", line: 1, column: $0 + 1)
            }
        )
    }

    static func value(_ text: String) -> String? {
        guard case .annotation(let annotation)? = parse(text) else { return nil }
        return annotation.arguments?.first?.value
    }

    static func error(_ text: String) -> (message: String, column: Int)? {
        guard case .malformed(let diagnostic)? = parse(text) else { return nil }
        return (diagnostic.message, diagnostic.location?.column ?? 0)
    }

    @Test("every escape Swift strings have: quote, backslash, n, t, r, 0, apostrophe, unicode")
    func escapes() {
        #expect(Self.value(#"@ck.event("a\tb")"#) == "a\tb")
        #expect(Self.value(#"@ck.event("a\rb")"#) == "a\rb")
        #expect(Self.value(#"@ck.event("a\0b")"#) == "a\u{0}b")
        #expect(Self.value(#"@ck.event("a\'b")"#) == "a'b")
        #expect(Self.value(#"@ck.event("a\nb")"#) == "a\nb")
        #expect(Self.value(#"@ck.event("\"\\")"#) == "\"\\")
        #expect(Self.value(#"@ck.event("\u{41}\u{1F600}z")"#) == "A😀z")
        #expect(Self.value(#"@ck.event("")"#) == "")
        #expect(Self.value(#"@ck.event("é ü")"#) == "é ü")
    }

    @Test("an unknown escape, or '\\u' without a brace, is an error at the backslash")
    func badEscapes() {
        let unknown = Self.error(#"@ck.event("ab\qc")"#)
        #expect(unknown?.column == 14)
        #expect(unknown?.message == "invalid escape '\\q' in a string")
        let brace = Self.error(#"@ck.event("a\u41")"#)
        #expect(brace?.message == "expected '{' after '\\u' in a string; write '\\u{1F600}'")
        #expect(brace?.column == 13)
        #expect(Self.error(#"@ck.event("a\"#)?.message.contains("unterminated string") == true)
    }

    @Test("names: letters, '_' and digits after the first character; a leading digit is no name")
    func names() {
        guard case .annotation(let annotation)? = Self.parse("@ck.view_2x") else {
            Issue.record("not parsed")
            return
        }
        #expect(annotation.name == "view_2x")
        guard case .annotation(let underscored)? = Self.parse("@ck._a") else {
            Issue.record("not parsed")
            return
        }
        #expect(underscored.name == "_a")
        #expect(Self.error("@ck.2view")?.message.contains("expected an annotation name") == true)
        #expect(Self.error("@ck.2view")?.column == 5)
        guard case .annotation(let labelled)? = Self.parse(#"@ck.attribute(id_2: "x")"#) else {
            Issue.record("not parsed")
            return
        }
        #expect(labelled.arguments?.first?.label == "id_2")
    }

    @Test("blanks: tabs and spaces before the marker, a doc block's '*', blanks around arguments and after")
    func blanks() {
        for text in ["\t @ck.view", " * @ck.view", "*@ck.view", " *\t@ck.view  ", "@ck.view ( ) \t"] {
            guard case .annotation(let annotation)? = Self.parse(text) else {
                Issue.record("not parsed: \(text)")
                continue
            }
            #expect(annotation.name == "view", "\(text)")
        }
        guard case .annotation(let spaced)? = Self.parse(#"@ck.attribute( id : "x" , other:"y" )"#) else {
            Issue.record("not parsed")
            return
        }
        #expect(spaced.arguments?.map(\.label) == ["id", "other"])
        #expect(spaced.arguments?.map(\.value) == ["x", "y"])
        #expect(spaced.arguments?.map(\.location.column) == [16, 27])
        // Two stars, or text before the marker, is prose.
        #expect(Self.parse("** @ck.view") == nil)
        #expect(Self.parse("see @ck.view") == nil)
    }

    @Test("an empty argument list is no arguments given; a trailing comma is an error")
    func argumentLists() {
        guard case .annotation(let empty)? = Self.parse("@ck.view()") else {
            Issue.record("not parsed")
            return
        }
        #expect(empty.arguments == [])
        guard case .annotation(let none)? = Self.parse("@ck.view") else {
            Issue.record("not parsed")
            return
        }
        #expect(none.arguments == nil)
        #expect(Self.error(#"@ck.event("a",)"#) != nil)
        #expect(Self.error(#"@ck.event("a""#) != nil)
    }
}
