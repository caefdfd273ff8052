import Testing

@testable import CKGenCore

/// Issue 34, item 3: templates are bounded in nesting (sections and partials together, along a chain of includes)
/// and in the text they stand for with every partial written out; beyond either bound, a located error naming the
/// template, before the engine parses or renders anything.
@Suite("Template bounds")
struct TemplateBoundsTests {
    static func nested(_ depth: Int) -> String {
        String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
    }

    static func check(_ sources: [String: String], nesting: Int = 64, size: Int = 4 * 1024 * 1024) throws {
        try TemplateBounds.check(
            sources: sources,
            main: "Main",
            path: { "T/\($0).mustache" },
            nestingLimit: nesting,
            expandedSizeLimit: size
        )
    }

    @Test("sections nested up to the limit are rendered; one more is a located error", arguments: [63, 64, 65])
    func sectionNesting(_ depth: Int) throws {
        let sources = ["Main": Self.nested(depth)]
        if depth <= TemplateBounds.nestingLimit {
            try Self.check(sources)
            // And the engine parses and renders them.
            let set = TemplateSet(sources: ["CKGen.swift": Self.nested(depth)])
            _ = try set.library()
        } else {
            #expect {
                try Self.check(sources)
            } throws: { error in
                let diagnostic = error as? Diagnostic
                return diagnostic?.id == "ckgen.rendering.render"
                    && diagnostic?.location == SourceLocation(file: "T/Main.mustache", line: 1, column: 1 + 6 * 64)
                    && diagnostic?.message.contains("'Main.mustache' nests sections and partials more than 64") == true
            }
        }
    }

    @Test(
        "partials count towards the nesting: one section and a chain of includes 6, 7 and 8 deep, the limit 7",
        arguments: [5, 6, 7]
    )
    func partialNesting(_ includes: Int) throws {
        // Main (one section) → P1 → … → P(includes): 1 + includes levels.
        var sources = ["Main": "{{#a}}{{> P1}}{{/a}}"]
        for level in 1..<includes { sources["P\(level)"] = "{{> P\(level + 1)}}" }
        sources["P\(includes)"] = "x"
        if 1 + includes <= 7 {
            try Self.check(sources, nesting: 7)
        } else {
            #expect {
                try Self.check(sources, nesting: 7)
            } throws: { error in
                (error as? Diagnostic)?.location == SourceLocation(file: "T/P6.mustache", line: 1, column: 1)
            }
        }
    }

    @Test("expanded text up to the limit is rendered; past it, an error at the include", arguments: [-1, 0, 1])
    func expandedSize(_ delta: Int) throws {
        // Main includes P twice: 2 bytes of tags count as Main's own text.
        let include = "{{>P}}"
        let main = include + include
        let partial = String(repeating: "x", count: 40)
        let total = main.utf8.count + 2 * partial.utf8.count
        let sources = ["Main": main, "P": partial]
        if delta >= 0 {
            try Self.check(sources, size: total + delta)
        } else {
            #expect {
                try Self.check(sources, size: total + delta)
            } throws: { error in
                let diagnostic = error as? Diagnostic
                return diagnostic?.location == SourceLocation(file: "T/Main.mustache", line: 1, column: 7)
                    && diagnostic?.message.hasPrefix("template 'Main.mustache' includes 'P', and with every") == true
            }
        }
    }

    @Test("partials that each include the next twice, 40 deep: an error, found without rendering")
    func doublingIncludes() throws {
        var sources = ["CKGen.swift": "{{> P0}}{{> P0}}"]
        for level in 0..<40 { sources["P\(level)"] = "p\(level) {{> P\(level + 1)}}{{> P\(level + 1)}}\n" }
        sources["P40"] = "end\n"
        #expect {
            _ = try TemplateSet(sources: sources).library()
        } throws: { error in
            (error as? Diagnostic)?.message.contains("with every partial written out in place") == true
        }
        // Near miss: the same chain including the next once renders.
        var linear = ["CKGen.swift": "{{> P0}}"]
        for level in 0..<40 { linear["P\(level)"] = "p\(level) {{> P\(level + 1)}}\n" }
        linear["P40"] = "end\n"
        _ = try TemplateSet(sources: linear).library()
    }

    @Test("20,000 nested sections: an error, before the engine parses them; in a template nothing includes, too")
    func deeplyNestedSections() throws {
        for sources in [
            ["CKGen.swift": Self.nested(20_000)], ["CKGen.swift": "x", "Unused": Self.nested(20_000)],
        ] {
            #expect {
                _ = try TemplateSet(sources: sources).library()
            } throws: { error in
                (error as? Diagnostic)?.message.contains("more than 64 deep") == true
            }
        }
    }

    @Test("a changed delimiter is followed; tags in the new one count, the old spelling is text")
    func delimiters() throws {
        let deep = "{{=<% %>=}}" + String(repeating: "<%#a%>", count: 3) + String(repeating: "<%/a%>", count: 3)
        #expect(throws: Diagnostic.self) { try Self.check(["Main": deep], nesting: 2) }
        let text = "{{=<% %>=}}" + String(repeating: "{{#a}}", count: 3)
        try Self.check(["Main": text], nesting: 2)
    }
}
