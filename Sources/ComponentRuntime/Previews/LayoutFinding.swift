public import Foundation

/// One problem ``LayoutAudit`` found in a mounted tree: which rule, where, and what is wrong.
public struct LayoutFinding: Equatable, Sendable, CustomStringConvertible {
    /// The kinds of layout problem the audit looks for.
    public enum Rule: String, Sendable, CaseIterable {
        /// A view lies (partly) outside the nearest view that clips it (its own superview with `clipsToBounds`,
        /// or the screen's edge): part of it is cut off.
        case outsideClippingBounds
        /// A label's text needs more room than the label has and nothing asked for it to be cut short (no line
        /// limit, no clipping line break mode): its last lines or its end are not shown.
        case clippedText
    }

    /// The rule the view breaks.
    public var rule: Rule
    /// The component that made the view, with the components above it: `ProfileCard > FlexboxComponent >
    /// TextComponent`; the view's type when no component made it.
    public var componentPath: String
    /// The view's frame in the audited root's coordinates.
    public var frame: CGRect
    /// What is wrong, for an engineer.
    public var message: String

    /// A finding.
    public init(rule: Rule, componentPath: String, frame: CGRect, message: String) {
        self.rule = rule
        self.componentPath = componentPath
        self.frame = frame
        self.message = message
    }

    /// One line: `rule: component path (x, y, width, height): message`.
    public var description: String {
        "\(rule.rawValue): \(componentPath) \(frame.compactDescription): \(message)"
    }
}
