#if !canImport(UIKit)
    /// The headless backend's stand-in for Objective-C's `Selector`, so that UIKit's target-action signatures
    /// (`addTarget(_:action:for:)`) read the same on Linux. Without an Objective-C runtime, a selector is only a
    /// name: the headless backend delivers it to targets that conform to ``HeadlessActionTarget``.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method name, such as `handleTap:`.
        public let name: String

        /// The selector called `name`.
        public init(_ name: String) { self.name = name }

        /// The selector called `value`.
        public init(stringLiteral value: String) { self.name = value }

        /// The name.
        public var description: String { name }
    }

    /// A target of the headless backend's target-action calls (controls and gesture recognizers). On Linux there
    /// is no Objective-C runtime to call a method by its selector, so a target says itself what a selector means.
    /// (Headless backend only; on Apple platforms targets are Objective-C objects with `@objc` methods.)
    @MainActor
    public protocol HeadlessActionTarget: AnyObject {
        /// Performs the method `action` names, with `sender`.
        func performHeadlessAction(_ action: Selector, sender: Any)
    }

    /// Delivers one target-action call on the headless backend, or reports why it cannot.
    @MainActor
    func deliverHeadlessAction(_ action: Selector, to target: AnyObject?, sender: Any) {
        guard let target else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "the headless backend sends target-action '\(action)' only to a target; a nil target "
                    + "(the UIKit responder chain) is not supported: use a component action attribute instead"
            )
            return
        }
        guard let headless = target as? any HeadlessActionTarget else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "'\(type(of: target))' cannot receive '\(action)' on the headless backend: there is no Objective-C "
                    + "runtime on Linux, so a target must conform to HeadlessActionTarget"
            )
            return
        }
        headless.performHeadlessAction(action, sender: sender)
    }
#endif
