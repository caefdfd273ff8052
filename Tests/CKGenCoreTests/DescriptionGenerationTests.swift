import Foundation
import Testing

@testable import CKGenCore

/// Issue 30, item 6: what ckgen writes for struct descriptions (`struct Foo: ComponentDescription`), and what it
/// reports about them, rule by rule beside the class behaviour each follows.
@Suite("Struct descriptions: generated code")
struct DescriptionRenderingTests {
    @Test("every handler shape runs on the current description, through the description's component")
    func handlerShapes() throws {
        let generated = try Snippets(
            """
            struct QuoteComponent: ComponentDescription {
                var body: Component { Component() }
                /// @ck.action
                func didTap() {}
                /// @ck.action
                func didTapQuote(_ sender: Component) {}
                /// @ck.action
                func didSelect(_ sender: Component, item: Quote) {}
                /// @ck.action
                func shouldBegin(_ sender: UIGestureRecognizer) -> Bool { true }
            }
            """
        ).render()
        #expect(
            body(generated) == """
                // MARK: - Action selectors and dispatch tables (@ck.action)

                extension ComponentRuntime.ActionSelector {
                    static let didSelect = ComponentRuntime.ActionSelector("didSelect:item:")
                    static let didTap = ComponentRuntime.ActionSelector("didTap")
                    static let didTapQuote = ComponentRuntime.ActionSelector("didTapQuote:")
                    static let shouldBegin = ComponentRuntime.ActionSelector("shouldBegin:")
                }

                extension QuoteComponent: ComponentRuntime.DescribedActionResponder {
                    static let actionTable: ComponentRuntime.AnyActionTable = ComponentRuntime.ActionTable<ComponentRuntime.DescribedComponent<QuoteComponent>>([
                        .didSelect: .withArgument { (target, sender: Component, argument: Quote) in target.perform { $0.didSelect(sender, item: argument) } },
                        .didTap: .withoutSender { target in target.perform { $0.didTap() } },
                        .didTapQuote: .withSender { (target, sender: Component) in target.perform { $0.didTapQuote(sender) } },
                        .shouldBegin: .predicate { (target, sender: UIGestureRecognizer) in target.perform { $0.shouldBegin(sender) } },
                    ])
                }
                """
        )
    }

    @Test("a controller paired by name, and typed state, each through the described protocol")
    func controllerAndState() throws {
        let generated = try Snippets(
            """
            struct FooComponent: ComponentDescription {
                struct State { var count = 0 }
                var body: Component { Component() }
            }
            final class FooComponentController: ComponentController<DescribedComponent<FooComponent>> {}
            struct BarComponent: ComponentDescription {
                typealias State = Int
                static var initialState: State { 3 }
                var body: Component { Component() }
            }
            """
        ).render()
        #expect(
            body(generated) == """
                // MARK: - Controller pairings (FooComponent + FooComponentController)

                extension FooComponent: ComponentRuntime.DescribedControllerProviding {
                    /// Makes the controller of a new `FooComponent` scope.
                    static func makeController(for component: ComponentRuntime.DescribedComponent<FooComponent>) -> ComponentRuntime.AnyComponentController {
                        FooComponentController(component: component)
                    }
                }

                // MARK: - Typed state

                extension BarComponent: ComponentRuntime.DescribedStatefulComponent {}

                extension FooComponent: ComponentRuntime.DescribedStatefulComponent {
                    /// The state of a new scope: `State()`.
                    static var initialState: State { State() }
                }
                """
        )
    }

    @Test("a public description's conformances have public members; nested names are qualified")
    func publicAndNested() throws {
        let generated = try Snippets(
            """
            public enum Cards {
                public struct Tag: ComponentDescription {
                    public struct State: Sendable { public var on = false }
                    public var body: Component { Component() }
                    /// @ck.action
                    public func didTapTag() {}
                }
            }
            """
        ).render()
        #expect(generated.contains("extension Cards.Tag: ComponentRuntime.DescribedActionResponder {"))
        #expect(generated.contains("    public static let actionTable: ComponentRuntime.AnyActionTable"))
        #expect(generated.contains("ComponentRuntime.ActionTable<ComponentRuntime.DescribedComponent<Cards.Tag>>(["))
        #expect(generated.contains("extension Cards.Tag: ComponentRuntime.DescribedStatefulComponent {"))
        #expect(generated.contains("    public static var initialState: State { State() }"))
    }

    @Test("the general template engine writes the same text for descriptions as the compiled templates")
    func bothEnginesAgree() throws {
        let snippets = Snippets(
            """
            struct FooComponent: ComponentDescription {
                struct State { var count = 0 }
                var body: Component { Component() }
                #if DEBUG
                    /// @ck.action
                    func didTapDebug() {}
                #endif
                /// @ck.action
                func didTap(_ sender: Component) {}
            }
            final class FooComponentController: ComponentController<DescribedComponent<FooComponent>> {}
            """
        )
        let (plan, diagnostics) = snippets.lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let compiled = try Renderer.render(plan, accessLevel: .internal, templates: .defaults).contents
        let general = try Renderer.renderWithTemplateEngine(
            TemplateContext.make(plan, accessLevel: .internal),
            templates: .defaults
        ).contents
        #expect(compiled == general)
        #expect(
            compiled.contains(
                "var entries: [(ComponentRuntime.ActionSelector, "
                    + "ComponentRuntime.ActionHandler<ComponentRuntime.DescribedComponent<FooComponent>>)] = ["
            )
        )
        #expect(
            compiled.contains(
                "entries.append((.didTapDebug, .withoutSender { target in target.perform { $0.didTapDebug() } }))"
            )
        )
    }
}

