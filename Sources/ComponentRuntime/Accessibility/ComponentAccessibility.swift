/// Accessibility in the runtime: the child behaviours of ``ComponentAccessibilityContext``, and whether contexts
/// are applied now (``isEnabled``, ``forcedEnabled``, in `VoiceOverStatus.swift`).
public enum ComponentAccessibility {
    /// How a component's descendants take part in accessibility: SwiftUI's `AccessibilityChildBehavior`, under
    /// our own name.
    public enum ChildBehavior: Hashable, Sendable {
        /// The component becomes one element that reads its descendants' labels, values and hints joined with
        /// ``ComponentAccessibility/joiningSeparator``, with their traits united and their custom actions (and a
        /// custom action for each control a tap would trigger) collected; the descendants are hidden:
        /// ComponentKit's accessibility aggregation.
        case combine
        /// The component becomes one element of its own; its descendants are hidden and lend it nothing.
        case ignore
        /// The component is a container: not an element, its descendants are elements in it, grouped.
        case contain
    }

    /// What joins the labels, values and hints of combined descendants. ComponentKit ends each label with a line
    /// break and runs values and hints together; a comma reads as a pause in VoiceOver for all three.
    public static let joiningSeparator = ", "
}
