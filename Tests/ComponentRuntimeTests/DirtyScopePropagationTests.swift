import ComponentRuntime
import Foundation
import Testing

/// A stateful view component that is also stateful: its level lives in its scope, and its controller shows it
/// on the stateful view.
final class DialComponent: StatefulViewComponent, StatefulComponent {
    struct State: Sendable { var level = 0 }
    static var initialState: State { State() }
    init(id: String) { super.init(size: ComponentSize(width: 50, height: 50), scope: id) }
}

@MainActor
final class DialComponentController: StatefulViewComponentController<DialComponent, UIView> {
    var remounts = 0
    override class func configureStatefulView(_ view: UIView, for component: DialComponent) {
        view.accessibilityIdentifier = "level \(component.state.level)"
    }
    override func didRemount() {
        super.didRemount()
        remounts += 1
    }
}

extension DialComponent: ControllerProviding {
    static func makeController(for component: DialComponent) -> AnyComponentController {
        DialComponentController(component: component)
    }
}

/// A scoped composite around other components, whose inputs never change: it keeps its subtree on a rebuild
/// unless a scope at or below it must render.
final class StillFrameComponent: CompositeComponent {
    let content: [Component]
    let id: String
    init(id: String, _ content: [Component]) {
        self.id = id
        self.content = content
        super.init(scope: id)
    }
    override func shouldRerender(comparedTo previous: CompositeComponent) -> Bool { false }
    override func render() -> Component { StackComponent(children: content) }
}

/// A state change marks its scope dirty and every scope above it as having a dirty descendant, so the renders it
/// needs reach it through composites that would otherwise keep their subtrees, however deep; and a dirty scope
/// whose component is not a composite is still remounted with its new state.
@MainActor
@Suite("Dirty scopes: how far a state change reaches")
struct DirtyScopePropagationTests {
    private func badgeTexts(_ root: UIView) -> [String] {
        allSubviews(of: root).filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text }
    }

    private func badges(_ root: UIView) -> [BadgeCountComponent] {
        allSubviews(of: root).filter { !$0.isHidden }
            .compactMap { $0.owningComponent?.parent as? BadgeCountComponent }
    }

    @Test(
        "an update waiting below kept composites, 1 to 3 levels deep, is rendered by the next rebuild",
        arguments: [1, 2, 3]
    )
    func waitingUpdateBelowKeptComposites(depth: Int) throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            var tree: Component = BadgeCountComponent()
            for level in 0..<depth { tree = StillFrameComponent(id: "level \(level)", [tree]) }
            return StackComponent(children: [tree, StillFrameComponent(id: "beside", [labelComponent("beside")])])
        }
        let root = makeRootView()
        host.mount(in: root)
        let badge = try #require(badges(root).first)
        badge.updateState(mode: .enqueued) { $0.count = 5 }
        host.rebuild()
        #expect(badgeTexts(root) == ["5", "beside"])
        #expect(try #require(badges(root).first).state.count == 5)
    }

    @Test("two updates in sibling subtrees in one flush both render")
    func siblingSubtreesInOneFlush() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [
                StillFrameComponent(id: "left", [BadgeCountComponent()]),
                StillFrameComponent(id: "right", [BadgeCountComponent()]),
            ])
        }
        let root = makeRootView()
        host.mount(in: root)
        let both = badges(root)
        try #require(both.count == 2)
        both[0].updateState(mode: .asynchronous) { $0.count = 1 }
        both[1].updateState(mode: .asynchronous) { $0.count = 2 }
        host.flush()
        #expect(badgeTexts(root) == ["1", "2"])
        // Both scopes are clean again: a rebuild keeps them as they are.
        host.rebuild()
        #expect(badgeTexts(root) == ["1", "2"])
    }

    @Test("a stateful view component's own state change remounts it with the new state; its sibling is not remounted")
    func statefulViewComponentState() throws {
        StatefulViewReusePool.shared.removeAll()
        defer { StatefulViewReusePool.shared.removeAll() }
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(direction: .horizontal, children: [DialComponent(id: "a"), DialComponent(id: "b")])
        }
        let root = makeRootView()
        host.mount(in: root)
        let dials = try #require(host.rootComponent as? StackComponent).children.compactMap { $0 as? DialComponent }
        let controllers = try dials.map { try #require($0.nextResponder as? DialComponentController) }
        dials[1].updateState(mode: .synchronous) { $0.level = 3 }
        #expect(controllers.map { $0.statefulView?.accessibilityIdentifier } == ["level 0", "level 3"])
        #expect(controllers.map(\.remounts) == [0, 1])
    }
}
