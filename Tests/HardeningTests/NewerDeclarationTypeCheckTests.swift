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

    @Test("a property wrapper with a get-only wrappedValue, beside one that can be set")
    func wrappers() throws {
        let scenario = try Scenario(
            "typecheck-wrappers",
            files: [
                "Sources/Input.swift": """
                import ComponentRuntime

                @propertyWrapper
                struct ReadOnly {
                    private var stored: Int
                    var wrappedValue: Int { stored }
                    init(wrappedValue: Int) { self.stored = wrappedValue }
                }
                @propertyWrapper
                struct Clamped {
                    var wrappedValue: Int { didSet { wrappedValue = min(wrappedValue, 10) } }
                    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
                }
                /// @ck.view
                final class CardView: UIView {
                    @ReadOnly var count: Int = 0
                    @Clamped var level: Int = 0
                }
                @MainActor func use() -> [AttributeValue<CardView>] { [.level(3)] }
                """
            ]
        )
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try scenario.typeCheckErrors() == "")
    }
}
