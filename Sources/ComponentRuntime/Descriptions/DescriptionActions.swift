extension ComponentDescription {
    /// Sends `action` up the responder chain from this description's component, starting at its next responder
    /// (its controller, else its parent): what a class component does with `ComponentAction(selector).send(from:
    /// self)`. Call it from one of the description's handlers (a closure handler or an `@ck.action` method),
    /// which run on the main actor; from anywhere else it is reported and nothing is sent.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @discardableResult
    public func send(_ action: ActionSelector) -> Bool? {
        send(ComponentAction<Void>(action), ())
    }

    /// Sends `action` with `argument` from this description's component (see ``send(_:)``); a selector action
    /// starts at the component's next responder, a scoped or targeted one where it says.
    @discardableResult
    public func send<Argument>(_ action: ComponentAction<Argument>, _ argument: Argument) -> Bool? {
        guard MainActorMark.isCurrent,
            let component = DescriptionRendering.nearest(DescribedComponent<Self>.self)
        else {
            RuntimeDiagnostics.reportWhileBuilding(
                .unhandledAction,
                "'\(Self.self)' sent an action outside its handlers, so from no component; send actions from a "
                    + "closure handler or an @ck.action method"
            )
            return nil
        }
        // Checked above: a handler runs on the main actor, and so does code on the main thread.
        nonisolated(unsafe) let argument = argument
        nonisolated(unsafe) let action = action
        return MainActor.assumeIsolated { action.send(from: component, argument) }
    }
}
