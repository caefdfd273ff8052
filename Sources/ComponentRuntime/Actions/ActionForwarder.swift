/// The one target that control action and gesture attributes install on a view, as ComponentKit's control
/// forwarder is: when the control fires or the gesture reports, it sends its component action from the view
/// into the component responder chain (``sendAction(_:from:sender:)``), and it answers the forwarded
/// gesture-delegate questions the same way.
///
/// The class is declared per platform, because UIKit calls targets through the Objective-C runtime and the
/// headless backend through ``HeadlessActionTarget``; what it does is ``ActionForwarding``.
#if canImport(UIKit)
    @MainActor
    final class ActionForwarder: NSObject, UIGestureRecognizerDelegate {
        /// What the forwarder sends. A gesture attribute applied again gives its kept forwarder the new action.
        var forwarding: ActionForwarding
        var selector: ActionSelector? { forwarding.selector }

        init(_ forwarding: ActionForwarding) {
            self.forwarding = forwarding
            super.init()
        }

        /// The selector UIKit calls on this object.
        static let selector = #selector(ActionForwarder.forwardAction(_:))

        @objc func forwardAction(_ sender: Any) {
            forwarding.forward(sender: sender as AnyObject)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            forwarding.shouldBegin(gestureRecognizer)
        }
    }
#else
    @MainActor
    final class ActionForwarder: HeadlessActionTarget, UIGestureRecognizerDelegate {
        /// What the forwarder sends. A gesture attribute applied again gives its kept forwarder the new action.
        var forwarding: ActionForwarding
        var selector: ActionSelector? { forwarding.selector }

        init(_ forwarding: ActionForwarding) {
            self.forwarding = forwarding
        }

        /// The selector the headless backend passes back to ``performHeadlessAction(_:sender:)``.
        static let selector = Selector("forwardAction:")

        func performHeadlessAction(_ action: Selector, sender: Any) {
            forwarding.forward(sender: sender as AnyObject)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            forwarding.shouldBegin(gestureRecognizer)
        }
    }
#endif

/// What an ``ActionForwarder`` does, the same on every platform: ComponentKit's control forwarder and gesture
/// helper. The sender of the action is the component that rendered the view (the control, or the gesture's
/// view), and the search for a handler starts at that component.
@MainActor
struct ActionForwarding {
    /// The selector, for introspection and dumps (`nil` for a block action).
    let selector: ActionSelector?
    /// Gesture-delegate questions forwarded to the component chain.
    let delegateSelectors: [ActionSelector]
    /// Sends the action: given the view and what fired (the control, or the recognizer).
    let deliver: @MainActor (_ view: UIView, _ firedBy: AnyObject) -> Void

    /// A control action: sent from the control's component, with no argument.
    static func control(_ action: ComponentAction<Void>) -> Self {
        Self(selector: action.selector, delegateSelectors: []) { view, control in
            if let component = ViewBookkeeping.component(of: view) {
                action.send(from: component, (), behavior: .startAtSender)
            } else if let selector = action.selector {
                sendAction(selector, from: view, sender: control)
            }
        }
    }

    /// A gesture action: sent from the component of the recognizer's view, with the recognizer as argument.
    static func gesture(_ action: ComponentAction<UIGestureRecognizer>, delegateSelectors: [ActionSelector]) -> Self {
        Self(selector: action.selector, delegateSelectors: delegateSelectors) { view, recognizer in
            guard let recognizer = recognizer as? UIGestureRecognizer else { return }
            if let component = ViewBookkeeping.component(of: view) {
                action.send(from: component, recognizer, behavior: .startAtSender)
            } else if let selector = action.selector {
                sendAction(selector, from: view, sender: recognizer)
            }
        }
    }

    /// Sends the action for the control or recognizer that fired.
    func forward(sender: AnyObject) {
        let view = (sender as? UIGestureRecognizer)?.view ?? sender as? UIView
        guard let view else { return }
        deliver(view, sender)
    }

    /// Forwards `gestureRecognizerShouldBegin:` when the attribute asked for it; otherwise lets it begin.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard delegateSelectors.contains(.gestureRecognizerShouldBegin), let view = recognizer.view else {
            return true
        }
        return sendAction(.gestureRecognizerShouldBegin, from: view, sender: recognizer) ?? true
    }
}
