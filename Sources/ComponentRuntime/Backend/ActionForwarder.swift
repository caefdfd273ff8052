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
        let forwarding: ActionForwarding
        var action: ActionSelector { forwarding.action }

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
        let forwarding: ActionForwarding
        var action: ActionSelector { forwarding.action }

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

/// What an ``ActionForwarder`` does, the same on every platform.
@MainActor
struct ActionForwarding {
    /// The component action sent when the control fires or the gesture reports.
    let action: ActionSelector
    /// Gesture-delegate questions forwarded to the component chain.
    let delegateSelectors: [ActionSelector]

    /// Sends ``action`` from the control (or the gesture's view) into the component chain.
    func forward(sender: AnyObject) {
        let view = (sender as? UIGestureRecognizer)?.view ?? sender as? UIView
        guard let view else { return }
        sendAction(action, from: view, sender: sender)
    }

    /// Forwards `gestureRecognizerShouldBegin:` when the attribute asked for it; otherwise lets it begin.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard delegateSelectors.contains(.gestureRecognizerShouldBegin), let view = recognizer.view else {
            return true
        }
        return sendAction(.gestureRecognizerShouldBegin, from: view, sender: recognizer) ?? true
    }
}
