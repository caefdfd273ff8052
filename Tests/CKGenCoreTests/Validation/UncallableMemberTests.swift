import Testing

@testable import CKGenCore

/// Issue 41, item 4 (the calls generated code makes): initializers, setters, actions, event handlers and `State()`
/// that generated code could not call as it calls them (throwing, async, unavailable, isolated to another global
/// actor, private, or with arguments it cannot keep) are left out with a located warning, or refused with a located
/// error where an annotation asked for them; their near misses are generated as before.
@Suite("Members generated code cannot call")
struct UncallableMemberTests {
    static func view(_ members: String) -> String {
        """
        import UIKit
        @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
        /// @ck.view
        final class CardView: UIView {
            \(members)
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// The source read by both readers gives the same declarations (or the plain reader leaves it to swift-syntax).
    static func expectReadersAgree(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let bytes = Array(source.utf8)
        if let plain = PlainDeclarationReader.read(path: "Input.swift", source: bytes, scan: NestingScan(bytes)) {
            #expect(
                plain == SourceFileParser.parse(path: "Input.swift", source: source, skippingBodies: false),
                sourceLocation: sourceLocation
            )
        }
    }

    @Test(
        "an initializer that throws, is async, unavailable, elsewhere isolated or takes an odd argument: a warning",
        arguments: [
            ("init(url: String) throws { super.init(frame: .zero) }", "it throws"),
            ("init(url: String) async { super.init(frame: .zero) }", "it is 'async'"),
            ("init(url: String) async throws { super.init(frame: .zero) }", "it throws"),
            (
                "@available(*, unavailable) init(url: String) { super.init(frame: .zero) }",
                "'@available(*, unavailable)'"
            ),
            ("@available(iOS, obsoleted: 13) init(url: String) { super.init(frame: .zero) }", "obsoleted: 13"),
            ("@DatabaseActor init(url: String) { super.init(frame: .zero) }", "the global actor 'DatabaseActor'"),
            ("init(url: inout String) { super.init(frame: .zero) }", "'url' is 'inout'"),
            ("init(url: @autoclosure () -> String) { super.init(frame: .zero) }", "'url' is '@autoclosure'"),
            ("init(point: (Int, Int)) { super.init(frame: .zero) }", "a tuple, which is not Equatable"),
            ("init(onTap: @escaping () -> Void) { super.init(frame: .zero) }", "a function type"),
        ]
    )
    func unsupportedFactory(_ initializer: String, reason: String) throws {
        let source = Self.view(initializer)
        let (plan, diagnostics) = Snippets(source).lint()
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.unsupportedDeclaration")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location?.line == 5)
        #expect(diagnostic.message.contains("gets no factory: "), "\(diagnostic.message)")
        #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        #expect(plan.views.first?.factories == [])
        Self.expectReadersAgree(source)
    }

    @Test(
        "near misses: a plain, main-actor or deprecated initializer gets its factory; '@ck.ignore' one gets none",
        arguments: [
            ("init(url: String) { super.init(frame: .zero) }", 1),
            ("@MainActor init(url: String) { super.init(frame: .zero) }", 1),
            ("@available(*, deprecated) init(url: String) { super.init(frame: .zero) }", 1),
            ("@available(macOS, unavailable) init(url: String) { super.init(frame: .zero) }", 1),
            ("init(names: [String], title: String?) { super.init(frame: .zero) }", 1),
            ("/// @ck.ignore\n    init(url: String) throws { super.init(frame: .zero) }", 0),
        ]
    )
    func factory(_ initializer: String, factories: Int) throws {
        let source = Self.view(initializer)
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.factories.count == factories)
        Self.expectReadersAgree(source)
    }

    @Test("unavailable and other-actor properties and setters: a located warning, or an error when annotated")
    func unusableAttributes() throws {
        let source = Self.view(
            """
            @available(*, unavailable) var old: Int = 0
                @DatabaseActor var stored: Int = 0
                @available(swift, obsoleted: 5) func setLegacy(_ value: Int) {}
                /// @ck.attribute(id: "MyApp.CardView.gone")
                @available(*, unavailable) var gone: Int = 0
                @available(iOS 13, *) var newer: Int = 0
                @MainActor var title: String = ""
            """
        )
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.location?.line) == [5, 6, 7, 8], "\(diagnostics)")
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning, .error])
        #expect(diagnostics.allSatisfy { $0.message.contains("cannot be used by the code ckgen generates") })
        #expect(diagnostics[1].message.contains("isolated to the global actor 'DatabaseActor'"))
        #expect(diagnostics[3].message.contains("remove '@ck.attribute'"))
        #expect(plan.views.first?.attributes.map(\.name) == ["newer", "title"])
        Self.expectReadersAgree(source)
    }

    @Test("an 'isolated' or '@autoclosure' setter parameter: no attribute; an error when annotated")
    func unpassableSetterParameters() throws {
        let source = Self.view(
            """
            func setOwner(_ owner: isolated DatabaseActor) {}
                /// @ck.attribute(id: "MyApp.CardView.label")
                func setLabel(_ label: @autoclosure () -> String, animated: Bool) {}
                func setPair(_ first: Int, second: Int) {}
            """
        )
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.location?.line == 6)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "'setLabel(_:animated:)' cannot be an attribute: its parameter 'label' is '@autoclosure'"
            ) == true,
            "\(diagnostics)"
        )
        #expect(plan.views.first?.attributes.map(\.name) == ["pair"])
        Self.expectReadersAgree(source)
    }

    static func component(_ members: String) -> String {
        """
        @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
        final class CardComponent: CompositeComponent {
            \(members)
            init() { super.init(scope: "card") }
        }
        """
    }

    @Test(
        "an action with an 'isolated' or '@autoclosure' parameter, unavailable or on another actor: a located error",
        arguments: [
            ("/// @ck.action\n    func didTap(_ sender: isolated DatabaseActor) {}", "cannot be an action"),
            ("/// @ck.action\n    func didTap(_ sender: Any, value: @autoclosure () -> Int) {}", "cannot be an action"),
            ("/// @ck.action\n    @available(*, unavailable) func didTap() {}", "'@available(*, unavailable)'"),
            ("/// @ck.action\n    @DatabaseActor func didTap() {}", "the global actor 'DatabaseActor'"),
        ]
    )
    func unsupportedAction(_ action: String, message: String) throws {
        let source = Self.component(action)
        let (plan, diagnostics) = Snippets(source).lint()
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 3 || diagnostic.location?.line == 4)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(plan.actionTables.isEmpty)
        Self.expectReadersAgree(source)
    }

    @Test("near misses: a tuple argument, a main-actor or deprecated action has its row")
    func supportedActions() throws {
        let source = Self.component(
            """
            /// @ck.action
                func didSelect(_ sender: Any, pair: (Int, String)) {}
                /// @ck.action
                @MainActor func didTap() {}
                /// @ck.action
                @available(*, deprecated) func didPing() {}
            """
        )
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.first?.entries.map(\.selectorConstant) == ["didPing", "didSelect", "didTap"])
        Self.expectReadersAgree(source)
    }

    @Test(
        "a State whose init() generated code cannot call: a located error",
        arguments: [
            "struct State { var count = 0; private init() {} }",
            "struct State { var count = 0; fileprivate init() {} }",
            "struct State { var count = 0; init() throws {} }",
            "struct State { var count = 0; init() async {} }",
            "struct State { var count = 0; @available(*, unavailable) init() {} }",
            "final class State { @DatabaseActor init() {} }",
        ]
    )
    func uncallableStateInitializer(_ state: String) throws {
        let (plan, diagnostics) = Snippets(Self.component(state)).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.missingInitialState"], "\(diagnostics)")
        #expect(plan.states.isEmpty)
    }

    @Test(
        "near misses: an internal init(), one with defaults, or no initializer at all make State()",
        arguments: [
            "struct State { var count = 0; init() {} }",
            "struct State { var count: Int; init(count: Int = 0) { self.count = count } }",
            "struct State { private var count = 0 }",
            "final class State { @MainActor init() {} }",
        ]
    )
    func callableStateInitializer(_ state: String) {
        let (plan, diagnostics) = Snippets(Self.component(state)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.states.map(\.synthesizesInitialState) == [true])
    }

    @Test("an event handler that is unavailable or on another actor: a located error")
    func unusableEventHandler() throws {
        let source = """
            @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
            /// @ck.eventProxy
            final class Proxy {
                /// @ck.event("Saved")
                @DatabaseActor func saved() {}
                /// @ck.event("Opened")
                func opened() {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.location?.line) == [4], "\(diagnostics)")
        #expect(diagnostics.first?.severity == .error)
        #expect(plan.proxies.first?.strategies.map(\.method) == ["opened"])
    }
}

/// Issue 41, item 4: an action in an extension of a type alias of a component is the component's action, as Swift
/// has it.
@Suite("Extensions of type aliases")
struct AliasExtensionTests {
    @Test("an action in an extension of an alias (or an alias of one) is the component's")
    func actionThroughAlias() throws {
        let source = """
            final class CardComponent: CompositeComponent {
                init() { super.init(scope: "card") }
            }
            typealias Card = CardComponent
            typealias Tile = Card
            extension Card {
                /// @ck.action
                func didTap() {}
            }
            extension Tile {
                /// @ck.action
                func didPing(_ sender: Any) {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.typeName) == ["CardComponent"])
        #expect(plan.actionTables.first?.entries.map(\.selectorConstant) == ["didPing", "didTap"])
        UncallableMemberTests.expectReadersAgree(source)
    }

    @Test("near miss: an extension of an alias of a struct that is no description is refused as before")
    func aliasOfStruct() throws {
        let source = """
            struct Plain {}
            typealias Other = Plain
            extension Other {
                /// @ck.action
                func didTap() {}
            }
            """
        let (_, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.misplacedAnnotation"], "\(diagnostics)")
    }
}
