import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Responder chain (R8), seed 004's seven rules")
struct ResponderChainTests {
    private func screen() throws -> (FeedScreen, FeedComponent, StackComponent, CellComponent, CellComponentController)
    {
        let screen = FeedScreen()
        screen.loadViewIfNeeded()
        let feed = try #require(screen.host.rootComponent as? FeedComponent)
        let panel = try #require(screen.panel)
        let cell = try #require(panel.owningComponent?.parent as? CellComponent)
        let stack = try #require(cell.parent as? StackComponent)
        let controller = try #require(cell.nextResponder as? CellComponentController)
        return (screen, feed, stack, cell, controller)
    }

    @Test("1. a component's next responder is its controller, if it has one")
    func rule1() throws {
        let (_, _, _, cell, controller) = try screen()
        #expect(cell.nextResponder === controller)
        #expect(controller.component === cell)
    }

    @Test("2. a controller's next responder is its component's parent component")
    func rule2() throws {
        let (_, _, stack, _, controller) = try screen()
        #expect(controller.nextResponder === stack)
    }

    @Test("3. a component without a controller hands on to its parent component")
    func rule3() throws {
        let (_, feed, stack, _, _) = try screen()
        #expect(stack.nextResponder === feed)
    }

    @Test("4. the root component's next responder is the view it is mounted in")
    func rule4() throws {
        let (screen, feed, _, _, _) = try screen()
        #expect(feed.nextResponder === screen.view)
    }

    @Test("5. a view's next responder is its superview")
    func rule5() throws {
        let (screen, _, _, _, _) = try screen()
        let panel = try #require(screen.panel)
        #expect(panel.toggle.next === panel.inner)
        #expect(panel.inner.next === panel)
        #expect(panel.next === screen.view, "a component's view sits in the nearest ancestor view")
    }

    @Test("6. the chain reaches the root view, then the view controller that owns it")
    func rule6() throws {
        let (screen, _, _, _, _) = try screen()
        var chain: [AnyObject] = []
        var current: AnyObject? = screen.panel?.toggle
        while let member = current {
            chain.append(member)
            current = (member as? Responder)?.nextResponder ?? (member as? UIResponder)?.next
        }
        #expect(chain.last === screen)
        #expect(chain.contains { $0 === screen.view })
    }

    @Test("7. sendAction bridges a plain view into the component chain")
    func rule7() throws {
        let (screen, _, _, cell, controller) = try screen()
        let panel = try #require(screen.panel)
        let outside = RuntimeDiagnostics.collect { sendAction(.didTapPanel, from: UIView(), sender: nil) }
        #expect(outside.map(\.kind) == [.unhandledAction], "a view no component renders keeps to the view chain")
        #expect(cell.target(forAction: .didTapPanel, withSender: nil) === controller)
        sendAction(.didTapPanel, from: panel.inner, sender: panel.inner)
        #expect(controller.handledActions == ["UIView"])
    }

    @Test("two responders with a method of the same name handle the same selector")
    func selectorsAreGlobalByName() {
        #expect(ActionSelector("didTapPanel:") == .didTapPanel)
        #expect(ActionSelector("didTapPanel") != .didTapPanel)
    }
}

