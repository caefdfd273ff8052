import Foundation

/// State of a ``ComponentDescription`` kept in its component's scope, so it survives every rebuild of the
/// tree: ComponentKit's component state, written as a property. (SwiftUI's `@State` plays this part there.)
///
/// ```swift
/// struct CounterComponent: ComponentDescription {
///     @ScopedState var count = 0
///     var body: Component {
///         ViewComponent<UIButton> { .title("\(count)") }
///             .onTap { count += 1 }
///     }
/// }
/// ```
/// The initial value is taken from the first description of a scope; later ones keep the scope's value.
/// Read the value while the body is built (on any thread); change it from handlers, on the main actor. A
/// change re-renders the scope's component at the next run-loop turn (``UpdateMode/asynchronous``); pick
/// another mode with `$count.update(mode: .synchronous) { $0 += 1 }`. A handler reads its own writes at once.
/// Pass `$count` down as a ``ScopedBinding`` for a child to read and change.
/// When new inputs make the value wrong, fix it while `body` is built with `$count.replace(with: 0)`: no update,
/// no second render (ComponentKit's `replaceState`).
///
/// A scope is matched across rebuilds by the description's type and position among its siblings, or by its
/// `id` when the description is `Identifiable`.
@propertyWrapper
public struct ScopedState<Value: Sendable>: Sendable {
    let storage: ScopedStateStorage<Value>

    /// A property whose scope starts with `wrappedValue`. `fileID` and `line` are where the property is declared
    /// (Swift passes them): a change that cannot apply names that place.
    public init(wrappedValue: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        storage = ScopedStateStorage(initial: wrappedValue, declaredAt: CodeLocation(fileID: fileID, line: line))
    }

    /// The scope's value. Setting it (on the main actor) asks for an asynchronous update; a change made off the
    /// main actor is dropped and reported (a ``RuntimeDiagnostic/Kind/stateUpdateOffMainActor`` warning naming
    /// the property's declaration, since a setter cannot see its caller).
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.update(mode: .asynchronous) { $0 = newValue } }
    }

    /// A binding to the scope's value, to pass down or to update in another mode.
    public var projectedValue: ScopedBinding<Value> {
        let storage = storage
        return ScopedBinding(
            snapshot: storage.value,
            get: { storage.value },
            update: { mode, site, transform in storage.update(mode: mode, site: site, transform) },
            replace: { storage.replace(with: $0) }
        )
    }
}

extension ScopedState: Equatable {
    /// Always equal: state is not an input of a description. A description whose scope's state changed
    /// renders again whatever its inputs, so equal descriptions compare only what their parents passed.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A ``ScopedState`` property seen without its value type, so a description's properties can be linked to its
/// scope by position.
protocol ScopedStateLink {
    func link(to frame: ScopeFrame, slot: Int)
}

extension ScopedState: ScopedStateLink {
    func link(to frame: ScopeFrame, slot: Int) { storage.link(to: frame, slot: slot) }
}

/// Where one ``ScopedState`` property finds its value: the scope it was linked to while its description was
/// rendered, and its slot there. Shared by the copies of a description, so a handler made in `body` changes the
/// scope that rendered it.
///
/// One description value may render in several places (written twice, `let counter = Counter()` above and below,
/// or inside a component value placed twice): each place has a scope of its own, and the property is linked to
/// each. It then reads and changes the scope of the place rendering, or handling an action, on this thread.
final class ScopedStateStorage<Value: Sendable>: Sendable {
    /// This description's initial value; a scope keeps the first one it was linked with.
    private let unlinkedValue: Value
    /// Where the property is declared: named when a change made through `wrappedValue` cannot apply.
    private let declaredAt: CodeLocation
    /// The scopes it is linked to and a write not yet applied, under one lock: a build links while handlers read.
    private let links = Locked(Links())

    private struct Links: @unchecked Sendable {
        // @unchecked: Value is Sendable, scope frames are; the weak references are what keeps this from being
        // inferred.
        /// The scope it was linked to last.
        weak var frame: ScopeFrame?
        /// The other scopes it is linked to while they live, when the value renders in several places.
        var otherFrames: [WeakScopeFrame] = []
        var slot = 0
        /// A value written by a handler and not yet applied by the host, so the handler reads its own writes,
        /// and the scope it is for.
        var pending: (value: Value, frame: ObjectIdentifier)?

        /// The scope the property reads and changes now: its only one, or, when it renders in several places,
        /// the one of the place rendering or handling on this thread (the nearest at or above
        /// ``DescriptionRendering/current``), else the last linked.
        var current: ScopeFrame? {
            guard !otherFrames.isEmpty else { return frame }
            var component = DescriptionRendering.current
            while let candidate = component {
                if let scope = candidate.scopeFrame,
                    scope === frame || otherFrames.contains(where: { $0.frame === scope })
                {
                    return scope
                }
                component = candidate.parent
            }
            return frame
        }
    }

    init(initial: Value, declaredAt: CodeLocation) {
        unlinkedValue = initial
        self.declaredAt = declaredAt
    }

    var value: Value { read().value }

