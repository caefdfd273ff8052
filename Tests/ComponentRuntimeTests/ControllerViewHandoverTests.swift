import ComponentRuntime
import Foundation
import Testing

/// A composite with a view of its own (a label, or a button) and a controller that records what it hears about it.
final class ViewHandoverComponent: CompositeComponent {
    init(usesButton: Bool) {
        super.init(
            view: usesButton ? ViewConfiguration(UIButton.self) : ViewConfiguration(UILabel.self),
            size: ComponentSize(width: 50, height: 20),
            scope: "handover"
        )
    }
}

@MainActor
final class ViewHandoverComponentController: ComponentController<ViewHandoverComponent> {
    var log: [String] = []

    private var viewName: String {
        switch view {
        case is UIButton: "button"
        case is UILabel: "label"
        case nil: "no view"
        default: "another view"
        }
    }

    override func componentDidAcquireView() { log.append("acquire \(viewName)") }
    override func componentWillRelinquishView() { log.append("relinquish \(viewName)") }
}

extension ViewHandoverComponent: ControllerProviding {
    static func makeController(for component: ViewHandoverComponent) -> AnyComponentController {
        ViewHandoverComponentController(component: component)
    }
}

/// `componentWillRelinquishView` comes only when the controller gives up a view it has: never before its first.
@MainActor
@Suite("A controller's view: acquired, handed over, given up")
struct ControllerViewHandoverTests {
    @Test("the first mount acquires a view without relinquishing one; a changed view is relinquished first")
    func firstViewThenAnother() throws {
        let usesButton = Ref(false)
        let host = ComponentHost { _ in ViewHandoverComponent(usesButton: usesButton.value) }
        let root = makeRootView()  // kept: a root view that goes away takes its host's tree with it
        host.mount(in: root)
        let controller = try #require(host.rootComponent?.nextResponder as? ViewHandoverComponentController)
        #expect(controller.log == ["acquire label"], "nothing to relinquish before the first view")

        controller.log.removeAll()
        host.rebuild()
        #expect(controller.log.isEmpty, "the same view kept: nothing to hear")

        usesButton.value = true
        host.rebuild()
        #expect(controller.log == ["relinquish label", "acquire button"])

        controller.log.removeAll()
        host.unmount()
        #expect(controller.log == ["relinquish button"])
    }

    @Test("mounted again after an unmount: a first view again, with nothing to relinquish")
    func mountAgainAfterUnmount() throws {
        let host = ComponentHost { _ in ViewHandoverComponent(usesButton: false) }
        let root = makeRootView()
        host.mount(in: root)
        let controller = try #require(host.rootComponent?.nextResponder as? ViewHandoverComponentController)
        host.unmount()
        controller.log.removeAll()
        host.mount(in: root)
        #expect(controller.log == ["acquire label"])
    }
}
