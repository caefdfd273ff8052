import Foundation

/// What the runtime changed on one view for accessibility, and what the view had before, so that a context that
/// goes away (a remount without it, a view reused by another component, VoiceOver stopping) leaves the view as
/// its attributes made it.
///
/// Two parts of the runtime write here: the view's own context (and, for an aggregating view, the hiding of the
/// views below it), and the container walk of the view's content (its `accessibilityElements`). Each is taken
/// back on its own.
@MainActor
final class AccessibilityViewRecord {
    private weak var view: UIView?
    /// The value each changed property had before the runtime first changed it.
    private var saved: [Property: SavedValue] = [:]
    /// Hidden by its own context (`accessibilityHidden`).
    private var hiddenByOwnContext = false
    /// Hidden by a view above it that combines or ignores its descendants.
    private var hiddenByAncestor = false
    /// The views this view hid as an aggregating (or ignoring) element.
    private var hiddenDescendants: [WeakView] = []
    /// The elements made for view-less components in this view by the last container walk, reused by position.
    var elements: [UIAccessibilityElement] = []

    private init(view: UIView) { self.view = view }

    enum Property: Hashable {
        case isElement, label, hint, value, traits, customActions, identifier, elementsHidden, groupsChildren
        case containerType, elements
    }

    /// A saved value. A text that reads the same after being set to `nil` was the view's own default (a label's
    /// text): it is put back by setting `nil` again, so the view keeps following its text.
    private enum SavedValue {
        case flag(Bool)
        case text(String?)
        case defaultText
        case traits(UIAccessibilityTraits)
        case customActions([UIAccessibilityCustomAction]?)
        case containerType(UIAccessibilityContainerType)
        case elements([Any]?)
    }

    // MARK: Changing

    /// Sets `property` of the view to `value`, saving what it had first.
    func set(_ property: Property, _ value: Bool) {
        guard let view else { return }
        save(property, of: view)
        switch property {
        case .isElement: view.isAccessibilityElement = value
        case .groupsChildren: view.shouldGroupAccessibilityChildren = value
        default: break
        }
    }

    /// Sets the label, hint, value or identifier of the view, saving what it had first.
    func set(_ property: Property, text: String?) {
        guard let view else { return }
        save(property, of: view)
        switch property {
        case .label: view.accessibilityLabel = text
        case .hint: view.accessibilityHint = text
        case .value: view.accessibilityValue = text
        case .identifier: view.accessibilityIdentifier = text
        default: break
        }
    }

    /// Sets the view's traits, saving what it had first.
    func setTraits(_ traits: UIAccessibilityTraits) {
        guard let view else { return }
        save(.traits, of: view)
        view.accessibilityTraits = traits
    }

    /// Sets the view's custom actions, saving what it had first.
    func setCustomActions(_ actions: [UIAccessibilityCustomAction]?) {
        guard let view else { return }
        save(.customActions, of: view)
        view.accessibilityCustomActions = actions
    }

    /// Sets the view's container type, saving what it had first.
    func setContainerType(_ type: UIAccessibilityContainerType) {
        guard let view else { return }
        save(.containerType, of: view)
        view.accessibilityContainerType = type
    }

    /// Sets the view's accessibility elements (the container walk's part), saving what it had first.
    func setElements(_ elements: [Any]) {
        guard let view else { return }
        save(.elements, of: view)
        view.accessibilityElements = elements
    }

    /// Hides the view (and so everything below it) by its own context.
    func hideByOwnContext() {
        hiddenByOwnContext = true
        updateHidden()
    }

    /// Hides `descendant`, a view below this one, as this aggregating or ignoring view's descendant.
    func hide(descendant: UIView) {
        let record = Self.record(for: descendant)
        record.hiddenByAncestor = true
        record.updateHidden()
        hiddenDescendants.append(WeakView(descendant))
    }

    private func updateHidden() {
        guard let view else { return }
        if hiddenByOwnContext || hiddenByAncestor {
            save(.elementsHidden, of: view)
            view.accessibilityElementsHidden = true
        } else {
            restore(.elementsHidden)
        }
    }

