/// A description with a typed `State` kept in its scope, as ``StatefulComponent`` is for classes. ckgen writes
/// the conformance for a description that declares a `State` type (and `initialState`, or a `State` with a plain
/// initializer):
/// ```swift
/// extension QuoteComponent: DescribedStatefulComponent {
///     static var initialState: State { State() }
/// }
/// ```
/// ``ScopedState`` properties do the same with less ceremony; this is for code that keeps one `State` value.
public protocol DescribedStatefulComponent: ComponentDescription {
    /// The state's type; `Sendable`, because trees are built off the main actor.
    associatedtype State: Sendable
    /// The state of a scope that has just appeared.
    static var initialState: State { get }
}

extension DescribedStatefulComponent {
    /// The state of the scope this description is rendered in. Read it in `body`, or in a handler.
    public var state: State {
        guard let frame = DescriptionRendering.nearest(DescribedComponent<Self>.self)?.scopeFrame else {
            return Self.initialState
        }
        return DescribedStateStore.typedState(in: frame, initial: Self.initialState)
    }

    /// Changes the state of the scope this description is rendered in, from one of its handlers (on the main
    /// actor): a closure handler (`onTap { }`, a list's `onNearingEnd`) or an `@ck.action` method. A change made
    /// anywhere else cannot find its scope or apply: it is dropped and reported at `fileID`:`line` (the
    /// caller's, which Swift passes).
    public func updateState(
        mode: UpdateMode = .asynchronous,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping (inout State) -> Void
    ) {
        let location = CodeLocation(fileID: fileID, line: line)
        guard let frame = DescriptionRendering.nearest(DescribedComponent<Self>.self)?.scopeFrame else {
            StateUpdates.reportUnlinked("the state of '\(Self.self)'", at: location)
            return
        }
        let update = DescribedStateStore.typedUpdate(initial: Self.initialState, transform)
        StateUpdates.enqueue(frame, mode: mode, site: StateChangeSite(location: location), update)
    }
}

/// A description with a controller: ckgen writes the conformance for `FooComponent` (a description) and
/// `FooComponentController`, as ``ControllerProviding`` is for classes. The controller reads the current
/// description as `component.value`.
@MainActor
public protocol DescribedControllerProviding: ComponentDescription {
    /// Makes the controller for a new scope of this description, given its first component.
    static func makeController(for component: DescribedComponent<Self>) -> AnyComponentController
}

extension DescribedComponent: ControllerProviding where Description: DescribedControllerProviding {
    /// The description's controller for a new scope.
    public static func makeController(for component: DescribedComponent<Description>) -> AnyComponentController {
        Description.makeController(for: component)
    }
}

/// A description whose `@ck.action` methods are in a dispatch table, so its component is a member of the
/// responder chain and forwards the actions to the current description. ckgen writes the conformance:
/// ```swift
/// extension QuoteComponent: DescribedActionResponder {
///     static let actionTable: AnyActionTable = ActionTable<DescribedComponent<QuoteComponent>>([
///         .didTapQuote: .withSender { (target, sender: Component) in target.perform { $0.didTapQuote(sender) } },
///     ])
/// }
/// ```
@MainActor
public protocol DescribedActionResponder: ComponentDescription {
    /// The description's dispatch table, whose target is its ``DescribedComponent``.
    static var actionTable: AnyActionTable { get }
}

extension DescribedComponent: ActionResponder where Description: DescribedActionResponder {
    /// The description's dispatch table.
    public static var actionTable: AnyActionTable { Description.actionTable }
}

/// What every ``DescribedComponent`` is, whatever its description: lets a ``ComponentController`` of one name
/// the description's type.
public protocol DescribedComponentType: Component {
    /// The description type.
    associatedtype Description: ComponentDescription
    /// The current description.
    var value: Description { get }
}

extension DescribedComponent: DescribedComponentType {}

extension ComponentController where C: DescribedComponentType, C.Description: DescribedStatefulComponent {
    /// The typed state of the description's scope.
    public var state: C.Description.State {
        guard let frame else { return C.Description.initialState }
        return DescribedStateStore.typedState(in: frame, initial: C.Description.initialState)
    }

    /// Changes the typed state of the description's scope, as a class's controller does with its
    /// `updateState(mode:_:)`. Updates after the scope has left the tree are ignored (and
    /// counted).
    public func updateState(
        mode: UpdateMode = .asynchronous,
        _ transform: @escaping (inout C.Description.State) -> Void
    ) {
        guard let frame else { return }
        let update = DescribedStateStore.typedUpdate(initial: C.Description.initialState, transform)
        StateUpdates.enqueue(frame, mode: mode, site: StateChangeSite(isolation: MainActor.shared), update)
    }
}
