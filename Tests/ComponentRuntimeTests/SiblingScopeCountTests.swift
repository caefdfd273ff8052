import ComponentRuntime
import Foundation
import Testing

/// Siblings of one type that declare the same scope identifier are told apart by their order (ComponentKit's
/// tree-node key counter). The count matters: each further sibling needs the next free position, not the
/// second one again, so the rule is shown with two, three and four siblings.
@MainActor
@Suite("Sibling scopes with one type and identifier, by count")
struct SiblingScopeCountTests {
    private func counters(of host: ComponentHost) throws -> [CounterComponent] {
        try #require(host.rootComponent as? StackComponent).children.compactMap { $0 as? CounterComponent }
    }

    @Test(
        "each of n siblings with the same identifier keeps its own state across a rebuild, with one warning a build",
        arguments: [2, 3, 4]
    )
    func sameIdentifier(count: Int) throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            counterList(Array(repeating: "same", count: count))
        }
        let root = makeRootView()
        let mounted = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(mounted.map(\.kind) == [.scopeCollision], "one warning for the group, however many siblings")
        for index in 0..<count {
            try counters(of: host)[index].updateState(mode: .synchronous) { $0.values = [index + 1] }
        }
        let expected = (1...count).map { [$0] }
        #expect(try counters(of: host).map(\.state.values) == expected)

        let rebuilt = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(rebuilt.map(\.kind) == [.scopeCollision])
        #expect(try counters(of: host).map(\.state.values) == expected, "no sibling took another's scope")
    }

    @Test("the near miss: siblings with distinct identifiers keep their state and are not warned about")
    func distinctIdentifiers() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a", "b", "c"]) }
        let root = makeRootView()
        let mounted = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(mounted.isEmpty)
        for index in 0..<3 {
            try counters(of: host)[index].updateState(mode: .synchronous) { $0.values = [index + 1] }
        }
        let rebuilt = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(rebuilt.isEmpty)
        #expect(try counters(of: host).map(\.state.values) == [[1], [2], [3]])
    }
}
