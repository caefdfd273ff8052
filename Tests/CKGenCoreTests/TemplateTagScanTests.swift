import Testing

@testable import CKGenCore

/// The one scanner behind ``TemplateBounds`` and ``TemplatePartials``: each rule the template engine follows, from
/// both sides (the input it rejects or reads differently, and its near miss).
@Suite("Template tag scan")
struct TemplateTagScanTests {
    typealias Position = TemplateTagScan.Position

    /// The partials `source` includes, `*` before a name given at render time, `<` before a parent.
    static func partials(_ source: String) -> [String] {
        TemplateTagScan(source).tags.compactMap { tag in
            guard case .partial(let name, let isDynamic, let isParent) = tag.kind else { return nil }
            return (isParent ? "<" : "") + (isDynamic ? "*" : "") + name
        }
    }

    static func rejection(_ source: String) -> Position? { TemplateTagScan(source).rejection }

    @Test("the kind marker is the character right after the opening delimiter: a blank before it is a variable")
    func blankBeforeMarker() {
        for source in ["{{ >P}}", "{{ <P}}{{/P}}", "{{\t#a}}x{{/a}}", "{{ ^a}}{{/a}}", "{{ !c}}", "{{ =<% %>=}}"] {
            #expect(TemplateTagScan(source).tags == [], "\(source)")
            #expect(Self.rejection(source) == Position(line: 1, column: 1), "\(source)")
        }
        // Near misses: blanks after the marker.
        #expect(Self.partials("{{> P}}{{>Q }}{{>\tR\t}}") == ["P", "Q", "R"])
        #expect(Self.partials("{{< P }}{{/P}}") == ["<P"])
        let section = TemplateTagScan("{{# a }}x{{/ a }}")
        #expect(section.tags.map(\.kind) == [.section, .sectionEnd])
        #expect(section.rejection == nil)
        #expect(Self.rejection("{{! c }}{{= <% %> =}}") == nil)
    }

    @Test("a set-delimiter tag allows no blank between the final '=' and the closing delimiter")
    func blankAfterFinalEquals() {
        #expect(Self.partials("{{=<% %>= }}<%>P%>") == [])
        #expect(Self.rejection("{{=<% %>= }}<%>P%>") == Position(line: 1, column: 1))
        #expect(Self.rejection("x\n  {{=<% %>=\n}}") == Position(line: 2, column: 3))
        // Near misses: blanks anywhere before the final '='.
        for source in ["{{=<% %>=}}<%>P%>", "{{= <% %> =}}<%>P%>", "{{=\n<%\t%>\n=}}<%>P%>"] {
            #expect(Self.partials(source) == ["P"], "\(source)")
            #expect(Self.rejection(source) == nil, "\(source)")
        }
    }

    @Test("malformed set-delimiter tags: no closing delimiter given, '=' missing, or one left out")
    func malformedSetDelimiters() {
        for source in ["{{=<%%>=}}<%>P%>", "{{=<% =}}", "{{=<% %>}}", "{{=<% %>", "{{=<%"] {
            #expect(Self.rejection(source) == Position(line: 1, column: 1), "\(source)")
            #expect(Self.partials(source) == [], "\(source)")
        }
        // The engine reads the new delimiters up to blanks, not up to the old closing delimiter.
        #expect(Self.partials("{{=a}} b=}}a}}>P b") == ["P"])
    }

    @Test("changed delimiters: tags in the new ones count, the old spelling is text")
    func changedDelimiters() {
        let scan = TemplateTagScan("{{=<% %>=}}{{>Old}}<%#a%><%>New%><%/a%>")
        #expect(Self.partials("{{=<% %>=}}{{>Old}}<%#a%><%>New%><%/a%>") == ["New"])
        #expect(scan.tags.map(\.kind.isSectionTag) == [true, false, true])
        #expect(scan.tags[1].position == Position(line: 1, column: 26))
        // Changed back.
        #expect(Self.partials("{{=<% %>=}}<%={{ }}=%>{{>P}}<%>Q%>") == ["P"])
    }

    @Test("a delimiter changed inside a section holds until that section ends")
    func delimitersScopedToSection() {
        #expect(Self.partials("{{#a}}{{=<% %>=}}<%>In%><%/a%>{{>After}}<%>Text%>") == ["In", "After"])
        #expect(Self.rejection("{{#a}}{{=<% %>=}}<%>In%><%/a%>{{>After}}") == nil)
        // Near miss: changed outside the section, it holds after it.
        #expect(Self.partials("{{=<% %>=}}<%#a%><%>In%><%/a%>{{>Text}}<%>After%>") == ["In", "After"])
        // The end tag is read with the section's own delimiters.
        #expect(Self.rejection("{{#a}}{{=<% %>=}}{{/a}}") == Position(line: 1, column: 24))
    }

