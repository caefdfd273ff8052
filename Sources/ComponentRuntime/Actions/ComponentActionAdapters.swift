/// ComponentKit's `CKAction::promotedFrom`, `demotedFrom` and `combine`: actions made from other actions.
///
/// ComponentKit adds or drops trailing arguments of a variadic action; an action here carries one argument
/// (a tuple for several), so one adapter covers both directions: it says how to make the other action's
/// argument from this one's. A `nil` action adapts to `nil`, as a null `CKAction` promotes and demotes to a
/// null one.
extension ComponentAction {
    /// An action that sends `action` with the argument `supplying` makes from its own: ComponentKit's
    /// `demotedFrom(action, defaults...)`, where `supplying` adds the defaults.
    /// ```swift
    /// let select = ComponentAction<(Item, Int)>(.didSelect)
    /// let selectFirst = ComponentAction<Item>.demoted(from: select) { item in (item, 0) }
    /// ```
    public static func demoted<Full>(
        from action: ComponentAction<Full>?,
        supplying fullArgument: @escaping (Argument) -> Full
    ) -> Self? {
        guard let action else { return nil }
        // The new action's block runs on the main actor only; what it captures is never changed after this.
        nonisolated(unsafe) let (adapted, supply) = (action, fullArgument)
        return Self { sender, argument in adapted.send(from: sender, supply(argument)) }
    }

    /// An action that takes an argument `action` does not and sends `action` with the part of it `keeping`
    /// picks: ComponentKit's `promotedFrom(action)`.
    /// ```swift
    /// let refresh = ComponentAction<Void>(.refresh)
    /// let refreshFromSwitch = ComponentAction<UIControl>.promoted(from: refresh) { _ in () }
    /// ```
    public static func promoted<Fewer>(
        from action: ComponentAction<Fewer>?,
        keeping part: @escaping (Argument) -> Fewer
    ) -> Self? {
        guard let action else { return nil }
        // As in `demoted`: captured once, used on the main actor only.
        nonisolated(unsafe) let (adapted, pick) = (action, part)
        return Self { sender, argument in adapted.send(from: sender, pick(argument)) }
    }

    /// An action that sends every action in `actions`, in order, with the same sender and argument:
    /// ComponentKit's `combine`. `nil` actions are left out; with none left, the result is `nil`.
    public static func combined(_ actions: ComponentAction?...) -> Self? {
        let present = actions.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        if present.count == 1 { return present[0] }
        // As in `demoted`: captured once, used on the main actor only.
        nonisolated(unsafe) let all = present
        return Self { sender, argument in
            for action in all { action.send(from: sender, argument) }
        }
    }
}

extension ComponentAction where Argument == Void {
    /// An action of any argument that sends `action`, dropping the argument: ComponentKit's promotion from
    /// actions that take no arguments.
    public func promoted<Wider>(to _: Wider.Type = Wider.self) -> ComponentAction<Wider> {
        // As in `demoted`: captured once, used on the main actor only.
        nonisolated(unsafe) let action = self
        return ComponentAction<Wider> { sender, _ in action.send(from: sender) }
    }
}