@Suite("Struct descriptions: which types are descriptions")
struct DescriptionRecognitionTests {
    @Test(
        "a struct or enum naming ComponentDescription, in its declaration or an extension, qualified or not",
        arguments: [
            "struct Row: ComponentDescription {\n    /// @ck.action\n    func didTap() {}\n}",
            "struct Row: Equatable, ComponentRuntime.ComponentDescription {\n    /// @ck.action\n    func didTap() {}\n}",
            "struct Row {}\nextension Row: ComponentDescription {\n    /// @ck.action\n    func didTap() {}\n}",
            "struct Row {\n    /// @ck.action\n    func didTap() {}\n}\nextension Row: ComponentRuntime.ComponentDescription {}",
            "enum Row: ComponentDescription {\n    case a\n    /// @ck.action\n    func didTap() {}\n}",
        ]
    )
    func descriptions(_ source: String) {
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.typeName) == ["Row"])
        #expect(plan.actionTables.map(\.isDescription) == [true])
    }

    @Test("a struct that is not a description: '@ck.action' on it is still reported")
    func notADescription() throws {
        try assertDiagnostics(
            """
            protocol Card: ComponentDescription {}
            struct Row: Card, Equatable {
                /// 1️⃣@ck.action
                func didTap() {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.actionOutsideClass(type: "Row"))]
        )
    }

    @Test("a class that names ComponentDescription keeps the class behaviour")
    func classKeepsClassBehaviour() {
        let (plan, diagnostics) = Snippets(
            """
            final class Row: CompositeComponent, ComponentDescription {
                var body: Component { Component() }
                /// @ck.action
                func didTap() {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.isDescription) == [false])
    }
}

