import Testing

@testable import CKGenCore

@Suite("Parsing: annotations")
struct AnnotationParserTests {
    private func parse(_ text: String) -> AnnotationParser.Result? {
        AnnotationParser.parse(
            AnnotationParser.Line(text: Substring(text)) { SourceLocation(file: "f", line: 1, column: $0 + 1) }
        )
    }

    @Test("a marker without arguments")
    func plain() {
        guard case .annotation(let annotation)? = parse(" @ck.view") else { Issue.record("not parsed"); return }
        #expect(annotation.name == "view")
        #expect(annotation.arguments == nil)
        #expect(annotation.location.column == 2)
    }

    @Test("labelled and unlabelled string arguments, with escapes")
    func arguments() {
        guard case .annotation(let annotation)? = parse(#" @ck.attribute(id: "a\"b\\c\u{1F600}\n")"#) else {
            Issue.record("not parsed")
            return
        }
        #expect(annotation.argument("id")?.value == "a\"b\\c😀\n")
        guard case .annotation(let event)? = parse(#"@ck.event("Name")"#) else { Issue.record("not parsed"); return }
        #expect(event.argument(nil)?.value == "Name")
    }

    @Test("prose that mentions @ck. later in a line is not a marker")
    func prose() {
        #expect(parse(" Use @ck.view on views.") == nil)
    }

    @Test(
        "malformed markers are located errors",
        arguments: [
            (#" @ck.event("open"#, "unterminated string", 12),
            (#" @ck.event(name "x")"#, "expected ':' after argument label 'name'", 17),
            (#" @ck.event("x" "y")"#, "expected ',' or ')'", 16),
            (#" @ck.attribute(id: x)"#, "expected a string literal", 20),
            (" @ck.", "expected an annotation name", 6),
            (#" @ck.view extra"#, "unexpected text after '@ck.view'", 11),
            (#" @ck.event("\u{110000}")"#, "invalid unicode escape", 13),
        ]
    )
    func malformed(text: String, message: String, column: Int) {
        guard case .malformed(let diagnostic)? = parse(text) else {
            Issue.record("expected a diagnostic for \(text)")
            return
        }
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.location?.column == column)
        #expect(diagnostic.severity == .error)
    }
}

extension AnnotationParser.Result: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.annotation(let a), .annotation(let b)): a == b
        case (.malformed(let a), .malformed(let b)): a == b
        default: false
        }
    }
}
