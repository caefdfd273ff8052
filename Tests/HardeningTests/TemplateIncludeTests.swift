import Foundation
import Testing

/// Issue 17, item 2 (SPEC V10): templates that include themselves or each other would recurse until the stack
/// overflows, and a missing partial would render as nothing. Both are located errors, and nothing is written.
@Suite("Adversarial: template includes")
struct TemplateIncludeTests {
    static let view = "/// @ck.view\nfinal class V: UIView {\n    var x: Int = 0\n}\n"

    private func generate(templates: [String: String]) throws -> (CKGen.Run, Scenario) {
        var files = ["Sources/V.swift": Self.view]
        for (name, text) in templates { files["Templates/\(name)"] = text }
        let scenario = try Scenario("templates", files: files)
        let (run, _) = try scenario.generate(extra: ["--templates", "Templates"])
        return (run, scenario)
    }

    @Test("a template that includes itself: a located error")
    func selfInclude() throws {
        let (run, scenario) = try generate(templates: [
            "ViewAttributes.mustache": "// views\n{{#views}}\n  {{> ViewAttributes}}\n{{/views}}\n"
        ])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Templates/ViewAttributes.mustache:3:3: error: template 'ViewAttributes.mustache' includes "
                    + "'ViewAttributes', which includes it again (ViewAttributes → ViewAttributes)"
            ),
            "\(run.standardError)"
        )
        #expect(scenario.output == nil)
    }

    @Test("two templates that include each other: a located error naming the cycle")
    func mutualInclude() throws {
        let (run, _) = try generate(templates: [
            "ViewAttributes.mustache": "{{> Ping}}\n",
            "Ping.mustache": "ping {{=<% %>=}}<%> ViewAttributes %>\n",
        ])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Templates/Ping.mustache:1:17: error: template 'Ping.mustache' includes 'ViewAttributes', which "
                    + "includes it again (ViewAttributes → Ping → ViewAttributes)"
            ),
            "\(run.standardError)"
        )
    }

    @Test("a partial that does not exist: a located error with a suggestion")
    func missingPartial() throws {
        let (run, scenario) = try generate(templates: [
            "ViewAttributes.mustache": "// views\n{{> ViewAttribute}}\n"
        ])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Templates/ViewAttributes.mustache:2:1: error: template 'ViewAttributes.mustache' includes "
                    + "'ViewAttribute', but there is no template 'ViewAttribute.mustache'; did you mean 'ViewAttributes'?"
            ),
            "\(run.standardError)"
        )
        #expect(scenario.output == nil)
    }

    @Test("partials that are included twice, but not in a cycle, still render")
    func diamond() throws {
        let (run, scenario) = try generate(templates: [
            "ViewAttributes.mustache": "{{> Shared}}{{> Shared}}\n",
            "Shared.mustache": "// shared\n",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("// shared\n// shared") == true)
    }
}

/// Issue 34, item 3: templates beyond ckgen's bounds (nesting, expanded size) end in a located error, exit 1 and
/// nothing written, instead of a crash or a run that never ends.
@Suite("Adversarial: template bounds")
struct TemplateBoundsCLITests {
    @Test("20,000 nested sections, and partials that each include the next twice 40 deep: located errors")
    func unbounded() throws {
        let nested = String(repeating: "{{#views}}", count: 20_000) + String(repeating: "{{/views}}", count: 20_000)
        var doubling = ["Templates/CKGen.swift.mustache": "{{> P0}}\n", "Templates/P40.mustache": "end\n"]
        for level in 0..<40 {
            doubling["Templates/P\(level).mustache"] = "{{> P\(level + 1)}}{{> P\(level + 1)}}\n"
        }
        for (templates, prefix) in [
            (["Templates/CKGen.swift.mustache": nested], "Templates/CKGen.swift.mustache:1:641: error: template"),
            (doubling, "Templates/P"),
        ] {
            var files = templates
            files["Sources/V.swift"] = TemplateIncludeTests.view
            let scenario = try Scenario("template-bounds", files: files)
            let (run, _) = try scenario.generate(extra: ["--templates", "Templates"])
            #expect(run.status == 1)
            #expect(run.standardError.hasPrefix(prefix), "\(run.standardError)")
            #expect(scenario.output == nil)
        }
    }
}