    private func save(_ property: Property, of view: UIView) {
        guard saved[property] == nil else { return }
        switch property {
        case .isElement: saved[property] = .flag(view.isAccessibilityElement)
        case .groupsChildren: saved[property] = .flag(view.shouldGroupAccessibilityChildren)
        case .elementsHidden: saved[property] = .flag(view.accessibilityElementsHidden)
        case .label: saved[property] = Self.savedText(\.accessibilityLabel, of: view)
        case .hint: saved[property] = Self.savedText(\.accessibilityHint, of: view)
        case .value: saved[property] = Self.savedText(\.accessibilityValue, of: view)
        case .identifier: saved[property] = .text(view.accessibilityIdentifier)
        case .traits: saved[property] = .traits(view.accessibilityTraits)
        case .customActions: saved[property] = .customActions(view.accessibilityCustomActions)
        case .containerType: saved[property] = .containerType(view.accessibilityContainerType)
        case .elements: saved[property] = .elements(view.accessibilityElements)
        }
    }

    /// The text at `keyPath`, or `.defaultText` when setting `nil` gives it back (the view derives it, as a label
    /// from its text). Probing leaves the view as it was.
    private static func savedText(
        _ keyPath: ReferenceWritableKeyPath<UIView, String?>,
        of view: UIView
    ) -> SavedValue {
        let original = view[keyPath: keyPath]
        view[keyPath: keyPath] = nil
        if view[keyPath: keyPath] == original { return .defaultText }
        view[keyPath: keyPath] = original
        return .text(original)
    }

    // MARK: Taking back

    /// Takes back what the view's own context did: its properties, its hiding, and the hiding of the views below
    /// it that it combined or ignored. Its container walk's elements stay.
    func restoreOwnContext() {
        for property in saved.keys where property != .elements && property != .elementsHidden { restore(property) }
        hiddenByOwnContext = false
        updateHidden()
        for descendant in hiddenDescendants {
            guard let view = descendant.view, let record = Self.existing(for: view) else { continue }
            record.hiddenByAncestor = false
            record.updateHidden()
        }
        hiddenDescendants.removeAll()
    }

    /// Takes back the container walk's `accessibilityElements`. Its ``elements`` stay, for the next walk to reuse.
    func restoreElements() {
        restore(.elements)
    }

    private func restore(_ property: Property) {
        guard let view, let value = saved.removeValue(forKey: property) else { return }
        switch (property, value) {
        case (.isElement, .flag(let flag)): view.isAccessibilityElement = flag
        case (.groupsChildren, .flag(let flag)): view.shouldGroupAccessibilityChildren = flag
        case (.elementsHidden, .flag(let flag)): view.accessibilityElementsHidden = flag
        case (.label, .defaultText): view.accessibilityLabel = nil
        case (.label, .text(let text)): view.accessibilityLabel = text
        case (.hint, .defaultText): view.accessibilityHint = nil
        case (.hint, .text(let text)): view.accessibilityHint = text
        case (.value, .defaultText): view.accessibilityValue = nil
        case (.value, .text(let text)): view.accessibilityValue = text
        case (.identifier, .text(let text)): view.accessibilityIdentifier = text
        case (.traits, .traits(let traits)): view.accessibilityTraits = traits
        case (.customActions, .customActions(let actions)): view.accessibilityCustomActions = actions
        case (.containerType, .containerType(let type)): view.accessibilityContainerType = type
        case (.elements, .elements(let elements)): view.accessibilityElements = elements
        default: break
        }
    }

    // MARK: The side table

    private static var records: [ObjectIdentifier: AccessibilityViewRecord] = [:]
    private static var sizeAtLastSweep = 0

    /// Whether no view has a record: the mount pass then has nothing to take back.
    static var isEmpty: Bool { records.isEmpty }

    /// The record of `view`, if the runtime changed anything on it.
    static func existing(for view: UIView) -> AccessibilityViewRecord? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    /// The record of `view`, made if needed.
    static func record(for view: UIView) -> AccessibilityViewRecord {
        if let record = existing(for: view) { return record }
        let record = AccessibilityViewRecord(view: view)
        records[ObjectIdentifier(view)] = record
        if records.count > max(64, sizeAtLastSweep + sizeAtLastSweep / 2) {
            // A record holds its view weakly: drop those whose view went away.
            records = records.filter { $0.value.view != nil }
            sizeAtLastSweep = records.count
        }
        return record
    }
}

/// A view held weakly.
@MainActor
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
