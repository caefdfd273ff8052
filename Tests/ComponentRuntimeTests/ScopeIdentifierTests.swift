import ComponentRuntime
import Foundation
import Testing

/// A composite whose scope its type alone identifies (ComponentKit's `CKComponentScope scope(self)`).
final class BadgeCountComponent: CompositeComponent, StatefulComponent {
    struct State { var count = 0 }
    static var initialState: State { State() }

    init() { super.init(scope: .noIdentifier) }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(state.count)")]),
            size: ComponentSize(width: 10, height: 10)
        )
    }
}

/// Another type with an identifier-less scope, to show that the type is part of the scope's identity.
final class DotComponent: CompositeComponent, StatefulComponent {
    struct State { var isOn = false }
    static var initialState: State { State() }

    init() { super.init(scope: .noIdentifier) }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text(state.isOn ? "on" : "off")]),
            size: ComponentSize(width: 10, height: 10)
        )
    }
}

@MainActor
@Suite("Scopes without an identifier")
struct ScopeIdentifierTests {
    @Test("a scope its type alone identifies keeps its state across rebuilds")
    func typeOnlyScope() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [BadgeCountComponent(), DotComponent()])
        }
        let root = makeRootView()
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(diagnostics.isEmpty, "two types, one scope each: no collision")
        let stack = try #require(host.rootComponent as? StackComponent)
        let badge = try #require(stack.children[0] as? BadgeCountComponent)
        badge.updateState(mode: .synchronous) { $0.count = 3 }
        host.rebuild()
        let rebuilt = try #require((host.rootComponent as? StackComponent)?.children[0] as? BadgeCountComponent)
        #expect(rebuilt !== badge)
        #expect(rebuilt.state.count == 3)
        #expect((root.subviews[0] as? UILabel)?.text == "3")
        #expect((root.subviews[1] as? UILabel)?.text == "off")
    }

    @Test("two identifier-less scopes of one type under one parent are told apart by order")
    func twoOfOneType() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [BadgeCountComponent(), BadgeCountComponent()])
        }
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        #expect(diagnostics.map(\.kind) == [.scopeCollision])
        #expect(diagnostics.first?.message.contains("with no identifier") == true)
        let badges = try #require(host.rootComponent as? StackComponent).children.compactMap {
            $0 as? BadgeCountComponent
        }
        badges[1].updateState(mode: .synchronous) { $0.count = 5 }
        #expect(badges.map(\.state.count) == [0, 5])
    }
}
