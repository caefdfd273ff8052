/// What identifies a gesture attribute: the recognizer class, the action and the forwarded delegate
/// selectors. The setup function is assumed to be the same for the same attribute.
struct GestureBinding: Equatable {
    let recognizerType: ObjectIdentifier
    let recognizerName: String
    let selector: ActionSelector
    let delegateSelectors: [ActionSelector]
}

final class GestureAttributeBox: AnyAttributeBox {
    let binding: GestureBinding
    let make: @MainActor () -> UIGestureRecognizer

    init(binding: GestureBinding, make: @escaping @MainActor () -> UIGestureRecognizer) {
        self.binding = binding
        self.make = make
        super.init(identifier: "ComponentRuntime.gesture(\(binding.recognizerName), \(binding.selector.name))")
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? GestureAttributeBox)?.binding == binding
    }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        let record = ViewBookkeeping.record(for: view)
        // One recognizer per attribute: replace rather than stack.
        if let old = record.gestures.removeValue(forKey: identifier) {
            view.removeGestureRecognizer(old.recognizer)
        }
        let recognizer = make()
        let forwarder = ActionForwarder(
            ActionForwarding(action: binding.selector, delegateSelectors: binding.delegateSelectors)
        )
        recognizer.addTarget(forwarder, action: ActionForwarder.selector)
        if !binding.delegateSelectors.isEmpty { recognizer.delegate = forwarder }
        view.addGestureRecognizer(recognizer)
        // Recognizers hold their targets and delegates weakly: the record keeps the forwarder alive.
        record.gestures[identifier] = InstalledGesture(recognizer: recognizer, forwarder: forwarder)
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let record = ViewBookkeeping.existingRecord(for: view),
            let installed = record.gestures.removeValue(forKey: identifier)
        else { return }
        view.removeGestureRecognizer(installed.recognizer)
        ViewBookkeeping.removeIfEmpty(record, of: view)
    }
}

extension AttributeValue {
    /// Installs a tap recognizer that sends `selector` up the component chain: `CKComponentTapGestureAttribute`.
    /// Any view can carry it.
    public static func tapGesture(_ selector: ActionSelector) -> Self {
        gesture(UITapGestureRecognizer.self, action: selector)
    }

    /// Installs a pan recognizer that sends `selector` for each state of the pan:
    /// `CKComponentPanGestureAttribute`.
    public static func panGesture(_ selector: ActionSelector) -> Self {
        gesture(UIPanGestureRecognizer.self, action: selector)
    }

    /// Installs a long-press recognizer that sends `selector`: `CKComponentLongPressGestureAttribute`.
    public static func longPressGesture(_ selector: ActionSelector) -> Self {
        gesture(UILongPressGestureRecognizer.self, action: selector)
    }

    /// Installs a recognizer of any class: `CKComponentGestureAttribute`.
    ///
    /// - Parameters:
    ///   - recognizerType: the recognizer class, made with its plain initializer.
    ///   - setup: configures a new recognizer (seed 000: `{ $0.numberOfTapsRequired = 2 }`).
    ///   - action: sent up the component chain when the gesture is recognized.
    ///   - delegateSelectors: delegate questions forwarded to the component chain, such as
    ///     ``ActionSelector/gestureRecognizerShouldBegin``; none by default.
    public static func gesture<G: UIGestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        action: ActionSelector,
        delegateSelectors: [ActionSelector] = []
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