@MainActor
@Suite("Unhandled actions")
struct UnhandledActionTests {
    @Test("an action nobody handles is reported with where it came from")
    func reported() {
        let view = UIView()
        let diagnostics = RuntimeDiagnostics.collect { sendAction(.nobodyHandlesThis, from: view, sender: nil) }
        #expect(
            diagnostics == [
                RuntimeDiagnostic(
                    kind: .unhandledAction,
                    message: "no responder handles action 'nobodyHandlesThis' sent from 'UIView'"
                )
            ]
        )
    }

    @Test("without a handler, release builds log the fault to standard error instead of stopping")
    func loggedWhenNotAsserting() {
        let previousAsserts = RuntimeDiagnostics.assertsOnFaults
        let previousLog = RuntimeDiagnostics.log
        var lines: [String] = []
        RuntimeDiagnostics.assertsOnFaults = false
        RuntimeDiagnostics.log = { lines.append($0) }
        defer {
            RuntimeDiagnostics.assertsOnFaults = previousAsserts
            RuntimeDiagnostics.log = previousLog
        }
        sendAction(.nobodyHandlesThis, from: UIView(), sender: nil)
        #expect(
            lines == [
                "ComponentRuntime: unhandledAction: no responder handles action 'nobodyHandlesThis' sent from 'UIView'"
            ]
        )
    }

    #if DEBUG
        @Test("without a handler, debug builds stop on an unhandled action")
        func assertsInDebug() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { _ = sendAction(ActionSelector("nobodyHandlesThis"), from: UIView(), sender: nil) }
            }
        }
    #endif
}

extension ActionSelector {
    static let parentAction = ActionSelector("parentAction")
}

/// Two parents that handle the same selector, for the dispatch-memory test.
final class ParentA: CompositeComponent, ActionResponder {
    var handled = 0
    static let actionTable: AnyActionTable = ActionTable<ParentA>([.parentAction: .withoutSender { $0.handled += 1 }])
    override func render() -> Component { CellComponent(id: 9) }
}

final class ParentB: CompositeComponent, ActionResponder {
    var handled = 0
    static let actionTable: AnyActionTable = ActionTable<ParentB>([.parentAction: .withoutSender { $0.handled += 1 }])
    override func render() -> Component { CellComponent(id: 9) }
}

@MainActor
@Suite("Dispatch after the chain changes")
struct DispatchMemoryTests {
    @Test("dispatch follows the chain as it is now, after it changes")
    func forgetsOnChange() throws {
        // The cell's controller has no handler for this selector; its parent does. The controller survives
        // the rebuild, the parent does not: the second send must reach the new parent.
        let useB = Ref(false)
        let root = makeRootView()
        let host = ComponentHost { _ in useB.value ? ParentB() : ParentA() }
        host.mount(in: root)
        let a = try #require(host.rootComponent as? ParentA)
        let cell = try #require(root.subviews.first?.owningComponent?.parent as? CellComponent)
        let controller = try #require(cell.nextResponder as? CellComponentController)
        controller.send(.parentAction, sender: nil)
        controller.send(.parentAction, sender: nil)
        #expect(a.handled == 2)

        useB.value = true
        host.rebuild()
        let b = try #require(host.rootComponent as? ParentB)
        #expect(controller.component.parent === b)
        controller.send(.parentAction, sender: nil)
        #expect(b.handled == 1)
        #expect(a.handled == 2)
    }
}

extension ActionSelector {
    static let rootViewAction = ActionSelector("rootViewAction")
}

/// A root view that handles an action itself.
@MainActor
final class HandlingRootView: UIView, ActionResponder {
    var handled = 0
    static let actionTable: AnyActionTable = ActionTable<HandlingRootView>([
        .rootViewAction: .withoutSender { $0.handled += 1 }
    ])
}

@MainActor
@Suite("Dispatch and views that go away")
struct DispatchMemoryViewTests {
    @Test("a view that handled an action can go away safely")
    func viewTargetsAreNotRemembered() throws {
        // A tree without views: nothing but the test keeps the root view alive.
        var root: HandlingRootView? = HandlingRootView()
        let host = ComponentHost { _ in Component(size: ComponentSize(width: 1, height: 1)) }
        host.mount(in: try #require(root))
        let component = try #require(host.rootComponent)
        component.send(.rootViewAction, sender: nil)
        component.send(.rootViewAction, sender: nil)
        #expect(root?.handled == 2)
        root = nil  // the root view goes away while the tree is still mounted in it
        let diagnostics = RuntimeDiagnostics.collect { component.send(.rootViewAction, sender: nil) }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
    }
}
