import ComponentRuntime
import Foundation
import Testing

// The platform-neutral halves of the SwiftUI interop (Sources/ComponentRuntime/SwiftUI/), on the headless
// backend: a tree hosted in a view another layout system sizes (ComponentTreeView's ComponentTreeHosting), and a
// component sized by measuring its content (SwiftUIHostingComponent's SelfSizingComponent).

/// A column of `lines` labels, 100 × 20 each; its state holds how many.
private final class LinesComponent: CompositeComponent {
    struct State: Equatable { var lines = 1 }
    let title: String

    init(title: String) {
        self.title = title
        super.init(scope: "lines")
    }

    override func render() -> Component {
        StackComponent(
            direction: .vertical,
            children: (0..<state.lines).map {
                Component(
                    view: ViewConfiguration(UILabel.self, [.text("\(title) \($0)")]),
                    size: ComponentSize(width: 100, height: 20)
                )
            }
        )
    }
}

extension LinesComponent: StatefulComponent {
    static var initialState: State { State() }
}

@MainActor
@Suite("Hosting a tree in a view sized from outside (ComponentTreeView's logic)")
struct ComponentTreeHostingTests {
    @Test("a proposal becomes a range from zero up to it; nil, infinite and NaN dimensions are unconstrained")
    func proposalRange() {
        #expect(
            ComponentTreeHosting.sizeRange(proposedWidth: 320, height: nil)
                == SizeRange(min: .zero, max: CGSize(width: 320, height: CGFloat.infinity))
        )
        #expect(ComponentTreeHosting.sizeRange(proposedWidth: .infinity, height: .nan) == .unconstrained)
        #expect(ComponentTreeHosting.sizeRange(proposedWidth: -5, height: 10).max == CGSize(width: 0, height: 10))
    }

    @Test("the size is the root's layout for the proposal, and the tree is built once for it")
    func sizing() {
        let hosting = ComponentTreeHosting { _ in
            Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 500, height: 40))
        }
        #expect(hosting.sizeThatFits(width: nil, height: nil) == CGSize(width: 500, height: 40))
        #expect(hosting.sizeThatFits(width: 320, height: nil) == CGSize(width: 320, height: 40))
        #expect(hosting.host.buildCount == 1)
    }

    @Test("mounting lays the tree out within the view's size; new content rebuilds it with its state kept")
    func mountAndUpdate() throws {
        let hosting = ComponentTreeHosting { _ in LinesComponent(title: "a") }
        let view = makeRootView(width: 300, height: 100)
        hosting.mount(in: view, size: view.bounds.size)
        let root = try #require(hosting.host.rootComponent as? LinesComponent)
        root.updateState(mode: .synchronous) { $0.lines = 3 }
        #expect(view.subviews.count == 3)

        hosting.update(context: Context()) { _ in LinesComponent(title: "b") }
        #expect(view.subviews.count == 3, "the scope's state survived the new content")
        #expect((view.subviews.last as? UILabel)?.text == "b 2")
        #expect(view.subviews.map(\.frame.maxY) == [20, 40, 60])
    }

    @Test("a state update that changes the size tells the owner, which asks again")
    func stateChangesSize() throws {
        let hosting = ComponentTreeHosting { _ in LinesComponent(title: "a") }
        var changes = 0
        hosting.treeDidChange = { changes += 1 }
        let view = makeRootView(width: 300, height: 100)
        hosting.mount(in: view, size: hosting.sizeThatFits(width: 300, height: nil))
        #expect(hosting.sizeThatFits(width: 300, height: nil) == CGSize(width: 100, height: 20))

        let root = try #require(hosting.host.rootComponent as? LinesComponent)
        root.updateState(mode: .synchronous) { $0.lines = 2 }
        #expect(changes >= 1)
        #expect(hosting.sizeThatFits(width: 300, height: nil) == CGSize(width: 100, height: 40))
    }

    @Test("a router event no component handles goes on to the view controller above the hosting view")
    func responderChain() throws {
        let screen = StoppingScreen()
        let container = makeRootView()
        screen.view = container
        let hostView = UIView()
        container.addSubview(hostView)
        let hosting = ComponentTreeHosting { _ in LinesComponent(title: "a") }
        hosting.mount(in: hostView, size: container.bounds.size)

        let root = try #require(hosting.host.rootComponent)
        root.routerEvent(name: EventName("didScroll"), userInfo: [:])
        #expect(screen.caught.count == 1)
        #expect(screen.caught.first?.hasPrefix("didScroll") == true)
    }

    @Test("appearing and dismantling reach the controllers once each; dismantling unmounts the tree")
    func lifecycle() {
        let hosting = ComponentTreeHosting { _ in labelComponent("x") }
        let view = makeRootView()
        hosting.mount(in: view, size: view.bounds.size)
        hosting.setAppearing(true)
        hosting.setAppearing(true)
        #expect(hosting.host.mountedView === view)
        hosting.dismantle()
        #expect(hosting.host.mountedView == nil)
        #expect(view.subviews.allSatisfy { $0.isHidden })
    }
}

@MainActor
@Suite("A component sized by its content (SwiftUIHostingComponent's logic)")
struct SelfSizingComponentTests {
    @Test("the measured size is moved into the range; the range is what the content is asked with")
    func measuredWithinRange() {
        var asked: [SizeRange] = []
        let hosting = ComponentTreeHosting { _ in
            SelfSizingComponent(view: ViewConfiguration(UIView.self)) { range in
                MainActor.assumeIsolated { asked.append(range) }
                return CGSize(width: 400, height: 30)
            }
        }
        #expect(hosting.sizeThatFits(width: 320, height: 100) == CGSize(width: 320, height: 30))
        #expect(asked == [SizeRange(min: .zero, max: CGSize(width: 320, height: 100))])
    }

    @Test("fixed dimensions win over measured ones")
    func fixedSize() {
        let hosting = ComponentTreeHosting { _ in
            SelfSizingComponent(view: nil, size: ComponentSize(height: 44)) { _ in CGSize(width: 50, height: 10) }
        }
        #expect(hosting.sizeThatFits(width: nil, height: nil) == CGSize(width: 50, height: 44))
    }

    @Test("in a stack it is mounted at its measured size")
    func inAStack() {
        let root = makeRootView()
        let host = ComponentHost { _ in
            StackComponent(
                direction: .vertical,
                children: [
                    labelComponent("title"),
                    SelfSizingComponent(view: ViewConfiguration(UIView.self)) { range in
                        CGSize(width: Swift.min(range.max.width, 250), height: 60)
                    },
                ]
            )
        }
        host.mount(in: root)
        #expect(
            root.subviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 250, height: 60),
            ]
        )
    }

    @Test("laid out off the main thread it is not measured: it takes its fixed size or the range's minimum")
    func offMainThread() async {
        let component = SelfSizingComponent(view: nil, size: ComponentSize(width: 10)) { _ in
            CGSize(width: 99, height: 99)
        }
        let range = SizeRange(min: CGSize(width: 0, height: 5), max: CGSize(width: 100, height: 100))
        let size = await Task.detached { component.layout(in: range).size }.value
        #expect(size == CGSize(width: 10, height: 5))
    }
}