    /// The value, the scope it is read from and the slot, at once.
    private func read() -> (value: Value, frame: ScopeFrame?, slot: Int) {
        let (frame, slot, pending) = links.withLock { links -> (ScopeFrame?, Int, Value?) in
            let frame = links.current
            let pending = links.pending.flatMap { $0.frame == frame.map(ObjectIdentifier.init) ? $0.value : nil }
            return (frame, links.slot, pending)
        }
        if let pending { return (pending, frame, slot) }
        guard let frame else { return (unlinkedValue, nil, slot) }
        return (DescribedStateStore.read(frame).slots[slot] as? Value ?? unlinkedValue, frame, slot)
    }

    /// Links the property to `frame`; a new scope takes this description's initial value. A scope linked before
    /// stays linked while it lives: the same value renders in another place too.
    func link(to frame: ScopeFrame, slot: Int) {
        links.withLock { links in
            if let previous = links.frame, previous !== frame {
                links.otherFrames.removeAll { $0.frame.map { $0 === frame || !$0.isLive } ?? true }
                if previous.isLive, !links.otherFrames.contains(where: { $0.frame === previous }) {
                    links.otherFrames.append(WeakScopeFrame(frame: previous))
                }
            }
            links.frame = frame
            links.slot = slot
        }
        if DescribedStateStore.read(frame).slots[slot] == nil {
            let value = unlinkedValue
            DescribedStateStore.modify(frame) { store in
                if store.slots[slot] == nil { store.slots[slot] = value }
            }
        }
    }

    /// Replaces the scope's value while its description's `body` is built (``ScopedBinding/replace(with:)``).
    func replace(with value: Value) {
        let (_, frame, slot) = read()
        StateReplacement.replace(in: frame, "a @ScopedState property of type '\(Value.self)'") { frame in
            DescribedStateStore.modify(frame) { $0.slots[slot] = value }
        }
    }

    func update(
        mode: UpdateMode,
        site: StateChangeSite = StateChangeSite(),
        _ transform: @escaping (inout Value) -> Void
    ) {
        let site = site.location == nil ? StateChangeSite(isolation: site.isolation, location: declaredAt) : site
        var (next, frame, slot) = read()
        guard let frame else {
            StateUpdates.reportUnlinked("a @ScopedState property of type '\(Value.self)'", at: site.location)
            return
        }
        transform(&next)
        let scope = ObjectIdentifier(frame)
        let written = next
        links.withLock { $0.pending = (written, scope) }
        let fallback = unlinkedValue
        StateUpdates.enqueue(frame, mode: mode, site: site) { [links] stored in
            var store = stored as? DescribedStateStore ?? DescribedStateStore()
            var current = store.slots[slot] as? Value ?? fallback
            transform(&current)
            store.slots[slot] = current
            stored = store
            links.withLock { if $0.pending?.frame == scope { $0.pending = nil } }
        }
    }
}

/// A scope held weakly, in a list.
struct WeakScopeFrame {
    weak var frame: ScopeFrame?
}

/// Where and on which actor a state change was made: what decides whether it may apply, and what its report
/// names when it cannot.
struct StateChangeSite: Sendable {
    /// The caller's actor, when the API captured it (`#isolation`).
    var isolation: (any Actor)?
    /// Where the change was made, when the API captured it (`#fileID`, `#line`).
    var location: CodeLocation?

    init(isolation: (any Actor)? = nil, location: CodeLocation? = nil) {
        self.isolation = isolation
        self.location = location
    }

    /// " at Module/File.swift:12", or nothing when the place is unknown.
    var shownLocation: String { location.map { " at \($0)" } ?? "" }
}

/// Sends state updates made from handlers of descriptions to their scope's host, on the main actor.
enum StateUpdates {
    /// Queues `transform` for `frame` in `mode`. Updates must come from the main actor, where handlers (and
    /// every closure the runtime calls) run; one from another thread cannot apply: it is dropped and reported as
    /// a warning naming `site`, never stopping the program (it may come from a background task, far from any
    /// handler a test could install).
    static func enqueue(
        _ frame: ScopeFrame,
        mode: UpdateMode,
        site: StateChangeSite = StateChangeSite(),
        _ transform: @escaping StateTransform
    ) {
        let onMainActor = MainActorMark.isCurrent || site.isolation === MainActor.shared
        guard onMainActor else {
            let message =
                "state of \(frame.debugName) was changed off the main actor\(site.shownLocation) and the change "
                + "was dropped; change state from handlers, which run on the main actor, or hop to it first "
                + "(`await MainActor.run { … }`)"
            RuntimeDiagnostics.reportWhileBuilding(.stateUpdateOffMainActor, message)
            return
        }
        // On the main actor, checked above: the closure does not leave it.
        nonisolated(unsafe) let transform = transform
        MainActor.assumeIsolated { frame.routeStateUpdate(transform, mode: mode) }
    }

    /// Reports a change of state that has no scope (its description was never rendered in a tree), made at
    /// `location`: a warning, like any state change that cannot apply.
    static func reportUnlinked(_ what: String, at location: CodeLocation? = nil) {
        let site = StateChangeSite(location: location)
        let message =
            "\(what) was changed\(site.shownLocation) before its description was rendered in a tree, so it has no "
            + "scope and the change was dropped; change state from handlers"
        RuntimeDiagnostics.reportWhileBuilding(.stateUpdateWithoutScope, message)
    }
}
