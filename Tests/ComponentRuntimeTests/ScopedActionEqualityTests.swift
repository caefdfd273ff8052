import ComponentRuntime
import Foundation
import Testing

extension ActionSelector {
    fileprivate static let didTapScoped = ActionSelector("didTapScoped")
}

/// A `.controlAction` attribute is skipped when its action compares equal to the one applied before, so equality
/// of scoped actions must mean "the same scope": actions scoped to components without a scope are never equal,
/// since there is nothing they would both reach.
@MainActor
@Suite("Equality of scoped actions")
struct ScopedActionEqualityTests {
    @Test("actions scoped to components without a scope are not equal, even to themselves")
    func withoutScope() {
        let first = Component()
        let second = Component()
        let action = ComponentAction<Void>(.didTapScoped, scopedTo: first)
        #expect(action != ComponentAction<Void>(.didTapScoped, scopedTo: second))
        #expect(action != ComponentAction<Void>(.didTapScoped, scopedTo: first))
    }

    @Test("actions scoped to one scope are equal across builds; to two scopes, or with two selectors, they are not")
    func withScopes() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [Wrapper(scope: "a") { Component() }, Wrapper(scope: "b") { Component() }])
        }
        host.mount(in: makeRootView())
        let before = try #require((host.rootComponent as? StackComponent)?.children)
        host.rebuild()
        let after = try #require((host.rootComponent as? StackComponent)?.children)
        #expect(before[0] !== after[0])
        let action = ComponentAction<Void>(.didTapScoped, scopedTo: before[0])
        #expect(action == ComponentAction<Void>(.didTapScoped, scopedTo: after[0]))
        #expect(action != ComponentAction<Void>(.didTapScoped, scopedTo: after[1]))
        #expect(action != ComponentAction<Void>(.handleControlEvent, scopedTo: after[0]))
    }
}
