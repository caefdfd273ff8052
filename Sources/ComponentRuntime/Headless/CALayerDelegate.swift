#if !canImport(UIKit)
    public import Foundation

    /// Something a layer runs when one of its properties changes (an implicit animation): QuartzCore's
    /// `CAAction`. The headless backend runs no animations; a layer keeps the actions it is given in
    /// ``CALayer/actions``, and ``CALayer/action(forKey:)`` finds them.
    public protocol CAAction {
        /// Runs the action for `event` on `anObject` (the layer).
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
    }

    extension NSNull: CAAction {
        /// Does nothing: `NSNull` in ``CALayer/actions`` turns a property's implicit animation off, as in
        /// QuartzCore.
        public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
    }

    /// The object a layer asks about its contents, layout and actions: QuartzCore's `CALayerDelegate`. A view
    /// is its layer's delegate, as in UIKit. Every method is optional; the defaults do nothing.
    public protocol CALayerDelegate: AnyObject {
        /// Asked to give the layer its contents.
        func display(_ layer: CALayer)
        /// Told the layer is about to draw.
        func layerWillDraw(_ layer: CALayer)
        /// Asked to lay out the layer's sublayers.
        func layoutSublayers(of layer: CALayer)
        /// The action for `event` on the layer; `nil` lets the layer look further.
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    }

    extension CALayerDelegate {
        /// Does nothing.
        public func display(_ layer: CALayer) {}
        /// Does nothing.
        public func layerWillDraw(_ layer: CALayer) {}
        /// Does nothing.
        public func layoutSublayers(of layer: CALayer) {}
        /// No action.
        public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    }
#endif
