/// What identifies a gesture attribute: the recognizer class, the action and the forwarded delegate
/// selectors. The setup function is assumed to be the same for the same attribute.
struct GestureBinding: Equatable {
    let recognizerType: ObjectIdentifier
    let recognizerName: String
    let selector: Selector
    let delegateSelectors: [Selector]
}

final class GestureAttributeBox: AnyAttributeBox {
    let binding: GestureBinding
    let make: @MainActor () -> GestureRecognizer

    init(binding: GestureBinding, make: @escaping @MainActor () -> GestureRecognizer) {
        self.binding = binding
        self.make = make
        super.init(identifier: "ComponentRuntime.gesture(\(binding.recognizerName), \(binding.selector.name))")
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? GestureAttributeBox)?.binding == binding
    }

    @MainActor override func apply(to view: View, replacing previous: AnyAttributeBox?, owner: Component?) {
        // One recognizer per attribute: replace rather than stack.
        if let old = view.attributeRecognizers.removeValue(forKey: identifier) {
            view.removeGestureRecognizer(old)
        }
        let recognizer = make()
        recognizer.addTarget(nil, action: binding.selector)
        if !binding.delegateSelectors.isEmpty {
            recognizer.retainedDelegate = GestureDelegateForwarder(selectors: binding.delegateSelectors)
        }
        view.addGestureRecognizer(recognizer)
        view.attributeRecognizers[identifier] = recognizer
    }

    @MainActor override func unapply(from view: View, owner: Component?) {
        if let recognizer = view.attributeRecognizers.removeValue(forKey: identifier) {
            view.removeGestureRecognizer(recognizer)
        }
    }
}

/// Forwards a recognizer's delegate questions to the component responder chain of its view, as
/// ComponentKit's `CKComponentForwardedSelectors` do.
@MainActor
final class GestureDelegateForwarder: GestureRecognizerDelegate {
    let selectors: [Selector]
    init(selectors: [Selector]) { self.selectors = selectors }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard selectors.contains(.gestureRecognizerShouldBegin), let view = recognizer.view else { return true }
        return sendAction(.gestureRecognizerShouldBegin, from: view, sender: recognizer) ?? true
    }
}

extension AttributeValue {
    /// Installs a tap recognizer that sends `selector` up the component chain: `CKComponentTapGestureAttribute`.
    /// Any view can carry it.
    public static func tapGesture(_ selector: Selector) -> Self {
        gesture(TapGestureRecognizer.self, action: selector)
    }

    /// Installs a pan recognizer that sends `selector` for each state of the pan:
    /// `CKComponentPanGestureAttribute`.
    public static func panGesture(_ selector: Selector) -> Self {
        gesture(PanGestureRecognizer.self, action: selector)
    }

    /// Installs a long-press recognizer that sends `selector`: `CKComponentLongPressGestureAttribute`.
    public static func longPressGesture(_ selector: Selector) -> Self {
        gesture(LongPressGestureRecognizer.self, action: selector)
    }

    /// Installs a recognizer of any class: `CKComponentGestureAttribute`.
    ///
    /// - Parameters:
    ///   - recognizerType: the recognizer class, made with its plain initializer.
    ///   - setup: configures a new recognizer (seed 000: `{ $0.numberOfTapsRequired = 2 }`).
    ///   - action: sent up the component chain when the gesture is recognized.
    ///   - delegateSelectors: delegate questions forwarded to the component chain, such as
    ///     ``Selector/gestureRecognizerShouldBegin``; none by default.
    public static func gesture<G: GestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        action: Selector,
        delegateSelectors: [Selector] = []
    ) -> Self {
        let binding = GestureBinding(
            recognizerType: ObjectIdentifier(recognizerType),
            recognizerName: "\(recognizerType)",
            selector: action,
            delegateSelectors: delegateSelectors
        )
        return Self(
            box: GestureAttributeBox(binding: binding) {
                let recognizer = G()
                setup?(recognizer)
                return recognizer
            }
        )
    }
}
