import Foundation
import Testing

@testable import ComponentRuntime

/// ``TreeBuild`` is a function, as ComponentKit's `CKBuildComponent` is: given the previous scopes, a trigger and a
/// factory, it returns the tree and what changed in its scopes, with no host involved; a later build from the same
/// scopes keeps the state of the scopes declared again.
@MainActor
@Suite("Building a tree as a function: previous scopes, trigger and factory in, tree and changes out")
struct TreeBuildTests {
    private func twoCounters(_ context: Context) -> Component {
        StackComponent(children: [CounterComponent(name: "a"), CounterComponent(name: "b")])
    }

    private func frame(named name: String, in result: BuildResult) throws -> ScopeFrame {
        try #require(result.boundScopes.first { $0.frame.debugName == name }).frame
    }

    @Test("a first build returns the tree and the scopes it bound, and ends none")
    func firstBuild() {
        let scopes = BuildScopes(frame: .root(host: nil), host: nil)
        let result = TreeBuild.build(scopes, trigger: .propsUpdate, context: Context(), factory: twoCounters)
        #expect(result.root is StackComponent)
        let bound = result.boundScopes.map { $0.frame.debugName }.sorted()
        #expect(bound == ["CounterComponent(a)", "CounterComponent(b)"])
        #expect(result.deadScopes.isEmpty)
        #expect(result.replacedSubtrees.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a second build from the same scopes keeps the state of a scope declared again and ends the other")
    func secondBuildKeepsStateAndEndsTheRest() throws {
        let scopes = BuildScopes(frame: .root(host: nil), host: nil)
        let first = TreeBuild.build(scopes, trigger: .propsUpdate, context: Context(), factory: twoCounters)
        let frameA = try frame(named: "CounterComponent(a)", in: first)
        frameA.updateState { $0 = CounterComponent.State(values: [7]) }

        let second = TreeBuild.build(scopes, trigger: .propsUpdate, context: Context()) { _ in
            CounterComponent(name: "a")
        }
        #expect(second.deadScopes.map(\.debugName) == ["CounterComponent(b)"])
        #expect(try frame(named: "CounterComponent(a)", in: second) === frameA)
        #expect((second.root as? CounterComponent)?.state.values == [7])
    }

    @Test("rendering only what state changed keeps the root and the clean scope, and replaces the dirty subtree")
    func rerenderDirtyReplacesOnlyTheDirtySubtree() throws {
        let scopes = BuildScopes(frame: .root(host: nil), host: nil)
        let first = TreeBuild.build(scopes, trigger: .propsUpdate, context: Context(), factory: twoCounters)
        let counters = first.root.layoutChildren.compactMap { $0 as? CounterComponent }
        try #require(counters.count == 2)
        let (oldA, oldB) = (counters[0].renderedChild, counters[1].renderedChild)
        let frameA = try frame(named: "CounterComponent(a)", in: first)
        frameA.updateState { $0 = CounterComponent.State(values: [1]) }
        frameA.markDirty()

        let second = TreeBuild.rerenderDirty(first.root, scopes)
        #expect(second.root === first.root)
        #expect(second.replacedSubtrees.count == 1)
        #expect(second.replacedSubtrees.first === oldA)
        #expect(counters[0].renderedChild !== oldA)
        #expect(counters[1].renderedChild === oldB)
        #expect(!frameA.isDirty)
    }
}
