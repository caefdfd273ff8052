import Foundation
import Testing

@testable import CKGenCore

/// The contract of the two `TemplateEngine`s: ckgen renders its own templates through their compiled form
/// (`CompiledTemplates`) and every other template set through swift-mustache (`MustacheTemplateEngine`); whatever
/// the compiled engine renders, swift-mustache renders the same, so which one ran never shows.
@Suite("Template engine contract: the compiled templates render as swift-mustache does")
struct TemplateEngineContractTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("the default templates compile")
    func defaultsCompile() {
        #expect(TemplateSet.defaults.compiled != nil)
    }

    @Test("every fixture's plan renders the same through both engines, at both access levels")
    func fixturesRenderAlike() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        var compared = 0
        for name in names {
            let input = Self.fixtures.appendingPathComponent("\(name)/input")
            guard FileManager.default.fileExists(atPath: input.path) else { continue }
            let diagnostics = Diagnostics()
            let pipeline = GeneratorPipeline(options: GeneratorOptions(inputs: [input.path], moduleName: "MyApp"))
            let plan = try #require(pipeline.run(until: .plan, diagnostics: diagnostics).plan)
            for access in GeneratedAccessLevel.allCases {
                // The engines themselves, through the protocol: the same bytes, before the renderer tidies them.
                let values = TemplateContext.values(plan, accessLevel: access)
                let engines: [any TemplateEngine] = [
                    try #require(TemplateSet.defaults.compiled), try MustacheTemplateEngine(.defaults),
                ]
                let raw = try engines.map { try $0.render(values, main: TemplateSet.mainTemplate) }
                #expect(raw[0] != nil && raw[0] == raw[1], "\(name), \(access)")
                // And the renderer, which picks the compiled engine, against swift-mustache.
                let context = TemplateContext.make(plan, accessLevel: access)
                let general = try Renderer.renderWithTemplateEngine(context, templates: .defaults).contents
                let compiled = try Renderer.render(plan, accessLevel: access, templates: .defaults).contents
                #expect(compiled == general, "\(name), \(access)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    @Test("a module with more views and controllers than one core renders (the halves of a long list) renders alike")
    func longListsRenderAlike() throws {
        // Views and components, each more than the list length rendered on two cores.
        var source = ""
        for index in 0..<(CompiledTemplates.sharedListLength + 7) {
            source += """
                /// @ck.view
                final class View\(index): UIView {
                    var title\(index) = ""
                }
                final class Card\(index)Component: CompositeComponent {
                    init() { super.init(scope: "card") }
                }
                final class Card\(index)ComponentController: ComponentController<Card\(index)Component> {
                    /// @ck.action
                    func tap\(index)() {}
                }

                """
        }
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.count > CompiledTemplates.sharedListLength)
        let context = TemplateContext.make(plan, accessLevel: .internal)
        let general = try Renderer.renderWithTemplateEngine(context, templates: .defaults).contents
        let compiled = try Renderer.render(plan, accessLevel: .internal, templates: .defaults).contents
        #expect(compiled == general)
    }

    @Test("templates outside the compiled subset are left to the template engine")
    func unsupportedTemplatesDoNotCompile() {
        let main = "{{% CONTENT_TYPE: TEXT}}\n"
        #expect(CompiledTemplates(sources: ["CKGen.swift": main + "{{#a}}x{{/a}}\n"]) == nil, "inline section")
        #expect(CompiledTemplates(sources: ["CKGen.swift": main + "{{a.b}}\n"]) == nil, "dotted name")
        #expect(CompiledTemplates(sources: ["CKGen.swift": main + "{{{a}}}\n"]) == nil, "triple mustache")
        #expect(
            CompiledTemplates(sources: ["CKGen.swift": main + "  {{> P}}\n", "P": main]) == nil,
            "indented partial"
        )
        #expect(CompiledTemplates(sources: ["CKGen.swift": "{{a}}\n"]) == nil, "HTML escaping")
        #expect(CompiledTemplates(sources: ["CKGen.swift": main + "{{#a}}\n"]) == nil, "unclosed section")
        #expect(CompiledTemplates(sources: ["CKGen.swift": main + "{{#a}}\n{{/a}}\n"]) != nil)
    }

    @Test("sections, inverted sections, lists and list positions render as Mustache renders them")
    func semantics() throws {
        // Names from the context ckgen builds (RenderKey): the compiled templates look up only those.
        let main = """
            {{% CONTENT_TYPE: TEXT}}
            head {{module}}
            {{#views}}
              {{#condition}}
            #if {{.}}
              {{/condition}}
            - {{name}} in {{module}}
            {{^last()}}
            ,
            {{/last()}}
            {{/views}}
            {{^views}}
            none
            {{/views}}
            {{#hasContent}}
            flag {{hasContent}}
            {{/hasContent}}
            {{> Tail}}
            """
        let tail = "{{% CONTENT_TYPE: TEXT}}\n{{#first()}}\nnever\n{{/first()}}\ntail {{doc}}{{unknownName}}.\n"
        let sources = ["CKGen.swift": main, "Tail": tail]
        let compiled = try #require(CompiledTemplates(sources: sources))
        let contexts: [[String: Any]] = [
            [
                "module": "T", "hasContent": true,
                "views": [["name": "a", "condition": "DEBUG"], ["name": "b", "module": "inner"]] as [[String: Any]],
            ],
            ["module": "<&>", "hasContent": false, "views": [[String: Any]]()],
        ]
        for context in contexts {
            let root = try #require(RenderValue(context))
            let fast = try #require(compiled.render(root, main: "CKGen.swift"))
            let library = try TemplateSet(sources: sources).library()
            let general = try #require(library.render(context, withTemplate: "CKGen.swift"))
            #expect(fast == general)
        }
    }
}
