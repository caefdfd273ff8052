#if !canImport(UIKit)
    /// The headless backend's `UIAccessibilityCustomAction`: a named action assistive technologies offer on a
    /// view. Tests perform it by calling ``actionHandler``.
    @MainActor
    open class UIAccessibilityCustomAction {
        /// The name read to the user.
        open var name: String
        /// Performs the action; returns whether it succeeded.
        open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

        /// Creates an action with a name and a handler.
        public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
            self.name = name
            self.actionHandler = actionHandler
        }
    }
#endif
