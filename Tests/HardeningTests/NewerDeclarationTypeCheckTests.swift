import Foundation
import Testing

/// Issue 34, item 5: generic, parameter-pack and opaque-parameter initializers of a view, and a `~Copyable` State,
/// are left out with warnings, and what ckgen generates type-checks (before, a factory named `T` or spelt
/// `repeateachT`, and a StatefulComponent conformance for a State that cannot be copied).
@Suite("Newer Swift declarations: the generated code type-checks")
struct NewerDeclarationTypeCheckTests {
    @Test("generic and pack initializers and a ~Copyable State")
    func typeChecks() throws {
        let scenario = try Scenario(
            "typecheck-newer-declarations",
            files: [
                "Sources/Input.swift": """
                import ComponentRuntime

                /// @ck.view
                final class CardView: UIView {
                    var title: String = ""
                    convenience init<T: Hashable>(value: T) { self.init() }
                    convenience init<each T: Hashable>(values: repeat each T) { self.init() }
                    convenience init(any: some Hashable) { self.init() }
                    convenience init(style: Int) { self.init() }
                }
                final class CardComponent: CompositeComponent {
                    struct State: ~Copyable { var count = 0 }
                    init() { super.init(scope: "card") }
                }
                @MainActor func make() -> ViewClass<CardView> { .cardView(style: 1) }
                """
            ]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.components(separatedBy: "warning: ").count - 1 == 4, "\(run.standardError)")
        #expect(try scenario.typeCheckErrors() == "")
    }
}
