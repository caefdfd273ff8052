import ComponentRuntime
import Foundation
import Testing

/// A stateful view component whose size and theme come from its inputs.
final class PlayerComponent: StatefulViewComponent {
    let id: String
    let theme: String
    init(id: String, width: CGFloat = 200, theme: String = "light") {
        self.id = id
        self.theme = theme
        super.init(size: ComponentSize(width: width, height: 100), scope: id)
    }
}

@MainActor
final class PlayerComponentController: StatefulViewComponentController<PlayerComponent, UIView> {
    /// Players of different themes never share views.
    override class func contextForNewStatefulView(_ component: PlayerComponent) -> AnyHashable? { component.theme }
}

extension PlayerComponent: ControllerProviding {
    static func makeController(for component: PlayerComponent) -> AnyComponentController {
        PlayerComponentController(component: component)
    }
}

@MainActor
@Suite("Stateful view pool: resizing, container preference, contexts", .serialized)
struct StatefulViewPoolTests {
    init() { StatefulViewReusePool.shared.removeAll() }

    private func player(in root: UIView, _ index: Int = 0) -> UIView? {
        let shown = root.subviews.filter { !$0.isHidden }
        return index < shown.count ? shown[index].subviews.first : nil
    }

    @Test("the stateful view follows its component's size")
    func resizes() throws {
        let width = Ref<CGFloat>(200)
        let host = ComponentHost { _ in PlayerComponent(id: "p", width: width.value) }
        let root = makeRootView()
        host.mount(in: root)
        let view = player(in: root)
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        width.value = 300
        host.rebuild()
        #expect(player(in: root) === view)
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test("the pool prefers the view already in the requested container")
    func prefersViewInContainer() throws {
        let ids = Ref(["a", "b"])
        let host = ComponentHost { _ in
            StackComponent(direction: .horizontal, children: ids.value.map { PlayerComponent(id: $0) })
        }
        let root = makeRootView(width: 400)
        host.mount(in: root)
        let first = try #require(player(in: root, 0))
        let second = try #require(player(in: root, 1))
        // Both scopes leave; two new scopes take the same containers, so each gets back the view that is
        // already in its container, although the second view was pooled last.
        ids.value = ["c", "d"]
        host.rebuild()
        #expect(StatefulViewReusePool.shared.count(for: PlayerComponentController.self, context: "light") == 0)
        #expect(player(in: root, 0) === first)
        #expect(player(in: root, 1) === second)
    }

    @Test("pools are split by the controller's context")
    func splitByContext() throws {
        let theme = Ref("light")
        let host = ComponentHost { _ in PlayerComponent(id: theme.value, theme: theme.value) }
        let root = makeRootView()
        host.mount(in: root)
        let light = player(in: root)
        host.unmount()
        #expect(StatefulViewReusePool.shared.count(for: PlayerComponentController.self, context: "light") == 1)

        theme.value = "dark"
        host.rebuild()
        host.mount(in: root)
        let dark = player(in: root)
        #expect(dark != nil && dark !== light, "a dark player does not take a light player's view")
        #expect(StatefulViewReusePool.shared.count(for: PlayerComponentController.self, context: "light") == 1)
    }
}
