import ComponentRuntime
import Foundation
import Testing

extension ActionSelector {
    fileprivate static let didSelect = ActionSelector("didSelect:item:")
    fileprivate static let didTapRow = ActionSelector("didTapRow:")
}

/// Records which responder handled what, with which sender and argument.
@MainActor
final class ActionRecord {
    var entries: [String] = []
}

private enum RecordKey: ContextKey {
    static var defaultValue: ActionRecord? { nil }
}

/// A list screen: its controller handles typed selections; each row sends them.
final class ListComponent: CompositeComponent {
    let rows: [String]
    init(rows: [String]) {
        self.rows = rows
        super.init(scope: "list")
    }
    override func render() -> Component {
        StackComponent(children: rows.map { RowComponent(title: $0) })
    }
}

@MainActor
final class ListComponentController: ComponentController<ListComponent> {
    func didSelect(_ sender: Component, item: String) {
        component.context[RecordKey.self]?.entries.append("controller selected \(item) from \(type(of: sender))")
    }
    func didTapRow(_ sender: Component) {
        component.context[RecordKey.self]?.entries.append("controller tapped row from \(type(of: sender))")
    }
}

extension ListComponent: ControllerProviding {
    static func makeController(for component: ListComponent) -> AnyComponentController {
        ListComponentController(component: component)
    }
}

extension ListComponentController: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<ListComponentController>([
        .didSelect: .withArgument { (target, sender: Component, item: String) in target.didSelect(sender, item: item) },
        .didTapRow: .withSender { (target, sender: Component) in target.didTapRow(sender) },
    ])
}

/// A row that also handles `didTapRow:` itself, to tell "start at the sender" from "start at its next responder".
final class RowComponent: CompositeComponent {
    let title: String
    init(title: String) {
        self.title = title
        super.init(scope: title)
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(title), .controlAction(.didTapRow)]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

extension RowComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<RowComponent>([
        .didTapRow: .withSender { (target, _: Component) in
            target.context[RecordKey.self]?.entries.append("row \(target.title) handled its own tap")
        }
    ])
}

@MainActor
@Suite("Component actions: typed, targeted, scoped and block actions (ComponentKit's CKAction)")
struct ComponentActionTests {
    private func mount(_ titles: [String] = ["a", "b"]) throws -> (ComponentHost, UIView, ActionRecord, [RowComponent])
    {
        let record = ActionRecord()
        let root = makeRootView()
        let host = ComponentHost(context: Context().with(RecordKey.self, record)) { _ in ListComponent(rows: titles) }
        host.mount(in: root)
        // Each row's button is rendered by the row's child, whose parent is the row.
        let rows = root.subviews.compactMap { $0.owningComponent?.parent as? RowComponent }
        try #require(rows.map(\.title) == titles)
        return (host, root, record, rows)
    }

    @Test("a typed action reaches its handler with its argument, walking from the sender's next responder")
    func typedArgument() throws {
        let (_, _, record, rows) = try mount()
        let select = ComponentAction<String>(.didSelect)
        select.send(from: rows[1], "b")
        #expect(record.entries == ["controller selected b from RowComponent"])
    }

    @Test("an argument of the wrong type is reported and the handler is not called")
    func argumentMismatch() throws {
        let (_, _, record, rows) = try mount()
        let diagnostics = RuntimeDiagnostics.collect { ComponentAction<Int>(.didSelect).send(from: rows[0], 3) }
        #expect(diagnostics.map(\.kind) == [.senderTypeMismatch])
        #expect(diagnostics.first?.message.contains("argument of type 'String', but was sent 'Int'") == true)
        #expect(record.entries.isEmpty)
    }

    @Test("a selector action skips the sender; the same selector sent from a control starts at the sender")
    func sendBehaviors() throws {
        let (_, root, record, rows) = try mount()
        ComponentAction<Void>(.didTapRow).send(from: rows[0])
        #expect(record.entries == ["controller tapped row from RowComponent"], "the row's own handler is skipped")
        record.entries.removeAll()

        // The control's sender is the component that rendered it (the row's child), whose next responder is
        // the row: the row handles it.
        let button = try #require(root.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(record.entries == ["row a handled its own tap"])
        record.entries.removeAll()

        ComponentAction<Void>(.didTapRow).send(from: rows[0], behavior: .startAtSender)
        #expect(record.entries == ["row a handled its own tap"])
    }

    @Test("a target action starts at its target, whatever chain the sender is in")
    func targetAction() throws {
        let (host, _, record, rows) = try mount()
        let list = try #require(host.rootComponent)
        let other = try mount(["z"])
        let action = ComponentAction<String>(.didSelect, target: list)
        action.send(from: other.3[0], "z")
        #expect(record.entries == ["controller selected z from RowComponent"], "the list's controller, via the list")
        #expect(other.2.entries.isEmpty)
        _ = rows
    }

