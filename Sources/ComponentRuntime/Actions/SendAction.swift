/// Sends `selector` from a plain view into the component responder chain (rule 7 of the chain, ComponentKit's
/// `CKComponentActionSend`): the first view from `view` upwards that a component renders hands the action to
/// that component; a view hierarchy no component renders keeps to the view chain.
///
/// Control actions and gesture attributes send this way, so the action reaches the component that owns the
/// view, then its controller, its parent and so on.
///
/// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
@MainActor
@discardableResult
public func sendAction(_ selector: Selector, from view: View, sender: AnyObject?) -> Bool? {
    var current: View? = view
    while let candidate = current {
        if let component = candidate.owningComponent {
            return component.send(selector, sender: sender)
        }
        current = candidate.superview
    }
    return view.send(selector, sender: sender)
}
