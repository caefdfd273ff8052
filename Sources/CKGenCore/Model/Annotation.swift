/// A `/// @ck.name(arguments)` marker in a doc comment.
public struct Annotation: Codable, Sendable, Equatable {
    /// One argument: `id: "x"` has label `id`; `"Name"` has none.
    public struct Argument: Codable, Sendable, Equatable {
        public var label: String?
        /// The string's value, escapes resolved.
        public var value: String
        public var location: SourceLocation
    }

    /// The name after `@ck.`: `view`, `attribute`, `ignore`, `action`, `eventProxy`, `event`.
    public var name: String
    /// `nil` when written without parentheses; `[]` for `()`.
    public var arguments: [Argument]?
    /// Where `@ck.` starts.
    public var location: SourceLocation

    /// The value of the argument labelled `label` (or the unlabelled one when `label` is `nil`).
    public func argument(_ label: String?) -> Argument? {
        arguments?.first { $0.label == label }
    }
}

/// The annotations ckgen understands.
public enum AnnotationName: String, CaseIterable, Sendable {
    case view, attribute, ignore, action, eventProxy, event
}
