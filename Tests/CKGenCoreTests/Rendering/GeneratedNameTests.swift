import Testing

@testable import CKGenCore

/// Issue 41: names the generated code writes where Swift reads them otherwise — a factory named as its view
/// (`_ThemedView`, `🎨View`: no leading capital to lower), and `precedencegroup` and `await`, which are no
/// keywords but start a declaration or an expression.
@Suite("Generated names")
struct GeneratedNameTests {
    static func view(_ name: String) -> String {
        """
        import UIKit
        /// @ck.view
        final class \(name): UIView {
            init(theme: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("a factory named as its view makes the view through 'V'", arguments: ["_ThemedView", "🎨View"])
    func factoryNamedAsView(_ name: String) throws {
        let output = try Snippets(Self.view(name)).render()
        // `🎨View` is no plain identifier: it is written in backticks.
        #expect(output.contains("static func \(TemplateContext.swift(name))(theme: Int) -> Self {"), "\(output)")
        #expect(output.contains("arguments: V.InitThemeArguments(theme: theme)"), "\(output)")
        #expect(output.contains("            V(theme: theme)\n"), "\(output)")
    }

    @Test(
        "near miss: a factory whose name differs from its view's names the view",
        arguments: ["ThemedView", "URLView"]
    )
    func factoryNamedOtherwise(_ name: String) throws {
        let output = try Snippets(Self.view(name)).render()
        #expect(output.contains("arguments: \(name).InitThemeArguments(theme: theme)"), "\(output)")
        #expect(output.contains("            \(name)(theme: theme)\n"), "\(output)")
    }

    @Test("'precedencegroup' and 'await' are written in backticks where generated code names them")
    func contextualWords() throws {
        let output = try Snippets(
            """
            import UIKit
            /// @ck.view
            final class CardView: UIView {
                var `precedencegroup`: Int = 0
                func setPair(_ first: Int, await: Int) {}
            }
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func `precedencegroup`() {}
                /// @ck.action
                func `await`(_ sender: Any) {}
                init() { super.init(scope: "card") }
            }
            """
        ).render()
        #expect(output.contains("static func `precedencegroup`(_ value: Int) -> Self {"), "\(output)")
        #expect(output.contains("view.`precedencegroup` = value"), "\(output)")
        #expect(output.contains("static func pair(_ first: Int, `await`: Int) -> Self {"), "\(output)")
        #expect(output.contains("CardView.SetPairArguments(first: first, await: `await`)"), "\(output)")
        #expect(output.contains("static let `precedencegroup` = ComponentRuntime.ActionSelector("), "\(output)")
        #expect(output.contains("static let `await` = ComponentRuntime.ActionSelector("), "\(output)")
        #expect(output.contains("target.`precedencegroup`()"), "\(output)")
    }
}
