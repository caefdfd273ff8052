// Two-way bindings between a control's value and a ``ScopedBinding``, as SwiftUI's `TextField(text: $name)` and
// `Slider(value: $volume)`: the view shows the bound value, and the user's edit (the control event, or a text
// view's change notification) writes the new value back, which re-renders the scope that owns the state.
//
// ```swift
// struct NameFormComponent: ComponentDescription {
//     @ScopedState var name = ""
//     var body: Component {
//         ViewComponent<UITextField> { .text($name) }
//     }
// }
// ```
// Each binding is one attribute: it sets the view's value only when it differs (so a re-render caused by the
// user's own edit leaves the text and its caret alone) and keeps one listener per view across remounts. This file
// compiles against UIKit on iOS too.

extension AttributeValue where V: UITextField {
    /// Shows `text` in the field and writes the user's edits back (on `.editingChanged`).
    public static func text(_ text: ScopedBinding<String>) -> Self {
        controlBinding("UITextField.text", text, on: .editingChanged, read: { $0.text ?? "" }, write: { $0.text = $1 })
    }
}

extension AttributeValue where V: UITextView {
    /// Shows `text` in the text view and writes the user's edits back (on its
    /// `UITextView.textDidChangeNotification`: a text view is not a control).
    public static func text(_ text: ScopedBinding<String>) -> Self {
        let identifier = "ComponentRuntime.UITextView.text(binding)"
        let shown = AttributeBox(
            attribute: ViewAttribute<V, String>(identifier) { view, value in
                if view.text != value { view.text = value }
            },
            value: text.wrappedValue
        )
        let listener = TextViewChangeListenerBox(identifier: identifier + ".userEdit") { textView in
            let edited = textView.text ?? ""
            if text.wrappedValue != edited { text.wrappedValue = edited }
        }
        return Self(box: ValueBindingBox(identifier: identifier, shown: shown, listener: listener))
    }
}

extension AttributeValue where V: UISlider {
    /// Shows `value` on the slider and writes the user's drags back (on `.valueChanged`).
    public static func value(_ value: ScopedBinding<Float>) -> Self {
        controlBinding("UISlider.value", value, on: .valueChanged, read: { $0.value }, write: { $0.value = $1 })
    }
}

extension AttributeValue where V: UIStepper {
    /// Shows `value` on the stepper and writes the user's taps back (on `.valueChanged`).
    public static func value(_ value: ScopedBinding<Double>) -> Self {
        controlBinding("UIStepper.value", value, on: .valueChanged, read: { $0.value }, write: { $0.value = $1 })
    }
}

extension AttributeValue where V: UISwitch {
    /// Shows `isOn` on the switch and writes the user's flips back (on `.valueChanged`).
    public static func isOn(_ isOn: ScopedBinding<Bool>) -> Self {
        controlBinding("UISwitch.isOn", isOn, on: .valueChanged, read: { $0.isOn }, write: { $0.isOn = $1 })
    }
}

extension AttributeValue where V: UISegmentedControl {
    /// Selects the segment at `index` (`UISegmentedControl.noSegment` for none) and writes the user's choice
    /// back (on `.valueChanged`).
    public static func selectedSegmentIndex(_ index: ScopedBinding<Int>) -> Self {
        controlBinding(
            "UISegmentedControl.selectedSegmentIndex",
            index,
            on: .valueChanged,
            read: { $0.selectedSegmentIndex },
            write: { $0.selectedSegmentIndex = $1 }
        )
    }
}

extension AttributeValue where V: UIPageControl {
    /// Shows `page` as the current page and writes the user's page changes back (on `.valueChanged`).
    public static func currentPage(_ page: ScopedBinding<Int>) -> Self {
        controlBinding(
            "UIPageControl.currentPage",
            page,
            on: .valueChanged,
            read: { $0.currentPage },
            write: { $0.currentPage = $1 }
        )
    }
}

extension AttributeValue where V: UIControl {
    /// A binding of the control's value (`read` and `write` reach it) to `binding`, written back on `events`.
    static func controlBinding<Value: Equatable & Sendable>(
        _ name: String,
        _ binding: ScopedBinding<Value>,
        on events: UIControl.Event,
        read: @escaping @MainActor (V) -> Value,
        write: @escaping @MainActor (V, Value) -> Void
    ) -> Self {
        let identifier = "ComponentRuntime.\(name)(binding)"
        let shown = AttributeBox(
            attribute: ViewAttribute<V, Value>(identifier) { view, value in
                if read(view) != value { write(view, value) }
            },
            value: binding.wrappedValue
        )
        let userEdit = ComponentAction<Void> { sender, _ in
            guard let control = sender.viewContext.view as? V else { return }
            DescriptionRendering.handling(sender) {
                let edited = read(control)
                if binding.wrappedValue != edited { binding.wrappedValue = edited }
            }
        }
        let listener = ControlActionBox(
            ControlActionBinding(action: userEdit, events: events),
            identifier: identifier + ".userEdit"
        )
        return Self(box: ValueBindingBox(identifier: identifier, shown: shown, listener: listener))
    }
}

