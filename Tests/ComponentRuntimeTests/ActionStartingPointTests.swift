import ComponentRuntime
import Foundation
import Testing

extension ActionSelector {
    fileprivate static let ping = ActionSelector("ping:")
    fileprivate static let isReady = ActionSelector("isReady:")
}

private enum PingRecordKey: ContextKey {
    static var defaultValue: ActionRecord? { nil }
}

/// A scoped component that handles `ping:` itself and holds other pingers: every member of the chain below the
/// root can handle the action, so where a send starts decides who handles it.
final class PingerComponent: CompositeComponent {
    let name: String
    let children: [Component]
    init(name: String, _ children: [Component] = []) {
        self.name = name
        self.children = children
        super.init(scope: name)
    }
    override func render() -> Component {
        StackComponent(
            view: ViewConfiguration(UIView.self),
            size: ComponentSize(width: 100, height: 20),
            children: children
        )
    }
}

extension PingerComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<PingerComponent>([
        .ping: .withSender { (target, sender: Component) in
            target.context[PingRecordKey.self]?.entries.append(
                "\(target.name) from \((sender as? PingerComponent)?.name ?? "?")"
            )
        },
        .isReady: .predicate { (target, _: Component) in target.name == "outer" },
    ])
}

/// Where a send starts, by kind (ComponentKit's `CKActionSendBehavior`): a selector action starts after the
/// sender, a target or scoped action at its target; an explicit behavior overrides either way.
@MainActor
@Suite("Component actions: where a send starts")
struct ActionStartingPointTests {
    /// Kept for the whole test: a root view keeps its host (and so the tree's parent links) alive.
    private let root = makeRootView()

    private func mount() throws -> (ComponentHost, ActionRecord, a: PingerComponent, b: PingerComponent) {
        let record = ActionRecord()
        let host = ComponentHost(context: Context().with(PingRecordKey.self, record)) { _ in
            PingerComponent(name: "outer", [PingerComponent(name: "a"), PingerComponent(name: "b")])
        }
        host.mount(in: root)
        let outer = try #require(host.rootComponent as? PingerComponent)
        let pingers = outer.children.compactMap { $0 as? PingerComponent }
        return (host, record, pingers[0], pingers[1])
    }

    @Test("a selector action starts after its sender; told to start at the sender, the sender handles it")
    func selectorAction() throws {
        let (_, record, a, _) = try mount()
        #expect(ComponentAction<Void>(.ping).defaultBehavior == .startAtSenderNextResponder)
        ComponentAction<Void>(.ping).send(from: a)
        ComponentAction<Void>(.ping).send(from: a, behavior: .startAtSender)
        #expect(record.entries == ["outer from a", "a from a"])
    }

    @Test("a target action starts at its target; told to start after it, the target's parent handles it")
    func targetAction() throws {
        let (_, record, a, b) = try mount()
        #expect(ComponentAction<Void>(.ping, target: b).defaultBehavior == .startAtSender)
        ComponentAction<Void>(.ping, target: b).send(from: a)
        ComponentAction<Void>(.ping, target: b).send(from: a, behavior: .startAtSenderNextResponder)
        #expect(record.entries == ["b from a", "outer from a"])
    }

    @Test("a scoped action starts at its scope's component; told to start after it, the parent handles it")
    func scopedAction() throws {
        let (_, record, a, b) = try mount()
        #expect(ComponentAction<Void>(.ping, scopedTo: b).defaultBehavior == .startAtSender)
        ComponentAction<Void>(.ping, scopedTo: b).send(from: a)
        ComponentAction<Void>(.ping, scopedTo: b).send(from: a, behavior: .startAtSenderNextResponder)
        #expect(record.entries == ["b from a", "outer from a"])
    }

    @Test("a block action is called directly, whatever the behavior, and answers nothing")
    func blockAction() throws {
        let (_, record, a, _) = try mount()
        var calls: [String] = []
        let action = ComponentAction<Int> { sender, argument in
            calls.append("\((sender as? PingerComponent)?.name ?? "?") \(argument)")
        }
        #expect(action.send(from: a, 1) == nil)
        #expect(action.send(from: a, 2, behavior: .startAtSenderNextResponder) == nil)
        #expect(calls == ["a 1", "a 2"])
        #expect(record.entries.isEmpty)
        #expect(action.selector == nil)
    }

    @Test("a predicate's answer comes back to the sender: true from the handler that says so, false otherwise")
    func predicateAnswer() throws {
        let (_, _, a, b) = try mount()
        #expect(ComponentAction<Void>(.isReady).send(from: a) == true, "outer answers")
        #expect(ComponentAction<Void>(.isReady).send(from: a, behavior: .startAtSender) == false, "a answers")
        #expect(ComponentAction<Void>(.isReady, target: b).send(from: a) == false, "b answers")
        #expect(ComponentAction<Void>(.ping).send(from: a) == nil, "not a question")
    }
}