@Suite("Struct descriptions: diagnostics")
struct DescriptionDiagnosticsTests {
    @Test("a 'mutating' action of a description cannot run on the description its component holds")
    func mutatingAction() throws {
        try assertDiagnostics(
            """
            struct Row: ComponentDescription {
                /// @ck.action
                mutating func 1️⃣didTap() {}
            }
            struct Model {
                /// 2️⃣@ck.action
                mutating func reset() {}
            }
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.mutatingDescriptionAction(method: "didTap()", type: "Row")),
                DiagnosticSpec("2️⃣", ValidationMessage.actionOutsideClass(type: "Model")),
            ]
        )
    }

    @Test("a generic description cannot hold a dispatch table, nor be paired with a controller")
    func genericDescription() throws {
        try assertDiagnostics(
            """
            struct 1️⃣ListComponent<Element>: ComponentDescription {
                /// 2️⃣@ck.action
                func didTap() {}
            }
            final class ListComponentController: ComponentController<DescribedComponent<ListComponent<Int>>> {}
            """,
            [
                DiagnosticSpec("1️⃣", ValidationMessage.genericComponentWithController("ListComponent")),
                DiagnosticSpec("2️⃣", ValidationMessage.genericActionDescription("ListComponent")),
            ]
        )
    }

    @Test("conformances ckgen writes for descriptions, written by hand: tables and pairings reported, state kept")
    func handWrittenConformances() throws {
        try assertDiagnostics(
            """
            struct 1️⃣Row: ComponentDescription, DescribedActionResponder {
                /// @ck.action
                func didTap() {}
            }
            struct 2️⃣RowComponent: ComponentDescription, ComponentRuntime.DescribedControllerProviding {}
            final class 3️⃣RowComponentController: ComponentController<DescribedComponent<RowComponent>> {}
            struct Counter: ComponentDescription, DescribedStatefulComponent {
                struct State { var count: Int }
                static var initialState: State { State(count: 0) }
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.handWrittenConformance(
                        type: "Row",
                        conformance: "DescribedActionResponder",
                        remedy: "remove that conformance (and its table) and let ckgen write it from the '@ck.action' "
                            + "methods"
                    )
                ),
                DiagnosticSpec(
                    "2️⃣",
                    ValidationMessage.handWrittenConformance(
                        type: "RowComponent",
                        conformance: "DescribedControllerProviding",
                        remedy: "remove that conformance and let ckgen pair it with 'RowComponentController'"
                    ),
                    notes: [("3️⃣", .declaredHere("RowComponentController"))]
                ),
            ]
        )
    }

    @Test("a description's State that 'State()' cannot make; a description needs no declared scope")
    func stateAndScope() throws {
        try assertDiagnostics(
            """
            struct RatingComponent: ComponentDescription {
                struct 1️⃣State { var stars: Int }
            }
            final class RatingComponentController: ComponentController<DescribedComponent<RatingComponent>> {}
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.missingInitialState(component: "RatingComponent"))]
        )
    }

    @Test("a description's controller written without 'DescribedComponent': a fix-it adds it")
    func controllerWithoutDescribedComponent() throws {
        try assertDiagnostics(
            """
            struct 2️⃣ProfileComponent: ComponentDescription {}
            final class 1️⃣ProfileComponentController: ComponentController<ProfileComponent> {}
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.descriptionControllerNeedsDescribedComponent(
                        controller: "ProfileComponentController",
                        description: "ProfileComponent"
                    ),
                    notes: [("2️⃣", .declaredHere("ProfileComponent"))]
                )
            ],
            fixedSource: """
                struct ProfileComponent: ComponentDescription {}
                final class ProfileComponentController: ComponentController<DescribedComponent<ProfileComponent>> {}
                """
        )
    }

    @Test(
        "a controller of a misspelt description: a fix-it where the name is written inside 'DescribedComponent<…>'",
        arguments: ["DescribedComponent", "ComponentRuntime.DescribedComponent"]
    )
    func missingDescription(_ described: String) throws {
        try assertDiagnostics(
            """
            struct SearchComponent: ComponentDescription {}
            final class 1️⃣SerchComponentController: ComponentController<\(described)<SerchComponent>> {}
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.missingDescription(
                        "SerchComponent",
                        controller: "SerchComponentController",
                        suggestion: "SearchComponent"
                    )
                )
            ],
            fixedSource: """
                struct SearchComponent: ComponentDescription {}
                final class SerchComponentController: ComponentController<\(described)<SearchComponent>> {}
                """
        )
    }

    @Test("a description's controller named otherwise than '<Description>Controller': renamed by its fix-it")
    func misnamedController() throws {
        try assertDiagnostics(
            """
            struct 2️⃣AvatarComponent: ComponentDescription {}
            final class 1️⃣AvatarController: ComponentController<DescribedComponent<AvatarComponent>> {}
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.misnamedController(
                        "AvatarController",
                        component: "AvatarComponent",
                        expected: "AvatarComponentController"
                    ),
                    notes: [("2️⃣", .declaredHere("AvatarComponent"))]
                )
            ],
            fixedSource: """
                struct AvatarComponent: ComponentDescription {}
                final class AvatarComponentController: ComponentController<DescribedComponent<AvatarComponent>> {}
                """
        )
    }

    @Test(
        "a class named like a description's controller that is not one: a fix-it makes it one",
        arguments: [
            ("final class 1️⃣HeaderComponentControler: NSObject {}", "final class HeaderComponentController: "),
            ("final class 1️⃣HeaderController {}", "final class HeaderComponentController: "),
        ]
    )
    func notADescriptionController(_ marked: String, _ fixedStart: String) throws {
        try assertDiagnostics(
            "struct 2️⃣HeaderComponent: ComponentDescription {}\n" + marked,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.notADescriptionController(
                        marked.contains("Controler") ? "HeaderComponentControler" : "HeaderController",
                        description: "HeaderComponent"
                    ),
                    notes: [("2️⃣", .declaredHere("HeaderComponent"))]
                )
            ],
            fixedSource: "struct HeaderComponent: ComponentDescription {}\n" + fixedStart
                + "ComponentController<DescribedComponent<HeaderComponent>> {}"
        )
    }
}

