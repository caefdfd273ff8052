import Foundation
import Testing

@testable import CKGenCore

@Suite("Rendering: snippets")
struct RenderingTests {
    @Test("a property and a one-argument setter become attribute constructors")
    func attributes() throws {
        let generated = try Snippets(
            """
            /// @ck.view
            final class Tag: UIView {
                var text: String = ""
                func setColor(_ color: UIColor) {}
            }
            """
        ).render()
        #expect(
            body(generated) == """
                // MARK: - Attribute tables (@ck.view)

                extension ComponentRuntime.AttributeValue where V: Tag {
                    /// Calls `setColor(_:)`.
                    static func color(_ color: UIColor) -> Self {
                        Self(
                            ComponentRuntime.ViewAttribute("MyApp.Tag.setColor(_:)") { view, value in
                                view.setColor(value)
                            },
                            color
                        )
                    }

                    /// Sets `text`.
                    static func text(_ value: String) -> Self {
                        Self(
                            ComponentRuntime.ViewAttribute("MyApp.Tag.text") { view, value in
                                view.text = value
                            },
                            value
                        )
                    }
                }
                """
        )
    }

    @Test("public access marks every generated declaration public")
    func publicAccess() throws {
        let generated = try Snippets(
            "/// @ck.eventProxy\npublic final class P {\n    /// @ck.event(\"E\")\n    public func e() {}\n}\n"
        )
        .render(access: .public)
        #expect(generated.contains("    public static let e = ComponentRuntime.EventName(\"E\")"))
        #expect(
            generated.contains(
                "    public func handleEvent(name: ComponentRuntime.EventName, userInfo: ComponentRuntime.UserInfo) -> Bool {"
            )
        )
    }

    @Test("identifiers and event names that need escaping become valid Swift literals")
    func escaping() throws {
        let generated = try Snippets(
            #"""
            /// @ck.view
            final class Quote: UIView {
                /// @ck.attribute(id: "a \"quoted\" \\ id */ with\nnewline and \u{1F600}")
                var text: String = ""
            }
            /// @ck.eventProxy
            final class P {
                /// @ck.event("Ünïcode \"event\"")
                func e() {}
            }
            """#
        ).render()
        #expect(
            generated.contains(#"ComponentRuntime.ViewAttribute("a \"quoted\" \\ id */ with\nnewline and \u{1F600}")"#)
        )
        // Identifiers may be Unicode (Swift allows it); string literals are escaped to plain ASCII.
        #expect(
            generated.contains(#"static let ünïcodeEvent = ComponentRuntime.EventName("\u{DC}n\u{EF}code \"event\"")"#)
        )
    }

    @Test("backtick identifiers keep their backticks where Swift needs them")
    func backticks() throws {
        let generated = try Snippets(
            """
            /// @ck.view
            final class K: UIView {
                var `default`: Int = 0
            }
            final class C: CompositeComponent {
                /// @ck.action
                func `return`() {}
            }
            """
        ).render()
        #expect(generated.contains("static func `default`(_ value: Int) -> Self"))
        #expect(generated.contains("view.`default` = value"))
        #expect(generated.contains("static let `return` = ComponentRuntime.ActionSelector(\"return\")"))
        #expect(generated.contains(".`return`: .withoutSender { target in target.`return`() }"))
    }

    @Test("user templates replace the defaults by name; a broken template is a clear error")
    func templates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-templates-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{{% CONTENT_TYPE: TEXT}}\n// custom for {{module}}\n".write(
            to: folder.appendingPathComponent("CKGen.swift.mustache"),
            atomically: true,
            encoding: .utf8
        )
        let custom = try TemplateSet.overriding(with: folder)
        let plan = GenerationPlan(moduleName: "Shop")
        #expect(try Renderer.render(plan, accessLevel: .internal, templates: custom).contents == "// custom for Shop\n")

        try "{{#unclosed}}".write(
            to: folder.appendingPathComponent("CKGen.swift.mustache"),
            atomically: true,
            encoding: .utf8
        )
        let broken = try TemplateSet.overriding(with: folder)
        #expect(throws: Diagnostic.self) { try Renderer.render(plan, accessLevel: .internal, templates: broken) }
    }

    @Test(
        "the embedded templates are the repository's Templates/ files, byte for byte (regenerate with embed-templates)"
    )
    func embeddedTemplatesMatchRepository() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        #expect(names.count == EmbeddedTemplates.byName.count)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(EmbeddedTemplates.byName[name] == text, "\(name)")
        }
    }
}
