import Foundation
import Testing

/// Issue 17, item 10: declarations whose text once turned into code that does not compile, or whose annotations
/// were dropped depending on unrelated text. Each is now either generated correctly (and type-checks against the
/// runtime) or reported at its line.
@Suite("Adversarial: declaration shapes")
struct DeclarationShapeTests {
    private func generate(_ source: String) throws -> (CKGen.Run, Scenario) {
        let scenario = try Scenario("shapes", files: ["Sources/A.swift": "import ComponentRuntime\n\n" + source])
        let (run, _) = try scenario.generate()
        return (run, scenario)
    }

    @Test("parameter specifiers are not part of the type")
    func parameterSpecifiers() throws {
        let (run, scenario) = try generate(
            """
            /// @ck.view
            final class SpecView: UIView {
                func setTitle(_ title: borrowing String) {}
                func setCount(_ count: consuming Int) {}
                func setName(_ name: sending String) {}
            }
            """
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(scenario.output?.contains("static func title(_ title: String) -> Self") == true)
        #expect(scenario.output?.contains("borrowing") == false)
        #expect(try scenario.typeCheckErrors() == "", "generated code does not type-check")
    }

    @Test("Set(…), Optional(…), Array(repeating:count:) initial values need a type annotation: a located warning")
    func genericInitialValues() throws {
        let (run, scenario) = try generate(
            """
            /// @ck.view
            final class InitView: UIView {
                var tags = Set(["a"])
                var maybe = Optional(3)
                var list = Array(repeating: 0, count: 3)
                var count = Int(3)
            }
            """
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Sources/A.swift:5:9: warning: ckgen cannot tell the type of 'tags'"))
        #expect(run.standardError.contains("Sources/A.swift:6:9: warning: ckgen cannot tell the type of 'maybe'"))
        #expect(run.standardError.contains("Sources/A.swift:7:9: warning: ckgen cannot tell the type of 'list'"))
        #expect(scenario.output?.contains("static func count(_ value: Int) -> Self") == true)
        #expect(try scenario.typeCheckErrors() == "", "generated code does not type-check")
    }

    @Test(
        "an annotated type inside a function: a located warning, whatever else the file holds",
        arguments: ["", "let unrelated = \"controlAction\"\n"]
    )
    func localTypes(unrelated: String) throws {
        let (run, scenario) = try generate(
            unrelated + """
                @MainActor func makeThings() {
                    /// @ck.view
                    final class LocalView: UIView {
                        var x: Int = 0
                    }
                    _ = LocalView()
                }
                """
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "warning: 'LocalView' is declared inside a function or closure, where generated code cannot refer to it"
            ),
            "\(run.standardError)"
        )
        #expect(scenario.output?.contains("LocalView") == false)
        #expect(try scenario.typeCheckErrors() == "", "generated code does not type-check")
    }

    @Test("a view nested in a generic type: a located error")
    func viewInGenericType() throws {
        let (run, _) = try generate(
            """
            struct Box<T> {
                /// @ck.view
                final class Inner: UIView {
                    var x: Int = 0
                }
            }
            """
        )
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix(
                "Sources/A.swift:4:9: error: '@ck.view' cannot be used on the generic class 'Box.Inner'"
            ),
            "\(run.standardError)"
        )
    }

    @Test("backticked type names, '@ck.event(\"_\")' and keyword action names generate code that type-checks")
    func spelling() throws {
        let (run, scenario) = try generate(
            """
            /// @ck.view
            final class `Backticked`: UIView {
                var y: Int = 0
            }
            /// @ck.eventProxy
            final class Proxy {
                /// @ck.event("_")
                func underscore() {}
            }
            final class `KeywordComponent`: CompositeComponent {
                /// @ck.action
                func `default`() {}
                init() { super.init(scope: "keyword") }
                /// @ck.action
                func `self`() {}
            }
            final class `KeywordComponentController`: ComponentController<KeywordComponent> {}
            """
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("Controler"), "\(run.standardError)")
        #expect(scenario.output?.contains("extension ComponentRuntime.AttributeValue where V: Backticked {") == true)
        #expect(scenario.output?.contains("static let event_ = ComponentRuntime.EventName(\"_\")") == true)
        #expect(try scenario.typeCheckErrors() == "", "generated code does not type-check")
    }
}