extension ViewComponent where V: UITextField {
    /// This text field showing `text` and writing the user's edits back: `.text($name)`.
    public func text(_ text: ScopedBinding<String>) -> Self { attribute(.text(text)) }
}

extension ViewComponent where V: UITextView {
    /// This text view showing `text` and writing the user's edits back: `.text($notes)`.
    public func text(_ text: ScopedBinding<String>) -> Self { attribute(.text(text)) }
}

extension ViewComponent where V: UISlider {
    /// This slider showing `value` and writing the user's drags back: `.value($volume)`.
    public func value(_ value: ScopedBinding<Float>) -> Self { attribute(.value(value)) }
}

extension ViewComponent where V: UIStepper {
    /// This stepper showing `value` and writing the user's taps back: `.value($count)`.
    public func value(_ value: ScopedBinding<Double>) -> Self { attribute(.value(value)) }
}

extension ViewComponent where V: UISwitch {
    /// This switch showing `isOn` and writing the user's flips back: `.isOn($isEnabled)`.
    public func isOn(_ isOn: ScopedBinding<Bool>) -> Self { attribute(.isOn(isOn)) }
}

extension ViewComponent where V: UISegmentedControl {
    /// This segmented control selecting `index` and writing the user's choice back: `.selectedSegmentIndex($tab)`.
    public func selectedSegmentIndex(_ index: ScopedBinding<Int>) -> Self { attribute(.selectedSegmentIndex(index)) }
}

extension ViewComponent where V: UIPageControl {
    /// This page control showing `page` and writing the user's page changes back: `.currentPage($page)`.
    public func currentPage(_ page: ScopedBinding<Int>) -> Self { attribute(.currentPage(page)) }
}

/// One binding attribute: the part that shows the bound value on the view (`shown`) and the part that hears the
/// user's edits (`listener`), applied and undone together under one identifier.
final class ValueBindingBox<V: UIView, Value: Equatable>: AnyAttributeBox {
    let shown: AttributeBox<V, Value>
    let listener: AnyAttributeBox

    init(identifier: String, shown: AttributeBox<V, Value>, listener: AnyAttributeBox) {
        self.shown = shown
        self.listener = listener
        super.init(identifier: identifier)
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        guard let other = other as? ValueBindingBox<V, Value> else { return false }
        return shown.isEqual(to: other.shown) && listener.isEqual(to: other.listener)
    }

    /// The listener must go when the view no longer carries the binding; the value it showed stays.
    override var hasUnapplicator: Bool { true }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        let old = previous as? ValueBindingBox<V, Value>
        if let previous, old == nil { previous.unapply(from: view, owner: owner) }
        shown.apply(to: view, replacing: old?.shown, owner: owner)
        listener.apply(to: view, replacing: old?.listener, owner: owner)
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        listener.unapply(from: view, owner: owner)
    }
}

/// Hears a text view's user edits (its `UITextView.textDidChangeNotification`) for a binding, and calls
/// `onChange` as a handler of the component that renders the text view.
final class TextViewChangeListenerBox: AnyAttributeBox {
    let onChange: @MainActor @Sendable (UITextView) -> Void

    init(identifier: String, onChange: @escaping @MainActor @Sendable (UITextView) -> Void) {
        self.onChange = onChange
        super.init(identifier: identifier)
    }

    override var hasUnapplicator: Bool { true }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let textView = view as? UITextView else { return }
        let onChange = onChange
        TextViewChangeListeners.listen(to: textView) { textView in
            guard let component = ViewBookkeeping.component(of: textView) else { return }
            DescriptionRendering.handling(component) { onChange(textView) }
        }
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let textView = view as? UITextView else { return }
        TextViewChangeListeners.stopListening(to: textView)
    }
}

/// The change-notification observers that text view bindings installed, one per text view. A text view cannot
/// carry our stored properties, so they live here, each holding its text view weakly; those of text views that
/// went away are removed whenever another is added.
@MainActor
enum TextViewChangeListeners {
    private struct Listener {
        weak var textView: UITextView?
        let token: any NSObjectProtocol
    }
    private static var listeners: [ObjectIdentifier: Listener] = [:]

    /// Calls `onChange` with `textView` after each user edit of it, in place of the listener it had.
    static func listen(to textView: UITextView, _ onChange: @escaping @MainActor @Sendable (UITextView) -> Void) {
        stopListening(to: textView)
        for (key, listener) in listeners where listener.textView == nil {
            NotificationCenter.default.removeObserver(listener.token)
            listeners.removeValue(forKey: key)
        }
        let token = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification,
            object: nil,
            queue: nil
        ) { [weak textView] notification in
            // Posted on the main thread by the text view, and delivered there (no queue given).
            let poster = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                guard let textView, poster == ObjectIdentifier(textView) else { return }
                onChange(textView)
            }
        }
        listeners[ObjectIdentifier(textView)] = Listener(textView: textView, token: token)
    }

    /// Removes the listener of `textView`, if it has one.
    static func stopListening(to textView: UITextView) {
        guard let listener = listeners.removeValue(forKey: ObjectIdentifier(textView)) else { return }
        NotificationCenter.default.removeObserver(listener.token)
    }
}