    @Test("comments hide tags; a comment ends at the first closing delimiter the engine's search finds")
    func comments() {
        #expect(Self.partials("{{! {{>Hidden}} }}{{>P}}") == ["P"])
        #expect(Self.partials("{{!\n{{>Hidden}}\n}}{{>P}}") == ["P"])
        // The engine's search does not back up: `%%>` does not end a comment closed by `%>`, so it runs on to the
        // `%>` of the next tag, and `P%>` is text.
        #expect(Self.partials("{{=<% %>=}}<%! 100%%><%>P%>") == [])
        #expect(Self.partials("{{=<% %>=}}<%! 100% %><%>P%>") == ["P"])
        #expect(Self.rejection("{{! never closed") == Position(line: 1, column: 1))
        #expect(Self.rejection("{{! closed }}") == nil)
    }

    @Test("triple mustaches need the third brace, and hold no partial")
    func tripleMustaches() {
        #expect(Self.partials("{{{a}}}{{>P}}") == ["P"])
        #expect(Self.rejection("{{{a}}}{{>P}}") == nil)
        #expect(Self.rejection("{{{a}}{{>P}}") == Position(line: 1, column: 1))
        #expect(Self.partials("{{{a}}{{>P}}") == [])
        #expect(Self.rejection("{{{>P}}}") == Position(line: 1, column: 1))
        #expect(Self.rejection("{{{a}}") == Position(line: 1, column: 1))
    }

    @Test("unclosed tags and sections stop the scan where the engine stops")
    func unclosed() {
        #expect(Self.partials("{{>P}}{{>Q") == ["P"])
        #expect(Self.rejection("{{>P}}\n{{>Q") == Position(line: 2, column: 1))
        #expect(Self.rejection("{{#a}}x") == Position(line: 1, column: 8))
        #expect(Self.rejection("{{#a}}x{{/b}}") == Position(line: 1, column: 8))
        #expect(Self.rejection("{{/a}}") == Position(line: 1, column: 1))
        #expect(Self.rejection("{{#a}}x{{/a}}") == nil)
        // A text ending in fewer characters than the delimiter, the first of them its first: the engine fails.
        #expect(Self.rejection("x{") == Position(line: 1, column: 2))
        #expect(Self.rejection("x{ ") == nil)
        #expect(Self.rejection("x{{") == nil)  // an opening delimiter at the very end is dropped
        #expect(Self.rejection("{{#a}}{{") == Position(line: 1, column: 9))
    }

    @Test("an opening delimiter followed by a line break is text")
    func delimiterThenLineBreak() {
        #expect(Self.partials("{{\n>P}}") == [])
        #expect(Self.rejection("{{\n>P}}") == nil)
        #expect(Self.partials("{{\r\n>P}}{{>Q}}") == ["Q"])
        #expect(Self.partials("{{>\nP}}") == ["P"])
    }

