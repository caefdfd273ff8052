/// One element VoiceOver visits, as ``AccessibilityTree`` found it: what VoiceOver reads, where it is, and which
/// view it comes from.
public struct AccessibilityTreeElement: CustomStringConvertible {
    /// What VoiceOver reads first: the element's `accessibilityLabel`.
    public var label: String?
    /// The element's current value (`accessibilityValue`), read after the label.
    public var value: String?
    /// What activating the element does (`accessibilityHint`), read after a pause.
    public var hint: String?
    /// What the element is and its state (`accessibilityTraits`).
    public var traits: UIAccessibilityTraits
    /// The outline VoiceOver draws, in the tree's root coordinates: the view's `accessibilityFrame` when set,
    /// else its frame; for a `UIAccessibilityElement`, its `accessibilityFrameInContainerSpace` when set, else
    /// its `accessibilityFrame`.
    public var frame: CGRect
    /// The names of the element's `accessibilityCustomActions`, in order.
    public var customActionNames: [String]
    /// Where the element is in the view tree, from the root: `UIView > UIStackView[1] > UIButton[0]#play`
    /// (type, index among the superview's subviews, and `#` with the accessibility identifier when set). An
    /// element that is not a view is named by its index in the `accessibilityElements` list that holds it:
    /// `UIView > UIView[0] > UIAccessibilityElement[1]`.
    public var path: String
    /// The element's `accessibilityIdentifier`.
    public var identifier: String?
    /// The view that is the element; `nil` for an element that is not a view (a `UIAccessibilityElement` in a
    /// container's `accessibilityElements`, such as the runtime makes for a component without a view).
    public var view: UIView?
    /// The view the element was visited as a child of: the container whose `accessibilityElements` lists it
    /// (or lists the container element it is in), else its superview. Elements with the same container, and
    /// the same ``containingElement``, are siblings to VoiceOver.
    public var container: UIView?
    /// The container whose `accessibilityElements` list led to this element (listing it, or a view it sits in),
    /// when one did.
    public var listingContainer: UIView?
    /// The container element whose `accessibilityElements` list this element: a `UIAccessibilityElement` that
    /// is not an element itself but groups others (what `.accessibilityElement(children: .contain)` makes of a
    /// component without a view, its label the group's name); `nil` when the element is not inside one.
    public var containingElement: UIAccessibilityElement?

    /// Makes an element from what was read of it.
    public init(
        label: String?,
        value: String?,
        hint: String?,
        traits: UIAccessibilityTraits,
        frame: CGRect,
        customActionNames: [String],
        path: String,
        identifier: String?,
        view: UIView?,
        container: UIView?,
        listingContainer: UIView?,
        containingElement: UIAccessibilityElement? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.customActionNames = customActionNames
        self.path = path
        self.identifier = identifier
        self.view = view
        self.container = container
        self.listingContainer = listingContainer
        self.containingElement = containingElement
    }

    /// The label with surrounding white space removed; `nil` when nothing is left.
    var trimmedLabel: String? {
        let trimmed = label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }

    /// One line, as ``AccessibilityTree/description`` lists elements: the label in quotes (or `(no label)`), the
    /// traits in brackets, the value, hint and custom actions when present, the frame and the path.
    ///
    ///     "Play" [button] value: "Paused" hint: "Plays the song" actions: [Share] (16, 60, 44, 44) UIView > UIButton[1]
    public var description: String {
        var parts = [label.map { "\"\($0)\"" } ?? "(no label)"]
        let traitNames = AccessibilityTraitWords.names(of: traits)
        if !traitNames.isEmpty { parts.append("[\(traitNames.joined(separator: ", "))]") }
        if let value, !value.isEmpty { parts.append("value: \"\(value)\"") }
        if let hint, !hint.isEmpty { parts.append("hint: \"\(hint)\"") }
        if !customActionNames.isEmpty { parts.append("actions: [\(customActionNames.joined(separator: ", "))]") }
        parts.append(frame.accessibilityDescription)
        parts.append(path)
        return parts.joined(separator: " ")
    }
}

extension CGRect {
    /// `(x, y, width, height)`, each without a trailing `.0`: how the accessibility tree and audit print frames.
    var accessibilityDescription: String {
        "(\(origin.x.accessibilityDescription), \(origin.y.accessibilityDescription), "
            + "\(size.width.accessibilityDescription), \(size.height.accessibilityDescription))"
    }
}

extension CGFloat {
    /// `12` rather than `12.0`; other values with at most two decimals.
    var accessibilityDescription: String {
        let value = Double(self)
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }
}
