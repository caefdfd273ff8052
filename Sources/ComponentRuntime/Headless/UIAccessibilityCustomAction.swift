#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIAccessibilityCustomAction`: a named action assistive technologies offer on a
    /// view. Tests perform it by calling ``actionHandler``.
    @MainActor
    open class UIAccessibilityCustomAction: NSObject {
        /// The name read to the user.
        open var name: String
        /// Performs the action; returns whether it succeeded.
        open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

        /// Creates an action with a name and a handler.
        public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
            self.name = name
            self.actionHandler = actionHandler
            super.init()
        }
    }
#endif
