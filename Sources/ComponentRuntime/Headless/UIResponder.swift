#if !canImport(UIKit)
    /// The headless backend's `UIResponder`: an object in the view responder chain. Views and view controllers
    /// are responders; ``next`` leads from a view to its superview, and from a root view to its view controller.
    ///
    /// Only the part of UIKit's class that the runtime and tests use is provided, with UIKit's signatures.
    @MainActor
    open class UIResponder {
        /// Creates a responder.
        public init() {}

        /// The next responder in the chain, or `nil` at its end.
        open var next: UIResponder? { nil }
    }
#endif
