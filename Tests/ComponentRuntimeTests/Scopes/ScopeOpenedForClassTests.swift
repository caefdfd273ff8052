import Foundation
import Testing

@testable import ComponentRuntime

/// A counter made without `scope:`, as a ComponentKit component whose `+new` opens its scope before making it.
private class OpenedCounter: CompositeComponent, StatefulComponent {
    struct State: Sendable, Equatable { var count = 0 }
    static var initialState: State { State() }

    init() { super.init() }
    init(ownScope: String) { super.init(scope: ownScope) }

    /// ComponentKit's `+new`: the scope first, then the component, which takes it.
    static func make(id: String) -> OpenedCounter { withScope(id) { OpenedCounter() } }

    override func render() -> Component { Component(size: ComponentSize(width: 10, height: 10)) }
}

private final class OpenedCounterSubclass: OpenedCounter {}

private final class OtherComponent: CompositeComponent {
    init() { super.init() }
}

private struct OpenedScopeFailure: Error {}

/// What the other thread found, read once it signalled.
private final class ThreadResult: @unchecked Sendable {
    var madeWithoutScope: Bool?
}

@MainActor
@Suite("A scope opened for a class is taken by the first component of that class")
struct ScopeOpenedForClassTests {
    @Test("the first component of the class made while the scope is open takes it; a second one gets none")
    func firstComponentTakesTheScope() {
        let (first, second) = OpenedCounter.withScope("feed") { (OpenedCounter(), OpenedCounter()) }
        #expect(first.declaredScope == ScopeIdentifier("feed"))
        #expect(second.declaredScope == nil)

        let host = ComponentHost { _ in StackComponent(children: [first, second]) }
        host.rebuild()
        #expect(first.stateIfScoped == OpenedCounter.State(), "built with a scope, it has state")
        #expect(first.scopeGlobalIdentifier != nil)
        #expect(second.stateIfScoped == nil, "ComponentKit's later components read nil state")
    }

    @Test("a component of another class, or of a subclass, does not take it; the class's next component does")
    func otherClassesAndSubclassesDoNotTakeIt() {
        let (other, subclass, counter) = OpenedCounter.withScope("feed") {
            (OtherComponent(), OpenedCounterSubclass(), OpenedCounter())
        }
        #expect(other.declaredScope == nil)
        #expect(subclass.declaredScope == nil, "ComponentKit compares the exact class")
        #expect(counter.declaredScope == ScopeIdentifier("feed"))
    }

    @Test("a component that passes its own scope keeps it and leaves the opened one to the next")
    func ownScopeLeavesTheOpenedOne() {
        let (own, next) = OpenedCounter.withScope("opened") { (OpenedCounter(ownScope: "own"), OpenedCounter()) }
        #expect(own.declaredScope == ScopeIdentifier("own"))
        #expect(next.declaredScope == ScopeIdentifier("opened"))
    }

    @Test("only the innermost open scope is looked at, and a scope closes when its closure returns or throws")
    func innermostOnlyAndClosed() throws {
        let (inner, afterInner) = OpenedCounter.withScope("outer") {
            let inner = OtherComponent.withScope { OpenedCounter() }
            return (inner, OpenedCounter())
        }
        #expect(inner.declaredScope == nil, "made inside another class's scope, it takes neither")
        #expect(afterInner.declaredScope == ScopeIdentifier("outer"), "the outer scope is open again after")
        #expect(OpenedCounter().declaredScope == nil, "no scope is open any more")

        #expect(throws: OpenedScopeFailure.self) {
            try OpenedCounter.withScope("thrown") { () throws -> Void in throw OpenedScopeFailure() }
        }
        #expect(OpenedCounter().declaredScope == nil, "closed when the closure threw")
    }

    @Test("a scope without identifier is the class's own, as `scope(self)`")
    func noIdentifier() {
        let counter = OpenedCounter.withScope { OpenedCounter() }
        #expect(counter.declaredScope == ScopeIdentifier(NoScopeIdentifier()))
    }

    @Test("a component made through its factory keeps its state across rebuilds, as through `scope:`")
    func stateSurvivesRebuilds() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in OpenedCounter.make(id: "a") }
        host.rebuild()
        let first = try #require(host.rootComponent as? OpenedCounter)
        let identifier = first.scopeGlobalIdentifier
        first.updateState(mode: .synchronous) { $0.count = 3 }
        host.rebuild()
        let rebuilt = try #require(host.rootComponent as? OpenedCounter)
        #expect(rebuilt !== first)
        #expect(rebuilt.state.count == 3)
        #expect(rebuilt.scopeGlobalIdentifier == identifier)
    }

    @Test("a scope opened on one thread is not seen by components made on another meanwhile")
    func threadLocal() {
        let result = ThreadResult()
        let taken = OpenedCounter.withScope("main") { () -> ScopeIdentifier? in
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result.madeWithoutScope = OpenedCounter().declaredScope == nil
                done.signal()
            }
            thread.start()
            done.wait()
            return OpenedCounter().declaredScope
        }
        #expect(result.madeWithoutScope == true)
        #expect(taken == ScopeIdentifier("main"), "still open on this thread for its first component")
    }
}
