#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIResponder`: an object in the view responder chain, and the first-responder
    /// protocol text input uses. Views and view controllers are responders; ``next`` leads from a view to its
    /// superview, and from a root view to its view controller.
    ///
    /// Only the part of UIKit's class that the runtime and tests use is provided, with UIKit's signatures. As in
    /// UIKit, it is an `NSObject`: responders are equal only to themselves and hash by identity, so views,
    /// view controllers and recognizers can be attribute values, set members and dictionary keys on both platforms.
    ///
    /// **First responder.** As in UIKit, a window has at most one first responder: a responder that becomes first
    /// responder asks the one before it to resign, and fails if that one refuses. UIKit only lets a view in a
    /// window become first responder; the headless backend also lets a view outside any window become one, so a
    /// test needs no window, and every windowless responder shares one more slot (at most one of them is first
    /// responder). A view controller counts as being in its view's window. A text field or text view that leaves its
    /// window resigns, as in UIKit; another responder that moves stays first responder until someone else in its new
    /// window (or slot) becomes it.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {}

        /// The next responder in the chain, or `nil` at its end.
        open var next: UIResponder? { nil }

        /// Whether the responder can become first responder: `false` here, as in UIKit; text fields and text
        /// views say `true`.
        open var canBecomeFirstResponder: Bool { false }

        /// Whether the responder lets another one become first responder in its place: `true`, as in UIKit.
        open var canResignFirstResponder: Bool { true }

        /// Whether this responder is the first responder of its window (or of the windowless slot).
        open var isFirstResponder: Bool { FirstResponders.contains(self) }

        /// Makes this responder the first responder of its window, after asking the current one to resign.
        /// Returns whether it is first responder now: `false` when ``canBecomeFirstResponder`` is `false` or the
        /// current first responder refused to resign. A subclass that overrides it calls `super`, as in UIKit.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            guard !isFirstResponder else { return true }
            guard canBecomeFirstResponder else { return false }
            if let current = FirstResponders.current(sharingWindowWith: self) {
                guard current.canResignFirstResponder, current.resignFirstResponder(), !current.isFirstResponder
                else { return false }
            }
            FirstResponders.add(self)
            return true
        }

        /// Gives up first-responder status. Returns `false` when ``canResignFirstResponder`` is `false`, else
        /// `true` (also when the responder was not first responder). A subclass that overrides it calls `super`.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            guard isResigningByForce || canResignFirstResponder else { return false }
            FirstResponders.remove(self)
            return true
        }

        /// The view shown in place of the system keyboard while this responder is first responder: `nil` here;
        /// text fields and text views let it be set.
        open var inputView: UIView? { nil }

        /// The view shown above the keyboard while this responder is first responder: `nil` here; text fields
        /// and text views let it be set.
        open var inputAccessoryView: UIView? { nil }

        /// Set while ``UIView/endEditing(_:)`` forces this responder to resign: it resigns without asking
        /// ``canResignFirstResponder`` or its delegate.
        var isResigningByForce = false

        /// The window this responder's first-responder slot belongs to: a view's window, a view controller's
        /// view's window, else `nil` (the windowless slot).
        var firstResponderWindow: UIWindow? {
            if let view = self as? UIView { return view.window }
            if let controller = self as? UIViewController, controller.isViewLoaded { return controller.view.window }
            return nil
        }
    }

    /// The first responders of the headless backend, at most one per window and one for windowless responders.
    /// Held weakly: a responder that goes away stops being first responder.
    @MainActor
    enum FirstResponders {
        private struct Entry {
            weak var responder: UIResponder?
        }
        private static var entries: [Entry] = []

        static func contains(_ responder: UIResponder) -> Bool {
            entries.contains { $0.responder === responder }
        }

        /// The first responder, other than `responder`, whose window is `responder`'s (both windowless counts).
        static func current(sharingWindowWith responder: UIResponder) -> UIResponder? {
            let window = responder.firstResponderWindow
            return entries.lazy.compactMap(\.responder).first {
                $0 !== responder && $0.firstResponderWindow === window
            }
        }

        static func add(_ responder: UIResponder) {
            entries.removeAll { $0.responder == nil }
            entries.append(Entry(responder: responder))
        }

        static func remove(_ responder: UIResponder) {
            entries.removeAll { $0.responder == nil || $0.responder === responder }
        }
    }
#endif
