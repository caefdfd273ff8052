import Foundation
import Testing

/// Issue 19, items 6, 7 and 11: what ckgen generates for these inputs type-checks against the built runtime
/// (before, the generated file failed to compile, or ckgen refused the input).
@Suite("Generated code type-checks: per-state setters, non-Equatable members, inherited actions")
struct GeneratedCodeTypeCheckTests {
    static func typeChecks(_ name: String, _ source: String) throws {
        let scenario = try Scenario(name, files: ["Sources/Input.swift": "import ComponentRuntime\n\n" + source])
        let (run, _) = try scenario.generate()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try scenario.typeCheckErrors() == "")
    }

    /// Issue 19, item 2: the model and the plan hold names without backticks, and rendering alone adds them.
    @Test("keywords as type, property, setter, factory, action, event and handler names")
    func keywordNames() throws {
        try Self.typeChecks(
            "typecheck-keyword-names",
            """
            enum Outer {
                /// @ck.view
                final class `class`: UIView {
                    var `default`: Int = 0
                    var `class`: String = ""
                    func setIn(_ value: Int) {}
                    convenience init(`for` value: Int) { self.init() }
                }
            }
            extension Outer.`class` {
                var `self_`: Bool { false }
            }
            final class `Protocol`: CompositeComponent {
                /// @ck.action
                func `return`() {}
                /// @ck.action
                func `default`(_ sender: Any) {}
            }
            /// @ck.eventProxy
            final class `Func` {
                /// @ck.event("class")
                func `repeat`() {}
            }
            @MainActor func use() -> [AttributeValue<Outer.`class`>] {
                [.default(1), .class("a"), .in(2)]
            }
            @MainActor func make() -> ViewClass<Outer.`class`> { .class(for: 3) }
            func names() -> [ActionSelector] { [.return, .default] }
            func events() -> EventName { .class }
            """
        )
    }

    @Test("a per-state setter used for two states")
    func perState() throws {
        try Self.typeChecks(
            "typecheck-per-state",
            """
            /// @ck.view
            final class TintButton: UIButton {
                func setTitleColor2(_ color: UIColor?, for state: UIControl.State) {}
            }
            @MainActor func use() -> [AttributeValue<TintButton>] {
                [.titleColor2(.red, for: .normal), .titleColor2(.blue, for: .highlighted)]
            }
            """
        )
    }

    @Test("a view with a closure, an Any and a non-Equatable struct among its properties")
    func nonEquatableMembers() throws {
        try Self.typeChecks(
            "typecheck-non-equatable",
            """
            struct Plain {}
            /// @ck.view
            final class CardView: UIView {
                var onTap: (() -> Void)?
                var payload: Any?
                var plain = Plain()
                var count: Int = 0
            }
            """
        )
    }

    @Test("a class and its superclass with actions")
    func inheritedActions() throws {
        try Self.typeChecks(
            "typecheck-inherited-actions",
            """
            class BaseComponent: CompositeComponent {
                /// @ck.action
                func didTap() {}
            }
            class CardComponent: BaseComponent {
                /// @ck.action
                func didExpand(_ sender: Component) {}
            }
            public class PublicBase: CompositeComponent {
                /// @ck.action
                func didPing() {}
            }
            final class PublicSub: PublicBase {
                /// @ck.action
                func didPong() {}
            }
            """
        )
    }
}

extension GeneratedCodeTypeCheckTests {
    @Test("a generic component with typed state")
    func genericState() throws {
        try Self.typeChecks(
            "typecheck-generic-state",
            """
            final class ListComponent<Item>: CompositeComponent {
                struct State { var page = 0 }
                func read() -> Int { state.page }
            }
            """
        )
    }

    @Test("typealias State = Bool")
    func aliasState() throws {
        try Self.typeChecks(
            "typecheck-alias-state",
            """
            final class ToggleComponent: CompositeComponent {
                typealias State = Bool
                func read() -> Bool { state }
            }
            """
        )
    }
}
