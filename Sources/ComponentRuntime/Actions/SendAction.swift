/// Sends `action` from a view into the component responder chain (rule 7 of the chain, ComponentKit's
/// `CKComponentActionSend`): the first view from `view` upwards that a component renders hands the action to
/// that component; a view hierarchy no component renders keeps to the view chain (superviews, then the view
/// controller, then ``Application/responder``).
///
/// Control actions and gesture attributes send this way, so the action reaches the component that owns the
/// view, then its controller, its parent and so on.
///
/// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
@MainActor
@discardableResult
public func sendAction(_ action: ActionSelector, from view: UIView, sender: AnyObject?) -> Bool? {
    var current: UIView? = view
    while let candidate = current {
        if let component = ViewBookkeeping.component(of: candidate) {
            return component.send(action, sender: sender)
        }
        current = candidate.superview
    }
    return ResponderChain.send(action, from: view, sender: sender, origin: "'\(type(of: view))'")
}
