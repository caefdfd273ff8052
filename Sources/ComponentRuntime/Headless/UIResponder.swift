#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIResponder`: an object in the view responder chain. Views and view controllers
    /// are responders; ``next`` leads from a view to its superview, and from a root view to its view controller.
    ///
    /// Only the part of UIKit's class that the runtime and tests use is provided, with UIKit's signatures. As in
    /// UIKit, it is an `NSObject`: responders are equal only to themselves and hash by identity, so views,
    /// view controllers and recognizers can be attribute values, set members and dictionary keys on both platforms.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {}

        /// The next responder in the chain, or `nil` at its end.
        open var next: UIResponder? { nil }
    }
#endif