@Suite("Struct descriptions: the responder-chain check (V8)")
struct DescriptionResponderChainTests {
    @Test("a selector sent from a description's body and handled by a description, or by a class, is handled")
    func handled() {
        let (_, diagnostics) = Snippets(
            """
            struct RowComponent: ComponentDescription {
                var body: Component {
                    Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapRow), .tapGesture(.didOpen)]))
                }
                /// @ck.action
                func didTapRow(_ sender: Component) {}
            }
            final class ScreenComponent: CompositeComponent {
                /// @ck.action
                func didOpen() {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("an unhandled selector in a description's body, with a method of that name: a fix-it annotates it")
    func unannotatedHandler() throws {
        try assertDiagnostics(
            """
            struct RowComponent: ComponentDescription {
                var body: Component {
                    Component(view: ViewConfiguration(UIButton.self, [.1️⃣controlAction(.didTapRow)]))
                }
                /// Opens the row.
                @MainActor func 2️⃣didTapRow(_ sender: Component) {}
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.unhandledSelector("didTapRow", module: "MyApp"),
                    notes: [("2️⃣", .declaredHere("RowComponent.didTapRow(_:)"))]
                )
            ],
            fixedSource: """
                struct RowComponent: ComponentDescription {
                    var body: Component {
                        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapRow)]))
                    }
                    /// Opens the row.
                    /// @ck.action
                    @MainActor func didTapRow(_ sender: Component) {}
                }
                """
        )
    }

    @Test("the same fix-it for a class's method; none when two methods could be meant, or none could")
    func classesAndAmbiguity() throws {
        try assertDiagnostics(
            """
            final class RowComponent: CompositeComponent {
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [.1️⃣controlAction(.didTapRow)]))
                }
                func 2️⃣didTapRow() {}
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.unhandledSelector("didTapRow", module: "MyApp"),
                    notes: [("2️⃣", .declaredHere("RowComponent.didTapRow()"))]
                )
            ],
            fixedSource: """
                final class RowComponent: CompositeComponent {
                    override func render() -> Component {
                        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapRow)]))
                    }
                    /// @ck.action
                    func didTapRow() {}
                }
                """
        )
        let ambiguous = Snippets(
            """
            struct RowComponent: ComponentDescription {
                var body: Component { Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapRow)])) }
                func didTapRow() {}
            }
            struct OtherComponent: ComponentDescription {
                func didTapRow() {}
                private func didTapOther() {}
                static func didTapStatic() {}
            }
            struct Plain {
                func didTapPlain() {}
            }
            final class Screen: CompositeComponent {
                override func render() -> Component {
                    Component(view: ViewConfiguration(UIButton.self, [
                        .controlAction(.didTapOther), .controlAction(.didTapStatic), .controlAction(.didTapPlain),
                    ]))
                }
            }
            """
        ).lint().diagnostics
        #expect(ambiguous.map(\.id) == Array(repeating: .validationUnhandledSelector, count: 4))
        #expect(ambiguous.allSatisfy { $0.fixIts.isEmpty && $0.notes.isEmpty }, "\(ambiguous)")
    }

    @Test("ckgen graph draws a description as a component: what its body renders and sends, what it handles")
    func graph() {
        let source = """
            struct RowComponent: ComponentDescription {
                var body: Component {
                    BadgeComponent()
                    Component(view: ViewConfiguration(UIButton.self, [.controlAction(.didTapRow), .controlAction(.gone)]))
                }
                /// @ck.action
                func didTapRow() {}
            }
            struct BadgeComponent {}
            extension BadgeComponent: ComponentRuntime.ComponentDescription {
                var body: Component { Component() }
            }
            """
        let snippets = Snippets(source)
        let graph = GraphBuilder.graph(model: snippets.model, plan: snippets.lint().plan) { _ in source }
        let nodes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
        #expect(nodes["type:RowComponent"]?.kind == .component)
        #expect(nodes["type:BadgeComponent"]?.kind == .component)
        let edges = Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
        #expect(edges.contains("type:RowComponent -renders-> type:BadgeComponent"))
        #expect(edges.contains("type:RowComponent -sends-> action:didTapRow"))
        #expect(edges.contains("action:didTapRow -handled by-> type:RowComponent"))
        #expect(graph.nodes.filter(\.isUnhandled).map(\.id) == ["action:gone"])
    }
}
