/// What assistive technologies learn about a component: ComponentKit's accessibility context
/// (`RCAccessibilityContext`, once `CKComponentAccessibilityContext`), with SwiftUI's child behaviours added.
///
/// Give one to a view configuration (`ViewConfiguration(UIButton.self, [...], accessibilityContext: ...)`), or
/// use the accessibility modifiers on any component or description (`.accessibilityLabel("Follow")`), which
/// build one. As in ComponentKit, the context is applied to the component's view only while VoiceOver runs
/// (or while ``ComponentAccessibility/forcedEnabled`` says so), and its text is computed only then: nothing is
/// spent on it otherwise. When VoiceOver starts, every mounted view gets its context; when it stops, every view
/// gets back what it had. The ``accessibilityIdentifier`` is the exception: it is applied always, since UI tests
/// read it without VoiceOver.
///
/// A field left `nil` leaves the view's own value alone (a label keeps reading its text).
public struct ComponentAccessibilityContext {
    /// Whether the view is one element for assistive technologies; `nil` keeps the view's own answer.
    public var isAccessibilityElement: Bool?
    /// What VoiceOver reads for the element.
    public var accessibilityLabel: ComponentAccessibilityText?
    /// What activating the element does, read after a pause.
    public var accessibilityHint: ComponentAccessibilityText?
    /// The element's current value, when it differs from its label.
    public var accessibilityValue: ComponentAccessibilityText?
    /// The element's traits, in place of the view's own; `nil` starts from the view's own traits.
    public var accessibilityTraits: UIAccessibilityTraits?
    /// Traits added to the element's (SwiftUI's `accessibilityAddTraits`).
    public var addedTraits: UIAccessibilityTraits = []
    /// Traits taken from the element's (SwiftUI's `accessibilityRemoveTraits`); a trait both added and removed
    /// is removed.
    public var removedTraits: UIAccessibilityTraits = []
    /// Custom actions offered on the element, after the view's own.
    public var accessibilityCustomActions: [ComponentAccessibilityAction] = []
    /// How the component's descendants take part: combined into this element, hidden behind it, or contained
    /// in it (see ``ComponentAccessibility/ChildBehavior``); `nil` leaves them as they are.
    public var children: ComponentAccessibility.ChildBehavior?
    /// Whether the component and everything below it is hidden from assistive technologies.
    public var isAccessibilityHidden: Bool?
    /// The identifier UI tests find the element by; applied whether or not VoiceOver runs.
    public var accessibilityIdentifier: String?

    /// A context; every field left out leaves the view's own value alone.
    public init(
        isAccessibilityElement: Bool? = nil,
        accessibilityLabel: ComponentAccessibilityText? = nil,
        accessibilityHint: ComponentAccessibilityText? = nil,
        accessibilityValue: ComponentAccessibilityText? = nil,
        accessibilityTraits: UIAccessibilityTraits? = nil,
        accessibilityCustomActions: [ComponentAccessibilityAction] = [],
        children: ComponentAccessibility.ChildBehavior? = nil,
        isAccessibilityHidden: Bool? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.accessibilityValue = accessibilityValue
        self.accessibilityTraits = accessibilityTraits
        self.accessibilityCustomActions = accessibilityCustomActions
        self.children = children
        self.isAccessibilityHidden = isAccessibilityHidden
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// This context with `outer`'s fields where `outer` sets them: what a modifier written outside another (or
    /// outside a view configuration's context) makes. Traits added and removed accumulate, custom actions are
    /// listed inner first; traits set outright in `outer` replace the inner ones and their additions.
    func overridden(by outer: ComponentAccessibilityContext?) -> ComponentAccessibilityContext {
        guard let outer else { return self }
        var merged = self
        merged.isAccessibilityElement = outer.isAccessibilityElement ?? isAccessibilityElement
        merged.accessibilityLabel = outer.accessibilityLabel ?? accessibilityLabel
        merged.accessibilityHint = outer.accessibilityHint ?? accessibilityHint
        merged.accessibilityValue = outer.accessibilityValue ?? accessibilityValue
        if let traits = outer.accessibilityTraits {
            merged.accessibilityTraits = traits
            merged.addedTraits = outer.addedTraits
            merged.removedTraits = outer.removedTraits
        } else {
            merged.addedTraits = addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
            merged.removedTraits = removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        }
        merged.accessibilityCustomActions = accessibilityCustomActions + outer.accessibilityCustomActions
        merged.children = outer.children ?? children
        merged.isAccessibilityHidden = outer.isAccessibilityHidden ?? isAccessibilityHidden
        merged.accessibilityIdentifier = outer.accessibilityIdentifier ?? accessibilityIdentifier
        return merged
    }

    /// `base` with the context's traits: its own in place of `base` if set, plus those added, less those removed.
    func traits(over base: UIAccessibilityTraits) -> UIAccessibilityTraits {
        (accessibilityTraits ?? base).union(addedTraits).subtracting(removedTraits)
    }

    /// Whether the context changes the traits at all.
    var changesTraits: Bool { accessibilityTraits != nil || !addedTraits.isEmpty || !removedTraits.isEmpty }

    /// Whether the component is one element: it says so, or its children are combined into it or ignored.
    var makesElement: Bool {
        switch children {
        case .combine?, .ignore?: return true
        case .contain?: return false
        case nil: return isAccessibilityElement ?? false
        }
    }

    /// Whether the component hides its descendants behind itself (they are combined into it or ignored).
    var hidesDescendants: Bool { children == .combine || children == .ignore }
}

/// A text for an accessibility context: a string, or a closure that computes it when the context is applied
/// (only while VoiceOver runs), on the main actor: ComponentKit's `RCAccessibilityTextAttribute`, which takes an
/// `NSString` or a lazy block. A string literal makes one:
/// ```swift
/// ComponentAccessibilityContext(accessibilityLabel: "Follow")
/// ComponentAccessibilityContext(accessibilityLabel: .computed { "\(count) likes" })
/// ```
public struct ComponentAccessibilityText: ExpressibleByStringInterpolation {
    private enum Source {
        case text(String)
        case computed(@MainActor () -> String?)
    }
    private let source: Source

    /// A fixed text.
    public init(_ text: String) { source = .text(text) }

    /// A fixed text written as a literal.
    public init(stringLiteral text: String) { source = .text(text) }

    private init(source: Source) { self.source = source }

    /// A text computed by `compute` each time the context is applied, never while VoiceOver is off. It runs on
    /// the main actor, so what it captures must be `Sendable` (a description's properties and scoped state are).
    public static func computed(_ compute: @escaping @MainActor () -> String?) -> ComponentAccessibilityText {
        ComponentAccessibilityText(source: .computed(compute))
    }

    /// The text, computing it if it is computed.
    @MainActor
    func resolve() -> String? {
        switch source {
        case .text(let text): return text
        case .computed(let compute): return compute()
        }
    }
}
