import Foundation
import Testing

@testable import CKGenCore

/// The template set's checks as unit tests (issue 34, fresh bugs in rendering): a partial named at render time, a
/// cycle of includes with its exact chain, a missing partial with and without a suggestion, a missing main
/// template, and a templates folder that cannot be read. Each located where it is, beside its near miss.
@Suite("Templates: includes, the main template, user folders")
struct TemplateSetRuleTests {
    static func check(_ sources: [String: String]) -> Diagnostic? {
        do {
            try TemplatePartials.check(sources: sources, main: "Main", path: { "T/\($0).mustache" })
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    @Test("a partial named at render time: an error at its tag; a static one is fine")
    func dynamicPartial() throws {
        let diagnostic = try #require(Self.check(["Main": "x\n  {{>*which}}", "which": ""]))
        #expect(diagnostic.id == .renderingDynamicPartial)
        #expect(diagnostic.location == CKGenCore.SourceLocation(file: "T/Main.mustache", line: 2, column: 3))
        #expect(
            diagnostic.message
                == "template 'Main.mustache' includes a partial named at render time ('*which'); ckgen templates "
                + "name their partials, so ckgen can check them before rendering"
        )
        #expect(Self.check(["Main": "x\n  {{>which}}", "which": ""]) == nil)
    }

    @Test("a cycle through three templates: an error at the include that closes it, naming the chain in order")
    func cycle() throws {
        let diagnostic = try #require(
            Self.check(["Main": "{{>A}}", "A": "a {{>B}}", "B": "\n{{#x}}{{>C}}{{/x}}", "C": "{{>A}}"])
        )
        #expect(diagnostic.id == .renderingRecursivePartial)
        #expect(diagnostic.location == CKGenCore.SourceLocation(file: "T/C.mustache", line: 1, column: 1))
        #expect(
            diagnostic.message
                == "template 'C.mustache' includes 'A', which includes it again (A → B → C → A); rendering would "
                + "never end, so ckgen renders nothing"
        )
        // Near miss: the same chain without the last include, and a template included twice (a diamond).
        #expect(Self.check(["Main": "{{>A}}", "A": "a {{>B}}", "B": "{{>C}}", "C": "c"]) == nil)
        #expect(Self.check(["Main": "{{>A}}{{>B}}", "A": "{{>C}}", "B": "{{>C}}", "C": "c"]) == nil)
        #expect(Self.check(["Main": "{{>A}}{{>A}}", "A": "a"]) == nil)
    }

    @Test("a template that includes itself: the chain is the template twice")
    func selfInclude() throws {
        let diagnostic = try #require(Self.check(["Main": "{{>A}}", "A": "{{#x}}{{>A}}{{/x}}"]))
        #expect(diagnostic.message.contains("(A → A)"))
        #expect(diagnostic.location?.column == 7)
    }

    @Test("a missing partial far from every name: the templates there are, without the main one; no fix-it")
    func missingWithoutSuggestion() throws {
        let diagnostic = try #require(Self.check(["Main": "{{>Zzzzzzzz}}", "Alpha": "", "Beta": ""]))
        #expect(diagnostic.id == .renderingMissingPartial)
        #expect(
            diagnostic.message
                == "template 'Main.mustache' includes 'Zzzzzzzz', but there is no template 'Zzzzzzzz.mustache'; "
                + "templates: 'Alpha', 'Beta', 'Main'"
        )
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test("a missing partial close to one: a fix-it replacing exactly the name, where the name is")
    func missingWithSuggestion() throws {
        let source = "x\n{{>  Alpah }}"
        let diagnostic = try #require(Self.check(["Main": source, "Alpha": ""]))
        #expect(diagnostic.location == CKGenCore.SourceLocation(file: "T/Main.mustache", line: 2, column: 1))
        let edit = try #require(diagnostic.fixIts.first?.edits.first)
        #expect(edit.location == CKGenCore.SourceLocation(file: "T/Main.mustache", line: 2, column: 6))
        #expect(try FixItApplier.apply([edit], to: source) == "x\n{{>  Alpha }}")
    }

    @Test("no main template: an unlocated error; with one, the library has every template")
    func missingMain() throws {
        do {
            _ = try TemplateSet(sources: ["Other": "x"]).library()
            Issue.record("no error")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .renderingMissingTemplate)
            #expect(diagnostic.message == "there is no 'CKGen.swift.mustache' template to render")
            #expect(diagnostic.location == nil)
        }
        let library = try TemplateSet(sources: ["CKGen.swift": "{{>Other}}", "Other": "x"]).library()
        #expect(library.getTemplate(named: "Other") != nil)
    }

    @Test("template names: '.mustache' dropped, anything else kept; paths of defaults and of replacements")
    func names() throws {
        #expect(TemplateSet.templateName("CKGen.swift.mustache") == "CKGen.swift")
        #expect(TemplateSet.templateName("Partial.txt") == "Partial.txt")
        #expect(TemplateSet.templateName(".mustache") == "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-set-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "mine".write(to: folder.appendingPathComponent("Extra.mustache"), atomically: true, encoding: .utf8)
        try "ignored".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let set = try TemplateSet.overriding(with: folder)
        #expect(set.sources["Extra"] == "mine")
        #expect(set.sources["notes.txt"] == nil && set.sources["notes"] == nil)
        #expect(set.path(of: "Extra").hasSuffix("/Extra.mustache"))
        #expect(set.path(of: "CKGen.swift") == "Templates/CKGen.swift.mustache")
        #expect(set.compiled == nil)
        #expect(TemplateSet.defaults.compiled != nil)
    }

    @Test("a template that is not UTF-8, or a folder that cannot be listed: errors naming the file or folder")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-set-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.mustache")
        try Data([0xFF, 0xFE, 0x41]).write(to: bad)
        do {
            _ = try TemplateSet.overriding(with: folder)
            Issue.record("read")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .renderingTemplatesFolder)
            #expect(diagnostic.message == "cannot read template '\(bad.path)' as UTF-8 text")
            #expect(diagnostic.location?.line == 1 && diagnostic.location?.column == 1)
        }
        let missing = folder.appendingPathComponent("Missing")
        let at = CKGenCore.SourceLocation(file: "ckgen.yml", line: 3, column: 12)
        do {
            _ = try TemplateSet.overriding(with: missing, namedAt: at)
            Issue.record("read")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .renderingTemplatesFolder)
            #expect(diagnostic.message.hasPrefix("cannot read the templates folder '\(missing.path)': "))
            #expect(diagnostic.location == at)
        }
    }
}

/// A view named like the templates' generic parameter `V` is named through an alias in where clauses (issue 34,
/// fresh bugs in rendering); any other name is written as it is.
@Suite("Templates: where clauses naming a view called V")
struct WhereClauseSubjectTests {
    @Test("'V', 'V.Inner' and '`V`' go through an alias; 'Badge', 'Vx' and 'Outer.V' do not")
    func subjects() {
        let plain = TemplateContext.whereClauseSubject("V", access: "public ")
        #expect(plain.0 == "_CKGenView_V" && plain.1 == "public typealias _CKGenView_V = V")
        let nested = TemplateContext.whereClauseSubject("V.Inner", access: "")
        #expect(nested.0 == "_CKGenView_V_Inner" && nested.1 == "typealias _CKGenView_V_Inner = V.Inner")
        let quoted = TemplateContext.whereClauseSubject("`V`", access: "")
        #expect(quoted.0 == "_CKGenView_V" && quoted.1 == "typealias _CKGenView_V = `V`")
        for name in ["Badge", "Vx", "Outer.V"] {
            let subject = TemplateContext.whereClauseSubject(name, access: "")
            #expect(subject.0 == name && subject.1 == nil, "\(name)")
        }
    }
}
