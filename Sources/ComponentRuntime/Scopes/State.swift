/// When a state update takes effect: ComponentKit's `CKUpdateMode`.
public enum UpdateMode: Sendable {
    /// The tree is rebuilt and remounted before `updateState` returns.
    case synchronous
    /// The update is queued; queued updates apply together, in order, at the next run-loop turn (or the
    /// next ``ComponentHost/flush()``), with one rebuild.
    case asynchronous
    /// The update is queued and nothing is scheduled: it applies with whatever comes next (a synchronous
    /// update, a flush, a scheduled turn for an asynchronous one, or ``ComponentHost/rebuild()``), as
    /// ComponentKit's generator stores state updates until its owner asks for a new generation.
    case enqueued
}

/// A state update the host received: what ``ComponentHost/stateUpdateListener`` hears.
public struct StateUpdateNotice: Sendable, Equatable {
    /// The scope the update is for: `ComponentType(identifier)`.
    public let scope: String
    /// How the update was asked to apply.
    public let mode: UpdateMode

    /// Creates a notice (the host makes them; tests compare with them).
    public init(scope: String, mode: UpdateMode) {
        self.scope = scope
        self.mode = mode
    }
}

/// A component with state in its scope. Declare a `State` type and its ``initialState``; ckgen writes the
/// conformance for components that have both (or a `State` with a plain initializer):
/// ```swift
/// extension FollowButtonComponent: StatefulComponent {}
/// ```
/// The component reads ``state`` in ``CompositeComponent/render()``; it or its controller changes it with
/// ``updateState(mode:_:)``. State lives in the scope, so it survives every rebuild of the tree.
public protocol StatefulComponent: Component {
    /// The state's type. `Sendable`, because trees are built off the main actor and read state there.
    associatedtype State: Sendable
    /// The state of a scope that has just appeared: ComponentKit's `+initialState`.
    static var initialState: State { get }
}

extension StatefulComponent {
    /// The state of this component's scope, or `nil` when it has none: what ComponentKit's `state` reads for a
    /// component built without a scope (`nil`, with no assertion). ``state`` cannot be `nil` in Swift, so it
    /// gives the initial state there and reports the missing scope; read this one where a missing scope is
    /// expected (a component that may be built outside a tree, say).
    public var stateIfScoped: State? {
        guard let frame = scopeFrame else { return nil }
        return frame.state as? State ?? Self.initialState
    }

    /// The current state of this component's scope (its initial state if it declared no scope, reported as a
    /// ``RuntimeDiagnostic/Kind/missingScope`` fault; ``stateIfScoped`` is `nil` there instead).
    public var state: State {
        guard let frame = scopeFrame else {
            RuntimeDiagnostics.reportWhileBuilding(
                .missingScope,
                "'\(Self.self)' reads state but declared no scope; pass `scope:` to its initializer"
            )
            return Self.initialState
        }
        return frame.state as? State ?? Self.initialState
    }

    /// Changes the state of this component's scope with `transform`.
    ///
    /// An update for a scope that has left the tree is ignored and counted in
    /// ``ComponentHost/ignoredStateUpdateCount`` (and reported as a warning).
    @MainActor
    public func updateState(mode: UpdateMode = .asynchronous, _ transform: @escaping (inout State) -> Void) {
        ScopeFrame.update(scopeFrame, of: Self.self, mode: mode, transform)
    }
}

extension StatefulComponent {
    static var erasedInitialState: any Sendable { initialState }
}

extension ScopeFrame {
    /// Routes a typed update to the frame's host (``routeStateUpdate(_:mode:)``), or reports why it cannot apply.
    @MainActor
    static func update<C: StatefulComponent>(
        _ frame: ScopeFrame?,
        of type: C.Type,
        mode: UpdateMode,
        _ transform: @escaping (inout C.State) -> Void
    ) {
        guard let frame else {
            RuntimeDiagnostics.reportWhileBuilding(
                .missingScope,
                "'\(C.self)' updates state but declared no scope; pass `scope:` to its initializer"
            )
            return
        }
        let erased: StateTransform = { stored in
            var state = stored as? C.State ?? C.initialState
            transform(&state)
            stored = state
        }
        frame.routeStateUpdate(erased, mode: mode)
    }
}

/// A state update with its type erased, applied to a scope's stored state on the main actor.
typealias StateTransform = (inout (any Sendable)?) -> Void