    @Test("partial names: dynamic ones, parents, the name's own position")
    func partialNames() {
        #expect(Self.partials("{{>*name}}{{> * name}}{{<*name}}{{/*name}}") == ["*name", "*name", "<*name"])
        #expect(Self.rejection("{{<* name}}{{/*name}}") == Position(line: 1, column: 1))
        #expect(Self.partials("{{>dir/P}}{{>a(b)}}{{>}}") == ["dir/P", "a(b)", ""])
        #expect(Self.rejection("{{>P Q}}") == Position(line: 1, column: 1))
        #expect(Self.rejection("{{>P!}}") == Position(line: 1, column: 1))
        let tags = TemplateTagScan("é\n  {{>\n   P}}{{< *Q}}{{/*Q}}").tags
        #expect(
            tags.map(\.position) == [
                Position(line: 2, column: 3), Position(line: 3, column: 7), .init(line: 3, column: 15),
            ]
        )
        #expect(
            tags.map(\.namePosition) == [
                Position(line: 3, column: 4), Position(line: 3, column: 12), .init(line: 3, column: 15),
            ]
        )
        // A multi-byte character moves columns by its UTF-8 length.
        #expect(TemplateTagScan("é{{> P}}").tags.first?.namePosition == Position(line: 1, column: 7))
    }

    @Test("section names and transforms: the end tag must repeat both")
    func sectionNames() {
        #expect(Self.rejection("{{#f(g(a))}}x{{/f(g(a))}}") == nil)
        #expect(Self.rejection("{{#f(g(a))}}x{{/g(a)}}") == Position(line: 1, column: 14))
        for malformed in ["{{#f(a}}", "{{#f(a))}}", "{{#f)a}}", "{{#f(a)b}}", "{{#f(g(a)}}", "{{#a b}}"] {
            #expect(Self.rejection(malformed + "{{/a}}") == Position(line: 1, column: 1), "\(malformed)")
        }
        // Blocks take no transforms.
        #expect(Self.rejection("{{$f(a)}}{{/f(a)}}") == Position(line: 1, column: 1))
        #expect(Self.rejection("{{$a}}{{/a}}") == nil)
    }

    @Test("a parent holds only text and block definitions")
    func parents() {
        #expect(Self.rejection("{{<P}}\n{{$b}}{{>Q}}{{/b}}\n{{/P}}") == nil)
        #expect(Self.partials("{{<P}}\n{{$b}}{{>Q}}{{/b}}\n{{/P}}") == ["<P", "Q"])
        for inside in ["{{>Q}}", "{{a}}", "{{#a}}{{/a}}", "{{%CONTENT_TYPE: TEXT}}", "{{=<% %>=}}<%$b%><%/b%>"] {
            let source = "{{<P}}" + inside + (inside.contains("<%") ? "<%/P%>" : "{{/P}}")
            #expect(Self.rejection(source) != nil, "\(source)")
        }
        // Comments and delimiter changes are neither.
        #expect(Self.rejection("{{<P}}{{! c }}{{=<% %>=}}<%/P%>") == nil)
    }

    @Test("pragmas: only CONTENT_TYPE, with a type the engine knows")
    func pragmas() {
        #expect(Self.rejection("{{%CONTENT_TYPE: TEXT}}{{% CONTENT_TYPE : HTML }}") == nil)
        for bad in ["{{%CONTENT_TYPE: XML}}", "{{%OTHER: TEXT}}", "{{%CONTENT_TYPE TEXT}}", "{{%: TEXT}}"] {
            #expect(Self.rejection(bad) == Position(line: 1, column: 1), "\(bad)")
        }
    }

    @Test("both callers see the same tags")
    func bothCallers() {
        let source = "{{#a}}{{=<% %>=}}<%>In%><%/a%>{{<Parent}}{{$b}}{{/b}}{{/Parent}}{{>*dynamic}}{{ >Rejected}}"
        #expect(TemplatePartials.references(in: source).map(\.name) == ["In", "Parent", "dynamic"])
        #expect(
            TemplateBounds.tags(in: source).map(\.description)
                == [
                    "open 1:1", "partial In 1:18", "close 1:25", "open 1:31", "partial Parent 1:31", "open 1:42",
                    "close 1:48", "close 1:54",
                ]
        )
    }

    @Test("a delimiter changed in a section no longer hides 20,000 nested sections after it from the bounds")
    func scopedDelimiterBounds() {
        let nested =
            String(repeating: "{{#b}}", count: 20_000) + String(repeating: "{{/b}}", count: 20_000)
        let source = "{{#a}}{{=<% %>=}}<%/a%>" + nested
        #expect {
            _ = try TemplateSet(sources: ["CKGen.swift": source]).library()
        } throws: { error in
            (error as? Diagnostic)?.id == .renderingRender
                && (error as? Diagnostic)?.location
                    == SourceLocation(file: "Templates/CKGen.swift.mustache", line: 1, column: 24 + 6 * 64)
        }
    }

    @Test("a partial after a delimiter changed in a section is checked: a missing one is a located error")
    func scopedDelimiterPartial() {
        #expect {
            _ = try TemplateSet(sources: ["CKGen.swift": "{{#a}}{{=<% %>=}}<%/a%>\n{{> Missing}}"]).library()
        } throws: { error in
            (error as? Diagnostic)?.id == .renderingMissingPartial
                && (error as? Diagnostic)?.location
                    == SourceLocation(file: "Templates/CKGen.swift.mustache", line: 2, column: 1)
        }
        // Near miss: the old spelling after a change outside any section is text, and nothing is missing.
        #expect(throws: Never.self) {
            _ = try TemplateSet(sources: ["CKGen.swift": "{{=<% %>=}}\n{{> Missing}}"]).library()
        }
    }

    @Test("a blank before the marker is the engine's syntax error, not a missing partial")
    func blankBeforeMarkerDiagnostic() {
        #expect {
            _ = try TemplateSet(sources: ["CKGen.swift": "{{ > Missing}}"]).library()
        } throws: { error in
            (error as? Diagnostic)?.id == .renderingTemplateSyntax
        }
    }
}

extension TemplateTagScan.Kind {
    var isSectionTag: Bool {
        switch self {
        case .section, .sectionEnd: true
        case .partial: false
        }
    }
}

extension TemplateBounds.Tag: CustomStringConvertible {
    /// The tag's kind and where it is, for comparing lists.
    var description: String {
        switch kind {
        case .open: "open \(line):\(column)"
        case .close: "close \(line):\(column)"
        case .partial(let name): "partial \(name) \(line):\(column)"
        }
    }
}