    @Test("a scoped action reaches its scope from anywhere, and keeps reaching it after a rebuild")
    func scopedAction() throws {
        let (host, _, record, rows) = try mount()
        let list = try #require(host.rootComponent)
        let action = ComponentAction<String>(.didSelect, scopedTo: list)
        let other = try mount(["z"])
        action.send(from: other.3[0], "1")
        host.rebuild()
        action.send(from: rows[0], "2")
        #expect(
            record.entries == ["controller selected 1 from RowComponent", "controller selected 2 from RowComponent"]
        )
        #expect(other.2.entries.isEmpty)
    }

    @Test("a scoped action whose scope has left the tree is reported")
    func scopedActionAfterRemoval() throws {
        let showsList = Ref(true)
        let host = ComponentHost { _ in showsList.value ? ListComponent(rows: ["a"]) : Component() }
        host.mount(in: makeRootView())
        let list = try #require(host.rootComponent as? ListComponent)
        let action = ComponentAction<String>(.didSelect, scopedTo: list)
        showsList.value = false
        host.rebuild()
        let diagnostics = RuntimeDiagnostics.collect { action.send(from: list, "x") }
        #expect(diagnostics.map(\.kind) == [.missingScope])
    }

    @Test("a block action is called directly with the sender and argument")
    func blockAction() throws {
        let (_, _, record, rows) = try mount()
        var received: [String] = []
        let action = ComponentAction<Int> { sender, value in received.append("\(type(of: sender)) \(value)") }
        action.send(from: rows[0], 7)
        #expect(received == ["RowComponent 7"])
        #expect(record.entries.isEmpty, "no responder chain")
    }

    @Test("equality follows ComponentKit: kind, selector, target, scope and block identity")
    func equality() throws {
        let (host, _, _, rows) = try mount()
        let list = try #require(host.rootComponent)
        #expect(ComponentAction<Void>(.didTapRow) == ComponentAction<Void>(.didTapRow))
        #expect(ComponentAction<Void>(.didTapRow) != ComponentAction<Void>(.didSelect))
        #expect(ComponentAction<Void>(.didTapRow, target: list) == ComponentAction<Void>(.didTapRow, target: list))
        #expect(ComponentAction<Void>(.didTapRow, target: list) != ComponentAction<Void>(.didTapRow, target: rows[0]))
        #expect(ComponentAction<Void>(.didTapRow, target: list) != ComponentAction<Void>(.didTapRow))
        #expect(
            ComponentAction<Void>(.didTapRow, scopedTo: rows[0]) == ComponentAction<Void>(.didTapRow, scopedTo: rows[0])
        )
        #expect(
            ComponentAction<Void>(.didTapRow, scopedTo: rows[0]) != ComponentAction<Void>(.didTapRow, scopedTo: rows[1])
        )
        let block = ComponentAction<Void> { _, _ in }
        let copy = block
        #expect(block == copy)
        #expect(block != ComponentAction<Void> { _, _ in })
    }

    @Test("a control action with a block is installed once and replaced when the block changes")
    func controlBlockAction() throws {
        var taps = 0
        let action = ComponentAction<Void> { _, _ in taps += 1 }
        let current = Ref(action)
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UIButton.self, [.controlAction(current.value)]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        host.rebuild()
        let button = try #require(root.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        current.value = ComponentAction<Void> { _, _ in taps += 10 }
        host.rebuild()
        let visible = try #require(root.subviews.first { !$0.isHidden } as? UIButton)
        visible.sendActions(for: .touchUpInside)
        #expect(taps == 11, "the new block only")
    }
}

/// A row that handles `didTapRow:` only from senders that are not rows, and sends selections it is asked
/// about to a fixed target instead of walking on.
final class PickyRowComponent: CompositeComponent {
    weak var redirect: AnyObject?

    init() { super.init(scope: "picky") }

    override func render() -> Component { Component(size: ComponentSize(width: 10, height: 10)) }

    override func canPerformAction(_ action: ActionSelector?, withSender sender: AnyObject?) -> Bool {
        guard action == .didTapRow else { return super.canPerformAction(action, withSender: sender) }
        return !(sender is RowComponent)
    }

    override func target(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject? {
        if action == .didSelect, let redirect { return redirect }
        return super.target(forAction: action, withSender: sender)
    }
}

extension PickyRowComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<PickyRowComponent>([
        .didTapRow: .withSender { (target, sender: Component) in
            target.context[RecordKey.self]?.entries.append("picky handled a tap from \(type(of: sender))")
        }
    ])
}

@MainActor
@Suite("Overridable dispatch: canPerformAction and target(forAction:withSender:) see the sender")
struct OverridableDispatchTests {
    @Test("canPerformAction can decline depending on the sender; the chain goes on")
    func declinesBySender() throws {
        let record = ActionRecord()
        let host = ComponentHost(context: Context().with(RecordKey.self, record)) { _ in
            StackComponent(children: [PickyRowComponent(), RowComponent(title: "r")])
        }
        host.mount(in: makeRootView())
        let picky = try #require((host.rootComponent as? StackComponent)?.children.first as? PickyRowComponent)
        ComponentAction<Void>(.didTapRow).send(from: picky, behavior: .startAtSender)
        #expect(record.entries == ["picky handled a tap from PickyRowComponent"])
        let row = RowComponent(title: "outside")
        let diagnostics = RuntimeDiagnostics.collect {
            #expect(picky.target(forAction: .didTapRow, withSender: row) == nil, "declined for a row sender")
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("target(forAction:withSender:) can redirect an action")
    func redirects() throws {
        let record = ActionRecord()
        let host = ComponentHost(context: Context().with(RecordKey.self, record)) { _ in
            StackComponent(children: [PickyRowComponent()])
        }
        host.mount(in: makeRootView())
        let list = ComponentHost(context: Context().with(RecordKey.self, record)) { _ in ListComponent(rows: ["a"]) }
        list.mount(in: makeRootView())
        let picky = try #require((host.rootComponent as? StackComponent)?.children.first as? PickyRowComponent)
        picky.redirect = list.rootComponent?.nextResponder  // the list's controller
        ComponentAction<String>(.didSelect).send(from: picky, "x", behavior: .startAtSender)
        #expect(record.entries == ["controller selected x from PickyRowComponent"])

        picky.redirect = list.rootComponent  // handles nothing itself: reported, not dropped
        let diagnostics = RuntimeDiagnostics.collect {
            ComponentAction<String>(.didSelect).send(from: picky, "y", behavior: .startAtSender)
        }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
        #expect(diagnostics.first?.message.contains("'ListComponent'") == true)
    }
}
