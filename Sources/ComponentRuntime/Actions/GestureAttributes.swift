/// What identifies a gesture attribute: the recognizer class, the action and the forwarded delegate
/// selectors. The setup function is assumed to be the same for the same attribute.
struct GestureBinding: Equatable {
    let recognizerType: ObjectIdentifier
    let recognizerName: String
    let action: ComponentAction<UIGestureRecognizer>
    let delegateSelectors: [ActionSelector]
}

final class GestureAttributeBox: AnyAttributeBox {
    let binding: GestureBinding
    let make: @MainActor () -> UIGestureRecognizer

    /// `identifier` is given for closure handlers, whose block changes on every build but whose place does not.
    init(binding: GestureBinding, identifier: String? = nil, make: @escaping @MainActor () -> UIGestureRecognizer) {
        self.binding = binding
        self.make = make
        super.init(
            identifier: identifier
                ?? "ComponentRuntime.gesture(\(binding.recognizerName), \(binding.action.identifierComponent))"
        )
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? GestureAttributeBox)?.binding == binding
    }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        let record = ViewBookkeeping.record(for: view)
        // The same attribute applied again (a closure handler's action is new on every render): the recognizer
        // stays, so one held across the render, or in the middle of a gesture, is still the view's, and its
        // forwarder sends the new action from now on. Its setup is not run again.
        if let installed = record.gestures[identifier], installed.recognizer.view === view,
            ObjectIdentifier(type(of: installed.recognizer)) == binding.recognizerType
        {
            installed.forwarder.forwarding = .gesture(binding.action, delegateSelectors: binding.delegateSelectors)
            installed.recognizer.delegate = binding.delegateSelectors.isEmpty ? nil : installed.forwarder
            return
        }
        // Another recognizer under this attribute: replace rather than stack.
        if let old = record.gestures.removeValue(forKey: identifier) {
            view.removeGestureRecognizer(old.recognizer)
        }
        let recognizer = make()
        let forwarder = ActionForwarder(.gesture(binding.action, delegateSelectors: binding.delegateSelectors))
        recognizer.addTarget(forwarder, action: ActionForwarder.selector)
        if !binding.delegateSelectors.isEmpty { recognizer.delegate = forwarder }
        view.addGestureRecognizer(recognizer)
        // Recognizers hold their targets and delegates weakly: the record keeps the forwarder alive.
        record.gestures[identifier] = InstalledGesture(recognizer: recognizer, forwarder: forwarder)
    }

    override var hasUnapplicator: Bool { true }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let record = ViewBookkeeping.existingRecord(for: view),
            let installed = record.gestures.removeValue(forKey: identifier)
        else { return }
        view.removeGestureRecognizer(installed.recognizer)
        ViewBookkeeping.removeIfEmpty(record, of: view)
    }
}

extension AttributeValue {
    // Gesture actions follow ComponentKit's `CKAction<UIGestureRecognizer *>`: the sender is the component that
    // rendered the view, the argument is the recognizer, and the search for a handler starts at the sender.
    // A handler reads `func didTap(_ sender: Component, recognizer: UIGestureRecognizer)`.

    /// Installs a tap recognizer that sends `action`: `CKComponentTapGestureAttribute`. Any view can carry it.
    public static func tapGesture(_ action: ActionSelector) -> Self {
        gesture(UITapGestureRecognizer.self, action: ComponentAction(action))
    }

    /// Installs a pan recognizer that sends `action` for each state of the pan: `CKComponentPanGestureAttribute`.
    public static func panGesture(_ action: ActionSelector) -> Self {
        gesture(UIPanGestureRecognizer.self, action: ComponentAction(action))
    }

    /// Installs a long-press recognizer that sends `action`: `CKComponentLongPressGestureAttribute`.
    public static func longPressGesture(_ action: ActionSelector) -> Self {
        gesture(UILongPressGestureRecognizer.self, action: ComponentAction(action))
    }

    /// Installs a recognizer of any class that sends a selector: `CKComponentGestureAttribute`.
    public static func gesture<G: UIGestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        action: ActionSelector,
        delegateSelectors: [ActionSelector] = []
    ) -> Self {
        gesture(recognizerType, setup: setup, action: ComponentAction(action), delegateSelectors: delegateSelectors)
    }

    /// Installs a recognizer of any class: `CKComponentGestureAttribute`.
    ///
    /// - Parameters:
    ///   - recognizerType: the recognizer class, made with its plain initializer.
    ///   - setup: configures a new recognizer (seed 000: `{ $0.numberOfTapsRequired = 2 }`).
    ///   - action: sent from the view's component, with the recognizer, each time the recognizer reports.
    ///   - delegateSelectors: delegate questions forwarded to the component chain, such as
    ///     ``ActionSelector/gestureRecognizerShouldBegin``; none by default.
    public static func gesture<G: UIGestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        action: ComponentAction<UIGestureRecognizer>,
        delegateSelectors: [ActionSelector] = []
    ) -> Self {
        let binding = GestureBinding(
            recognizerType: ObjectIdentifier(recognizerType),
            recognizerName: "\(recognizerType)",
            action: action,
            delegateSelectors: delegateSelectors
        )
        return Self(
            box: GestureAttributeBox(binding: binding) {
                // The class given, which may be a subclass of `G` chosen at run time.
                let recognizer = recognizerType.init()
                setup?(recognizer)
                return recognizer
            }
        )
    }
}
